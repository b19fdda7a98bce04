import {describe, expect, it} from 'vitest';
import {buildApp, post, stored, useContactDataDir, VALID} from './contactTestApp';

useContactDataDir();

describe('POST /api/contact: rate limit', () => {
  it('accepts 5 messages per address in 10 minutes by default, then answers 429 with Retry-After', async () => {
    const app = await buildApp();
    for (let i = 0; i < 5; i++) {
      expect((await post(app, {...VALID, message: `${VALID.message} #${i}`})).statusCode).toBe(201);
    }
    const refused = await post(app, VALID);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{error: {code: string}}>().error.code).toBe('CONTACT_RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(refused.json<{error: {message: string}}>().error.message).toMatch(/10 minutes/);

    // Another address has its own allowance.
    expect((await post(app, VALID, '198.51.100.20')).statusCode).toBe(201);
    expect(await stored()).toHaveLength(6);
  });

  it('does not count invalid submissions against the allowance', async () => {
    const app = await buildApp({rateLimit: {max: 1, windowMs: 60_000}});
    for (let i = 0; i < 3; i++) expect((await post(app, {...VALID, email: 'nope'})).statusCode).toBe(400);
    expect((await post(app, VALID)).statusCode).toBe(201);
  });

  it('lets an address send again once its window has passed', async () => {
    let clock = Date.parse('2026-05-01T12:00:00Z');
    const app = await buildApp({rateLimit: {max: 2, windowMs: 300}, now: () => clock});
    expect((await post(app, VALID)).statusCode).toBe(201);
    expect((await post(app, VALID)).statusCode).toBe(201);
    clock += 299;
    expect((await post(app, VALID)).statusCode).toBe(429);
    clock += 2;
    expect((await post(app, VALID)).statusCode).toBe(201);
  });

  it('rejects a rate limit option that is not positive', async () => {
    await expect(buildApp({rateLimit: {max: 0, windowMs: 1000}})).rejects.toThrow(/rateLimit/);
  });
});
