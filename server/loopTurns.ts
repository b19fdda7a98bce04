/**
 * Computed searches run in slices of the event loop's turns, so no turn lasts much longer than
 * a slice.
 *
 * libuv (1.45 and later, so Node 20) accepts one new connection per turn of the loop
 * (libuv 6c692ad "unix: don't accept() connections in a loop"). When every search read in a turn
 * runs in it, the turn lasts as long as all of them, and each new connection waits a whole turn
 * in the kernel's accept queue: of 50 connections opened at once on a just-started server under
 * typed-prefix load, the last was answered after 2.6 s (`ss -ltn` showed the accept queue
 * draining one connection per 50 ms). With slices, a new connection, a static file or a timer
 * waits about one slice. Searches are released in the order they asked.
 */
export class LoopTurns {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;
  private turnStartedAt = 0;

  /** `sliceMs`: searches keep being released in one turn until it has lasted this long. */
  constructor(private readonly sliceMs: number) {}

  /** Resolves in a later turn of the loop than the one that asked, after those who asked before. */
  take(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  // An immediate queued while immediates run waits for the next turn, after that turn's I/O poll.
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.startTurn);
  }

  private readonly startTurn = (): void => {
    this.scheduled = false;
    this.turnStartedAt = performance.now();
    this.releaseNext();
  };

  private releaseNext(): void {
    const next = this.waiting.shift();
    if (next === undefined) return;
    next();
    // Queued after the released search's continuation, so it runs once that search has run.
    queueMicrotask(this.afterOne);
  }

  private readonly afterOne = (): void => {
    if (this.waiting.length === 0) return;
    if (performance.now() - this.turnStartedAt < this.sliceMs) this.releaseNext();
    else this.schedule();
  };
}
