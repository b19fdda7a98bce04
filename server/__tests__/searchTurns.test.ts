/**
 * Computed searches take turns, one per turn of the event loop (searchTurns.ts): a page asked for
 * while searches wait is answered between two of them, not after all that arrived with it.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {connect, type Socket} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SearchStore} from '../../search/store';
import type {SearchLimits} from '../limits';
import {buildServer} from '../app';
import {createSearchTurns} from '../searchTurns';
import {loadStaticSite} from '../staticSite';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/build');
const QUERIES = '/1/indexes/*/queries?x-algolia-api-key=search-key&x-algolia-application-id=MERCHANTRY';
const SEARCHES = 20;

/** Resolves once every microtask queued so far has run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createSearchTurns', () => {
  it('runs the first search of a turn at once and the others one per later turn, in order', async () => {
    const turns: Array<() => void> = [];
    const nextTurn = createSearchTurns((callback) => turns.push(callback));
    const ran: number[] = [];
    const searches = [1, 2, 3].map(async (n) => {
      await nextTurn();
      ran.push(n);
    });
    await settled();
    expect(ran).toEqual([1]);
    for (const expected of [[1, 2], [1, 2, 3]]) {
      expect(turns).toHaveLength(1);
      turns.shift()!();
      await settled();
      expect(ran).toEqual(expected);
    }
    await Promise.all(searches);
    // The last search's turn ends with no one waiting.
    turns.shift()!();
    expect(turns).toEqual([]);
  });

  it('lets a search run at once again once a turn has passed with none waiting', async () => {
    const turns: Array<() => void> = [];
    const nextTurn = createSearchTurns((callback) => turns.push(callback));
    await nextTurn();
    turns.shift()!();
    let ran = false;
    const next = nextTurn()!.then(() => (ran = true));
    await settled();
    expect(ran).toBe(true);
    await next;
  });

  it('turns a search away while the queue is full, and takes one again once a turn has let one go', async () => {
    const turns: Array<() => void> = [];
    const nextTurn = createSearchTurns((callback) => turns.push(callback), 2);
    const running = nextTurn();
    const waiting = [nextTurn(), nextTurn()];
    expect(running).toBeDefined();
    expect(waiting.every((turn) => turn !== undefined)).toBe(true);
    expect(nextTurn()).toBeUndefined();
    turns.shift()!();
    await waiting[0];
    expect(nextTurn()).toBeDefined();
    expect(nextTurn()).toBeUndefined();
  });
});

/** A server over a one-record index, with these search limits; `close` removes its data dir too. */
async function serverWithLimits(limits: Partial<SearchLimits>): Promise<{app: FastifyInstance; close: () => Promise<void>}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-busy-'));
  const store = await SearchStore.open({dataDir: null});
  store.batch('docs', [{action: 'addObject', body: {objectID: 'cart', hierarchy: {lvl0: 'Docs', lvl1: 'Cart'}, content: 'Carts and checkout.'}}]);
  const app = await buildServer({
    site: await loadStaticSite(FIXTURE),
    contact: {dataDir},
    search: {store, appId: 'MERCHANTRY', searchApiKey: 'search-key', allowedOrigins: [], limits},
  });
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, {recursive: true, force: true});
    },
  };
}

/** A search new to the response cache (its query differs by `i`). */
const uncachedSearch = (app: FastifyInstance, i: number, hitsPerPage?: number) =>
  app.inject({method: 'POST', url: QUERIES, headers: {'content-type': 'text/plain'}, payload: JSON.stringify({requests: [{indexName: 'docs', query: `cart ${i}`, hitsPerPage}]})});

describe('searches past the queue', () => {
  let server: Awaited<ReturnType<typeof serverWithLimits>>;
  beforeAll(async () => (server = await serverWithLimits({rateLimit: false, maxWaitingSearches: 2})));
  afterAll(() => server.close());

  it('are answered 503 with Retry-After in Algolia\'s shape, at once, and the others run', async () => {
    // Arriving together, each new to the response cache: one runs, two wait, the rest find the queue full.
    const answers = await Promise.all(Array.from({length: 6}, (_, i) => uncachedSearch(server.app, i)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 503, 503, 503]);
    for (const busy of answers.filter((answer) => answer.statusCode === 503)) {
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toEqual({message: 'Too many searches at once: retry in 1 s', status: 503});
    }
  });
});

describe('a search turned away because too many wait', () => {
  let server: Awaited<ReturnType<typeof serverWithLimits>>;
  // Two searches of 20 hits a window (40 hits); none may wait behind the one running.
  beforeAll(async () => (server = await serverWithLimits({rateLimit: {max: 10, timeWindowMs: 60_000}, hitsPerAllowedSearch: 4, maxWaitingSearches: 0})));
  afterAll(() => server.close());

  const search = (i: number) => uncachedSearch(server.app, i, 20);

  it("is not charged to its client's hits: the allowance it would have spent is still there", async () => {
    const together = await Promise.all([0, 1, 2].map(search));
    expect(together.map((answer) => answer.statusCode)).toEqual([200, 503, 503]);
    expect((await search(3)).statusCode).toBe(200);
    expect((await search(4)).statusCode).toBe(429);
  });
});

describe('a page asked for while searches wait', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-turns-'));
    const store = await SearchStore.open({dataDir: null});
    store.batch(
      'docs',
      Array.from({length: 300}, (_, i) => ({
        action: 'addObject',
        body: {objectID: `page-${i}`, hierarchy: {lvl0: 'Docs', lvl1: `Guide ${i}`}, content: `Carts, orders and checkout settings, part ${i}. `.repeat(8)},
      })),
    );
    app = await buildServer({
      site: await loadStaticSite(FIXTURE),
      contact: {dataDir},
      search: {store, appId: 'MERCHANTRY', searchApiKey: 'search-key', allowedOrigins: [], limits: {rateLimit: false}},
    });
    await app.listen({port: 0, host: '127.0.0.1'});
    port = (app.server.address() as {port: number}).port;
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, {recursive: true, force: true});
  });

  const open = () =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
    });

  /** Resolves when the socket has received (the start of) an answer. */
  const answered = (socket: Socket) => new Promise<void>((resolve) => socket.once('data', () => resolve()));

  /** A keep-alive connection the server has accepted: one request answered on it. */
  const accepted = async () => {
    const socket = await open();
    const answer = answered(socket);
    // HEAD: an answer in one piece, nothing left to arrive after it.
    socket.write('HEAD /pricing HTTP/1.1\r\nHost: site.example\r\n\r\n');
    await answer;
    return socket;
  };

  it('is answered before most of them, on a connection opened after they came', async () => {
    const sockets = await Promise.all(Array.from({length: SEARCHES}, accepted));
    const order: string[] = [];
    const searches = sockets.map((socket, i) => {
      const answer = answered(socket).then(() => order.push('search'));
      // A different query each, so that no answer comes from the response cache.
      const body = JSON.stringify({requests: [{indexName: 'docs', query: `checkout part ${i}`, hitsPerPage: 20}]});
      socket.write(`POST ${QUERIES} HTTP/1.1\r\nHost: site.example\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      return answer;
    });
    const visitor = await open();
    const page = answered(visitor).then(() => order.push('page'));
    visitor.write('GET /pricing HTTP/1.1\r\nHost: site.example\r\n\r\n');
    await Promise.all([...searches, page]);
    for (const socket of [...sockets, visitor]) socket.destroy();
    // Before searches took turns, the server accepted the visitor's connection and read its
    // request only once it had run every search that had arrived.
    expect(order.indexOf('page')).toBeLessThan(SEARCHES / 2);
  });
});
