/**
 * Load and abuse bench (issue #12): site servers as `npm run serve` runs them, on loopback, side
 * by side with the server as the issue found it (bench/baseline.ts), so that figures from this
 * shared, loaded machine are read as ratios between servers measured minutes apart.
 *   - a busy day: 50 connections for 10 s over pages, assets, searches and bad requests
 *   - search alone at 50 connections: typed prefixes the cache has never seen, and repeated ones
 *   - a page asked for on a new connection while those typed prefixes run (a visitor arriving)
 *   - the same typed prefixes arriving at random at set rates (open loop), as from visitors typing
 *     independently: the rate up to which the p99 stays within the target
 *   - the home page alone with Brotli and uncompressed
 *   - one process against the same server in one process per core (node:cluster)
 *   - abuse (this server): heavy and bad bodies, the cache filled with large answers, a burst
 *     past the rate limit, slow-header clients; resident memory after start, load, abuse and 30 s idle
 * Every part is bounded in time. Never part of `npm test`.
 */
import {Agent} from 'node:http';
import {connect} from 'node:net';
import {LOCAL_SEARCH} from '../config/env';
import {SERVER_LIMITS} from '../server/limits';
import {autocannon, type AutocannonRequest, type AutocannonResult} from './autocannon';
import {openLoop, send, type OpenLoopResult} from './openLoop';
import {percentile} from './stats';
import {modalRequest} from './quality';
import {TYPED_PREFIXES} from './queries/typedPrefixes';
import type {ServerProcess} from './serverProcess';

export const LOAD_BENCH = {
  connections: 50,
  durationSeconds: 10,
  slowClients: 50,
  cacheFillers: 48,
  idleSeconds: 30,
  /** Searches per second of the open-loop runs, and how long each lasts. */
  openLoopRates: [200, 350, 500, 650],
  openLoopSeconds: 8,
  /** Visitors who open a new connection for a page while the typed prefixes run, and how often. */
  newVisitors: 20,
  newVisitorGapMs: 250,
  /** Connections searching at once in the abuse runs: more than the server lets wait (maxWaitingSearches). */
  crowdConnections: 600,
} as const;

/** The issue's targets, printed beside the figures. */
export const LOAD_TARGETS = {mixP99Ms: 300, mixThroughputRatio: 5, searchP99Ms: 50, rssRatio: 1.5} as const;

const AUTH = `x-algolia-api-key=${LOCAL_SEARCH.searchApiKey}&x-algolia-application-id=${LOCAL_SEARCH.appId}`;
const QUERIES_PATH = `/1/indexes/*/queries?${AUTH}`;
const BROWSER = {'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*'};

const searchBody = (query: string, hitsPerPage = 20) =>
  JSON.stringify({requests: [{...modalRequest(query), indexName: LOCAL_SEARCH.indexName, hitsPerPage}]});

const search = (body: string): AutocannonRequest => ({
  method: 'POST',
  path: QUERIES_PATH,
  headers: {'content-type': 'text/plain', ...BROWSER},
  body,
});

/** What visitors ask for, and what scanners and broken clients send alongside. */
const MIX: AutocannonRequest[] = [
  {path: '/', headers: BROWSER},
  {path: '/docs/development/getting-started/installation-guide', headers: BROWSER},
  {path: '/pricing', headers: BROWSER},
  {path: '/extensions', headers: BROWSER},
  {path: '/img/logo.svg', headers: BROWSER},
  search(searchBody('install')),
  search(searchBody('cart')),
  search(searchBody('deploy merchantry')),
  {path: '/wp-login.php', headers: BROWSER},
  {path: '/pricing/', headers: BROWSER},
  search('{"requests":[{"indexName":'),
];

/** The typed prefixes' bodies in turn from `offset`, round the list. */
function prefixBodies(offset: number): () => string {
  let next = offset;
  return () => searchBody(TYPED_PREFIXES[next++ % TYPED_PREFIXES.length]!);
}

