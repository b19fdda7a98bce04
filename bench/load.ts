/**
 * Load and abuse bench (issue #12): the site server as `npm run serve` runs it, on loopback.
 *   - a busy day: 50 connections for 10 s over a mix of pages, assets and searches
 *   - the home page alone with Brotli (precompressed copies against on-the-fly compression)
 *   - abuse: the 40 × 1000-hit body, a burst past the search rate limit, and slow-header clients
 * Every part is bounded in time. Never part of `npm test`.
 */
import {createRequire} from 'node:module';
import {connect} from 'node:net';
import {SERVER_LIMITS} from '../server/limits';

interface AutocannonResult {
  requests: {average: number};
  latency: {p50: number; p99: number};
  non2xx: number;
  errors: number;
}
type AutocannonRequest = {method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string};
type Autocannon = (options: {url: string; connections: number; duration: number; headers?: Record<string, string>; requests?: AutocannonRequest[]}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const LOAD_BENCH = {connections: 50, durationSeconds: 10, slowClients: 50} as const;

const AUTH = 'x-algolia-api-key=merchantry-local-search&x-algolia-application-id=MERCHANTRY';
const BROWSER = {'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*'};

const search = (query: string, hitsPerPage = 20) => ({
  method: 'POST' as const,
  path: `/1/indexes/*/queries?${AUTH}`,
  headers: {'content-type': 'text/plain', ...BROWSER},
  body: JSON.stringify({requests: [{indexName: 'merchantry', query, hitsPerPage, attributesToSnippet: ['content:10']}]}),
});

const MIX: AutocannonRequest[] = [
  {path: '/', headers: BROWSER},
  {path: '/docs/development/getting-started/installation-guide', headers: BROWSER},
  {path: '/pricing', headers: BROWSER},
  {path: '/extensions', headers: BROWSER},
  {path: '/img/logo.svg', headers: BROWSER},
  search('install'),
  search('cart'),
  search('deploy merchantry'),
];

const ms = (value: number) => `${Math.round(value)} ms`;

function row(label: string, result: AutocannonResult): string {
  return `| ${label} | ${result.requests.average.toFixed(0)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${result.non2xx} | ${result.errors} |`;
}

/** Opens `count` connections that never finish their headers; resolves with the seconds until the last was closed. */
export function slowHeaderClients(port: number, count: number): Promise<number> {
  const started = performance.now();
  return Promise.all(
    Array.from(
      {length: count},
      () =>
        new Promise<void>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
          // Read the 408 so the socket sees the server's end and closes.
          socket.resume();
          socket.on('close', () => resolve());
          socket.on('error', () => undefined);
        }),
    ),
  ).then(() => (performance.now() - started) / 1000);
}

/** `base` serves with the search rate limit off (SEARCH_RATE_LIMIT=0); `limitedBase` with the default. */
export async function runLoadBench(base: string, limitedBase: string): Promise<void> {
  console.log(`| load (${LOAD_BENCH.connections} connections, ${LOAD_BENCH.durationSeconds} s) | req/s | p50 | p99 | non-2xx | errors |`);
  console.log('|---|---|---|---|---|---|');
  console.log(row('mix of pages, assets, searches', await autocannon({url: base, connections: LOAD_BENCH.connections, duration: LOAD_BENCH.durationSeconds, requests: MIX})));
  console.log(row('home page, Brotli', await autocannon({url: `${base}/`, connections: LOAD_BENCH.connections, duration: LOAD_BENCH.durationSeconds, headers: {'accept-encoding': 'br'}})));
  console.log(row('home page, uncompressed', await autocannon({url: `${base}/`, connections: LOAD_BENCH.connections, duration: LOAD_BENCH.durationSeconds})));

  console.log('\n| abuse | answer | time | bytes |');
  console.log('|---|---|---|---|');
  const heavy = {requests: Array.from({length: 40}, () => ({indexName: 'merchantry', query: 'e', hitsPerPage: 1000, attributesToRetrieve: ['*']}))};
  let started = performance.now();
  const heavyResponse = await fetch(`${base}/1/indexes/*/queries?${AUTH}`, {method: 'POST', body: JSON.stringify(heavy)});
  const heavyBody = await heavyResponse.arrayBuffer();
  console.log(`| 40 queries × hitsPerPage 1000 | ${heavyResponse.status} | ${ms(performance.now() - started)} | ${heavyBody.byteLength} |`);

  const burst = (SERVER_LIMITS.search.rateLimit ? SERVER_LIMITS.search.rateLimit.max : 300) + 20;
  started = performance.now();
  const statuses = await Promise.all(
    Array.from({length: burst}, () => fetch(`${limitedBase}/1/indexes/*/queries?${AUTH}`, {method: 'POST', body: search('cart').body}).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    })),
  );
  const limited = statuses.filter((status) => status === 429).length;
  console.log(`| ${burst} searches from one IP at once | ${limited} × 429, ${statuses.filter((s) => s === 200).length} × 200 | ${ms(performance.now() - started)} | |`);

  const port = Number(new URL(base).port);
  const closedAfter = await slowHeaderClients(port, LOAD_BENCH.slowClients);
  console.log(`| ${LOAD_BENCH.slowClients} slow-header connections | all closed (408) | ${closedAfter.toFixed(1)} s (headers timeout ${SERVER_LIMITS.http.headersTimeoutMs / 1000} s) | |`);
}
