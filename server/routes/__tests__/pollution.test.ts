/**
 * Prototype pollution (issue #12, finding 1): no write path (batch in every action, the
 * replaceAllObjects copy/move sequence, settings, the index file read at start) and no search
 * parameter may make the process write to or read through `Object.prototype`.
 *
 * Bodies are sent as raw JSON text because `JSON.parse` keeps `"__proto__"` as an own key, which
 * is exactly what an attacker's client does.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import Fastify, {type FastifyInstance} from 'fastify';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {SearchEngine} from '../../../search/engine/index';
import {DOCSEARCH_TEMPLATE_SETTINGS} from '../../../search/engine/settings';
import {SearchStore} from '../../../search/store';
import {searchRoutes} from '../search';

const APP_ID = 'MERCHANTRY';
const ADMIN_KEY = 'admin-key';
const admin = {'x-algolia-api-key': ADMIN_KEY, 'x-algolia-application-id': APP_ID, 'content-type': 'application/json'};
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'] as const;

const recordJson = (objectID: string, extra: string) =>
  `{"objectID":"${objectID}","type":"lvl1","hierarchy":{"lvl0":"Docs","lvl1":"Cart page"},"url":"https://x.io/${objectID}",${extra}}`;

/** Own keys that a polluted `Object.prototype` would show. */
const pollutedKeys = (): string[] => Object.getOwnPropertyNames(Object.prototype).filter((key) => key.startsWith('polluted'));

let app: FastifyInstance;
let store: SearchStore;

beforeEach(async () => {
  store = await SearchStore.open({dataDir: null});
  store.batch('docs', [{action: 'addObject', body: JSON.parse(recordJson('cart', '"content":"Cart content"'))}]);
  app = Fastify();
  await app.register(searchRoutes, {store, appId: APP_ID, searchApiKey: 'search-key', adminApiKey: ADMIN_KEY, allowedOrigins: []});
  await app.ready();
});

afterEach(async () => {
  await app.close();
  const leaked = pollutedKeys();
  // Clean up so one failure does not cascade into every later test of the run.
  for (const key of leaked) Reflect.deleteProperty(Object.prototype, key);
  expect(leaked).toEqual([]);
});

const post = (url: string, payload: string) => app.inject({method: 'POST', url, headers: admin, payload});
const search = (params: string) => post('/1/indexes/*/queries', `{"requests":[{"indexName":"docs","query":"cart",${params}}]}`);

function expectAlgolia400(res: {statusCode: number; json: () => unknown}): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({message: expect.stringMatching(/__proto__|constructor|prototype/), status: 400});
}

describe('prototype pollution: write paths refuse reserved keys', () => {
  for (const key of FORBIDDEN) {
    for (const action of ['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate']) {
      it(`batch ${action} refuses a record with "${key}" at any depth`, async () => {
        for (const extra of [`"${key}":{"polluted":"yes"}`, `"hierarchy2":{"${key}":{"polluted":"yes"}}`, `"list":[{"${key}":{"polluted":"yes"}}]`]) {
          const res = await post('/1/indexes/docs/batch', `{"requests":[{"action":"${action}","body":${recordJson('evil', extra)}}]}`);
          expectAlgolia400(res);
        }
        expect(store.records('docs').map((r) => r.objectID)).toEqual(['cart']);
      });
    }
  }

  it('replaceAllObjects (copy settings, batch into a temporary index, move) refuses them', async () => {
    expect((await post('/1/indexes/docs/operation', '{"operation":"copy","destination":"docs_tmp","scope":["settings"]}')).statusCode).toBe(200);
    expectAlgolia400(await post('/1/indexes/docs_tmp/batch', `{"requests":[{"action":"addObject","body":${recordJson('evil', '"__proto__":{"polluted":1}')}}]}`));
    expect((await post('/1/indexes/docs_tmp/operation', '{"operation":"move","destination":"docs"}')).statusCode).toBe(200);
    expect(store.records('docs')).toEqual([]);
  });

  it('settings refuse attribute paths through reserved keys', async () => {
    for (const key of FORBIDDEN) {
      const res = await app.inject({method: 'PUT', url: '/1/indexes/docs/settings', headers: admin, payload: `{"attributesToHighlight":["hierarchy.${key}.polluted"]}`});
      expectAlgolia400(res);
    }
    const own = await app.inject({method: 'PUT', url: '/1/indexes/docs/settings', headers: admin, payload: '{"__proto__":{"polluted":1}}'});
    expectAlgolia400(own);
  });
});

