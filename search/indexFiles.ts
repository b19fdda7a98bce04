/**
 * The search store on disk: one JSON file per index under `dataDir/indexes` and `meta.json` with
 * the last task id, each written atomically (temp file, fsync, rename, fsync of the folder) so the
 * server reloads them at start.
 */
import {readdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {writeFileAtomic} from './durableFile';
import type {EngineRecord} from './engine/response';
import type {IndexSettings} from './records';
import type {SynonymHit} from './synonyms';
import {isPlainObject, toRecord, validateSettings} from './writeValidation';

export type IndexOrigin = {kind: 'build'; builtAt: number} | {kind: 'api'};

/** On-disk format of one index. */
export interface IndexFile {
  format: 1;
  name: string;
  createdAt: string;
  updatedAt: string;
  origin: IndexOrigin;
  settings: IndexSettings;
  records: EngineRecord[];
  synonyms?: SynonymHit[];
}

/** An index file as loaded, keyed by objectID: its records are the ones a write would accept. */
export type LoadedIndex = Omit<IndexFile, 'format' | 'records' | 'synonyms'> & {
  records: Map<string, EngineRecord>;
  synonyms: Map<string, SynonymHit>;
};

function indexFilePath(dataDir: string, name: string): string {
  return path.join(dataDir, 'indexes', `${encodeURIComponent(name)}.json`);
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The last task id written to `meta.json`; 0 for a new data dir. */
export async function readLastTaskID(dataDir: string): Promise<number> {
  try {
    const meta = JSON.parse(await readFile(path.join(dataDir, 'meta.json'), 'utf8')) as {lastTaskID?: number};
    return typeof meta.lastTaskID === 'number' ? meta.lastTaskID : 0;
  } catch {
    // No meta yet: a new data dir.
    return 0;
  }
}

/** Every index file under `dataDir/indexes`; what cannot be read is logged and skipped. */
export async function readIndexFiles(dataDir: string, log: (message: string) => void): Promise<LoadedIndex[]> {
  let files: string[] = [];
  try {
    files = await readdir(path.join(dataDir, 'indexes'));
  } catch {
    return [];
  }
  const loaded: LoadedIndex[] = [];
  for (const file of files.filter((name) => name.endsWith('.json') && !name.startsWith('.'))) {
    try {
      // Any file in the folder is read: older ones lack settings or origin, others may not be ours.
      type FileOnDisk = Omit<IndexFile, 'format' | 'settings' | 'origin'> & {format: unknown; settings?: unknown; origin?: IndexOrigin};
      const data = JSON.parse(await readFile(path.join(dataDir, 'indexes', file), 'utf8')) as FileOnDisk;
      if (data.format !== 1 || typeof data.name !== 'string' || !Array.isArray(data.records)) throw new Error('unknown format');
      const settings = validateSettings(data.settings ?? {});
      const records = new Map<string, EngineRecord>();
      for (const record of data.records) {
        // The file may predate the checks on write, or have been edited: load only what a write would accept.
        try {
          const stored = toRecord(record, true);
          records.set(stored.objectID, stored);
        } catch (error) {
          // The file may hold anything here: toRecord has just refused this record.
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion
          const id = isPlainObject(record) ? String(record.objectID).slice(0, 64) : '?';
          log(`search store: skipped record "${id}" of ${file}: ${messageOf(error)}`);
        }
      }
      const synonyms = new Map<string, SynonymHit>();
      for (const synonym of data.synonyms ?? []) synonyms.set(synonym.objectID, synonym);
      loaded.push({
        name: data.name,
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
        origin: data.origin ?? {kind: 'api'},
        settings,
        records,
        synonyms,
      });
    } catch (error) {
      log(`search store: skipped ${file}: ${messageOf(error)}`);
    }
  }
  return loaded;
}

export function writeIndexFile(dataDir: string, file: IndexFile): Promise<void> {
  return writeFileAtomic(indexFilePath(dataDir, file.name), JSON.stringify(file));
}

export function removeIndexFile(dataDir: string, name: string): Promise<void> {
  return rm(indexFilePath(dataDir, name), {force: true});
}

export function writeLastTaskID(dataDir: string, lastTaskID: number): Promise<void> {
  return writeFileAtomic(path.join(dataDir, 'meta.json'), JSON.stringify({lastTaskID}));
}
