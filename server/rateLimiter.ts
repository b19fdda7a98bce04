/**
 * A sliding-window limit per key (a client IP), held in memory only: the contact form and page
 * feedback count messages with it, and the search API the hits asked for. An address is
 * forgotten once its window has passed.
 */

/** Past this many tracked addresses, expired entries are swept so the map cannot grow unbounded. */
const RATE_LIMIT_SWEEP_THRESHOLD = 10_000;

/** What one key took in the window, oldest first. */
interface Takes {
  times: number[];
  weights: number[];
}

export class RateLimiter {
  private readonly takes = new Map<string, Takes>();

  /** `max`: the weight all takes of one key may add up to within `windowMs`. */
  constructor(private readonly limit: {max: number; windowMs: number}) {}

  /**
   * Records a take of `weight` (1 by default) for `key` unless it would pass the limit; returns the
   * seconds to wait when refused: until enough of the earlier takes have left the window.
   */
  take(key: string, now: number, weight = 1): {allowed: true} | {allowed: false; retryAfterSeconds: number} {
    const since = now - this.limit.windowMs;
    const takes = this.recent(key, since);
    let total = takes.weights.reduce((sum, value) => sum + value, 0);
    if (total + weight > this.limit.max) {
      this.takes.set(key, takes);
      // The earliest moment the window holds room for this take; a take larger than the whole
      // allowance waits for a whole window, and is refused again then.
      let freedAt = now;
      for (let i = 0; i < takes.times.length && total + weight > this.limit.max; i += 1) {
        total -= takes.weights[i]!;
        freedAt = takes.times[i]! + this.limit.windowMs;
      }
      if (total + weight > this.limit.max) freedAt = now + this.limit.windowMs;
      return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000))};
    }
    takes.times.push(now);
    takes.weights.push(weight);
    this.takes.set(key, takes);
    if (this.takes.size > RATE_LIMIT_SWEEP_THRESHOLD) this.sweep(since);
    return {allowed: true};
  }

  /** The key's takes still inside the window. */
  private recent(key: string, since: number): Takes {
    const takes = this.takes.get(key) ?? {times: [], weights: []};
    const inside = takes.times.map((t) => t > since);
    return {times: takes.times.filter((_, i) => inside[i]), weights: takes.weights.filter((_, i) => inside[i])};
  }

  private sweep(since: number): void {
    for (const [key, takes] of this.takes) {
      if (takes.times.every((t) => t <= since)) this.takes.delete(key);
    }
  }
}