/**
 * One request whose body moves on to the next typed prefix on every send, across connections,
 * starting at `offset`.
 */
function typedPrefixes(offset = 0): AutocannonRequest {
  const nextBody = prefixBodies(offset);
  return {
    ...search(searchBody(TYPED_PREFIXES[0]!)),
    setupRequest: (request) => ({...request, body: nextBody()}),
  };
}

/**
 * Pages asked for on new connections while 50 connections send typed prefixes new to the cache:
 * how long a visitor arriving at a busy server waits for a page (the accept queue,
 * search/DESIGN.md "Searches take turns"). The load outlasts the last visitor's arrival by a few
 * seconds, so a long wait shows as one.
 */
async function newVisitors(servers: LabelledServer[]): Promise<void> {
  const {connections, newVisitors: visitors, newVisitorGapMs: gapMs} = LOAD_BENCH;
  console.log(`\n| a page on a new connection while ${connections} connections search (${visitors} visitors, ${gapMs} ms apart) | server | p50 | max | errors |`);
  console.log('|---|---|---|---|---|');
  for (const [index, {label, server}] of servers.entries()) {
    const load = autocannon({
      url: server.base,
      connections,
      duration: (visitors * gapMs) / 1000 + 5,
      requests: [typedPrefixes(1000 + index * 2000)],
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const waits: Array<Promise<{ms: number; status: number}>> = [];
    for (let visitor = 0; visitor < visitors; visitor += 1) {
      // An agent of its own: a new connection, as a visitor's first request opens.
      const agent = new Agent();
      waits.push(send(new URL(server.base), {method: 'GET', path: '/pricing', headers: BROWSER}, agent).finally(() => agent.destroy()));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    const answers = await Promise.all(waits);
    await load;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const errors = answers.filter(({status}) => status !== 200).length;
    console.log(`| pricing page | ${label} | ${ms(percentile(times, 0.5))} | ${ms(times.at(-1)!)} | ${errors} |`);
  }
}

/**
 * Typed prefixes arriving at random, at each rate in turn, on each server (order alternating per
 * rate); each run starts further along the prefixes, so that its bodies are new to the caches.
 */
async function openLoopSearches(servers: LabelledServer[]): Promise<void> {
  console.log(`\n| search, typed prefixes new to the cache, arriving at random (${LOAD_BENCH.openLoopSeconds} s per rate) | server | sent | p50 | p99 | max | errors |`);
  console.log('|---|---|---|---|---|---|---|');
  const withinTarget = new Map<string, number>();
  for (const [index, rate] of LOAD_BENCH.openLoopRates.entries()) {
    const order = index % 2 === 0 ? servers : [...servers].reverse();
    const results = new Map<string, OpenLoopResult>();
    for (const [position, {label, server}] of order.entries()) {
      const nextBody = prefixBodies(2000 + (index * order.length + position) * 1000);
      results.set(
        label,
        await openLoop({
          base: server.base,
          ratePerSecond: rate,
          durationSeconds: LOAD_BENCH.openLoopSeconds,
          connections: LOAD_BENCH.connections,
          next: () => ({method: 'POST', path: QUERIES_PATH, headers: {'content-type': 'text/plain', ...BROWSER}, body: nextBody()}),
        }),
      );
    }
    for (const {label} of servers) {
      const result = results.get(label)!;
      if (result.errors === 0 && result.p99 <= LOAD_TARGETS.searchP99Ms) withinTarget.set(label, rate);
      console.log(`| ${rate} searches/s | ${label} | ${result.sent} | ${ms(result.p50)} | ${ms(result.p99)} | ${ms(result.max)} | ${result.errors} |`);
    }
  }
  const highest = servers.map(({label}) => `${label} ${withinTarget.has(label) ? `${withinTarget.get(label)}/s` : 'none'}`).join(', ');
  console.log(`\nHighest rate tried whose p99 stayed within ${LOAD_TARGETS.searchP99Ms} ms with no errors: ${highest}.`);
}

/** Rounds per server of the typed prefixes against this checkout's server and its fixed-answer variant. */
const FIXED_ANSWER_ROUNDS = 2;

/**
 * The typed prefixes at 50 connections against `now` and `fixed` (bench/fixedAnswerServer.ts: the
 * same server, its search thread answering from kept answers), in turns (now, fixed, fixed, now…)
 * after an unmeasured warm-up, each round further along the prefixes: what the search p99 would be
 * if the engine cost nothing.
 */
export async function searchWithoutEngineCost(now: LabelledServer, fixed: LabelledServer): Promise<void> {
  const scenario = `search, typed prefixes new to the cache, ${LOAD_BENCH.connections} connections, ${LOAD_BENCH.durationSeconds} s a round`;
  console.log(`\n| ${scenario} | server | req/s | p50 | p99 | max | 3xx/4xx | 5xx | errors | server CPU (cores) | CPU per request |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const p99s = new Map<string, number[]>([[now.label, []], [fixed.label, []]]);
  // Unmeasured first: a server's first searches compile the engine's code (and the variant's work
  // out its kept answers), which would otherwise land in the first round of each.
  for (const [position, {server}] of [now, fixed].entries()) {
    await autocannon({url: server.base, connections: LOAD_BENCH.connections, duration: LOAD_BENCH.durationSeconds / 2, requests: [typedPrefixes(5000 + position * 500)]});
  }
  for (let round = 0; round < FIXED_ANSWER_ROUNDS; round += 1) {
    for (const [position, {label, server}] of (round % 2 === 0 ? [now, fixed] : [fixed, now]).entries()) {
      const run = await measure({label: scenario, requests: () => [typedPrefixes(round * 2000 + position * 1000)]}, server);
      p99s.get(label)!.push(run.result.latency.p99);
      console.log(runRow(`round ${round + 1}`, label, run));
    }
  }
  const range = (label: string) => `${Math.min(...p99s.get(label)!)}–${Math.max(...p99s.get(label)!)} ms`;
  console.log(`\np99 ${range(now.label)} with the engine, ${range(fixed.label)} without its cost; target ${LOAD_TARGETS.searchP99Ms} ms.`);
}

interface Scenario {
  label: string;
  requests?: () => AutocannonRequest[];
  path?: string;
  headers?: Record<string, string>;
}

const SCENARIOS: Scenario[] = [
  {label: 'mix: pages, assets, searches, bad requests', requests: () => MIX},
  {label: `search, typed prefixes new to the cache (${TYPED_PREFIXES.length})`, requests: () => [typedPrefixes()]},
  {label: 'search, 3 repeated queries (cached)', requests: () => [search(searchBody('install')), search(searchBody('cart')), search(searchBody('deploy merchantry'))]},
  {label: 'home page, Brotli', path: '/', headers: {'accept-encoding': 'br'}},
  {label: 'home page, uncompressed', path: '/'},
];

export interface LabelledServer {
  label: string;
  server: ServerProcess;
}

interface Run {
  result: AutocannonResult;
  /** Cores the server kept busy on average (CPU time / wall time). */
  cores: number;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
const ratio = (value: number) => `${value.toFixed(2)}×`;

async function measure(scenario: Scenario, server: ServerProcess): Promise<Run> {
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const result = await autocannon({
    url: `${server.base}${scenario.path ?? ''}`,
    connections: LOAD_BENCH.connections,
    duration: LOAD_BENCH.durationSeconds,
    headers: scenario.headers,
    requests: scenario.requests?.(),
  });
  return {result, cores: (server.cpuMs() - cpuBefore) / (performance.now() - started)};
}

function runRow(scenario: string, server: string, {result, cores}: Run): string {
  const other = [result['3xx'] && `${result['3xx']} × 3xx`, result['4xx'] && `${result['4xx']} × 4xx`].filter(Boolean).join(', ') || '0';
  const cpuPerRequest = Number.isNaN(cores) ? 'n/a' : `${((cores * 1000) / result.requests.average).toFixed(2)} ms`;
  return `| ${scenario} | ${server} | ${result.requests.average.toFixed(0)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${ms(result.latency.max)} | ${other} | ${result['5xx']} | ${result.errors + result.timeouts} | ${Number.isNaN(cores) ? 'n/a' : cores.toFixed(2)} | ${cpuPerRequest} |`;
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

async function post(base: string, body: string): Promise<{status: number; bytes: number; ms: number}> {
  const started = performance.now();
  const response = await fetch(`${base}${QUERIES_PATH}`, {method: 'POST', body});
  const bytes = (await response.arrayBuffer()).byteLength;
  return {status: response.status, bytes, ms: performance.now() - started};
}

const HEAVY_BODY = JSON.stringify({
  requests: Array.from({length: 40}, () => ({indexName: LOCAL_SEARCH.indexName, query: 'e', hitsPerPage: 1000, attributesToRetrieve: ['*']})),
});

/** Bodies that once answered 500 or polluted the process (issue #12, findings 1 and 4). */
const BAD_BODIES = [
  `{"requests":[{"indexName":"${LOCAL_SEARCH.indexName}","query":"cart\\ud800"}]}`,
  `{"requests":[{"indexName":"${LOCAL_SEARCH.indexName}","query":"cart","filters":"${'('.repeat(4000)}language:en${')'.repeat(4000)}"}]}`,
  `{"requests":[{"indexName":"${LOCAL_SEARCH.indexName}","query":"cart","filters":"${'NOT '.repeat(10_000)}language:en"}]}`,
  `{"requests":[{"indexName":"${LOCAL_SEARCH.indexName}","query":"cart","attributesToHighlight":["__proto__.x"]}]}`,
  '{"requests":[{"indexName":',
];

/** Status counts, e.g. "48 × 200, 2 × 400". */
function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ');
}

async function inBatches<T>(count: number, batch: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += batch) {
    results.push(...(await Promise.all(Array.from({length: Math.min(batch, count - start)}, (_, i) => task(start + i)))));
  }
  return results;
}

/**
 * `servers`: the baseline first, then this checkout's server (search rate limit off: autocannon is
 * one client), then the same in a cluster; `limited`: this checkout's server with the default limit.
 */
export async function runLoadBench(servers: {then: LabelledServer; now: LabelledServer; cluster: LabelledServer}, limited: ServerProcess): Promise<void> {
  const {then, now, cluster} = servers;
  const rss = {thenStart: then.server.rssBytes(), nowStart: now.server.rssBytes()};
  const runs = new Map<string, Map<string, Run>>();

  // With a fixed number of connections latency is connections ÷ throughput, and throughput is the
  // CPU share the server gets on a machine others load too; CPU per request is what it costs.
  console.log(`| scenario (${LOAD_BENCH.connections} connections, ${LOAD_BENCH.durationSeconds} s) | server | req/s | p50 | p99 | max | 3xx/4xx | 5xx | errors | server CPU (cores) | CPU per request |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [index, scenario] of SCENARIOS.entries()) {
    // Alternate the order so that a change in the machine's other load favours neither server.
    const order = index % 2 === 0 ? [then, now, cluster] : [cluster, now, then];
    const byServer = new Map<string, Run>();
    for (const {label, server} of order) byServer.set(label, await measure(scenario, server));
    runs.set(scenario.label, byServer);
    for (const {label} of [then, now, cluster]) console.log(runRow(scenario.label, label, byServer.get(label)!));
  }
  const rssAfterLoad = {then: then.server.rssBytes(), now: now.server.rssBytes()};

  console.log(`\n| against ${then.label} | req/s now ÷ then | p99 then → now | ${cluster.label}: req/s ÷ one process | target |`);
  console.log('|---|---|---|---|---|');
  const [mix, typed] = SCENARIOS;
  for (const scenario of SCENARIOS) {
    const byServer = runs.get(scenario.label)!;
    const [a, b, c] = [then, now, cluster].map(({label}) => byServer.get(label)!.result);
    const target =
      scenario === mix
        ? `p99 ≤ ${LOAD_TARGETS.mixP99Ms} ms, ≥ ${LOAD_TARGETS.mixThroughputRatio}× req/s, 0 errors`
        : scenario === typed
          ? `p99 ≤ ${LOAD_TARGETS.searchP99Ms} ms`
          : '';
    console.log(`| ${scenario.label} | ${ratio(b!.requests.average / a!.requests.average)} | ${ms(a!.latency.p99)} → ${ms(b!.latency.p99)} | ${ratio(c!.requests.average / b!.requests.average)} | ${target} |`);
  }

  await newVisitors([then, now]);
  await openLoopSearches([then, now]);

  console.log(`\n| abuse | server | answers | time | bytes |`);
  console.log('|---|---|---|---|---|');
  const heavyThen = await post(then.server.base, HEAVY_BODY);
  console.log(`| 40 queries × hitsPerPage 1000 | ${then.label} | ${heavyThen.status} | ${ms(heavyThen.ms)} | ${heavyThen.bytes} |`);
  const heavyNow = await inBatches(10, 10, () => post(now.server.base, HEAVY_BODY));
  console.log(`| 40 queries × hitsPerPage 1000, 10 at once | ${now.label} | ${statusCounts(heavyNow.map((r) => r.status))} | ${ms(Math.max(...heavyNow.map((r) => r.ms)))} | ${heavyNow[0]!.bytes} each |`);

  // Distinct answers as large as the budget allows, each cacheable: the cache's byte bound must hold.
  const fillers = await inBatches(LOAD_BENCH.cacheFillers, 4, (i) =>
    post(now.server.base, JSON.stringify({requests: [{indexName: LOCAL_SEARCH.indexName, query: TYPED_PREFIXES[i]!, hitsPerPage: 1000, attributesToRetrieve: ['*']}]})),
  );
  console.log(`| ${LOAD_BENCH.cacheFillers} distinct 1000-hit queries (cache ${SERVER_LIMITS.search.cacheBytes / 1024 / 1024} MB, answers over ${SERVER_LIMITS.search.maxCachedResponseBytes / 1024} KB not kept) | ${now.label} | ${statusCounts(fillers.map((r) => r.status))} | ${ms(fillers.reduce((sum, r) => sum + r.ms, 0))} in all | up to ${Math.max(...fillers.map((r) => r.bytes))} |`);

  // More searches at once than the server lets wait: those past the queue are turned away at once.
  const crowd = await autocannon({
    url: now.server.base,
    connections: LOAD_BENCH.crowdConnections,
    duration: LOAD_BENCH.durationSeconds / 2,
    requests: [typedPrefixes(5000)],
  });
  console.log(
    `| ${LOAD_BENCH.crowdConnections} connections sending new typed prefixes (the server lets ${SERVER_LIMITS.search.maxWaitingSearches} wait) | ${now.label} | ` +
      `${crowd['2xx']} × 2xx, ${crowd['5xx']} × 5xx, ${crowd.errors} errors, p50 ${ms(crowd.latency.p50)}, p99 ${ms(crowd.latency.p99)} | ${LOAD_BENCH.durationSeconds / 2} s | |`,
  );

  const bad = await autocannon({
    url: now.server.base,
    connections: LOAD_BENCH.connections,
    duration: LOAD_BENCH.durationSeconds / 2,
    requests: BAD_BODIES.map((body) => search(body)),
  });
  console.log(`| bad bodies (lone surrogate, deep filters, __proto__, torn JSON), ${LOAD_BENCH.connections} connections | ${now.label} | ${bad['4xx']} × 4xx, ${bad['5xx']} × 5xx, ${bad['2xx']} × 2xx, ${bad.errors} errors | ${LOAD_BENCH.durationSeconds / 2} s | |`);

  const burst = (SERVER_LIMITS.search.rateLimit ? SERVER_LIMITS.search.rateLimit.max : 300) + 20;
  const started = performance.now();
  const statuses = await Promise.all(Array.from({length: burst}, () => post(limited.base, searchBody('cart')).then((r) => r.status)));
  console.log(`| ${burst} searches from one IP at once | ${now.label}, default limit | ${statusCounts(statuses)} | ${ms(performance.now() - started)} | |`);

  // From a second address (the first has spent its allowance): the largest searches a request may
  // ask for, one after another, each new to the cache, past the hits a client may ask for in a window.
  const {rateLimit, hitsPerAllowedSearch, maxHitsPerRequest} = SERVER_LIMITS.search;
  const hitsAllowance = rateLimit ? rateLimit.max * hitsPerAllowedSearch : 0;
  const heavyCount = Math.floor(hitsAllowance / maxHitsPerRequest) + 5;
  const heavyStarted = performance.now();
  const heavyStatuses: number[] = [];
  for (let i = 0; i < heavyCount; i += 1) {
    const body = JSON.stringify({requests: [{indexName: LOCAL_SEARCH.indexName, query: TYPED_PREFIXES[TYPED_PREFIXES.length - 1 - i]!, hitsPerPage: maxHitsPerRequest}]});
    const {status} = await send(new URL(limited.base), {method: 'POST', path: QUERIES_PATH, headers: {'content-type': 'text/plain'}, body, localAddress: '127.0.0.2'});
    heavyStatuses.push(status);
  }
  console.log(`| ${heavyCount} searches of ${maxHitsPerRequest} hits from one IP (allowance ${hitsAllowance} hits a window) | ${now.label}, default limit | ${statusCounts(heavyStatuses)} | ${ms(performance.now() - heavyStarted)} | |`);

  const closedAfter = await slowHeaderClients(Number(new URL(now.server.base).port), LOAD_BENCH.slowClients);
  console.log(`| ${LOAD_BENCH.slowClients} slow-header connections | ${now.label} | all closed (408) | ${closedAfter.toFixed(1)} s (headers timeout ${SERVER_LIMITS.http.headersTimeoutMs / 1000} s) | |`);

  const rssAfterAbuse = {then: then.server.rssBytes(), now: now.server.rssBytes()};
  // Right after a burst the heap is as large as V8 grew it for the load; after an idle spell V8's
  // memory reducer has had its chance to give garbage back, so what is left is what the server keeps.
  await new Promise((resolve) => setTimeout(resolve, LOAD_BENCH.idleSeconds * 1000));
  const rssIdle = {then: then.server.rssBytes(), now: now.server.rssBytes()};
  // The same load again: memory that keeps growing is a leak, memory that stays is the heap V8 sized for the load.
  await measure(mix!, now.server);
  const rssAgain = now.server.rssBytes();
  const idle = `after ${LOAD_BENCH.idleSeconds} s idle`;
  console.log(`\n| resident memory | after start | after load | after abuse | ${idle} | after the mix again | ÷ after start: after abuse, ${idle} | target |`);
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(`| ${then.label} (abuse: the one heavy body) | ${mb(rss.thenStart)} | ${mb(rssAfterLoad.then)} | ${mb(rssAfterAbuse.then)} | ${mb(rssIdle.then)} | | ${ratio(rssAfterAbuse.then / rss.thenStart)}, ${ratio(rssIdle.then / rss.thenStart)} | |`);
  console.log(`| ${now.label} | ${mb(rss.nowStart)} | ${mb(rssAfterLoad.now)} | ${mb(rssAfterAbuse.now)} | ${mb(rssIdle.now)} | ${mb(rssAgain)} | ${ratio(rssAfterAbuse.now / rss.nowStart)}, ${ratio(rssIdle.now / rss.nowStart)} | ≤ ${LOAD_TARGETS.rssRatio}× |`);
}
