/**
 * Bounds on what one request or record may ask of the engine, so crafted input is a 400 instead of
 * a stack overflow or seconds of CPU. One object, read by the code that enforces each bound and by
 * the tests that probe it.
 */
export const ENGINE_LIMITS = {
  /** Nesting of a record's objects and arrays (DocSearch records are 2 deep). */
  maxRecordDepth: 32,
  /** Parentheses and NOTs nested in one `filters` expression (the parser recurses per level). */
  maxFilterDepth: 64,
  /** Conditions in one request's filters, all kinds together (each costs a pass over the records). */
  maxFilterTerms: 1000,
  /**
   * Query words' expansions kept between searches (expansionCache.ts): at most this many words,
   * holding at most this many dictionary terms in all (a few megabytes however queries vary).
   */
  expansionCache: {words: 4096, terms: 100_000},
} as const;
