/**
 * What one client may cost the site server: the search budget, the response cache's memory, the
 * search rate limit, the connection timeouts and how far the heap grows under load. One object,
 * read by the server and by the tests and the bench that probe each bound.
 */
export interface SearchLimits {
  maxHitsPerRequest: number;
  maxResponseBytes: number;
  cacheEntries: number;
  cacheBytes: number;
  maxCachedBodyBytes: number;
  maxCachedResponseBytes: number;
  maxWaitingSearches: number;
  /** `false` turns the rate limit off (the bench, which is one client), the hits allowance with it. */
  rateLimit: {max: number; timeWindowMs: number} | false;
  /** Hits a client IP may ask for per rate-limit window, per search the limit allows. */
  hitsPerAllowedSearch: number;
}

export interface HttpLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  connectionTimeoutMs: number;
  maxRequestsPerSocket: number;
  connectionsCheckingIntervalMs: number;
  /** Largest request body read, for every route that sets no smaller limit of its own. */
  bodyLimitBytes: number;
}

export interface HeapLimits {
  /** V8's `--heap-growing-percent`, set by server/heap.ts. */
  growingPercent: number;
}

export const SERVER_LIMITS: {readonly search: Readonly<SearchLimits>; readonly http: Readonly<HttpLimits>; readonly heap: Readonly<HeapLimits>} = {
  search: {
    /**
     * Hits one multi-query may ask for, summed over its queries (hitsPerPage or length, maxFacetHits
     * for facet searches). The widgets ask for 20 (modal) or 15 (/search page); one query of
     * Algolia's maximum of 1000 still fits, 40 of them (a 30 MB answer) do not.
     */
    maxHitsPerRequest: 1000,
    /** Serialised response size past which the answer is a 400 instead of megabytes on the wire. */
    maxResponseBytes: 4 * 1024 * 1024,
    /**
     * Response cache: entries, and the memory its serialised responses hold (what it keeps of
     * each, keys included). It keeps an answer's Brotli copy alone (compression.ts, `keptCopy`): a
     * modal answer is 25–36 KB of JSON and 5–7 KB of Brotli, so 500 of them hold 3–4 MB, and the
     * byte bound takes over for larger answers (a 200-hit answer's copy is about 50 KB).
     */
    cacheEntries: 500,
    cacheBytes: 16 * 1024 * 1024,
    /** Bodies longer than this are not cached (the modal's are about 800 bytes). */
    maxCachedBodyBytes: 4096,
    /**
     * Answers whose JSON is larger than this (UTF-8 bytes) are not cached: the widgets' never are,
     * and a few 1000-hit answers (1.2 MB each on the site index) would otherwise push out hundreds
     * of typed prefixes. They leave in pieces instead (`sendJsonInPieces`).
     */
    maxCachedResponseBytes: 256 * 1024,
    /**
     * Computed searches waiting for their turn (server/searchTurns.ts) past which another is turned
     * away with a 503: one to two seconds of work at 2–4 ms of CPU a search. A connection has one
     * search in flight, so 50 connections searching without pause keep at most 49 waiting; it takes
     * more connections searching at once than this to fill it.
     */
    maxWaitingSearches: 500,
    /**
     * Search requests per client IP per window. The modal sends one per keystroke, so a visitor
     * typing fast sends a few per second for a few seconds; this leaves room for many such bursts.
     */
    rateLimit: {max: 300, timeWindowMs: 60_000},
    /**
     * Searches differ in cost by more than the count shows: a 1000-hit search holds the event loop
     * for about 70 ms, a keystroke's 20 hits for about 1 ms. The hits a client asks for in computed
     * answers (a cached answer costs none) may add up to this many per search the limit allows,
     * 15,000 a minute by default: more than a visitor typing at the limit asks for (300 × 20), and
     * 15 searches of 1000 hits.
     */
    hitsPerAllowedSearch: 50,
  },
  http: {
    /** Whole request, headers and body, from the first byte (slow-body clients). */
    requestTimeoutMs: 30_000,
    /** Headers alone (slow-header clients); Node's own default is 60 s. */
    headersTimeoutMs: 10_000,
    /** An idle keep-alive connection is closed after this. */
    keepAliveTimeoutMs: 5_000,
    /** A socket with no activity at all is closed after this. */
    connectionTimeoutMs: 60_000,
    /**
     * Requests served over one keep-alive connection before it is closed. Far above what a browser
     * sends over one: a client that keeps sending past it on the same socket, without reading the
     * last answer's `Connection: close`, gets 503s from Node. At 1000 the load bench's autocannon
     * (50 connections, over 5,000 cached searches a second) met that as thousands of 503s.
     */
    maxRequestsPerSocket: 10_000,
    /** How often Node looks for requests past their timeouts (its default, 30 s, doubles them). */
    connectionsCheckingIntervalMs: 1_000,
    /**
     * Algolia accepts far larger bodies than the widgets send (under 1 KB); 1 MB bounds the work
     * of one search request. Smaller routes (contact, feedback, events, sandbox) set their own.
     */
    bodyLimitBytes: 1_048_576,
  },
  heap: {
    /**
     * After a full collection V8 lets the old generation grow to up to 4× what survived before it
     * collects again, and a stream of searches new to the response cache makes it pick the high
     * end: each answer cached is a promoted object holding 30 KB of buffers, garbage once evicted,
     * and those buffers (outside the heap) are freed only when their objects are collected. Two
     * servers side by side, 8 s each of uncached searches and of the mixed load, three rounds:
     * resident memory 227–239 MB at 50 % against 255–281 MB with V8's choice, for 3–8 % more CPU
     * per request (20 % and 30 % gave 215–233 MB, a little less, for up to 17 % more CPU).
     */
    growingPercent: 50,
  },
};