describe('prototype pollution: search parameters refuse reserved path segments', () => {
  const listParams = ['attributesToHighlight', 'attributesToSnippet', 'attributesToRetrieve', 'restrictSearchableAttributes', 'facets', 'responseFields'];
  for (const param of listParams) {
    it(`${param} with __proto__/constructor/prototype answers 400`, async () => {
      for (const key of FORBIDDEN) {
        expectAlgolia400(await search(`"${param}":["${key}.polluted"]`));
        expectAlgolia400(await search(`"params":"${param}=${encodeURIComponent(`["hierarchy.${key}"]`)}"`));
      }
    });
  }

  it('filters on reserved attributes answer 400', async () => {
    expectAlgolia400(await search('"filters":"__proto__:x"'));
    expectAlgolia400(await search('"facetFilters":["constructor:x"]'));
    expectAlgolia400(await search('"numericFilters":["prototype > 1"]'));
  });

  it('keeps answering ordinary searches afterwards', async () => {
    await search('"attributesToHighlight":["__proto__.polluted"]');
    const res = await search('"hitsPerPage":5');
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].nbHits).toBe(1);
  });
});

describe('prototype pollution: records that already carry reserved keys', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pollution-'));
  });
  afterEach(() => rmSync(dataDir, {recursive: true, force: true}));

  it('the index file read at start drops records with reserved keys', async () => {
    mkdirSync(path.join(dataDir, 'indexes'), {recursive: true});
    const file = `{"format":1,"name":"docs","createdAt":"x","updatedAt":"x","origin":{"kind":"api"},"settings":${JSON.stringify(DOCSEARCH_TEMPLATE_SETTINGS)},"records":[${recordJson('ok', '"content":"fine"')},${recordJson('evil', '"__proto__":{"polluted":1}')}]}`;
    writeFileSync(path.join(dataDir, 'indexes', 'docs.json'), file);
    const messages: string[] = [];
    const loaded = await SearchStore.open({dataDir, log: (message) => messages.push(message)});
    expect(loaded.records('docs').map((r) => r.objectID)).toEqual(['ok']);
    expect(messages.join('\n')).toMatch(/evil/);
  });

  it('the engine neither writes nor reads through the prototype even if a record carries such a key', () => {
    const records = [JSON.parse(recordJson('evil', '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted2":"yes"}}'))];
    const engine = new SearchEngine(records, {...DOCSEARCH_TEMPLATE_SETTINGS, attributesToRetrieve: ['*']});
    const response = engine.search(
      {query: 'cart', attributesToHighlight: ['*'], attributesToSnippet: ['*']},
      {indexName: 'docs'},
    );
    expect(response.nbHits).toBe(1);
    const hit = response.hits[0]!;
    for (const key of FORBIDDEN) {
      expect(Object.hasOwn(hit, key)).toBe(false);
      expect(Object.hasOwn(hit._highlightResult!, key)).toBe(false);
      expect(Object.hasOwn(hit._snippetResult!, key)).toBe(false);
    }
    // An inherited method is not a record attribute.
    const inherited = engine.search({query: 'cart', attributesToRetrieve: ['toString', 'hasOwnProperty']}, {indexName: 'docs'});
    expect(Object.keys(inherited.hits[0]!).filter((key) => !key.startsWith('_'))).toEqual(['objectID']);
  });
});
