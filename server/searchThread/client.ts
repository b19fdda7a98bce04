/**
 * The main thread's side of the search thread: sends it each index the store holds, at the
 * store's generation, and hands it the searches it can answer. A search it cannot (its copy is
 * older than the store's, the thread is starting or gone) is answered on the main thread as
 * before, so a write (search:push) never waits for the thread's copy.
 */
import {Worker, type WorkerOptions} from 'node:worker_threads';
import {SearchError} from '../../search/engine/errors';
import type {SearchStore} from '../../search/store';
import type {SearchSummary} from '../routes/searchRecording';
import {SEARCH_THREAD_ROLE, type FromThread, type ThreadQuery, type ToThread} from './messages';

export interface ThreadAnswer {
  json: Buffer;
  searches: SearchSummary[];
  hasQueryID: boolean;
}

/** The thread stopped with searches in flight: they are answered on the main thread. */
export class SearchThreadGone extends Error {}

/** Where the thread's code is: the compiled server itself, or the TypeScript source under tsx (tests). */
export interface ThreadEntry {
  file: string | URL;
  execArgv?: string[];
}

export class SearchThread {
  private worker: Worker | null;
  /** Per index, the store generation of the copy sent to the thread, and of the one it has built. */
  private readonly sent = new Map<string, number>();
  private readonly built = new Map<string, number>();
  private readonly pending = new Map<number, {resolve: (answer: ThreadAnswer) => void; reject: (error: Error) => void}>();
  private nextId = 0;

  constructor(
    private readonly store: SearchStore,
    entry: ThreadEntry,
    private readonly onError: (error: Error) => void = () => {},
  ) {
    const options: WorkerOptions = {workerData: {role: SEARCH_THREAD_ROLE}, execArgv: entry.execArgv};
    this.worker = new Worker(entry.file, options);
    this.worker.on('message', (message: FromThread) => this.receive(message));
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(`the search thread exited with code ${code}`)));
    for (const name of store.indexNames()) this.sync(name);
  }

  /**
   * The answer to `queries` from the thread, or null when it cannot give the store's current one;
   * then a copy of the indexes it lacks is on its way.
   */
  search(queries: ThreadQuery[], summarize: boolean): Promise<ThreadAnswer> | null {
    if (this.worker === null) return null;
    const generation = this.store.generation;
    let current = true;
    for (const {indexName} of queries) {
      if (this.built.get(indexName) === generation) continue;
      current = false;
      if (this.store.has(indexName)) this.sync(indexName);
    }
    if (!current) return null;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      this.post({kind: 'search', id, queries, summarize});
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private sync(name: string): void {
    const generation = this.store.generation;
    if (this.sent.get(name) === generation) return;
    this.sent.set(name, generation);
    this.post({kind: 'index', name, generation, index: this.store.snapshot(name), localRanking: this.store.ranksLocally});
  }

  private post(message: ToThread): void {
    this.worker?.postMessage(message);
  }

  private receive(message: FromThread): void {
    if (message.kind === 'indexed') {
      this.built.set(message.name, message.generation);
      return;
    }
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.kind === 'answer') {
      waiting.resolve({json: Buffer.from(message.json), searches: message.searches, hasQueryID: message.hasQueryID});
    } else {
      waiting.reject(message.code === null ? new Error(message.message) : new SearchError(message.code, message.message));
    }
  }

  private stop(error: Error): void {
    if (this.worker === null) return;
    this.worker = null;
    this.onError(error);
    for (const waiting of this.pending.values()) waiting.reject(new SearchThreadGone(error.message));
    this.pending.clear();
  }
}
