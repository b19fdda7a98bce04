import {describe, expect, it} from 'vitest';
import {RateLimiter} from '../rateLimiter';

describe('RateLimiter', () => {
  it('counts takes of one per key and frees them as the window slides', () => {
    const limiter = new RateLimiter({max: 2, windowMs: 10_000});
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('a', 4_000).allowed).toBe(true);
    expect(limiter.take('a', 5_000)).toEqual({allowed: false, retryAfterSeconds: 5});
    expect(limiter.take('b', 5_000).allowed).toBe(true);
    expect(limiter.take('a', 10_001).allowed).toBe(true);
  });

  it('adds up weighted takes, and waits until enough of them leave the window', () => {
    const limiter = new RateLimiter({max: 100, windowMs: 60_000});
    expect(limiter.take('ip', 0, 60).allowed).toBe(true);
    expect(limiter.take('ip', 10_000, 30).allowed).toBe(true);
    // 90 taken: 10 more fit, 11 do not until the first take (60) leaves at 60 s.
    expect(limiter.take('ip', 20_000, 11)).toEqual({allowed: false, retryAfterSeconds: 40});
    expect(limiter.take('ip', 20_000, 10).allowed).toBe(true);
    // 100 taken: 70 more need the first two takes gone, at 70 s.
    expect(limiter.take('ip', 30_000, 70)).toEqual({allowed: false, retryAfterSeconds: 40});
    expect(limiter.take('ip', 70_001, 70).allowed).toBe(true);
  });

  it('refuses a take larger than the whole allowance for a whole window', () => {
    const limiter = new RateLimiter({max: 100, windowMs: 60_000});
    expect(limiter.take('ip', 0, 101)).toEqual({allowed: false, retryAfterSeconds: 60});
    expect(limiter.take('ip', 0, 100).allowed).toBe(true);
  });
});
