/**
 * The published clients against the search API on a real loopback port: `algoliasearch` v5's
 * `liteClient` (what the modal and the /search page use), `algoliasearch-helper` driven exactly
 * as the stock theme's SearchPage drives it (hosted sites that keep that page), the site's /search
 * page query, and the full client's write helpers (what search:push uses).
 */
import {spawn} from 'node:child_process';
import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {liteClient} from 'algoliasearch/lite';
import algoliaSearchHelper from 'algoliasearch-helper';
import Fastify, {type FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pushRecords} from '../../search/cli/pushRecords';
import {docSearchModalRequest} from '../../search/docSearchModalRequest';
import {HOSTED_RERANK_DEPTH, hostedAnswer, hostedQuery, withSectionRerank, type SectionEvidenceHit} from '../../search/hostedRerank';
import {contextualFacetFilters, pageQuery} from '../../src/theme/SearchPage/pageQuery';
import {PAGE_HIT_ATTRIBUTES} from '../../src/theme/SearchPage/groupByPage';
import type {DocSearchRecord} from '../../search/records';
import {SITE_SYNONYMS, siteSynonymsFor} from '../../search/siteSynonyms';
import {ADMIN_KEY, APP_ID, INDEX, SEARCH_KEY, startFixtureServer} from './fixtureServer';

const ROOT = path.resolve(import.meta.dirname, '../..');

let app: FastifyInstance;
let dataDir: string;
let port: number;
let records: DocSearchRecord[];

const hosts = () => [{url: `127.0.0.1:${port}`, protocol: 'http' as const, accept: 'readWrite' as const}];

beforeAll(async () => {
  ({app, dataDir, port, records} = await startFixtureServer());
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, {recursive: true, force: true});
});

