/**
 * Search answers are compressed once with Brotli where they are made, and cached with that copy
 * (compression.ts): a client that takes Brotli gets those bytes with the headers
 * `@fastify/compress` would send, and every other client gets what the plugin makes of the JSON.
 */
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync} from 'node:zlib';
import Fastify, {type FastifyInstance} from 'fastify';
import compress from '@fastify/compress';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SearchStore} from '../../search/store';
import {COMPRESSION_ENCODINGS, COMPRESSION_THRESHOLD_BYTES, SEARCH_BROTLI_QUALITY, keptCopy, sendKeptJson, utf8Pieces, withBrotliCopy} from '../compression';
import {searchRoutes} from '../routes/search';

const ORIGIN = 'http://localhost:3000';
const URL = '/1/indexes/*/queries?x-algolia-api-key=search-key&x-algolia-application-id=MERCHANTRY';
// Twenty hits with their highlights: well over the compression threshold.
const BODY = JSON.stringify({requests: [{indexName: 'docs', query: 'cart', hitsPerPage: 20}]});

let app: FastifyInstance;
/** The same routes with answers over 4 KB counted as too large to cache, so sent in pieces. */
let piecesApp: FastifyInstance;
const PIECES_FROM_BYTES = 4096;

beforeAll(async () => {
  const store = await SearchStore.open({dataDir: null});
  store.batch(
    'docs',
    Array.from({length: 30}, (_, i) => ({action: 'addObject', body: {objectID: `cart-${i}`, title: `Cart page ${i}`, content: 'Carts hold the items of an order. '.repeat(5)}})),
  );
  store.batch('intl', [{action: 'addObject', body: {objectID: 'intl-1', content: `Crème brûlée café — 購物車 🛒 ${'Paniers… '.repeat(200)}`}}]);
  app = Fastify();
  await app.register(compress, {threshold: COMPRESSION_THRESHOLD_BYTES, encodings: COMPRESSION_ENCODINGS});
  await app.register(searchRoutes, {store, appId: 'MERCHANTRY', searchApiKey: 'search-key', allowedOrigins: [ORIGIN], limits: {rateLimit: false}});
  await app.ready();
  piecesApp = Fastify();
  await piecesApp.register(compress, {threshold: COMPRESSION_THRESHOLD_BYTES, encodings: COMPRESSION_ENCODINGS});
  const limits = {rateLimit: false as const, maxCachedResponseBytes: PIECES_FROM_BYTES};
  await piecesApp.register(searchRoutes, {store, appId: 'MERCHANTRY', searchApiKey: 'search-key', allowedOrigins: [ORIGIN], limits});
  await piecesApp.ready();
});

afterAll(async () => {
  await app.close();
  await piecesApp.close();
});

/** An answer without its `processingTimeMS`, which differs between two computed answers. */
const withoutTiming = (body: string): unknown => {
  const answer = JSON.parse(body) as {results: Array<Record<string, unknown>>};
  for (const result of answer.results) delete result.processingTimeMS;
  return answer;
};

const brotli = (json: Buffer, quality: number) =>
  brotliCompressSync(json, {params: {[constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: json.length}});

const search = (headers: Record<string, string>) => app.inject({method: 'POST', url: URL, payload: BODY, headers: {'content-type': 'text/plain', ...headers}});

describe('search answers and compression', () => {
  it('sends Brotli to browsers, with Vary and a length, the same bytes on a miss and on a hit', async () => {
    // A body's first answer is sent but not kept (the cache's admission check); the second is kept.
    const once = await search({'accept-encoding': 'gzip, deflate, br', origin: ORIGIN});
    const plain = await search({'accept-encoding': 'identity'});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const first = await search({'accept-encoding': 'gzip, deflate, br', origin: ORIGIN});
    const second = await search({'accept-encoding': 'gzip, deflate, br', origin: ORIGIN});
    expect(once.headers['content-encoding']).toBe('br');
    expect(withoutTiming(brotliDecompressSync(once.rawPayload).toString())).toEqual(withoutTiming(plain.body));
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      // The CORS Vary is kept and accept-encoding added, as the plugin does.
      expect(res.headers.vary).toBe('origin, accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // The answer sent once is compressed cheaply; the kept one, sent on every hit, smaller.
    expect(once.rawPayload.equals(brotli(brotliDecompressSync(once.rawPayload), SEARCH_BROTLI_QUALITY.once))).toBe(true);
    expect(first.rawPayload.equals(brotli(plain.rawPayload, SEARCH_BROTLI_QUALITY.kept))).toBe(true);
    expect(SEARCH_BROTLI_QUALITY.kept).toBeGreaterThan(SEARCH_BROTLI_QUALITY.once);
  });

  it('keeps text outside Latin-1 byte for byte, on a miss and on a hit, compressed or not', async () => {
    const payload = JSON.stringify({requests: [{indexName: 'intl', query: 'paniers', attributesToSnippet: ['content:10']}]});
    const ask = (encoding: string) => app.inject({method: 'POST', url: URL, payload, headers: {'content-type': 'text/plain', 'accept-encoding': encoding}});
    await ask('identity');
    const [miss, hit, zipped, brotli] = [await ask('identity'), await ask('identity'), await ask('gzip'), await ask('br')];
    for (const res of [miss, hit]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBe(res.rawPayload.length);
      expect(JSON.parse(res.body).results[0].hits[0].content).toMatch(/^Crème brûlée café — 購物車 🛒 Paniers… /u);
    }
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(gunzipSync(zipped.rawPayload).equals(miss.rawPayload)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).equals(miss.rawPayload)).toBe(true);
  });

  it('reads * as any encoding and x-gzip as gzip, as the plugin does', async () => {
    expect((await search({'accept-encoding': '*'})).headers['content-encoding']).toBe('br');
    expect((await search({'accept-encoding': 'x-gzip'})).headers['content-encoding']).toBe('gzip');
  });

  it('leaves other clients to the plugin: gzip when they take no Brotli, nothing on x-no-compression', async () => {
    const plain = await search({'accept-encoding': 'identity'});
    const gzip = await search({'accept-encoding': 'gzip, deflate'});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Brotli refused by its q-value goes the same way.
    expect((await search({'accept-encoding': 'br;q=0, gzip'})).headers['content-encoding']).toBe('gzip');
    const optedOut = await search({'accept-encoding': 'gzip', 'x-no-compression': '1'});
    expect(optedOut.headers['content-encoding']).toBeUndefined();
    expect(optedOut.body).toBe(plain.body);
    expect((await search({})).headers['content-encoding']).toBeUndefined();
  });
});

describe('what the response cache keeps', () => {
  const json = Buffer.from(JSON.stringify({results: [{hits: Array.from({length: 20}, (_, i) => ({objectID: String(i), content: `Carts hold the items of order ${i}.`}))}]}));

  it("keeps an answer's Brotli copy alone, and the JSON of an answer too small to compress", () => {
    const kept = keptCopy(withBrotliCopy(json, 'kept'));
    expect(kept.json).toBeUndefined();
    expect(brotliDecompressSync(kept.br!).equals(json)).toBe(true);
    expect(kept.br!.length).toBeLessThan(json.length / 3);
    const small = Buffer.from('{"results":[]}');
    expect(keptCopy(withBrotliCopy(small, 'kept'))).toEqual({json: small});
  });

  it('sends the kept copy to Brotli clients and the JSON decompressed from it to the others', async () => {
    const server = Fastify();
    await server.register(compress, {threshold: COMPRESSION_THRESHOLD_BYTES, encodings: COMPRESSION_ENCODINGS});
    const kept = keptCopy(withBrotliCopy(json, 'kept'));
    server.get('/kept', (request, reply) => sendKeptJson(request, reply, kept));
    const ask = (encoding: string) => server.inject({method: 'GET', url: '/kept', headers: {'accept-encoding': encoding}});
    const [br, gzip, plain] = [await ask('gzip, deflate, br'), await ask('gzip'), await ask('identity')];
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(kept.br!)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(json)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(json)).toBe(true);
    for (const res of [br, gzip, plain]) expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    await server.close();
  });
});

