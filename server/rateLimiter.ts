/**
 * A sliding-window limit per key (a client IP), held in memory only: the contact form and page
 * feedback use it, so an address is forgotten once its window has passed.
 */

/** Past this many tracked addresses, expired entries are swept so the map cannot grow unbounded. */
const RATE_LIMIT_SWEEP_THRESHOLD = 10_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly limit: {max: number; windowMs: number}) {}

  /** Records a hit for `key` unless over the limit; returns the seconds to wait when refused. */
  take(key: string, now: number): {allowed: true} | {allowed: false; retryAfterSeconds: number} {
    const since = now - this.limit.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit.max) {
      this.hits.set(key, recent);
      const retryAfterMs = recent[0]! + this.limit.windowMs - now;
      return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000))};
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > RATE_LIMIT_SWEEP_THRESHOLD) this.sweep(since);
    return {allowed: true};
  }

  private sweep(since: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= since)) this.hits.delete(key);
    }
  }
}
