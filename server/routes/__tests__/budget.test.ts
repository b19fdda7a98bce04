/**
 * The cost of one search request is bounded (issue #12, finding 3): hits summed over a
 * multi-query, response bytes, and requests and hits per client IP, each refused with an
 * Algolia-shaped error (`{message, status}`), 429 with `Retry-After` for the rate limits.
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

describe('search hits allowance', () => {
  it('counts the hits each computed search asks for per client IP, with a 429 past them; cached answers cost none', async () => {
    // 2,500 hits a minute; the request count (100) is not what binds here.
    await build({rateLimit: {max: 100, timeWindowMs: 60_000}, hitsPerAllowedSearch: 25});
    const big = (query: string) => [{indexName: 'docs', query, hitsPerPage: 1000}];
    const small = [{indexName: 'docs', query: 'cart', hitsPerPage: 20}];
    // The small body twice: the second answer is kept, so its later sends are cache hits.
    for (let i = 0; i < 2; i += 1) expect((await queries(small)).statusCode).toBe(200);
    expect((await queries(big('cart'))).statusCode).toBe(200);
    expect((await queries(big('carts'))).statusCode).toBe(200);
    const refused = await queries(big('cart 1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({message: expect.stringMatching(/^Too many requests/), status: 429});
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // 2,040 taken: 30 cache hits of 20 would pass the allowance if they counted.
    for (let i = 0; i < 30; i += 1) expect((await queries(small)).statusCode).toBe(200);
    const single = await app.inject({method: 'GET', url: `/1/indexes/docs?query=cart&hitsPerPage=1000&${AUTH}`});
    expect(single.statusCode).toBe(429);
    expect(single.headers['retry-after']).toBeDefined();
    expect((await queries(big('cart'), '10.0.0.2')).statusCode).toBe(200);
  });
});
