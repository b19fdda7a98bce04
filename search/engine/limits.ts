/**
 * Bounds on what one request or record may ask of the engine, so crafted input is a 400 instead of
 * a stack overflow or seconds of CPU. One object, read by the code that enforces each bound and by
 * the tests that probe it.
 */
export const ENGINE_LIMITS = {
  /** Nesting of a record's objects and arrays (DocSearch records are 2 deep). */
  maxRecordDepth: 32,
} as const;
