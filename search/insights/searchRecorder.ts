/**
 * Turns the search requests the server answers into the searches analytics count.
 *
 * A search box sends one request per keystroke: "i", "in", "ins", … "install". Algolia's
 * analytics count that run once, as its last query (prefix aggregation). Here a run is a chain of
 * queries on one index, each a prefix of the next or the next a prefix of it (typing on, or
 * backspacing), with less than `idleMs` between them; the chain is stored once it has been idle
 * that long. A chain belongs to a user token when the request carries one (`X-Algolia-UserToken`
 * or the `userToken` parameter); without one, to the open chain the query continues.
 *
 * Consecutive keystrokes travel on parallel connections, so on a busy server "cronta" can be
 * answered after "crontab". A shorter query the chain never passed through, asked less than
 * `lateMs` after its last one, is such a late keystroke: its query id joins the run, but the run
 * keeps its longer query. Backspacing returns to a query the chain has passed through, or comes
 * later than that (a person's reaction, or the /search page's 300 ms pause). Times are when each
 * request arrived (`askedAt`, from the route), not when it was answered: under load an answer can
 * take longer than `lateMs`, and a late keystroke timed by its answer read as backspacing.
 *
 * `record` only touches memory, so it costs the search request nothing noticeable; stores happen
 * in batches from a timer, and `close` stores every open chain so a restart loses nothing.
 */
import type {InsightsStore, StoredSearch} from './store';

/** What the search route knows about one query it answered. */
export interface AnsweredSearch {
  indexName: string;
  query: string;
  nbHits: number;
  queryID?: string;
  userToken?: string;
  withFilters: boolean;
  tags: string[];
  hits: string[];
  /** When the request that asked arrived, in ms since the epoch; the recorder's clock when absent. */
  askedAt?: number;
}

export interface SearchRecorderOptions {
  /** A run of keystrokes ends after this long without a continuation. */
  idleMs?: number;
  /** A shorter query the run has not passed through, this soon after its last, arrived late. */
  lateMs?: number;
  /** How often ended runs are written to the store. */
  flushIntervalMs?: number;
  now?: () => number;
  /** Called when a batch cannot be written (the searches are then dropped, never retried forever). */
  onError?: (error: unknown) => void;
}

export const SEARCH_RECORDER_DEFAULTS = {idleMs: 3000, lateMs: 250, flushIntervalMs: 1000} as const;

/** Open chains without a user token past which the oldest is closed early (bounds the scan). */
const MAX_ANONYMOUS_CHAINS = 2000;
/** Queries a chain remembers passing through; past this, a shorter query is taken as backspacing. */
const MAX_REMEMBERED_QUERIES = 100;

interface Chain {
  search: StoredSearch;
  key: string | null;
  lastAt: number;
  /** The queries the run has passed through, to tell backspacing from a keystroke answered late. */
  passed: Set<string>;
}

/** The query as analytics group it: Unicode-normalised, lower case, single spaces, trimmed. */
export function normalizeQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function continues(previous: string, next: string): boolean {
  return next.startsWith(previous) || previous.startsWith(next);
}

export class SearchRecorder {
  private readonly idleMs: number;
  private readonly lateMs: number;
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;
  private readonly byToken = new Map<string, Chain>();
  /** Chains without a user token, oldest first. */
  private anonymous: Chain[] = [];
  /** Chains that ended on a new search, waiting for the next write (never written on the request). */
  private ended: StoredSearch[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: InsightsStore,
    opts: SearchRecorderOptions = {},
  ) {
    this.idleMs = opts.idleMs ?? SEARCH_RECORDER_DEFAULTS.idleMs;
    this.lateMs = opts.lateMs ?? SEARCH_RECORDER_DEFAULTS.lateMs;
    this.now = opts.now ?? Date.now;
    this.onError = opts.onError ?? (() => undefined);
    this.timer = setInterval(() => this.flush(), opts.flushIntervalMs ?? SEARCH_RECORDER_DEFAULTS.flushIntervalMs);
    // Recording must never keep a process alive on its own.
    this.timer.unref();
  }

  record(answered: AnsweredSearch): void {
    const query = normalizeQuery(answered.query);
    // An empty box is not a search anyone typed (the /search page asks once on load).
    if (query === '') return;
    const at = answered.askedAt ?? this.now();
    const key = answered.userToken ? `${answered.indexName}\u0000${answered.userToken}` : null;
    let chain: Chain | undefined;
    if (key !== null) {
      chain = this.byToken.get(key);
      if (chain && (at - chain.lastAt >= this.idleMs || !continues(chain.search.query, query))) {
        this.byToken.delete(key);
        this.ended.push(chain.search);
        chain = undefined;
      }
    } else {
      for (let i = this.anonymous.length - 1; i >= 0; i--) {
        const open = this.anonymous[i]!;
        if (open.search.indexName === answered.indexName && at - open.lastAt < this.idleMs && continues(open.search.query, query)) {
          chain = open;
          // Keep the list ordered by last use so the idle ones are at the front.
          this.anonymous.splice(i, 1);
          this.anonymous.push(open);
          break;
        }
      }
    }
    const queryIDs = chain ? chain.search.queryIDs : [];
    if (answered.queryID) queryIDs.push(answered.queryID);
    if (chain && this.arrivedLate(chain, query, at)) {
      chain.lastAt = Math.max(chain.lastAt, at);
      return;
    }
    const search: StoredSearch = {
      at,
      indexName: answered.indexName,
      query,
      nbHits: answered.nbHits,
      queryIDs,
      withFilters: answered.withFilters,
      tags: answered.tags,
      hits: answered.hits,
    };
    if (chain) {
      chain.search = search;
      chain.lastAt = at;
      if (chain.passed.size < MAX_REMEMBERED_QUERIES) chain.passed.add(query);
      return;
    }
    const created: Chain = {search, key, lastAt: at, passed: new Set([query])};
    if (key !== null) {
      this.byToken.set(key, created);
    } else {
      this.anonymous.push(created);
      if (this.anonymous.length > MAX_ANONYMOUS_CHAINS) this.ended.push(this.anonymous.shift()!.search);
    }
  }

  private arrivedLate(chain: Chain, query: string, at: number): boolean {
    const last = chain.search.query;
    return query.length < last.length && at - chain.lastAt < this.lateMs && !chain.passed.has(query) && chain.passed.size < MAX_REMEMBERED_QUERIES;
  }

  /** Writes the chains idle for `idleMs` (all of them with `everything`). */
  flush(everything = false): void {
    const cutoff = everything ? Infinity : this.now() - this.idleMs;
    const ended = this.ended;
    this.ended = [];
    for (const [key, chain] of this.byToken) {
      if (chain.lastAt <= cutoff) {
        ended.push(chain.search);
        this.byToken.delete(key);
      }
    }
    let keep = 0;
    while (keep < this.anonymous.length && this.anonymous[keep]!.lastAt <= cutoff) keep++;
    for (const chain of this.anonymous.slice(0, keep)) ended.push(chain.search);
    this.anonymous = this.anonymous.slice(keep);
    this.write(ended);
  }

  /** Number of runs not yet written (tests, and the bench's "nothing lost" check). */
  get pending(): number {
    return this.byToken.size + this.anonymous.length + this.ended.length;
  }

  /** Stops the timer and writes every open run. */
  close(): void {
    clearInterval(this.timer);
    this.flush(true);
  }

  private write(searches: StoredSearch[]): void {
    try {
      this.store.addSearches(searches);
    } catch (error) {
      this.onError(error);
    }
  }
}
