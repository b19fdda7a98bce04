/**
 * Crafted search input (issue #12, finding 4): lone surrogates in any string parameter and
 * filters nested or repeated past the engine's limits are 400s naming the problem, never 500s.
 */
import Fastify, {type FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ENGINE_LIMITS} from '../../../search/engine/limits';
import {SearchStore} from '../../../search/store';
import {searchRoutes} from '../search';

const AUTH = 'x-algolia-api-key=search-key&x-algolia-application-id=MERCHANTRY';
let app: FastifyInstance;

beforeAll(async () => {
  const store = await SearchStore.open({dataDir: null});
  store.batch('docs', [
    {action: 'addObject', body: {objectID: 'a', type: 'lvl1', hierarchy: {lvl0: 'Docs', lvl1: 'Cart'}, url: 'https://x.io/a', language: 'en'}},
  ]);
  app = Fastify();
  await app.register(searchRoutes, {store, appId: 'MERCHANTRY', searchApiKey: 'search-key', allowedOrigins: []});
  await app.ready();
});

afterAll(() => app.close());

/** `rawRequest` is spliced into the body as JSON text, so `\ud800` stays a lone surrogate escape. */
const search = (rawRequest: string) =>
  app.inject({
    method: 'POST',
    url: `/1/indexes/*/queries?${AUTH}`,
    headers: {'content-type': 'text/plain'},
    payload: `{"requests":[{"indexName":"docs",${rawRequest}}]}`,
  });

async function expect400(rawRequest: string, message: RegExp): Promise<void> {
  const res = await search(rawRequest);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({message: expect.stringMatching(message), status: 400});
}

describe('lone surrogates', () => {
  it.each([
    ['query', '"query":"cart\\ud800"'],
    ['highlightPreTag', '"query":"cart","highlightPreTag":"\\udc00<b>"'],
    ['highlightPostTag', '"query":"cart","highlightPostTag":"</b>\\ud83d"'],
    ['snippetEllipsisText', '"query":"cart","snippetEllipsisText":"\\ud800"'],
    ['filters', '"query":"cart","filters":"language:\\ud800"'],
    ['facetFilters', '"query":"cart","facetFilters":[["language:\\ud800"]]'],
    ['attributesToRetrieve', '"query":"cart","attributesToRetrieve":["\\udfff"]'],
    ['params', '"params":"query=cart\\ud800"'],
  ])('in %s answer 400', async (param, rawRequest) => {
    await expect400(rawRequest, new RegExp(`"${param}".*surrogate`));
  });

  it('an unknown parameter holding one is ignored, as unknown parameters are', async () => {
    const res = await search('"query":"cart","someFutureParam":"\\ud800"');
    expect(res.statusCode).toBe(200);
  });

  it('a well-formed pair (an emoji) is a normal query', async () => {
    const res = await search('"query":"cart \\ud83d\\ude00"');
    expect(res.statusCode).toBe(200);
  });
});

describe('filters past the limits', () => {
  it('deeply nested parentheses answer 400', async () => {
    await expect400(`"filters":"${'('.repeat(4000)}language:en${')'.repeat(4000)}"`, /"filters".*nested/);
  });

  it('a long chain of NOTs answers 400', async () => {
    await expect400(`"filters":"${'NOT '.repeat(10_000)}language:en"`, /"filters".*nested/);
  });

  it('nesting up to the limit still works', async () => {
    const depth = ENGINE_LIMITS.maxFilterDepth - 1;
    const res = await search(`"filters":"${'('.repeat(depth)}language:en${')'.repeat(depth)}"`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].nbHits).toBe(1);
  });

  it('too many conditions answer 400', async () => {
    const terms = Array.from({length: ENGINE_LIMITS.maxFilterTerms + 1}, (_, i) => `language:l${i}`);
    await expect400(`"filters":"${terms.join(' OR ')}"`, /"filters".*conditions/);
    await expect400(`"facetFilters":${JSON.stringify([terms])}`, /"facetFilters".*conditions/);
  });
});
