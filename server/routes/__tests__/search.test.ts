import {cpSync, mkdtempSync, rmSync, utimesSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import Fastify, {type FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {docSearchModalRequest} from '../../../search/docSearchModalRequest';
import {SearchStore} from '../../../search/store';
import type {DocSearchRecord} from '../../../search/records';
import {SITE_SYNONYMS, siteSynonymsFor} from '../../../search/siteSynonyms';
import {searchRoutes, SEARCH_BODY_LIMIT_BYTES} from '../search';
import {createSearchStore} from '../../searchStore';

const APP_ID = 'MERCHANTRY';
const SEARCH_KEY = 'search-key';
const ADMIN_KEY = 'admin-key';
const ORIGIN = 'http://localhost:3000';
const AUTH = `x-algolia-api-key=${SEARCH_KEY}&x-algolia-application-id=${APP_ID}`;
const FIXTURE_BUILD = path.join(import.meta.dirname, '../../../search/indexer/__tests__/fixtures/build');

const record = (objectID: string, lvl1: string, extra: Record<string, unknown> = {}) => ({
  objectID,
  type: 'lvl1',
  hierarchy: {lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  url: `https://merchantry.io/docs/${objectID}`,
  url_without_anchor: `https://merchantry.io/docs/${objectID}`,
  anchor: null,
  weight: {pageRank: 0, level: 90, position: 0},
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  ...extra,
});

async function buildApp(adminApiKey?: string): Promise<{app: FastifyInstance; store: SearchStore}> {
  const store = await SearchStore.open({dataDir: null});
  store.batch('merchantry', [
    {action: 'addObject', body: record('cart', 'Cart')},
    {action: 'addObject', body: record('orders', 'Orders')},
    {action: 'addObject', body: record('blog', 'Cart news', {docusaurus_tag: 'default'})},
  ]);
  const app = Fastify();
  await app.register(searchRoutes, {store, appId: APP_ID, searchApiKey: SEARCH_KEY, adminApiKey, allowedOrigins: [ORIGIN]});
  // A sibling route: the plugin's body parsing must not leak out of its scope.
  app.post('/api/echo', async (request) => ({body: request.body}));
  await app.ready();
  return {app, store};
}

let app: FastifyInstance;
let readOnly: FastifyInstance;

beforeAll(async () => {
  ({app} = await buildApp(ADMIN_KEY));
  ({app: readOnly} = await buildApp());
});

afterAll(async () => {
  await app.close();
  await readOnly.close();
});

const queries = (payload: unknown, opts: {query?: string; headers?: Record<string, string>} = {}) =>
  app.inject({
    method: 'POST',
    url: `/1/indexes/*/queries?${opts.query ?? `x-algolia-agent=Algolia%20for%20JavaScript%20(5.19.0)&${AUTH}`}`,
    headers: {'content-type': 'text/plain', accept: 'application/json', ...opts.headers},
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /1/indexes/*/queries', () => {
  it('answers the modal request (text/plain JSON body, credentials in the query string)', async () => {
    const res = await queries({
      requests: [docSearchModalRequest('cart', 'merchantry')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: 'cart', index: 'merchantry'});
    expect(body.results[0].hits[0]).toMatchObject({
      objectID: 'cart',
      _snippetResult: {hierarchy: {lvl1: {value: '<mark>Cart</mark>', matchLevel: 'full'}}},
    });
  });

  it('answers the /search page requests (several results, facets as a string, hitsPerPage 0)', async () => {
    const res = await queries({
      requests: [
        {indexName: 'merchantry', advancedSyntax: true, facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:en']], facets: ['docusaurus_tag', 'language'], hitsPerPage: 15, page: 0, query: 'cart'},
        {indexName: 'merchantry', advancedSyntax: true, analytics: false, clickAnalytics: false, facetFilters: [['language:en']], facets: 'docusaurus_tag', hitsPerPage: 0, page: 0, query: 'cart'},
      ],
    });
    expect(res.statusCode).toBe(200);
    const [hits, facets] = res.json().results;
    expect(hits.facets).toEqual({docusaurus_tag: {default: 1, 'docs-default-current': 1}, language: {en: 2}});
    expect(facets).toMatchObject({hits: [], nbHits: 2, nbPages: 0, facets: {docusaurus_tag: {default: 1, 'docs-default-current': 1}}});
  });

  it('accepts the params-string form, application/json, and credentials in headers', async () => {
    const res = await queries(
      {requests: [{indexName: 'merchantry', params: 'query=orders&hitsPerPage=1'}], strategy: 'none'},
      {query: 'x-algolia-agent=curl', headers: {'content-type': 'application/json', 'x-algolia-api-key': SEARCH_KEY, 'x-algolia-application-id': APP_ID}},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({nbHits: 1, hitsPerPage: 1, params: 'query=orders&hitsPerPage=1'});
  });

  it('accepts the admin key for reads in headers only (a query string ends up in logs)', async () => {
    const inHeaders = await queries({requests: [{indexName: 'merchantry', query: 'orders'}]}, {query: '', headers: {'x-algolia-api-key': ADMIN_KEY, 'x-algolia-application-id': APP_ID}});
    expect(inHeaders.statusCode).toBe(200);
    const inQuery = await queries({requests: [{indexName: 'merchantry', query: 'orders'}]}, {query: `x-algolia-api-key=${ADMIN_KEY}&x-algolia-application-id=${APP_ID}`});
    expect(inQuery.statusCode).toBe(403);
  });

  it('answers facet value searches in a multi-query', async () => {
    const {app: facetApp, store} = await buildApp(ADMIN_KEY);
    store.setSettings('merchantry', {attributesForFaceting: ['searchable(docusaurus_tag)', 'language']});
    const res = await facetApp.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?${AUTH}`,
      payload: JSON.stringify({requests: [{indexName: 'merchantry', type: 'facet', facet: 'docusaurus_tag', facetQuery: 'docs', params: 'query=cart'}]}),
    });
    expect(res.json().results[0].facetHits).toEqual([{value: 'docs-default-current', highlighted: '<span class="algolia-docsearch-suggestion--highlight">docs</span>-default-current', count: 1}]);
    await facetApp.close();
  });
});

describe('other read endpoints', () => {
  it('POST /1/indexes/{index}/query', async () => {
    const res = await app.inject({method: 'POST', url: `/1/indexes/merchantry/query?${AUTH}`, payload: '{"params":"query=cart&hitsPerPage=1"}'});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({nbHits: 2, hitsPerPage: 1, index: 'merchantry'});
  });

  it('GET /1/indexes/{index} searches with query-string parameters', async () => {
    const res = await app.inject({url: `/1/indexes/merchantry?query=orders&${AUTH}`});
    expect(res.json()).toMatchObject({nbHits: 1, query: 'orders', params: 'query=orders'});
  });

  it('GET /1/indexes/{index}/settings', async () => {
    const res = await app.inject({url: `/1/indexes/merchantry/settings?${AUTH}`});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({attributeForDistinct: 'url', distinct: true});
  });

  it('POST /1/indexes/{index}/facets/{facet}/query rejects a facet that is not searchable', async () => {
    const res = await app.inject({method: 'POST', url: `/1/indexes/merchantry/facets/language/query?${AUTH}`, payload: '{"facetQuery":"e"}'});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({message: 'Cannot search in "language": add searchable(language) to attributesForFaceting', status: 400});
  });
});

describe('write endpoints (admin key)', () => {
  const admin = {'x-algolia-api-key': ADMIN_KEY, 'x-algolia-application-id': APP_ID};

  it('batch, operation, settings, task, clear, list and delete', async () => {
    const {app: writable} = await buildApp(ADMIN_KEY);
    const batch = await writable.inject({
      method: 'POST',
      url: '/1/indexes/docs_tmp/batch',
      headers: admin,
      payload: {requests: [{action: 'addObject', body: record('new', 'New page')}]},
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json()).toEqual({taskID: expect.any(Number), objectIDs: ['new']});
    const task = await writable.inject({url: `/1/indexes/docs_tmp/task/${batch.json().taskID}`, headers: admin});
    expect(task.json()).toEqual({status: 'published'});
    const move = await writable.inject({method: 'POST', url: '/1/indexes/docs_tmp/operation', headers: admin, payload: {operation: 'move', destination: 'docs'}});
    expect(move.json()).toEqual({taskID: expect.any(Number), updatedAt: expect.any(String)});
    const settings = await writable.inject({method: 'PUT', url: '/1/indexes/docs/settings', headers: admin, payload: {hitsPerPage: 3}});
    expect(settings.statusCode).toBe(200);
    const search = await writable.inject({method: 'POST', url: '/1/indexes/docs/query', headers: admin, payload: {query: 'new'}});
    expect(search.json()).toMatchObject({nbHits: 1, hitsPerPage: 3});
    const list = await writable.inject({url: '/1/indexes', headers: admin});
    expect(list.json().items.map((item: {name: string}) => item.name).sort()).toEqual(['docs', 'merchantry']);
    expect((await writable.inject({method: 'POST', url: '/1/indexes/docs/clear', headers: admin})).statusCode).toBe(200);
    expect((await writable.inject({method: 'DELETE', url: '/1/indexes/docs', headers: admin})).json()).toEqual({taskID: expect.any(Number), deletedAt: expect.any(String)});
    expect((await writable.inject({url: '/1/task/1', headers: admin})).json()).toEqual({status: 'published'});
    await writable.close();
  });
});

describe('errors: Algolia-shaped bodies with the right status', () => {
  it('400 on malformed JSON, an empty body, or a body that is not an object', async () => {
    for (const [payload, message] of [
      ['{"requests": [', /^Invalid JSON: /],
      ['', /^Invalid JSON: the request body is empty$/],
      ['[1]', /^Invalid request: the body must be a JSON object$/],
    ] as const) {
      const res = await queries(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('400 on bad parameters, requests and filters', async () => {
    const cases: Array<[unknown, string]> = [
      [{requests: [{indexName: 'merchantry', hitsPerPage: 'abc'}]}, 'Invalid value for "hitsPerPage": expected a number'],
      [{requests: [{indexName: 'merchantry', params: 'page=-1'}]}, 'Invalid value for "page": expected a number greater than or equal to 0'],
      [{requests: 'all'}, 'Invalid value for "requests": expected a list of queries'],
      [{requests: [{query: 'x'}]}, 'Invalid value for "requests[0].indexName": expected a string'],
      [{requests: [{indexName: 'merchantry', filters: 'language:en AND'}]}, 'Invalid syntax for "filters": expected a value but found end of input'],
      [{requests: Array.from({length: 51}, () => ({indexName: 'merchantry'}))}, 'Invalid value for "requests": at most 50 queries per call'],
      [{requests: [], strategy: 'fastest'}, 'Invalid value for "strategy": expected "none" or "stopIfEnoughMatches"'],
    ];
    for (const [payload, message] of cases) {
      const res = await queries(payload);
      expect(res.json()).toEqual({message, status: 400});
      expect(res.statusCode).toBe(400);
    }
  });

  it('403 on a wrong or missing key or application id', async () => {
    for (const query of [`x-algolia-api-key=nope&x-algolia-application-id=${APP_ID}`, `x-algolia-api-key=${SEARCH_KEY}&x-algolia-application-id=OTHER`, '']) {
      const res = await queries({requests: [{indexName: 'merchantry'}]}, {query});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({message: 'Invalid Application-ID or API key', status: 403});
    }
  });

  it('403 on writes with the search key', async () => {
    const res = await app.inject({method: 'PUT', url: `/1/indexes/merchantry/settings?${AUTH}`, payload: '{}'});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({message: 'Method not allowed with this API key', status: 403});
  });

  it('404 on an unknown index', async () => {
    const res = await queries({requests: [{indexName: 'merchantry'}, {indexName: 'nope'}]});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({message: 'Index does not exist', status: 404});
    expect((await app.inject({url: `/1/indexes/nope/settings?${AUTH}`})).statusCode).toBe(404);
  });

  it('404 on unknown paths under /1/, 405 on a known path with another method', async () => {
    const unknown = await app.inject({url: '/1/nothing/here'});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({message: 'Path not found: GET /1/nothing/here', status: 404});
    expect((await app.inject({method: 'POST', url: `/1/indexes/merchantry/queries?${AUTH}`, payload: '{}'})).statusCode).toBe(404);
    const wrongMethod = await app.inject({url: '/1/indexes/*/queries'});
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.json()).toEqual({message: 'Method not allowed: GET /1/indexes/*/queries', status: 405});
  });

  it('has no write endpoints without an admin key (404 or 405, never a write)', async () => {
    const batch = await readOnly.inject({method: 'POST', url: `/1/indexes/merchantry/batch?${AUTH}`, payload: '{"requests":[]}'});
    expect(batch.statusCode).toBe(404);
    const settings = await readOnly.inject({method: 'PUT', url: `/1/indexes/merchantry/settings?${AUTH}`, payload: '{}'});
    expect(settings.statusCode).toBe(405);
    expect(settings.headers.allow).toBe('GET');
  });

  it('413 on a body over 1 MB', async () => {
    const big = JSON.stringify({requests: [{indexName: 'merchantry', query: 'x'.repeat(SEARCH_BODY_LIMIT_BYTES)}]});
    const res = await queries(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({message: `Request body too large: the limit is ${SEARCH_BODY_LIMIT_BYTES} bytes`, status: 413});
  });
});

describe('CORS', () => {
  it('allows the configured origins only', async () => {
    const allowed = await queries({requests: [{indexName: 'merchantry', query: 'cart'}]}, {headers: {origin: ORIGIN}});
    expect(allowed.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(allowed.headers.vary).toMatch(/origin/i);
    const other = await queries({requests: [{indexName: 'merchantry', query: 'cart'}]}, {headers: {origin: 'https://evil.example'}});
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    // Errors carry the header too, so the browser can read them.
    const denied = await queries({requests: []}, {query: '', headers: {origin: ORIGIN}});
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('answers preflight requests', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/1/indexes/*/queries',
      headers: {origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-algolia-api-key, content-type'},
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toBe('x-algolia-api-key, content-type');
  });
});

describe('plugin scope', () => {
  it('leaves JSON parsing of other routes alone', async () => {
    const res = await app.inject({method: 'POST', url: '/api/echo', payload: {a: 1}});
    expect(res.json()).toEqual({body: {a: 1}});
  });
});

describe('createSearchStore', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'search-create-'));
    cpSync(FIXTURE_BUILD, path.join(work, 'build'), {recursive: true});
  });
  afterAll(() => rmSync(work, {recursive: true, force: true}));

  it('indexes build/ when no index is stored, then reloads it from disk', async () => {
    const logs: string[] = [];
    const options = {dataDir: path.join(work, 'data'), buildDir: path.join(work, 'build'), siteUrl: 'https://merchantry.io', indexName: 'merchantry', log: (m: string) => logs.push(m)};
    const first = await createSearchStore(options);
    expect(first.engine('merchantry').search({query: 'installation'}, {indexName: 'merchantry'}).nbHits).toBeGreaterThan(0);
    expect(logs[0]).toMatch(/^search: indexed 6 pages \(\d+ records\) into "merchantry"/);
    // The synonyms search:push would send for these records: the reviewed list and the stem groups.
    const expected = siteSynonymsFor(first.records('merchantry') as unknown as DocSearchRecord[]);
    expect(expected.length).toBeGreaterThan(SITE_SYNONYMS.length);
    expect(first.searchSynonyms('merchantry', {hitsPerPage: 1000}).hits.map((hit) => hit.objectID).sort()).toEqual(expected.map((hit) => hit.objectID).sort());
    logs.length = 0;
    const second = await createSearchStore(options);
    expect(logs).toEqual([]);
    expect(second.records('merchantry')).toHaveLength(first.records('merchantry').length);

    // A newer build replaces an index that came from a build…
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(work, 'build/index.html'), later, later);
    await createSearchStore(options);
    expect(logs[0]).toMatch(/^search: indexed 6 pages/);

    // …but never one pushed through the API.
    const pushed = await SearchStore.open({dataDir: options.dataDir});
    pushed.batch('merchantry', [{action: 'clear'}]);
    await pushed.flush();
    logs.length = 0;
    const later2 = new Date(Date.now() + 120_000);
    utimesSync(path.join(work, 'build/index.html'), later2, later2);
    const kept = await createSearchStore(options);
    expect(logs).toEqual([]);
    expect(kept.records('merchantry')).toEqual([]);
  });

  it('starts without the index when there is no build', async () => {
    const logs: string[] = [];
    const store = await createSearchStore({dataDir: path.join(work, 'empty'), buildDir: path.join(work, 'missing'), siteUrl: 'https://x', indexName: 'merchantry', log: (m) => logs.push(m)});
    expect(store.has('merchantry')).toBe(false);
    expect(logs[0]).toMatch(/no index "merchantry" and no build/);
  });
});

describe('response cache', () => {
  it('reports every answer to the insights listener, computed or cached, with the user token of each request', async () => {
    const store = await SearchStore.open({dataDir: null});
    store.batch('merchantry', [{action: 'addObject', body: record('cart', 'Cart')}]);
    const answered: Array<{query: string; nbHits: number; userToken?: string; hits: string[]}> = [];
    const recording = Fastify();
    await recording.register(searchRoutes, {store, appId: APP_ID, searchApiKey: SEARCH_KEY, allowedOrigins: [ORIGIN], onSearch: (search) => answered.push(search)});
    await recording.ready();
    const payload = JSON.stringify({requests: [{indexName: 'merchantry', query: 'cart'}]});
    // Sent once (not kept), again (kept), and a third time (from the cache).
    for (const token of ['a', 'b', 'c']) {
      const res = await recording.inject({method: 'POST', url: `/1/indexes/*/queries?${AUTH}`, payload, headers: {'x-algolia-usertoken': token}});
      expect(res.statusCode).toBe(200);
    }
    expect(answered.map(({query, nbHits, userToken, hits}) => ({query, nbHits, userToken, hits}))).toEqual(
      ['a', 'b', 'c'].map((userToken) => ({query: 'cart', nbHits: 1, userToken, hits: ['cart']})),
    );
    await recording.close();
  });


  it('answers an identical body from the cache until the next write', async () => {
    const {app: cached, store} = await buildApp(ADMIN_KEY);
    const send = (body: unknown) =>
      cached.inject({method: 'POST', url: `/1/indexes/*/queries?${AUTH}`, payload: JSON.stringify(body)});
    const body = {requests: [{indexName: 'merchantry', query: 'cart'}]};
    // The cache keeps an answer from the second time its body is asked for (routes/search.ts):
    // the first two are computed (their processingTimeMS may differ), the third is the kept one.
    await send(body);
    const kept = await send(body);
    const cachedAnswer = await send(body);
    expect(cachedAnswer.body).toBe(kept.body);
    expect(cachedAnswer.headers['content-type']).toBe('application/json; charset=utf-8');
    store.batch('merchantry', [{action: 'addObject', body: record('cart-2', 'Cart totals')}]);
    const third = await send(body);
    expect(third.json().results[0].nbHits).toBe(3);
    // A queryID is unique to one response: never cached.
    const analytics = {requests: [{indexName: 'merchantry', query: 'cart', clickAnalytics: true}]};
    const a = (await send(analytics)).json().results[0].queryID;
    const b = (await send(analytics)).json().results[0].queryID;
    expect(a).not.toBe(b);
    await cached.close();
  });
});
