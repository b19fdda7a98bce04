/**
 * 405s come from the routes a plugin registers (methodsByPath.ts), not from a second list: a path
 * the search API serves answers another method with 405 and the methods it has, including routes
 * the old hand-written list had missed (synonyms), and a read-only server offers no write method.
 */
import Fastify, {type FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SearchStore} from '../../../search/store';
import {collectMethodsByPath} from '../methodsByPath';
import {searchRoutes} from '../search';

const HEADERS = {'x-algolia-api-key': 'admin-key', 'x-algolia-application-id': 'MERCHANTRY'};

async function searchApp(adminApiKey?: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(searchRoutes, {store: await SearchStore.open({dataDir: null}), appId: 'MERCHANTRY', searchApiKey: 'search-key', adminApiKey, allowedOrigins: []});
  await app.ready();
  return app;
}

let admin: FastifyInstance;
let readOnly: FastifyInstance;

beforeAll(async () => {
  admin = await searchApp('admin-key');
  readOnly = await searchApp();
});

afterAll(async () => {
  await admin.close();
  await readOnly.close();
});

describe('collectMethodsByPath', () => {
  it('knows each registered path by its parameters, a const parameter literally, and leaves out wildcards and HEAD', async () => {
    const app = Fastify();
    const methodsAt = collectMethodsByPath(app);
    app.get('/a/:id', async () => 'x');
    app.delete('/a/:id', async () => 'x');
    app.post('/b/:name/run', {schema: {params: {type: 'object', properties: {name: {const: '*'}}}}}, async () => 'x');
    app.all('/c/*', async () => 'x');
    await app.ready();
    expect(methodsAt('/a/42')).toEqual(['GET', 'DELETE']);
    expect(methodsAt('/a/42/more')).toEqual([]);
    expect(methodsAt('/b/*/run')).toEqual(['POST']);
    expect(methodsAt('/b/other/run')).toEqual([]);
    expect(methodsAt('/c/anything')).toEqual([]);
    await app.close();
  });
});

describe('search API 405s', () => {
  it('answers another method on a synonyms path with 405 and every method the path has', async () => {
    const res = await admin.inject({method: 'PATCH', url: '/1/indexes/docs/synonyms/abc', headers: HEADERS});
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, PUT, DELETE');
    expect(res.json()).toEqual({message: 'Method not allowed: PATCH /1/indexes/docs/synonyms/abc', status: 405});
  });

  it('offers no write method without an admin key', async () => {
    expect((await readOnly.inject({method: 'PATCH', url: '/1/indexes/docs/synonyms/abc'})).statusCode).toBe(404);
    const index = await readOnly.inject({method: 'PATCH', url: '/1/indexes/docs'});
    expect(index.statusCode).toBe(405);
    expect(index.headers.allow).toBe('GET');
    expect((await admin.inject({method: 'PATCH', url: '/1/indexes/docs', headers: HEADERS})).headers.allow).toBe('GET, DELETE');
  });

  it('knows the multi-query path under * only', async () => {
    expect((await admin.inject({url: '/1/indexes/docs/queries'})).statusCode).toBe(404);
    expect((await admin.inject({url: '/1/indexes/*/queries'})).headers.allow).toBe('POST');
  });
});
