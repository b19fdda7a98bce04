/**
 * The search thread (server/searchThread): it answers the multi-query route as the main thread
 * would, byte for byte; a write is searched at once, on the main thread while the thread's copy
 * catches up; a bad query gets Algolia's error from it; and once it is gone the main thread
 * answers again.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {parseRequestParams} from '../../../search/engine/params';
import {SearchStore} from '../../../search/store';
import {buildServer} from '../../app';
import {loadStaticSite} from '../../staticSite';
import {SearchThread} from '../client';
import type {ThreadQuery} from '../messages';

const FIXTURE = path.join(import.meta.dirname, '../../__tests__/fixtures/build');
const QUERIES = '/1/indexes/*/queries?x-algolia-api-key=search-key&x-algolia-application-id=MERCHANTRY';
const ADMIN = {'x-algolia-api-key': 'admin-key', 'x-algolia-application-id': 'MERCHANTRY'};
const ENTRY = {file: new URL('./workerFromSource.mjs', import.meta.url)};

const RECORDS = [
  {objectID: 'cart', hierarchy: {lvl0: 'Docs', lvl1: 'Cart'}, content: 'Carts hold line items until checkout.', url: 'https://example.com/cart'},
  {objectID: 'order', hierarchy: {lvl0: 'Docs', lvl1: 'Order'}, content: 'An order is placed at checkout and then shipped.', url: 'https://example.com/order'},
];

async function openStore(): Promise<SearchStore> {
  const store = await SearchStore.open({dataDir: null, localRanking: true});
  store.batch('docs', RECORDS.map((body) => ({action: 'addObject', body})));
  return store;
}

/** One query of `docs` as the route hands it to the thread, parsed. */
const docsQuery = (entry: Record<string, unknown>): ThreadQuery[] => [{indexName: 'docs', ...parseRequestParams(entry)}];

/** Resolves once the thread answers searches of `docs` at the store's generation. */
async function current(thread: SearchThread): Promise<void> {
  await expect.poll(() => thread.search(docsQuery({query: ''}), false) !== null, {timeout: 20_000}).toBe(true);
}

const body = (query: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({requests: [{indexName: 'docs', query, hitsPerPage: 5, attributesToSnippet: ['content:6'], ...extra}]});

describe('the search thread', () => {
  const closing: Array<() => Promise<unknown>> = [];
  const stops: Error[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
    stops.length = 0;
  });

  async function serve(withThread: boolean): Promise<{app: FastifyInstance; thread?: SearchThread; store: SearchStore}> {
    const store = await openStore();
    const thread = withThread ? new SearchThread(store, ENTRY, (error) => stops.push(error)) : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'search-thread-'));
    const app = await buildServer({
      site: await loadStaticSite(FIXTURE),
      contact: {dataDir},
      search: {store, appId: 'MERCHANTRY', searchApiKey: 'search-key', adminApiKey: 'admin-key', allowedOrigins: [], limits: {rateLimit: false}, searchThread: thread},
    });
    closing.push(async () => {
      await thread?.close();
      await app.close();
      rmSync(dataDir, {recursive: true, force: true});
    });
    return {app, thread, store};
  }

  const search = (app: FastifyInstance, payload: string) =>
    app.inject({method: 'POST', url: QUERIES, headers: {'content-type': 'text/plain', 'x-no-compression': '1'}, payload});

  it('answers as the main thread does, byte for byte, and with the thread doing the search', async () => {
    const [plain, threaded] = await Promise.all([serve(false), serve(true)]);
    await current(threaded.thread!);
    const asked = vi.spyOn(threaded.thread!, 'search');
    for (const query of ['checkout', 'cart', 'ordr shiped', '']) {
      const [expected, got] = await Promise.all([search(plain.app, body(query)), search(threaded.app, body(query))]);
      expect(got.statusCode).toBe(200);
      expect(got.body.replace(/"processingTimeMS":\d+/g, '')).toBe(expected.body.replace(/"processingTimeMS":\d+/g, ''));
    }
    // Each of the route's searches went to the thread, which answered it.
    expect(asked.mock.results.map((result) => result.value instanceof Promise)).toEqual([true, true, true, true]);
    expect(stops).toEqual([]);
    const answer = await threaded.thread!.search(docsQuery({query: 'shipped'}), false);
    const results = (JSON.parse(answer!.json.toString()) as {results: Array<{nbHits: number}>}).results;
    expect(results[0]!.nbHits).toBe(1);
  });

  it('finds a record written a moment ago, and answers from the thread again once its copy is current', async () => {
    const {app, thread} = await serve(true);
    await current(thread!);
    const written = await app.inject({
      method: 'POST',
      url: '/1/indexes/docs/batch',
      headers: ADMIN,
      payload: {requests: [{action: 'addObject', body: {objectID: 'refund', hierarchy: {lvl0: 'Docs', lvl1: 'Refunds'}, content: 'Refund an order.'}}]},
    });
    expect(written.statusCode).toBe(200);
    // The thread's copy is older than the store now: the main thread answers, with the new record.
    expect(thread!.search(docsQuery({query: 'refund'}), false)).toBeNull();
    const right = await search(app, body('refund'));
    expect((JSON.parse(right.body) as {results: Array<{nbHits: number}>}).results[0]!.nbHits).toBe(1);
    await current(thread!);
    const fromThread = await thread!.search(docsQuery({query: 'refund'}), false);
    expect((JSON.parse(fromThread!.json.toString()) as {results: Array<{nbHits: number}>}).results[0]!.nbHits).toBe(1);
  });

  it("sends a bad query back as Algolia's error, not a 500", async () => {
    const {app, thread} = await serve(true);
    await current(thread!);
    await expect(thread!.search(docsQuery({query: 'cart', filters: 'NOT NOT'}), false)).rejects.toMatchObject({status: 400});
    const bad = await search(app, body('cart', {filters: 'NOT NOT'}));
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({status: 400});
  });

  it('leaves the searches to the main thread once the thread is gone', async () => {
    const {app, thread} = await serve(true);
    await current(thread!);
    await thread!.close();
    expect(thread!.search(docsQuery({query: 'cart'}), false)).toBeNull();
    const answer = await search(app, body('cart'));
    expect(answer.statusCode).toBe(200);
    expect((JSON.parse(answer.body) as {results: Array<{nbHits: number}>}).results[0]!.nbHits).toBe(1);
  });
});
