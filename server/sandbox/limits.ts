/**
 * What the sandbox may hold and how often a visitor may call it. Its state lives in memory, so
 * every bound is here: sessions kept at once and how long an idle one lives, carts and lines per
 * session, and the request allowance (the document's own figure for `/api/**`).
 */
export interface SandboxLimits {
  /** Sessions kept at once; the least recently used one goes first. */
  maxSessions: number;
  /** An idle session is forgotten after this. */
  sessionTtlMs: number;
  maxCartsPerSession: number;
  maxItemsPerCart: number;
  /** Requests per client IP per window; `false` turns the limit off. */
  rateLimit: {max: number; timeWindowMs: number} | false;
  /** JSON bodies larger than this are refused with 413. */
  bodyLimitBytes: number;
}

export const SANDBOX_LIMITS: Readonly<SandboxLimits> = {
  maxSessions: 5_000,
  sessionTtlMs: 30 * 60_000,
  maxCartsPerSession: 20,
  maxItemsPerCart: 50,
  // The document: "120 requests a minute on `/api/**`".
  rateLimit: {max: 120, timeWindowMs: 60_000},
  bodyLimitBytes: 64 * 1024,
};