describe('full client: the write path search:push uses', () => {
  it('published the records and the DocSearch settings (replaceAllObjects + setSettings + waitForTask)', async () => {
    const client = algoliasearch(APP_ID, ADMIN_KEY, {hosts: hosts()});
    const settings = await client.getSettings({indexName: INDEX});
    expect(settings).toMatchObject({attributeForDistinct: 'url', distinct: true, ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom']});
    const indices = await client.listIndices();
    expect(indices.items.map((item) => item.name)).toEqual([INDEX]);
    expect(indices.items[0]!.entries).toBe(records.length);
  });

  it('replaces everything on a second push, leaving no temporary index', async () => {
    const target = {kind: 'server' as const, url: `http://127.0.0.1:${port}`, appId: APP_ID, adminApiKey: ADMIN_KEY, indexName: 'second'};
    const lines: string[] = [];
    await pushRecords({target, records: records.slice(0, 5), log: (line) => lines.push(line), batchSize: 2});
    const result = await pushRecords({target, records: records.slice(5, 8), batchSize: 2});
    expect(result).toMatchObject({records: 3, batches: 2});
    expect(lines).toContain('Uploaded batch 3/3 (5/5 records)');
    const client = algoliasearch(APP_ID, ADMIN_KEY, {hosts: hosts()});
    const browse = await client.searchSingleIndex({indexName: 'second', searchParams: {query: '', hitsPerPage: 100, distinct: false}});
    expect(browse.hits.map((hit) => hit.objectID).sort()).toEqual(records.slice(5, 8).map((r) => r.objectID).sort());
    expect((await client.listIndices()).items.map((item) => item.name).sort()).toEqual([INDEX, 'second']);
    await client.deleteIndex({indexName: 'second'});
  });

  it('saveObjects + waitForTask', async () => {
    const client = algoliasearch(APP_ID, ADMIN_KEY, {hosts: hosts()});
    const responses = await client.saveObjects({indexName: 'scratch', objects: [{objectID: 'x', hierarchy: {lvl1: 'Scratch page'}, url: 'https://merchantry.io/x'}], waitForTasks: true});
    const task = await client.getTask({indexName: 'scratch', taskID: responses[0]!.taskID});
    expect(task.status).toBe('published');
    const found = await client.searchSingleIndex({indexName: 'scratch', searchParams: {query: 'scratch'}});
    expect(found.nbHits).toBe(1);
    await client.deleteIndex({indexName: 'scratch'});
  });

  it('published the site synonyms (the reviewed list and the stem groups) with the push, and a second push (replaceAllObjects) keeps them', async () => {
    const client = algoliasearch(APP_ID, ADMIN_KEY, {hosts: hosts()});
    const all = await client.searchSynonyms({indexName: INDEX, searchSynonymsParams: {query: '', hitsPerPage: 1000}});
    const pushed = siteSynonymsFor(records);
    expect(pushed.length).toBeGreaterThan(SITE_SYNONYMS.length);
    expect(all.nbHits).toBe(pushed.length);
    expect(all.hits.map((hit) => hit.objectID).sort()).toEqual(pushed.map((hit) => hit.objectID).sort());
    const cron = await client.searchSynonyms({indexName: INDEX, searchSynonymsParams: {query: 'background', type: 'onewaysynonym'}});
    expect(cron.hits).toEqual([{objectID: 'background-job', type: 'onewaysynonym', input: 'background job', synonyms: ['cron']}]);
  });

  it('saveSynonyms, searchSynonyms, getSynonym, saveSynonym, deleteSynonym, clearSynonyms; search uses them', async () => {
    const client = algoliasearch(APP_ID, ADMIN_KEY, {hosts: hosts()});
    const indexName = 'synonyms';
    await client.saveObjects({indexName, objects: [{objectID: 'cart', hierarchy: {lvl1: 'Cart'}, url: 'https://merchantry.io/cart'}], waitForTasks: true});
    const search = async (query: string) => (await client.searchSingleIndex({indexName, searchParams: {query}})).hits.map((hit) => hit.objectID);
    expect(await search('trolley')).toEqual([]);
    const saved = await client.saveSynonyms({
      indexName,
      synonymHit: [
        {objectID: 'basket', type: 'synonym', synonyms: ['cart', 'trolley']},
        {objectID: 'bag', type: 'onewaysynonym', input: 'bag', synonyms: ['cart']},
      ],
      replaceExistingSynonyms: true,
    });
    await client.waitForTask({indexName, taskID: saved.taskID});
    expect(await search('trolley')).toEqual(['cart']);
    expect(await search('bag')).toEqual(['cart']);
    const found = await client.searchSynonyms({indexName, searchSynonymsParams: {query: 'trolley'}});
    expect(found).toEqual({hits: [{objectID: 'basket', type: 'synonym', synonyms: ['cart', 'trolley']}], nbHits: 1});
    expect(await client.getSynonym({indexName, objectID: 'bag'})).toEqual({objectID: 'bag', type: 'onewaysynonym', input: 'bag', synonyms: ['cart']});
    await client.saveSynonym({indexName, objectID: 'sack', synonymHit: {objectID: 'sack', type: 'onewaysynonym', input: 'sack', synonyms: ['cart']}});
    expect(await search('sack')).toEqual(['cart']);
    await client.deleteSynonym({indexName, objectID: 'bag'});
    expect(await search('bag')).toEqual([]);
    await expect(client.getSynonym({indexName, objectID: 'bag'})).rejects.toMatchObject({name: 'ApiError', status: 404});
    await expect(client.saveSynonyms({indexName, synonymHit: [{objectID: 'x', type: 'synonym'} as never]})).rejects.toMatchObject({status: 400});
    await client.clearSynonyms({indexName});
    expect((await client.searchSynonyms({indexName})).nbHits).toBe(0);
    expect(await search('trolley')).toEqual([]);
    await client.deleteIndex({indexName});
  });

  it('surfaces 405 and 404 for other paths under /1/ (custom requests)', async () => {
    const client = algoliasearch(APP_ID, ADMIN_KEY, {hosts: hosts()});
    await expect(client.customGet({path: '1/indexes/*/queries'})).rejects.toMatchObject({name: 'ApiError', status: 405});
    await expect(client.customPost({path: '1/nothing', body: {}})).rejects.toMatchObject({name: 'ApiError', status: 404});
  });

  it('surfaces 403 for writes with the search key', async () => {
    const client = algoliasearch(APP_ID, SEARCH_KEY, {hosts: hosts()});
    await expect(client.setSettings({indexName: INDEX, indexSettings: {hitsPerPage: 1}})).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Method not allowed with this API key',
    });
  });
});

