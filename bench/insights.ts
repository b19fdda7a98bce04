/**
 * `npm run bench -- --only=insights`: what recording costs and whether it keeps up.
 *
 * - The recorder's own cost on a search request: `record()` timed per call (memory only).
 * - 10 000 searches (distinct visitors, so none aggregate away) and 10 000 click events, each
 *   event its own `POST /1/events` over loopback as browsers send them, against the wall time
 *   they took (the target is a minute's worth each); then the app closes, as a restart does, the
 *   store is opened again and every row counted.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {SearchRecorder} from '../search/insights/searchRecorder';
import {InsightsStore} from '../search/insights/store';
import {insightsRoutes} from '../server/routes/insights';
import {percentile} from './stats';

const APP_ID = 'BENCH';
const SEARCH_KEY = 'bench-search-key';
const INDEX = 'bench';
export const INSIGHTS_BENCH = {searches: 10_000, events: 10_000, parallelRequests: 16} as const;

export async function runInsightsBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'insights-bench-'));
  try {
    const store = InsightsStore.open(dataDir);
    const recorder = new SearchRecorder(store);
    const app = Fastify();
    await app.register(insightsRoutes, {store, recorder, events: {appId: APP_ID, searchApiKey: SEARCH_KEY, allowedOrigins: []}});
    await app.listen({port: 0, host: '127.0.0.1'});
    const port = (app.server.address() as {port: number}).port;

    let next = 0;
    let failed = 0;
    const eventsStarted = performance.now();
    const worker = async () => {
      while (next < INSIGHTS_BENCH.events) {
        const i = next++;
        const response = await fetch(`http://127.0.0.1:${port}/1/events?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${SEARCH_KEY}`, {
          method: 'POST',
          body: JSON.stringify({events: [{eventType: 'click', eventName: 'Item Selected', index: INDEX, userToken: `visitor-${i}`, queryID: (i + 1).toString(16).padStart(32, '0'), objectIDs: ['a'], positions: [1]}]}),
        });
        if (response.status !== 200) failed++;
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({length: INSIGHTS_BENCH.parallelRequests}, worker));
    const eventsMs = performance.now() - eventsStarted;
    const recordTimes: number[] = [];
    const searchesStarted = performance.now();
    for (let i = 0; i < INSIGHTS_BENCH.searches; i++) {
      const t0 = performance.now();
      recorder.record({indexName: INDEX, query: `query ${i % 500} word${i}`, nbHits: i % 7, queryID: (i + 1).toString(16).padStart(32, '0'), userToken: `visitor-${i}`, withFilters: true, tags: [], hits: ['a', 'b', 'c']});
      recordTimes.push(performance.now() - t0);
    }
    const searchesMs = performance.now() - searchesStarted;
    recordTimes.sort((a, b) => a - b);

    // Recorded last, so they are still being debounced when the app closes, as in a restart.
    const pendingAtClose = recorder.pending;
    // A restart: close writes the debounced searches and closes the store.
    await app.close();
    const reopened = InsightsStore.open(dataDir);
    const count = (table: string) => (reopened.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as {n: number}).n;
    const searches = count('searches');
    const events = count('events');
    reopened.close();

    console.log('| what | count | wall time | rate | after restart | p50 / p99 per call |');
    console.log('|---|---|---|---|---|---|');
    console.log(`| searches recorded (record(), memory) | ${INSIGHTS_BENCH.searches} | ${searchesMs.toFixed(0)} ms | ${Math.round((INSIGHTS_BENCH.searches / searchesMs) * 60_000)}/min | ${searches} stored (${pendingAtClose} were pending at close) | ${(percentile(recordTimes, 0.5) * 1000).toFixed(1)} µs / ${(percentile(recordTimes, 0.99) * 1000).toFixed(1)} µs |`);
    console.log(`| click events, one POST /1/events each, ${INSIGHTS_BENCH.parallelRequests} in flight | ${INSIGHTS_BENCH.events} | ${eventsMs.toFixed(0)} ms | ${Math.round((INSIGHTS_BENCH.events / eventsMs) * 60_000)}/min | ${events} stored, ${failed} refused | |`);
    const lost = INSIGHTS_BENCH.searches - searches + (INSIGHTS_BENCH.events - events);
    console.log(lost === 0 && failed === 0 ? 'nothing lost across the restart' : `LOST ${lost} rows across the restart`);
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
}
