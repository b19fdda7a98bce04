/**
 * The published Insights and Analytics clients (`algoliasearch` v5's `insightsClient` and
 * `analyticsClient`) against the site server on a loopback port: searches typed keystroke by
 * keystroke through the lite client (what the modal uses), a click pushed with `pushEvents`, and
 * the Analytics API v2 answers read back with the client's own methods.
 */
import {rmSync} from 'node:fs';
import {algoliasearch} from 'algoliasearch';
import {liteClient} from 'algoliasearch/lite';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SearchRecorder} from '../../search/insights/searchRecorder';
import {InsightsStore} from '../../search/insights/store';
import {insightsRoutes} from '../../server/routes/insights';
import {ADMIN_KEY, APP_ID, INDEX, SEARCH_KEY, startFixtureServer} from './fixtureServer';

const ANALYTICS_KEY = 'test-analytics-key';

let app: FastifyInstance;
let dataDir: string;
let port: number;
let recorder: SearchRecorder;

const hosts = () => [{url: `127.0.0.1:${port}`, protocol: 'http' as const, accept: 'readWrite' as const}];
const today = () => new Date().toISOString().slice(0, 10);
/** The clients as `algoliasearch` v5 builds them (`initInsights`, `initAnalytics`), on our port. */
const insightsClient = (apiKey: string) => algoliasearch(APP_ID, apiKey).initInsights({options: {hosts: hosts()}});
const analyticsClient = (apiKey: string) => algoliasearch(APP_ID, apiKey).initAnalytics({options: {hosts: hosts()}});

/** Types `word` one key at a time, as the modal does, and returns the last response. */
async function typeInModal(word: string, userToken: string) {
  const client = liteClient(APP_ID, SEARCH_KEY, {hosts: hosts(), baseHeaders: {'x-algolia-usertoken': userToken}});
  let last: {queryID?: string; hits: Array<{objectID: string}>; nbHits: number} | undefined;
  for (let i = 1; i <= word.length; i++) {
    const {results} = await client.search({requests: [{indexName: INDEX, query: word.slice(0, i), hitsPerPage: 20, clickAnalytics: true}]});
    last = results[0] as typeof last;
  }
  return last!;
}

beforeAll(async () => {
  ({app, dataDir, port} = await startFixtureServer({
    onSearch: (answered) => recorder.record(answered),
    register: async (server, dir) => {
      const insights = InsightsStore.open(dir);
      // Written by hand below (flush), so no timer write can race a test's reads.
      recorder = new SearchRecorder(insights, {flushIntervalMs: 3_600_000});
      await server.register(insightsRoutes, {
        store: insights,
        recorder,
        events: {appId: APP_ID, searchApiKey: SEARCH_KEY, adminApiKey: ADMIN_KEY, allowedOrigins: ['*']},
        analyticsApiKey: ANALYTICS_KEY,
      });
    },
  }));
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, {recursive: true, force: true});
});

describe('insights and analytics clients against the site server', () => {
  it('records typed searches once each, takes a click with pushEvents, and reports them through the Analytics API', async () => {
    const installed = await typeInModal('install', 'visitor-1');
    await typeInModal('install', 'visitor-2');
    await typeInModal('zzzqx', 'visitor-1');
    expect(installed.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(installed.nbHits).toBeGreaterThan(0);
    recorder.flush(true);

    const events = insightsClient(SEARCH_KEY);
    const pushed = await events.pushEvents({
      events: [{eventType: 'click', eventName: 'Item Selected', index: INDEX, userToken: 'visitor-1', queryID: installed.queryID!, objectIDs: [installed.hits[1]!.objectID], positions: [2]}],
    });
    expect(pushed).toEqual({status: 200, message: 'OK'});

    const analytics = analyticsClient(ANALYTICS_KEY);
    expect(await analytics.getTopSearches({index: INDEX})).toEqual({
      searches: [
        {search: 'install', count: 2, nbHits: installed.nbHits},
        {search: 'zzzqx', count: 1, nbHits: 0},
      ],
    });
    const withClicks = await analytics.getTopSearches({index: INDEX, clickAnalytics: true, limit: 1});
    expect(withClicks.searches[0]).toMatchObject({search: 'install', count: 2, trackedSearchCount: 2, clickCount: 1, clickThroughRate: 0.5, averageClickPosition: 2, conversionRate: 0});
    expect(await analytics.getSearchesNoResults({index: INDEX})).toEqual({searches: [{search: 'zzzqx', count: 1, withFilterCount: 0}]});
    const ctr = await analytics.getClickThroughRate({index: INDEX});
    // Every search above ran with clickAnalytics, the one without results too.
    expect(ctr).toMatchObject({rate: 1 / 3, clickCount: 1, trackedSearchCount: 3});
    expect(ctr.dates).toHaveLength(8);
    expect(ctr.dates.at(-1)).toEqual({date: today(), rate: 1 / 3, clickCount: 1, trackedSearchCount: 3});
    expect(await analytics.getAverageClickPosition({index: INDEX, startDate: today(), endDate: today()})).toEqual({
      average: 2,
      clickCount: 1,
      dates: [{date: today(), average: 2, clickCount: 1}],
    });
    expect(await analytics.getSearchesCount({index: INDEX, startDate: today()})).toEqual({count: 3, dates: [{date: today(), count: 3}]});
    expect(await analytics.getNoResultsRate({index: INDEX, startDate: today()})).toEqual({
      rate: 1 / 3,
      count: 3,
      noResultCount: 1,
      dates: [{date: today(), rate: 1 / 3, count: 3, noResultCount: 1}],
    });
    // "install" has results and a click; "zzzqx" has no results: neither is a search without clicks.
    expect(await analytics.getSearchesNoClicks({index: INDEX})).toEqual({searches: []});
    const topHits = await analytics.getTopHits({index: INDEX, clickAnalytics: true, search: 'install'});
    expect(topHits.hits.find((hit) => hit.hit === installed.hits[1]!.objectID)).toMatchObject({count: 2, clickCount: 1, trackedHitCount: 2, clickThroughRate: 0.5});
  });

  it('answers bad requests with the status and message shape the clients read', async () => {
    const events = insightsClient(SEARCH_KEY);
    await expect(
      events.pushEvents({events: [{eventType: 'click', eventName: 'x'.repeat(65), index: INDEX, userToken: 'u', objectIDs: ['a']}]}),
    ).rejects.toMatchObject({name: 'ApiError', status: 422, message: expect.stringMatching(/eventName/)});
    await expect(insightsClient('wrong-key').pushEvents({events: []})).rejects.toMatchObject({status: 403});
    await expect(analyticsClient(SEARCH_KEY).getTopSearches({index: INDEX})).rejects.toMatchObject({status: 403});
    const analytics = analyticsClient(ANALYTICS_KEY);
    await expect(analytics.getTopSearches({index: INDEX, startDate: '2026-02-30'})).rejects.toMatchObject({status: 400, message: expect.stringMatching(/startDate/)});
    await expect(analytics.getTopSearches({index: INDEX, limit: 1001})).rejects.toMatchObject({status: 400});
    await expect(analytics.getTopSearches({index: INDEX, orderBy: 'clickThroughRate'})).rejects.toMatchObject({status: 400});
    const raw = await fetch(`http://127.0.0.1:${port}/1/events`, {method: 'POST', body: '{', headers: {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY}});
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({status: 400, message: expect.stringMatching(/^Invalid JSON/)});
  });
});
