/**
 * Algolia's task model over the index files: every change gets a task id at once, and `getTask`
 * reports it `published` once the change is on disk. One write loop per index, so two writes of
 * one file never interleave; a loop writes until no change is left, and each pass publishes the
 * tasks it covered. Without a data dir (tests) task ids are still given and every task is published.
 */
import {removeIndexFile, writeIndexFile, writeLastTaskID, type IndexFile} from './indexFiles';

export class IndexPersistence {
  private lastTaskID: number;
  /** Task ids not yet on disk, per index. */
  private readonly pending = new Map<string, Set<number>>();
  /** Per-index write loop, so two writes of one file never interleave. */
  private readonly writers = new Map<string, Promise<void>>();
  private readonly dirty = new Set<string>();
  /** Meta writes are chained so an older task counter never lands after a newer one. */
  private metaWrite: Promise<void> = Promise.resolve();
  private persistedTaskID = 0;

  /**
   * `snapshot(name)`: the index as it should be on disk now, `undefined` once it is deleted.
   * `lastTaskID`: the counter read back from disk, so task ids keep growing across restarts.
   */
  constructor(
    private readonly dataDir: string | null,
    private readonly snapshot: (name: string) => IndexFile | undefined,
    private readonly log: (message: string) => void,
    lastTaskID = 0,
  ) {
    this.lastTaskID = lastTaskID;
  }

  /** A new task for a change of `name`, written to disk in the background. */
  schedule(name: string): number {
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
      const writer = this.writeLoop(this.dataDir, name).finally(() => this.writers.delete(name));
      this.writers.set(name, writer);
    }
    return taskID;
  }

  /** Whether `taskID` was ever given (any index). */
  exists(taskID: number): boolean {
    return Number.isInteger(taskID) && taskID > 0 && taskID <= this.lastTaskID;
  }

  isPending(name: string, taskID: number): boolean {
    return this.pending.get(name)?.has(taskID) ?? false;
  }

  pendingCount(name: string): number {
    return this.pending.get(name)?.size ?? 0;
  }

  /** Resolves once every change scheduled so far is on disk. */
  async flush(): Promise<void> {
    while (this.writers.size > 0) await Promise.all([...this.writers.values()]);
  }

  private writeMeta(dataDir: string, lastTaskID: number): Promise<void> {
    this.metaWrite = this.metaWrite
      .catch(() => {})
      .then(async () => {
        if (lastTaskID <= this.persistedTaskID) return;
        await writeLastTaskID(dataDir, lastTaskID);
        this.persistedTaskID = lastTaskID;
      });
    return this.metaWrite;
  }

  private async writeLoop(dataDir: string, name: string): Promise<void> {
    while (this.dirty.has(name)) {
      this.dirty.delete(name);
      const covered = [...(this.pending.get(name) ?? [])];
      const lastTaskID = this.lastTaskID;
      try {
        const file = this.snapshot(name);
        if (file) await writeIndexFile(dataDir, file);
        else await removeIndexFile(dataDir, name);
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