describe('one index\'s search (POST /query and GET), which the cache does not keep', () => {
  const requests = {
    post: (headers: Record<string, string>) =>
      app.inject({method: 'POST', url: '/1/indexes/docs/query?x-algolia-api-key=search-key&x-algolia-application-id=MERCHANTRY', payload: JSON.stringify({query: 'cart', hitsPerPage: 20}), headers: {'content-type': 'text/plain', ...headers}}),
    get: (headers: Record<string, string>) =>
      app.inject({method: 'GET', url: '/1/indexes/docs?query=cart&hitsPerPage=20', headers: {'x-algolia-api-key': 'search-key', 'x-algolia-application-id': 'MERCHANTRY', ...headers}}),
  };

  it.each(Object.entries(requests))('%s: Brotli first for browsers, as for the multi-query answers sent once; gzip for the rest', async (_, ask) => {
    const plain = await ask({'accept-encoding': 'identity'});
    const br = await ask({'accept-encoding': 'gzip, deflate, br'});
    const gzip = await ask({'accept-encoding': 'gzip, deflate'});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/u);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const bytes of [brotliDecompressSync(br.rawPayload), gunzipSync(gzip.rawPayload)]) {
      expect(withoutTiming(`{"results":[${bytes.toString()}]}`)).toEqual(withoutTiming(`{"results":[${plain.body}]}`));
    }
  });
});

describe('answers too large for the cache, sent in pieces', () => {
  it('cuts UTF-8 pieces of a bounded size without splitting a character', () => {
    const text = `{"q":"🛒🛒 crème 購物車 ${'é🛒a'.repeat(50)}"}`;
    for (const units of [1, 2, 3, 7]) {
      const pieces = [...utf8Pieces(text, units)];
      expect(Buffer.concat(pieces).equals(Buffer.from(text))).toBe(true);
      for (const piece of pieces) {
        // A surrogate pair is one 4-byte character; a piece never holds half of one.
        expect(piece.toString()).not.toMatch(/\uFFFD/u);
        expect(piece.length).toBeLessThanOrEqual((units + 1) * 3);
      }
    }
  });

  it('sends the same JSON as one piece would, plain or compressed as the plugin chooses (gzip first), with no length', async () => {
    const body = JSON.stringify({requests: [{indexName: 'intl', query: 'paniers'}, {indexName: 'docs', query: 'cart', hitsPerPage: 20}]});
    const ask = (instance: FastifyInstance, encoding: string) =>
      instance.inject({method: 'POST', url: URL, payload: body, headers: {'content-type': 'text/plain', 'accept-encoding': encoding}});
    const whole = await ask(app, 'identity');
    expect(whole.rawPayload.length).toBeGreaterThan(PIECES_FROM_BYTES);
    for (const round of [1, 2]) {
      const [plain, gzip, br] = [await ask(piecesApp, 'identity'), await ask(piecesApp, 'gzip, deflate, br'), await ask(piecesApp, 'br')];
      for (const res of [plain, gzip, br]) {
        expect(res.statusCode, `round ${round}`).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['content-length']).toBeUndefined();
      }
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.headers['content-encoding']).toBe('br');
      for (const bytes of [plain.rawPayload, gunzipSync(gzip.rawPayload), brotliDecompressSync(br.rawPayload)]) {
        expect(withoutTiming(bytes.toString())).toEqual(withoutTiming(whole.body));
      }
    }
  });
});
