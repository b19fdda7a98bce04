/**
 * Strict headers and HTTP semantics (issue #12, finding 7): framing refused, powerful features
 * off, cross-origin isolation of the site's windows and resources, HSTS behind a switch, 405 with
 * Allow on pages, HEAD identical to GET without the body, /404 answering 404, and the admin key
 * only in headers.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SearchStore} from '../../search/store';
import {buildServer} from '../app';
import {loadStaticSite} from '../staticSite';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/build');
const ADMIN_KEY = 'admin-secret';
let app: FastifyInstance;
let hsts: FastifyInstance;
let dataDir: string;

async function build(options: {hsts?: boolean} = {}): Promise<FastifyInstance> {
  const store = await SearchStore.open({dataDir: null});
  store.batch('docs', [
    {action: 'addObject', body: {objectID: 'a', hierarchy: {lvl0: 'Docs', lvl1: 'Cart'}, url: 'https://x.io/a'}},
    // Long enough for its answers to be compressed, so HEAD must negotiate as GET does.
    {action: 'addObject', body: {objectID: 'b', hierarchy: {lvl0: 'Docs', lvl1: 'Cart rules'}, content: 'cart totals and rules '.repeat(100), url: 'https://x.io/b'}},
  ]);
  return buildServer({
    site: await loadStaticSite(FIXTURE),
    contact: {dataDir},
    search: {store, appId: 'MERCHANTRY', searchApiKey: 'search-key', adminApiKey: ADMIN_KEY, allowedOrigins: []},
    ...options,
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-headers-'));
  app = await build();
  hsts = await build({hsts: true});
});

afterAll(async () => {
  await app.close();
  await hsts.close();
  rmSync(dataDir, {recursive: true, force: true});
});

describe('security headers', () => {
  it.each(['/', '/pricing', '/assets/js/main.4f2a9c1b.js', '/img/logo.svg', '/nope', '/api/contact'])('%s refuses framing and turns powerful features off', async (url) => {
    const res = await app.inject({url});
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets other origins read the search API (CORS decides there)', async () => {
    const res = await app.inject({method: 'POST', url: '/1/indexes/docs/query?x-algolia-api-key=search-key&x-algolia-application-id=MERCHANTRY', payload: '{}'});
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends HSTS only when switched on', async () => {
    const res = await hsts.inject({url: '/pricing'});
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

/** Headers that differ between any two answers, or by how the body is framed. */
const comparable = (all: Record<string, unknown>) => {
  const {date: _date, 'x-request-id': _id, connection: _connection, 'transfer-encoding': _te, 'keep-alive': _ka, ...rest} = all;
  return rest;
};

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('%s on a page answers 405 with Allow: GET, HEAD', async (method) => {
    const res = await app.inject({method, url: '/pricing'});
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('other methods on a missing page answer 404', async () => {
    expect((await app.inject({method: 'DELETE', url: '/nope'})).statusCode).toBe(404);
  });

  it.each(['/', '/pricing', '/assets/js/main.4f2a9c1b.js', '/img/logo.svg', '/nope', '/extensions/'])(
    'HEAD %s sends the headers GET sends, without the body',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = {'accept-encoding': encoding};
        const get = await app.inject({url, headers});
        const head = await app.inject({method: 'HEAD', url, headers});
        expect(head.statusCode).toBe(get.statusCode);
        expect(head.body).toBe('');
        expect(comparable(head.headers)).toEqual(comparable(get.headers));
      }
    },
  );

  it.each([
    ['a search', '/1/indexes/docs?query=cart', 'search-key'],
    ['settings', '/1/indexes/docs/settings', 'search-key'],
    ['the index list', '/1/indexes', ADMIN_KEY],
  ])('HEAD on the search API (%s) sends the headers GET sends, without the body', async (name, url, key) => {
    // Two searches' answers differ in processingTimeMS, so their compressed lengths may differ by a byte.
    const sameHeaders = (all: Record<string, unknown>) => {
      const {'content-length': length, ...rest} = comparable(all);
      return name === 'a search' ? {...rest, 'content-length': typeof length} : comparable(all);
    };
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = {'accept-encoding': encoding, 'x-algolia-api-key': key, 'x-algolia-application-id': 'MERCHANTRY'};
      const get = await app.inject({url, headers});
      const head = await app.inject({method: 'HEAD', url, headers});
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(sameHeaders(head.headers)).toEqual(sameHeaders(get.headers));
    }
    // The search's answer is compressed: what HEAD used to leave out.
    const gzipped = await app.inject({method: 'HEAD', url: '/1/indexes/docs?query=cart', headers: {'accept-encoding': 'gzip', 'x-algolia-api-key': 'search-key', 'x-algolia-application-id': 'MERCHANTRY'}});
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
  });
});

describe('/404', () => {
  it('answers 404 with the not-found page', async () => {
    const res = await app.inject({url: '/404'});
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page Not Found');
  });
});

describe('admin key', () => {
  const write = (url: string) => app.inject({method: 'POST', url, payload: '{"requests":[]}'});

  it('is refused in the query string, where proxies log it', async () => {
    const res = await write(`/1/indexes/docs/batch?x-algolia-api-key=${ADMIN_KEY}&x-algolia-application-id=MERCHANTRY`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({message: expect.any(String), status: 403});
  });

  it('is accepted in headers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/1/indexes/docs/batch',
      headers: {'x-algolia-api-key': ADMIN_KEY, 'x-algolia-application-id': 'MERCHANTRY'},
      payload: '{"requests":[]}',
    });
    expect(res.statusCode).toBe(200);
  });
});
