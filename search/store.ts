/**
 * Per-index storage: records and settings per index name, in memory for searching and on disk
 * (one JSON file per index, written atomically: temp file, fsync, rename, fsync of the folder) so
 * the server reloads them at start.
 *
 * Writes follow Algolia's task model: the change is visible to searches at once, and the write
 * returns a `taskID` that `getTask` reports as `published` once the change is on disk. This is the
 * subset of the write API that `algoliasearch` v5's `replaceAllObjects`, `saveObjects`,
 * `setSettings` and `waitForTask` call (batch, operation copy/move, settings, task, clear, delete).
 */
import {randomBytes} from 'node:crypto';
import {readdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {writeFileAtomic} from './durableFile';
import type {IndexSettings} from './records';
import {SearchEngine, type EngineRecord} from './engine/index';
import {SearchError} from './engine/errors';
import {DOCSEARCH_TEMPLATE_SETTINGS} from './engine/settings';
import {synonymText, toSynonymHit, type SynonymHit} from './synonyms';
import {ENGINE_LIMITS} from './engine/limits';
import {findUnsafeValue} from './engine/reservedKeys';
import {validateSettingValues} from './engine/paramKinds';

export type IndexOrigin = {kind: 'build'; builtAt: number} | {kind: 'api'};

interface IndexState {
  name: string;
  settings: IndexSettings;
  /** Keyed by objectID; insertion order is record order. */
  records: Map<string, EngineRecord>;
  /** Keyed by objectID (Algolia's synonyms API). */
  synonyms: Map<string, SynonymHit>;
  createdAt: string;
  updatedAt: string;
  origin: IndexOrigin;
  /** Bumped on every change; the engine is rebuilt when it lags behind. */
  version: number;
  engine: SearchEngine | null;
  engineVersion: number;
}

/** On-disk format of one index. */
interface IndexFile {
  format: 1;
  name: string;
  createdAt: string;
  updatedAt: string;
  origin: IndexOrigin;
  settings: IndexSettings;
  records: EngineRecord[];
  synonyms?: SynonymHit[];
}

export interface TaskResponse {
  taskID: number;
  updatedAt: string;
}

export interface BatchRequest {
  action: string;
  body?: unknown;
}

export interface IndexSummary {
  name: string;
  createdAt: string;
  updatedAt: string;
  entries: number;
  dataSize: number;
  fileSize: number;
  lastBuildTimeS: number;
  numberOfPendingTasks: number;
  pendingTask: boolean;
}

export const BATCH_ACTIONS = [
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'delete',
  'clear',
] as const;

const MAX_INDEX_NAME_LENGTH = 256;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Type checks of the settings the engine reads (the table in engine/paramKinds.ts); other keys are stored untouched. */
export function validateSettings(settings: unknown): IndexSettings {
  if (!isPlainObject(settings)) {
    throw new SearchError('SEARCH_INVALID_SETTING', 'Invalid settings: expected a JSON object');
  }
  assertSafeValue(settings, 'settings');
  validateSettingValues(settings);
  return settings;
}

export function validateIndexName(name: string): void {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (name === '' || name === '*' || name.length > MAX_INDEX_NAME_LENGTH || /[\u0000-\u001f/\\]/.test(name)) {
    throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid index name "${name.slice(0, 64)}"`);
  }
}

/** Refuses a value whose keys could reach a prototype or whose nesting could overflow a walk. */
function assertSafeValue(value: unknown, what: 'record' | 'settings'): void {
  const unsafe = findUnsafeValue(value);
  if (unsafe === null) return;
  const code = what === 'record' ? 'SEARCH_INVALID_RECORD' : 'SEARCH_INVALID_SETTING';
  const label = what === 'record' ? 'Invalid record' : 'Invalid settings';
  throw new SearchError(
    code,
    unsafe.kind === 'reserved'
      ? `${label}: the key "${unsafe.key}" is reserved`
      : `${label}: objects are nested deeper than ${ENGINE_LIMITS.maxRecordDepth} levels`,
  );
}

/** A record as stored: a JSON object with a string objectID. */
function toRecord(body: unknown, needsId: boolean): EngineRecord {
  if (!isPlainObject(body)) {
    throw new SearchError('SEARCH_INVALID_RECORD', 'Invalid record: expected a JSON object');
  }
  assertSafeValue(body, 'record');
  const id = body.objectID;
  if (id === undefined || id === null || id === '') {
    if (needsId) throw new SearchError('SEARCH_INVALID_RECORD', 'Invalid record: objectID is required for this action');
    return {...body, objectID: randomBytes(12).toString('hex')};
  }
  if (typeof id !== 'string' && typeof id !== 'number') {
    throw new SearchError('SEARCH_INVALID_RECORD', 'Invalid record: objectID must be a string');
  }
  return {...body, objectID: String(id)};
}

function indexFilePath(dataDir: string, name: string): string {
  return path.join(dataDir, 'indexes', `${encodeURIComponent(name)}.json`);
}

export interface SearchStoreOptions {
  /** Where index files live; `null` keeps everything in memory (tests). */
  dataDir: string | null;
  log?: (message: string) => void;
  /** Engines re-rank by section after Algolia's criteria (EngineOptions.localRanking); off, they rank as Algolia. */
  localRanking?: boolean;
}

export class SearchStore {
  private readonly indexes = new Map<string, IndexState>();
  private readonly dataDir: string | null;
  private readonly log: (message: string) => void;
  private readonly localRanking: boolean;
  private lastTaskID = 0;
  /** Bumped on every change to any index: response caches key on it. */
  generation = 0;
  /** Task ids not yet on disk, per index. */
  private readonly pending = new Map<string, Set<number>>();
  /** Per-index write loop, so two writes of one file never interleave. */
  private readonly writers = new Map<string, Promise<void>>();
  private readonly dirty = new Set<string>();
  /** Meta writes are chained so an older task counter never lands after a newer one. */
  private metaWrite: Promise<void> = Promise.resolve();
  private persistedTaskID = 0;

  private constructor(options: SearchStoreOptions) {
    this.dataDir = options.dataDir;
    this.log = options.log ?? (() => {});
    this.localRanking = options.localRanking ?? false;
  }

  /** Opens a store, loading every index file found under `dataDir/indexes`. */
  static async open(options: SearchStoreOptions): Promise<SearchStore> {
    const store = new SearchStore(options);
    if (options.dataDir) await store.load(options.dataDir);
    return store;
  }

  private async load(dataDir: string): Promise<void> {
    try {
      const meta = JSON.parse(await readFile(path.join(dataDir, 'meta.json'), 'utf8')) as {lastTaskID?: number};
      this.lastTaskID = typeof meta.lastTaskID === 'number' ? meta.lastTaskID : 0;
    } catch {
      // No meta yet: a new data dir.
    }
    let files: string[] = [];
    try {
      files = await readdir(path.join(dataDir, 'indexes'));
    } catch {
      return;
    }
    for (const file of files.filter((name) => name.endsWith('.json') && !name.startsWith('.'))) {
      try {
        // Any file in the folder is read: older ones lack settings or origin, others may not be ours.
        type FileOnDisk = Omit<IndexFile, 'format' | 'settings' | 'origin'> & {format: unknown; settings?: unknown; origin?: IndexOrigin};
        const data = JSON.parse(await readFile(path.join(dataDir, 'indexes', file), 'utf8')) as FileOnDisk;
        if (data.format !== 1 || typeof data.name !== 'string' || !Array.isArray(data.records)) throw new Error('unknown format');
        const state = this.createState(data.name, validateSettings(data.settings ?? {}), data.origin ?? {kind: 'api'});
        state.createdAt = data.createdAt;
        state.updatedAt = data.updatedAt;
        for (const record of data.records) {
          // The file may predate the checks on write, or have been edited: load only what a write would accept.
          try {
            const stored = toRecord(record, true);
            state.records.set(stored.objectID, stored);
          } catch (error) {
            // The file may hold anything here: toRecord has just refused this record.
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion
            const id = isPlainObject(record) ? String(record.objectID).slice(0, 64) : '?';
            this.log(`search store: skipped record "${id}" of ${file}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        for (const synonym of data.synonyms ?? []) state.synonyms.set(synonym.objectID, synonym);
        this.indexes.set(data.name, state);
      } catch (error) {
        this.log(`search store: skipped ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private createState(name: string, settings: IndexSettings, origin: IndexOrigin): IndexState {
    const now = new Date().toISOString();
    return {name, settings, records: new Map(), synonyms: new Map(), createdAt: now, updatedAt: now, origin, version: 1, engine: null, engineVersion: 0};
  }

  has(name: string): boolean {
    return this.indexes.has(name);
  }

  indexNames(): string[] {
    return [...this.indexes.keys()];
  }

  origin(name: string): IndexOrigin | undefined {
    return this.indexes.get(name)?.origin;
  }

  private require(name: string): IndexState {
    const state = this.indexes.get(name);
    if (!state) throw new SearchError('SEARCH_INDEX_NOT_FOUND', 'Index does not exist');
    return state;
  }

  private ensure(name: string): IndexState {
    validateIndexName(name);
    let state = this.indexes.get(name);
    if (!state) {
      // New indexes start with the DocSearch template's settings (search-protocol.md §5.1).
      state = this.createState(name, structuredClone(DOCSEARCH_TEMPLATE_SETTINGS), {kind: 'api'});
      this.indexes.set(name, state);
    }
    return state;
  }

  /** The index's engine, rebuilt if records or settings changed since it was built. */
  engine(name: string): SearchEngine {
    const state = this.require(name);
    if (!state.engine || state.engineVersion !== state.version) {
      state.engine = new SearchEngine([...state.records.values()], state.settings, {synonyms: [...state.synonyms.values()], localRanking: this.localRanking});
      state.engineVersion = state.version;
    }
    return state.engine;
  }

  records(name: string): EngineRecord[] {
    return [...this.require(name).records.values()];
  }

  getSettings(name: string): IndexSettings {
    return structuredClone(this.require(name).settings);
  }

  listIndices(): IndexSummary[] {
    return [...this.indexes.values()].map((state) => {
      const pending = this.pending.get(state.name)?.size ?? 0;
      return {
        name: state.name,
        createdAt: state.createdAt,
        updatedAt: state.updatedAt,
        entries: state.records.size,
        dataSize: 0,
        fileSize: 0,
        lastBuildTimeS: 0,
        numberOfPendingTasks: pending,
        pendingTask: pending > 0,
      };
    });
  }

  private touch(state: IndexState): TaskResponse {
    state.version += 1;
    this.generation += 1;
    state.updatedAt = new Date().toISOString();
    return {taskID: this.schedulePersist(state.name), updatedAt: state.updatedAt};
  }

  setSettings(name: string, settings: unknown): TaskResponse {
    const patch = validateSettings(settings);
    const state = this.ensure(name);
    const next: IndexSettings = {...state.settings};
    for (const [key, value] of Object.entries(patch)) {
      // `null` resets a setting to the engine default.
      if (value === null) Reflect.deleteProperty(next, key);
      else next[key] = structuredClone(value);
    }
    state.settings = next;
    if (state.origin.kind === 'build') state.origin = {kind: 'api'};
    return this.touch(state);
  }

  batch(name: string, requests: unknown): {taskID: number; objectIDs: string[]} {
    if (!Array.isArray(requests)) {
      throw new SearchError('SEARCH_INVALID_REQUEST', 'Invalid batch: "requests" must be a list');
    }
    // Validate everything before changing anything, so a bad request leaves the index untouched.
    const operations = requests.map((request: unknown, i) => {
      if (!isPlainObject(request) || typeof request.action !== 'string') {
        throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid batch: request ${i} needs an "action"`);
      }
      const action = request.action;
      if (!(BATCH_ACTIONS as readonly string[]).includes(action)) {
        throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid batch: unknown action "${action}" in request ${i}`);
      }
      const needsBody = action !== 'delete' && action !== 'clear';
      const record = needsBody ? toRecord(request.body, action !== 'addObject') : null;
      return {action, record};
    });
    const state = this.ensure(name);
    const objectIDs: string[] = [];
    for (const {action, record} of operations) {
      switch (action) {
        case 'addObject':
        case 'updateObject':
          state.records.set(record!.objectID, record!);
          break;
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate': {
          const existing = state.records.get(record!.objectID);
          if (existing) state.records.set(record!.objectID, {...existing, ...record!});
          else if (action === 'partialUpdateObject') state.records.set(record!.objectID, record!);
          break;
        }
        case 'deleteObject':
          state.records.delete(record!.objectID);
          break;
        case 'clear':
          state.records.clear();
          break;
        case 'delete':
          state.records.clear();
          break;
      }
      if (record) objectIDs.push(record.objectID);
    }
    if (state.origin.kind === 'build') state.origin = {kind: 'api'};
    return {taskID: this.touch(state).taskID, objectIDs};
  }

  /** `copy` / `move` (Algolia `operationIndex`); `scope` limits a copy to settings (rules and synonyms do not exist here). */
  operation(name: string, params: unknown): TaskResponse {
    if (!isPlainObject(params) || (params.operation !== 'copy' && params.operation !== 'move') || typeof params.destination !== 'string') {
      throw new SearchError('SEARCH_INVALID_REQUEST', 'Invalid operation: expected {"operation": "copy" | "move", "destination": "<index>"}');
    }
    const destination = params.destination;
    validateIndexName(destination);
    const scope = params.scope;
    if (scope !== undefined && !(Array.isArray(scope) && scope.every((item) => ['settings', 'rules', 'synonyms'].includes(item as string)))) {
      throw new SearchError('SEARCH_INVALID_REQUEST', 'Invalid operation: "scope" must list "settings", "rules" or "synonyms"');
    }
    const source = this.indexes.get(name);
    if (params.operation === 'move') {
      if (!source) throw new SearchError('SEARCH_INDEX_NOT_FOUND', 'Index does not exist');
      if (destination === name) return {taskID: this.schedulePersist(name), updatedAt: source.updatedAt};
      const moved: IndexState = {...source, name: destination, version: source.version + 1, engine: null, engineVersion: 0};
      const previous = this.indexes.get(destination);
      if (previous) moved.version = Math.max(moved.version, previous.version + 1);
      this.indexes.delete(name);
      this.indexes.set(destination, moved);
      this.generation += 1;
      this.schedulePersist(name);
      return this.touch(moved);
    }
    // Copying an index that does not exist copies nothing (replaceAllObjects starts with this on a new index).
    if (!source) return {taskID: this.schedulePersist(destination), updatedAt: new Date().toISOString()};
    const target = this.ensure(destination);
    if (scope === undefined) {
      target.records = new Map([...source.records].map(([id, record]) => [id, structuredClone(record)]));
      target.settings = structuredClone(source.settings);
      target.synonyms = structuredClone(source.synonyms);
    } else {
      if ((scope as string[]).includes('settings')) target.settings = structuredClone(source.settings);
      if ((scope as string[]).includes('synonyms')) target.synonyms = structuredClone(source.synonyms);
    }
    return this.touch(target);
  }

  clear(name: string): TaskResponse {
    const state = this.require(name);
    state.records.clear();
    return this.touch(state);
  }

  deleteIndex(name: string): {taskID: number; deletedAt: string} {
    // Deleting a missing index succeeds, as in Algolia (replaceAllObjects cleans up this way).
    if (this.indexes.delete(name)) this.generation += 1;
    return {taskID: this.schedulePersist(name), deletedAt: new Date().toISOString()};
  }

  /** Replaces an index whole (used when the server indexes `build/` itself). */
  replaceIndex(
    name: string,
    records: readonly Record<string, unknown>[],
    settings: IndexSettings,
    origin: IndexOrigin,
    synonyms: readonly SynonymHit[] = [],
  ): TaskResponse {
    validateIndexName(name);
    const state = this.createState(name, structuredClone(settings), origin);
    for (const synonym of synonyms) state.synonyms.set(synonym.objectID, toSynonymHit(synonym));
    for (const record of records) {
      const stored = toRecord(record, true);
      state.records.set(stored.objectID, stored);
    }
    const previous = this.indexes.get(name);
    if (previous) {
      state.createdAt = previous.createdAt;
      state.version = previous.version + 1;
    }
    this.indexes.set(name, state);
    return this.touch(state);
  }

  /** `saveSynonyms` (`POST /1/indexes/{index}/synonyms/batch`): all checked before any is stored. */
  saveSynonyms(name: string, body: unknown, replaceExisting = false): TaskResponse {
    if (!Array.isArray(body)) throw new SearchError('SEARCH_INVALID_REQUEST', 'Invalid synonyms batch: expected a list of synonym objects');
    const hits = body.map((hit: unknown) => toSynonymHit(hit));
    const state = this.ensure(name);
    if (replaceExisting) state.synonyms.clear();
    for (const hit of hits) state.synonyms.set(hit.objectID, hit);
    return this.touch(state);
  }

  /** `saveSynonym` (`PUT /1/indexes/{index}/synonyms/{objectID}`). */
  saveSynonym(name: string, objectID: string, body: unknown): TaskResponse & {id: string} {
    const hit = toSynonymHit(body, objectID);
    const state = this.ensure(name);
    state.synonyms.set(hit.objectID, hit);
    return {...this.touch(state), id: hit.objectID};
  }

  getSynonym(name: string, objectID: string): SynonymHit {
    const hit = this.require(name).synonyms.get(objectID);
    if (!hit) throw new SearchError('SEARCH_OBJECT_NOT_FOUND', 'Synonym set does not exist');
    return structuredClone(hit);
  }

  deleteSynonym(name: string, objectID: string): {taskID: number; deletedAt: string} {
    const state = this.require(name);
    state.synonyms.delete(objectID);
    const {taskID, updatedAt} = this.touch(state);
    return {taskID, deletedAt: updatedAt};
  }

  clearSynonyms(name: string): TaskResponse {
    const state = this.ensure(name);
    state.synonyms.clear();
    return this.touch(state);
  }

  /** `searchSynonyms`: objects whose words contain the query, optionally of some types, paged. */
  searchSynonyms(name: string, params: {query?: string; type?: string; page?: number; hitsPerPage?: number}): {hits: SynonymHit[]; nbHits: number} {
    const state = this.require(name);
    const query = (params.query ?? '').trim().toLowerCase();
    const types = params.type ? params.type.split(',').map((type) => type.trim()) : null;
    const matching = [...state.synonyms.values()].filter(
      (hit) => (types === null || types.includes(hit.type)) && (query === '' || synonymText(hit).includes(query)),
    );
    const hitsPerPage = params.hitsPerPage ?? 100;
    const page = params.page ?? 0;
    return {hits: structuredClone(matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage)), nbHits: matching.length};
  }

  getTask(name: string, taskID: number): {status: 'published' | 'notPublished'} {
    if (!Number.isInteger(taskID) || taskID <= 0 || taskID > this.lastTaskID) {
      throw new SearchError('SEARCH_TASK_NOT_FOUND', 'Task does not exist');
    }
    return {status: this.pending.get(name)?.has(taskID) ? 'notPublished' : 'published'};
  }

  /** Resolves once every change made so far is on disk. */
  async flush(): Promise<void> {
    while (this.writers.size > 0) await Promise.all([...this.writers.values()]);
  }

  private schedulePersist(name: string): number {
    this.lastTaskID += 1;
    const taskID = this.lastTaskID;
    if (!this.dataDir) return taskID;
    let pending = this.pending.get(name);
    if (!pending) {
      pending = new Set();
      this.pending.set(name, pending);
    }
    pending.add(taskID);
    this.dirty.add(name);
    if (!this.writers.has(name)) {
      const writer = this.writeLoop(name).finally(() => this.writers.delete(name));
      this.writers.set(name, writer);
    }
    return taskID;
  }

  private writeMeta(dataDir: string, lastTaskID: number): Promise<void> {
    this.metaWrite = this.metaWrite
      .catch(() => {})
      .then(async () => {
        if (lastTaskID <= this.persistedTaskID) return;
        await writeFileAtomic(path.join(dataDir, 'meta.json'), JSON.stringify({lastTaskID}));
        this.persistedTaskID = lastTaskID;
      });
    return this.metaWrite;
  }

  /** Writes the index until no change is left; each pass publishes the tasks it covered. */
  private async writeLoop(name: string): Promise<void> {
    const dataDir = this.dataDir!;
    while (this.dirty.has(name)) {
      this.dirty.delete(name);
      const covered = [...(this.pending.get(name) ?? [])];
      const lastTaskID = this.lastTaskID;
      const state = this.indexes.get(name);
      try {
        if (state) {
          const file: IndexFile = {
            format: 1,
            name,
            createdAt: state.createdAt,
            updatedAt: state.updatedAt,
            origin: state.origin,
            settings: state.settings,
            records: [...state.records.values()],
            synonyms: [...state.synonyms.values()],
          };
          await writeFileAtomic(indexFilePath(dataDir, name), JSON.stringify(file));
        } else {
          await rm(indexFilePath(dataDir, name), {force: true});
        }
        await this.writeMeta(dataDir, lastTaskID);
        const pending = this.pending.get(name);
        for (const taskID of covered) pending?.delete(taskID);
      } catch (error) {
        // The change stays in memory and its task unpublished; the next write retries.
        this.log(`search store: could not write index "${name}": ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
  }
}
