import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import Fastify, {type FastifyInstance} from 'fastify';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {FEEDBACK_ENDPOINT, FEEDBACK_LIMITS} from '../../../src/data/feedback';
import {InsightsStore} from '../../../search/insights/store';
import {feedbackRoutes} from '../feedback';

let dataDir: string;
let store: InsightsStore;
let app: FastifyInstance;
let clock: number;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'feedback-'));
  store = InsightsStore.open(dataDir);
  clock = Date.UTC(2026, 10, 25, 12);
  app = Fastify();
  await app.register(feedbackRoutes, {store, rateLimit: {max: 3, windowMs: 60_000}, now: () => clock});
});
afterEach(async () => {
  await app.close();
  store.close();
  rmSync(dataDir, {recursive: true, force: true});
});

const votes = () => store.db.prepare('SELECT page, helpful, comment, voter FROM feedback ORDER BY id').all();
const postJson = (payload: object) => app.inject({method: 'POST', url: FEEDBACK_ENDPOINT, payload});
const postForm = (fields: Record<string, string>) =>
  app.inject({method: 'POST', url: FEEDBACK_ENDPOINT, headers: {'content-type': 'application/x-www-form-urlencoded'}, payload: new URLSearchParams(fields).toString()});

describe('POST /api/feedback', () => {
  it('stores a JSON vote and replaces it when the same visitor votes again on the page', async () => {
    expect((await postJson({page: '/docs/a', helpful: 'no', comment: ' Missing an example. ', voter: 'visitor-0001'})).statusCode).toBe(201);
    const again = await postJson({page: '/docs/a', helpful: 'yes', voter: 'visitor-0001'});
    expect(again.json()).toEqual({ok: true});
    expect(votes()).toEqual([{page: '/docs/a', helpful: 1, comment: '', voter: 'visitor-0001'}]);
  });

  it('takes a plain form post (no JavaScript) and sends the browser back to the page with a message anchor', async () => {
    const response = await postForm({page: '/docs/api/cart', helpful: 'no', comment: 'Which header carries the token?'});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/docs/api/cart#feedback-sent');
    expect(votes()).toEqual([{page: '/docs/api/cart', helpful: 0, comment: 'Which header carries the token?', voter: null}]);
    const invalid = await postForm({page: '/docs/api/cart', helpful: 'maybe'});
    expect(invalid.headers.location).toBe('/docs/api/cart#feedback-failed');
  });

  it('never redirects off the site', async () => {
    for (const page of ['//evil.example/x', 'https://evil.example', '/docs\\x']) {
      const response = await postForm({page, helpful: 'yes'});
      expect(response.headers.location).toBe('/#feedback-failed');
    }
  });

  it('refuses bad input with a JSON error, never a 500', async () => {
    const long = await postJson({page: '/docs/a', helpful: 'yes', comment: 'x'.repeat(FEEDBACK_LIMITS.comment + 1)});
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({error: {code: 'FEEDBACK_INVALID', message: 'Keep the comment to 500 characters.'}});
    expect((await postJson({page: 'docs/a', helpful: 'yes'})).statusCode).toBe(400);
    expect((await postJson({page: '/docs/a', helpful: 'yes', voter: 'no spaces allowed'})).statusCode).toBe(400);
    const notJson = await app.inject({method: 'POST', url: FEEDBACK_ENDPOINT, headers: {'content-type': 'application/json'}, payload: '{'});
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('FEEDBACK_INVALID');
    const huge = await postJson({page: '/docs/a', helpful: 'yes', comment: 'x'.repeat(FEEDBACK_LIMITS.bodyBytes)});
    expect(huge.statusCode).toBe(413);
    expect(votes()).toEqual([]);
  });

  it('limits votes per client IP like the contact form, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await postJson({page: `/docs/${i}`, helpful: 'yes'})).statusCode).toBe(201);
    const refused = await postJson({page: '/docs/4', helpful: 'yes'});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().error.code).toBe('FEEDBACK_RATE_LIMITED');
    clock += 60_001;
    expect((await postJson({page: '/docs/4', helpful: 'yes'})).statusCode).toBe(201);
  });
});
