/**
 * Per-index storage: records, settings and synonyms per index name, in memory for searching and
 * on disk (indexFiles.ts) so the server reloads them at start.
 *
 * Writes follow Algolia's task model (indexPersistence.ts): the change is visible to searches at
 * once, and the write returns a `taskID` that `getTask` reports as `published` once the change is
 * on disk. This is the subset of the write API that `algoliasearch` v5's `replaceAllObjects`,
 * `saveObjects`, `setSettings` and `waitForTask` call (batch, operation copy/move, settings, task,
 * clear, delete), and its synonyms API.
 */
import type {IndexSettings} from './records';
import {SearchEngine, type EngineRecord} from './engine/index';
import {SearchError} from './engine/errors';
import {DOCSEARCH_TEMPLATE_SETTINGS} from './engine/settings';
import {readIndexFiles, readLastTaskID, type IndexFile, type IndexOrigin, type LoadedIndex} from './indexFiles';
import {IndexPersistence} from './indexPersistence';
import {applyBatch, parseBatch} from './recordBatch';
import {searchSynonymHits, toSynonymHit, type SynonymHit, type SynonymSearch} from './synonyms';
import {isPlainObject, toRecord, validateIndexName, validateSettings} from './writeValidation';

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

export interface TaskResponse {
  taskID: number;
  updatedAt: string;
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

export interface SearchStoreOptions {
  /** Where index files live; `null` keeps everything in memory (tests). */
  dataDir: string | null;
  log?: (message: string) => void;
  /** Engines re-rank by section after Algolia's criteria (EngineOptions.localRanking); off, they rank as Algolia. */
  localRanking?: boolean;
}

/** What an index's engine is built from. */
export interface IndexSnapshot {
  records: EngineRecord[];
  settings: IndexSettings;
  synonyms: SynonymHit[];
}

/** The one way an index's engine is built, in the store and in the search thread alike. */
export function buildEngine(index: IndexSnapshot, localRanking: boolean): SearchEngine {
  return new SearchEngine(index.records, index.settings, {synonyms: index.synonyms, localRanking});
}

export class SearchStore {
  private readonly indexes = new Map<string, IndexState>();
  private readonly localRanking: boolean;
  private readonly persistence: IndexPersistence;
  /** Bumped on every change to any index: response caches key on it. */
  generation = 0;

  private constructor(options: SearchStoreOptions, log: (message: string) => void, lastTaskID: number, loaded: readonly LoadedIndex[]) {
    this.localRanking = options.localRanking ?? false;
    this.persistence = new IndexPersistence(options.dataDir, (name) => this.fileOf(name), log, lastTaskID);
    for (const index of loaded) this.indexes.set(index.name, {...index, version: 1, engine: null, engineVersion: 0});
  }

  /** Opens a store, loading every index file found under `dataDir/indexes`. */
  static async open(options: SearchStoreOptions): Promise<SearchStore> {
    const {dataDir} = options;
    const log = options.log ?? (() => {});
    if (!dataDir) return new SearchStore(options, log, 0, []);
    const lastTaskID = await readLastTaskID(dataDir);
    return new SearchStore(options, log, lastTaskID, await readIndexFiles(dataDir, log));
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
      state.engine = buildEngine(this.snapshot(name), this.localRanking);
      state.engineVersion = state.version;
    }
    return state.engine;
  }

  /** What the index's engine is built from, as plain data another thread can be sent. */
  snapshot(name: string): IndexSnapshot {
    const state = this.require(name);
    return {records: [...state.records.values()], settings: state.settings, synonyms: [...state.synonyms.values()]};
  }

  /** Whether engines re-rank by section (the option the store was opened with). */
  get ranksLocally(): boolean {
    return this.localRanking;
  }

  records(name: string): EngineRecord[] {
    return [...this.require(name).records.values()];
  }

  getSettings(name: string): IndexSettings {
    return structuredClone(this.require(name).settings);
  }

  listIndices(): IndexSummary[] {
    return [...this.indexes.values()].map((state) => {
      const pending = this.persistence.pendingCount(state.name);
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
    return {taskID: this.persistence.schedule(state.name), updatedAt: state.updatedAt};
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
    // Checked whole before anything changes, so a bad request leaves the index untouched.
    const operations = parseBatch(requests);
    const state = this.ensure(name);
    const objectIDs = applyBatch(state.records, operations);
    if (state.origin.kind === 'build') state.origin = {kind: 'api'};
    return {taskID: this.touch(state).taskID, objectIDs};
  }

  /** `copy` / `move` (Algolia `operationIndex`); `scope` limits a copy to settings and synonyms (rules do not exist here). */
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
      if (destination === name) return {taskID: this.persistence.schedule(name), updatedAt: source.updatedAt};
      const moved: IndexState = {...source, name: destination, version: source.version + 1, engine: null, engineVersion: 0};
      const previous = this.indexes.get(destination);
      if (previous) moved.version = Math.max(moved.version, previous.version + 1);
      this.indexes.delete(name);
      this.indexes.set(destination, moved);
      this.generation += 1;
      this.persistence.schedule(name);
      return this.touch(moved);
    }
    // Copying an index that does not exist copies nothing (replaceAllObjects starts with this on a new index).
    if (!source) return {taskID: this.persistence.schedule(destination), updatedAt: new Date().toISOString()};
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
    return {taskID: this.persistence.schedule(name), deletedAt: new Date().toISOString()};
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
  searchSynonyms(name: string, params: SynonymSearch): {hits: SynonymHit[]; nbHits: number} {
    return searchSynonymHits([...this.require(name).synonyms.values()], params);
  }

  getTask(name: string, taskID: number): {status: 'published' | 'notPublished'} {
    if (!this.persistence.exists(taskID)) {
      throw new SearchError('SEARCH_TASK_NOT_FOUND', 'Task does not exist');
    }
    return {status: this.persistence.isPending(name, taskID) ? 'notPublished' : 'published'};
  }

  /** Resolves once every change made so far is on disk. */
  flush(): Promise<void> {
    return this.persistence.flush();
  }

  /** The index as it should be on disk now; `undefined` once it is deleted. */
  private fileOf(name: string): IndexFile | undefined {
    const state = this.indexes.get(name);
    if (!state) return undefined;
    return {
      format: 1,
      name,
      createdAt: state.createdAt,
      updatedAt: state.updatedAt,
      origin: state.origin,
      settings: state.settings,
      records: [...state.records.values()],
      synonyms: [...state.synonyms.values()],
    };
  }
}
