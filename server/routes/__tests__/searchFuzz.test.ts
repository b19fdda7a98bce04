/**
 * Generated bad search bodies (issue #12): whatever a client sends, the search API answers with a
 * result or an Algolia-shaped 4xx (`{"message": string, "status": N}` with N the HTTP status),
 * never a 5xx, and the process stays unpolluted. Sized to run in a few seconds on a busy machine.
 */
import fc from 'fast-check';
import Fastify, {type FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SearchStore} from '../../../search/store';
import {searchRoutes} from '../search';

const AUTH = 'x-algolia-api-key=search-key&x-algolia-application-id=MERCHANTRY';
let app: FastifyInstance;
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  const store = await SearchStore.open({dataDir: null});
  store.batch(
    'docs',
    ['Cart', 'Orders', 'Install the CLI', 'Payments API'].map((title, i) => ({
      action: 'addObject',
      body: {objectID: `r${i}`, type: 'lvl1', hierarchy: {lvl0: 'Docs', lvl1: title}, content: `${title} content`, url: `https://x.io/${i}`, language: 'en', weight: {level: i}},
    })),
  );
  store.setSettings('docs', {attributesForFaceting: ['language', 'searchable(type)']});
  app = Fastify();
  await app.register(searchRoutes, {store, appId: 'MERCHANTRY', searchApiKey: 'search-key', allowedOrigins: [], limits: {rateLimit: false}});
  await app.ready();
});

afterAll(() => app.close());

const PARAM_NAMES = [
  'query', 'hitsPerPage', 'page', 'offset', 'length', 'attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet',
  'restrictSearchableAttributes', 'snippetEllipsisText', 'highlightPreTag', 'highlightPostTag', 'facetFilters', 'filters',
  'numericFilters', 'tagFilters', 'facets', 'maxValuesPerFacet', 'sortFacetValuesBy', 'advancedSyntax', 'distinct',
  'typoTolerance', 'queryType', 'removeWordsIfNoResults', 'ignorePlurals', 'minProximity', 'getRankingInfo', 'responseFields',
  'paginationLimitedTo', 'clickAnalytics', 'params', 'type', 'facet', 'facetQuery', 'maxFacetHits', 'optionalFilters',
  '__proto__', 'constructor', 'prototype',
];

/** Fragments of the filters language, glued at random into mostly invalid expressions. */
const filterText = fc
  .array(fc.constantFrom('(', ')', 'NOT ', ' AND ', ' OR ', 'language:en', 'weight.level > 1', 'x:1 TO 2', '"', "'", ':', '<=', '!', '\\', '-', 'true', '__proto__:x'), {maxLength: 30})
  .map((parts) => parts.join(''));

/** Any text, with lone surrogates often enough to matter (uniform code points almost never give one). */
const anyText = fc.oneof(
  fc.string({unit: 'binary', maxLength: 40}),
  fc.tuple(fc.string({maxLength: 10}), fc.constantFrom('\ud800', '\udc00', '\ud83d', '\udfff')).map(([text, half]) => text + half),
);

const value = fc.oneof(
  fc.jsonValue({maxDepth: 2}),
  anyText,
  filterText,
  fc.array(fc.oneof(anyText, filterText, fc.array(anyText, {maxLength: 3})), {maxLength: 4}),
  fc.integer({min: -5, max: 5000}),
  fc.constantFrom('*', '-content', 'content:10', 'hierarchy.lvl1', 'searchable(type)', '', 'true', '1e400', 'NaN'),
);

const requestObject = fc
  .tuple(fc.constantFrom('docs', 'docs', 'docs', 'missing', ''), fc.dictionary(fc.oneof(fc.constantFrom(...PARAM_NAMES), fc.string({maxLength: 8})), value, {maxKeys: 6}))
  .map(([indexName, params]) => ({indexName, ...params}));

const body = fc.oneof(
  {weight: 6, arbitrary: fc.array(requestObject, {maxLength: 4}).map((requests) => JSON.stringify({requests}))},
  {weight: 1, arbitrary: fc.jsonValue({maxDepth: 4}).map((json) => JSON.stringify(json))},
  {weight: 1, arbitrary: anyText},
  {weight: 1, arbitrary: fc.record({requests: value, strategy: value}).map((json) => JSON.stringify(json))},
);

function expectAlgoliaAnswer(res: {statusCode: number; body: string}): void {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const parsed = JSON.parse(res.body) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(['message', 'status']);
    expect(typeof parsed.message).toBe('string');
    expect(parsed.status).toBe(res.statusCode);
  }
}

describe('search API under generated bad input', () => {
  it('POST /1/indexes/*/queries answers a result or an Algolia-shaped 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await app.inject({method: 'POST', url: `/1/indexes/*/queries?${AUTH}`, headers: {'content-type': 'text/plain'}, payload});
        expectAlgoliaAnswer(res);
      }),
      {numRuns: 1500},
    );
  });

  it('single-index query and facet search answer a result or an Algolia-shaped 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(requestObject, fc.constantFrom('query', 'facets/type/query', 'facets/__proto__/query'), async (request, route) => {
        const res = await app.inject({method: 'POST', url: `/1/indexes/docs/${route}?${AUTH}`, payload: JSON.stringify(request)});
        expectAlgoliaAnswer(res);
      }),
      {numRuns: 500},
    );
  });

  it('left Object.prototype as it found it', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
  });
});
