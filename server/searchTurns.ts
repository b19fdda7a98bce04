/**
 * Computed searches take turns: one runs per turn of the event loop, with the loop's I/O between
 * two of them. Node 20's libuv accepts one new connection per turn, and a turn used to run every
 * search whose request had arrived: with 50 keep-alive connections searching (2–3 ms each), a turn
 * lasted 100 ms or more, so a visitor connecting then waited in the kernel's accept queue for
 * seconds, and a page or asset asked for meanwhile waited behind all the searches of its turn.
 * The first search of a turn runs at once, so that a search arriving alone waits for nothing
 * (letting every search wait for the next turn raised the p99 at 200 searches a second).
 * Answers from the response cache, pages and assets do not queue: they cost little.
 *
 * The queue is bounded: past capacity (searches arriving faster than they run) it would grow
 * without end, holding every waiting request in memory and answering each later than the last.
 * A search that finds it full is turned away at once (the route answers 503 and Retry-After).
 */

/** Something that runs a callback on a later turn of the event loop (`setImmediate`). */
export type TurnScheduler = (callback: () => void) => unknown;

/**
 * A queue of searches: the promise `nextTurn()` returns resolves at once for the first search of a
 * turn, else on a later turn of its own, in the order of the calls. The continuation of one
 * `await nextTurn()` runs before the next is let go. With `maxWaiting` searches already waiting,
 * `nextTurn()` returns undefined: the search does not run.
 */
export interface SearchTurns {
  (): Promise<void> | undefined;
  /** Whether a search asking for its turn now would be turned away. */
  full(): boolean;
}

export function createSearchTurns(schedule: TurnScheduler = setImmediate, maxWaiting = Infinity): SearchTurns {
  const waiting: (() => void)[] = [];
  // Whether a search has had the current turn.
  let taken = false;
  const nextTurn = () => {
    taken = waiting.length > 0;
    if (!taken) return;
    // Scheduled before this one's search runs, and by then on the next turn: an immediate queued
    // while Node runs immediates waits for the next turn, after its I/O.
    schedule(nextTurn);
    waiting.shift()!();
  };
  const full = () => taken && waiting.length >= maxWaiting;
  const turn = () => {
    if (full()) return undefined;
    if (taken) return new Promise<void>((resolve) => waiting.push(resolve));
    taken = true;
    schedule(nextTurn);
    return Promise.resolve();
  };
  return Object.assign(turn, {full});
}
