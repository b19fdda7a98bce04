/**
 * The cost of one search request is bounded (issue #12, finding 3): hits summed over a
 * multi-query, response bytes, and requests per client IP, each refused with an Algolia-shaped
 * error (`{message, status}`), 429 with `Retry-After` for the rate limit.
 */
import Fastify, {type FastifyInstance} from 'fastify';
import {afterEach, describe, expect, it} from 'vitest';
import {SearchStore} from '../../../search/store';
import {SERVER_LIMITS} from '../../limits';
import {searchRoutes, type SearchRouteOptions} from '../search';

const AUTH = 'x-algolia-api-key=search-key&x-algolia-application-id=MERCHANTRY';
let app: FastifyInstance;

async function build(limits?: SearchRouteOptions['limits']): Promise<FastifyInstance> {
  const store = await SearchStore.open({dataDir: null});
  store.batch(
    'docs',
    Array.from({length: 50}, (_, i) => ({
      action: 'addObject',
      body: {objectID: `r${i}`, type: 'content', hierarchy: {lvl0: 'Docs', lvl1: `Cart ${i}`}, content: 'cart '.repeat(40), url: `https://x.io/${i}`},
    })),
  );
  app = Fastify();
  await app.register(searchRoutes, {store, appId: 'MERCHANTRY', searchApiKey: 'search-key', allowedOrigins: [], limits});
  await app.ready();
  return app;
}

afterEach(() => app.close());

const queries = (requests: unknown[], remoteAddress = '127.0.0.1') =>
  app.inject({method: 'POST', url: `/1/indexes/*/queries?${AUTH}`, payload: JSON.stringify({requests}), remoteAddress});

describe('search budget', () => {
  it('refuses 40 queries of 1000 hits with a 400 naming the limit', async () => {
    await build();
    const res = await queries(Array.from({length: 40}, () => ({indexName: 'docs', query: 'cart', hitsPerPage: 1000})));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({message: expect.stringContaining(String(SERVER_LIMITS.search.maxHitsPerRequest)), status: 400});
  });

  it('still answers one query of 1000 hits, and the widgets\' requests', async () => {
    await build();
    expect((await queries([{indexName: 'docs', query: 'cart', hitsPerPage: 1000}])).statusCode).toBe(200);
    const page = await queries([
      {indexName: 'docs', query: 'cart', hitsPerPage: 15, facets: ['language']},
      {indexName: 'docs', query: 'cart', hitsPerPage: 0, facets: 'language'},
    ]);
    expect(page.statusCode).toBe(200);
  });

  it('counts the index default when hitsPerPage is not sent', async () => {
    await build({maxHitsPerRequest: 30});
    // DocSearch template default: 20 hits per query.
    expect((await queries([{indexName: 'docs', query: 'cart'}])).statusCode).toBe(200);
    expect((await queries([{indexName: 'docs', query: 'cart'}, {indexName: 'docs', query: 'cart'}])).statusCode).toBe(400);
  });

  it('refuses a response past the byte budget with a 400', async () => {
    await build({maxResponseBytes: 2000});
    const res = await queries([{indexName: 'docs', query: 'cart', hitsPerPage: 50, attributesToRetrieve: ['*']}]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({message: expect.stringMatching(/response.*2000 bytes/), status: 400});
    const single = await app.inject({method: 'POST', url: `/1/indexes/docs/query?${AUTH}`, payload: JSON.stringify({query: 'cart', hitsPerPage: 50})});
    expect(single.statusCode).toBe(400);
  });
});

describe('search rate limit', () => {
  it('answers 429 with Retry-After and an Algolia-shaped body past the limit, per client IP', async () => {
    await build({rateLimit: {max: 3, timeWindowMs: 60_000}});
    for (let i = 0; i < 3; i += 1) expect((await queries([{indexName: 'docs', query: 'cart'}])).statusCode).toBe(200);
    const limited = await queries([{indexName: 'docs', query: 'cart'}]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({message: expect.stringMatching(/^Too many requests/), status: 429});
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own allowance; other read routes share the first one's.
    expect((await queries([{indexName: 'docs', query: 'cart'}], '10.0.0.2')).statusCode).toBe(200);
    const single = await app.inject({method: 'POST', url: `/1/indexes/docs/query?${AUTH}`, payload: '{"query":"cart"}'});
    expect(single.statusCode).toBe(429);
  });
});