describe('liteClient (the modal and /search page client)', () => {
  it('searches with the v5 object form the modal sends', async () => {
    const client = liteClient(APP_ID, SEARCH_KEY, {hosts: hosts()});
    const {results} = await client.search({
      requests: [
        {
          indexName: INDEX,
          query: 'instal',
          attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
          attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: true,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    const result = results[0] as {hits: Array<Record<string, unknown>>; nbHits: number; query: string; queryID: string};
    expect(result.query).toBe('instal');
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits[0]).toMatchObject({
      type: 'lvl1',
      url: 'https://merchantry.io/docs/development/getting-started/installation-guide',
      hierarchy: {lvl0: 'Getting started', lvl1: 'Installation guide'},
      _highlightResult: {hierarchy: {lvl1: {value: '<mark>Instal</mark>lation guide', matchLevel: 'full', matchedWords: ['instal'], fullyHighlighted: false}}},
    });
  });

  it("hosted mode's modal client (withSectionRerank) gets each hit's ranking info and page rank and answers the hits re-ranked", async () => {
    const request = docSearchModalRequest('install', INDEX) as {indexName: string};
    const reranked = withSectionRerank(liteClient(APP_ID, SEARCH_KEY, {hosts: hosts()}));
    const {results} = await reranked.search({requests: [request]});
    const hits = (results[0] as {hits: Array<SectionEvidenceHit & {objectID: string}>}).hits;
    expect(hits.length).toBeGreaterThan(1);
    for (const each of hits) {
      expect(each._rankingInfo).toMatchObject({words: expect.any(Number), nbTypos: expect.any(Number)});
      expect(each.weight).toEqual({pageRank: expect.any(Number)});
    }
    const plain = liteClient(APP_ID, SEARCH_KEY, {hosts: hosts()});
    const {results: asAnswered} = await plain.search({requests: [hostedQuery(request)]});
    const answered = asAnswered[0] as {hitsPerPage: number; hits: Array<SectionEvidenceHit & {objectID: string}>};
    // Algolia is asked for the window the browser re-ranks; the modal gets its first page.
    expect(answered.hitsPerPage).toBe(HOSTED_RERANK_DEPTH);
    expect(hits.map((each) => each.objectID)).toEqual(hostedAnswer(request, answered).hits.map((each) => each.objectID));
  });

  it("hosted mode's client asks again with every word optional when the answer is short, and gets the records missing a word", async () => {
    type Answer = {nbHits: number; hits: Array<{objectID: string}>};
    const request = docSearchModalRequest('install node', INDEX) as {indexName: string};
    const plain = liteClient(APP_ID, SEARCH_KEY, {hosts: hosts()});
    const strict = (await plain.search({requests: [hostedQuery(request)]})).results[0] as Answer;
    expect(strict.nbHits).toBeLessThan(HOSTED_RERANK_DEPTH);
    const relaxed = (await withSectionRerank(liteClient(APP_ID, SEARCH_KEY, {hosts: hosts()})).search({requests: [request]})).results[0] as Answer;
    expect(relaxed.nbHits).toBeGreaterThan(strict.nbHits);
    expect(relaxed.hits.map((hit) => hit.objectID)).toEqual(expect.arrayContaining(strict.hits.map((hit) => hit.objectID)));
  });

  it('searches with the legacy array form (what the helper calls)', async () => {
    const client = liteClient(APP_ID, SEARCH_KEY, {hosts: hosts()});
    const {results} = await client.search([{indexName: INDEX, params: {query: 'react', hitsPerPage: 1}}] as never);
    expect(results[0]).toMatchObject({nbHits: expect.any(Number), hitsPerPage: 1, query: 'react'});
  });

  it.each([
    ['a bad parameter', SEARCH_KEY, INDEX, {hitsPerPage: 'many'}, 400, 'Invalid value for "hitsPerPage": expected a number'],
    ['a bad filter', SEARCH_KEY, INDEX, {filters: 'language:'}, 400, 'Invalid syntax for "filters": expected a value but found end of input'],
    ['a wrong key', 'wrong', INDEX, {}, 403, 'Invalid Application-ID or API key'],
    ['an unknown index', SEARCH_KEY, 'missing', {}, 404, 'Index does not exist'],
    ['a body over 1 MB', SEARCH_KEY, INDEX, {query: 'x'.repeat(1_100_000)}, 413, 'Request body too large: the limit is 1048576 bytes'],
  ])('surfaces %s as an ApiError', async (_label, key, indexName, params, status, message) => {
    const client = liteClient(APP_ID, key, {hosts: hosts()});
    await expect(client.search({requests: [{indexName, ...params}]})).rejects.toMatchObject({name: 'ApiError', status, message});
  });

  it('surfaces a server that is down as RetryError', async () => {
    const down = Fastify();
    await down.listen({port: 0, host: '127.0.0.1'});
    const deadPort = (down.server.address() as {port: number}).port;
    await down.close();
    const client = liteClient(APP_ID, SEARCH_KEY, {
      hosts: [{url: `127.0.0.1:${deadPort}`, protocol: 'http', accept: 'readWrite'}],
      timeouts: {connect: 500, read: 500, write: 500},
    });
    await expect(client.search({requests: [{indexName: INDEX, query: 'cart'}]})).rejects.toMatchObject({name: 'RetryError'});
  });
});

describe('algoliasearch-helper, as the stock theme SearchPage uses it', () => {
  type HelperResult = {query: string; hits: Array<{url: string; _highlightResult: {hierarchy: Record<string, {value: string}>}; _snippetResult?: {content?: {value: string}}}>; page: number; nbHits: number; nbPages: number};

  /** Mirrors lib/theme/SearchPage/index.js: helper options, disjunctive facets, refinements, search. */
  function searchPage(query: string, page: number, apiKey = SEARCH_KEY): Promise<HelperResult> {
    const client = liteClient(APP_ID, apiKey, {hosts: hosts()});
    const helper = algoliaSearchHelper(client, INDEX, {
      hitsPerPage: 15,
      advancedSyntax: true,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    });
    return new Promise((resolve, reject) => {
      helper.on('result', ({results}: {results: HelperResult}) => resolve(results));
      helper.on('error', ({error}: {error: Error}) => reject(error));
      helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      helper.addDisjunctiveFacetRefinement('language', 'en');
      helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
      helper.setQuery(query).setPage(page).search();
    });
  }

  it('gets hits with highlighted hierarchy, snippets, and pagination fields', async () => {
    const results = await searchPage('react', 0);
    expect(results.query).toBe('react');
    expect(results.page).toBe(0);
    expect(results.nbHits).toBeGreaterThan(0);
    expect(results.nbPages).toBe(Math.ceil(results.nbHits / 15));
    const hit = results.hits[0]!;
    expect(hit.url).toBe('https://merchantry.io/blog/2025/05/01/release');
    // What the page renders: titles from _highlightResult.hierarchy (last key = title), snippet summary.
    const titles = Object.keys(hit._highlightResult.hierarchy).map((key) => hit._highlightResult.hierarchy[key]!.value);
    expect(titles).toEqual(['Blog', 'Merchantry 2.2 brings <span class="algolia-docsearch-suggestion--highlight">React</span> 19']);
    const storefront = await searchPage('storefront', 0);
    const content = storefront.hits.find((h) => h._snippetResult?.content);
    expect(content!._snippetResult!.content!.value).toBe(
      'The <span class="algolia-docsearch-suggestion--highlight">storefront</span> and the admin panel now run on React…',
    );
  });

  it('pages further with setPage', async () => {
    const first = await searchPage('merchantry', 0);
    const second = await searchPage('merchantry', 1);
    expect(second.page).toBe(1);
    expect(second.nbHits).toBe(first.nbHits);
    if (first.nbPages > 1) expect(second.hits.length).toBeGreaterThan(0);
    else expect(second.hits).toEqual([]);
  });

  it('emits error with the ApiError on a wrong key', async () => {
    await expect(searchPage('react', 0, 'wrong')).rejects.toMatchObject({name: 'ApiError', status: 403});
  });

  it("answers the site's /search page query (one request, no facet counts) with the helper's hits and totals, retrieving only what the page reads", async () => {
    const client = liteClient(APP_ID, SEARCH_KEY, {hosts: hosts()});
    const facetFilters = contextualFacetFilters('en', ['docs-default-current']);
    const read = ['objectID', ...PAGE_HIT_ATTRIBUTES, '_highlightResult', '_snippetResult'];
    for (const [query, page] of [['storefront', 0], ['merchantry', 1], ['no such words anywhere', 0]] as const) {
      const helper = await searchPage(query, page);
      const ours = await pageQuery(client, {indexName: INDEX, query, page, hitsPerPage: 15, facetFilters});
      const hits = helper.hits.map((hit) => Object.fromEntries(Object.entries(hit).filter(([key]) => read.includes(key))));
      expect(ours).toEqual({query, hits, page, nbHits: helper.nbHits, nbPages: helper.nbPages});
      if (query === 'storefront') expect(helper.hits.some((hit) => 'content' in hit)).toBe(true);
    }
  });
});

describe('npm run search:push against the server', () => {
  it('pushes a records file with progress output', async () => {
    const file = path.join(dataDir, 'records.json');
    writeFileSync(file, JSON.stringify(records.slice(0, 4)));
    const output = await new Promise<{code: number | null; stdout: string; stderr: string}>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'search/cli/push.ts', '--records', file], {
        cwd: ROOT,
        env: {...process.env, SEARCH_SERVER_URL: `http://127.0.0.1:${port}`, SEARCH_ADMIN_API_KEY: ADMIN_KEY, SEARCH_INDEX_NAME: 'cli', ALGOLIA_APP_ID: '', ALGOLIA_ADMIN_API_KEY: ''},
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({code, stdout, stderr}));
    });
    expect(output.stderr).toBe('');
    expect(output.code).toBe(0);
    expect(output.stdout).toContain('Uploaded batch 1/1 (4/4 records)');
    expect(output.stdout).toContain('Settings published');
    const client = algoliasearch(APP_ID, ADMIN_KEY, {hosts: hosts()});
    expect((await client.searchSingleIndex({indexName: 'cli', searchParams: {query: '', distinct: false}})).nbHits).toBe(4);
  }, 60_000);
});
