/**
 * Search benchmark (`npm run bench`, or `npx tsx bench/search.ts` alone). For the site's own index
 * and for a synthetic index of 100 000 records it prints: engine p50/p99 latency over a fixed query
 * list, index build time and memory, and server requests/second and p99 under 50 concurrent
 * connections on loopback (autocannon, server in a child process), with the response cache off
 * and on. It then scores the developer query set per half (bench/quality.ts) for the site's
 * search, strict Algolia ranking and MiniSearch defaults. Never part of `npm test`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import Fastify from 'fastify';
import {docSearchModalRequest} from '../search/docSearchModalRequest';
import {SearchEngine} from '../search/engine/index';
import {seededRandom} from '../search/seededRandom';
import {SearchRecorder} from '../search/insights/searchRecorder';
import {InsightsStore} from '../search/insights/store';
import {SITE_SEARCH_SETTINGS} from '../search/siteSettings';
import {siteSynonymsFor} from '../search/siteSynonyms';
import type {DocSearchRecord} from '../search/records';
import {SearchStore} from '../search/store';
import {SERVER_LIMITS} from '../server/limits';
import {searchRoutes} from '../server/routes/search';
import {autocannon} from './autocannon';
import {evaluateQuality, miniSearchIndex, printQuality} from './quality';
import {DEVELOPER_QUERIES, HALF_LABELS, type Half} from './queries/developerQueries';
import {TYPED_PREFIXES} from './queries/typedPrefixes';
import {siteRecords} from './siteRecords';
import {mean, percentile} from './stats';


const ROOT = path.resolve(import.meta.dirname, '..');
const SYNTHETIC_RECORDS = 100_000;
const SYNTHETIC_SEED = 20_251_121;
const APP_ID = 'BENCH';
const SEARCH_KEY = 'bench-search-key';
const INDEX = 'bench';

export const SEARCH_BUDGETS = {siteP99Ms: 5, syntheticP99Ms: 50} as const;

const BENCH_SETTINGS = {
  /** Measured rounds over the query list, after warm-up rounds. */
  rounds: 20,
  warmupRounds: 3,
  connections: 50,
  durationSeconds: 8,
} as const;

// ---------------------------------------------------------------------------------------------
// Records.

const COMMON_WORDS = (
  'the and to of a in is for on with that by this you it as are be from or your can an at when each store order product cart ' +
  'page theme module server config install build run deploy admin customer payment shipping price stock event route query data ' +
  'field type value list create update delete file folder extension widget component request response token cache database table'
).split(' ');
const SYLLABLES = 'ka lo mer chan try ser ver da ta pro duct ni mo ra te vi sa lu pe co ro mi na ge fi bo tu le ha si'.split(' ');
const SECTIONS = ['Getting started', 'Knowledge base', 'Extensions', 'Themes', 'Advanced', 'Deployment', 'API reference', 'Guides', 'Blog', 'Recipes', 'Operations', 'Security'];

/** 4 000 words: the common ones first, then made-up ones; picks follow a power law. */
function vocabulary(next: () => number): string[] {
  const words = new Set(COMMON_WORDS);
  while (words.size < 4000) {
    const count = 2 + Math.floor(next() * 3);
    let word = '';
    for (let i = 0; i < count; i += 1) word += SYLLABLES[Math.floor(next() * SYLLABLES.length)]!;
    words.add(word);
  }
  return [...words];
}

export function syntheticRecords(count = SYNTHETIC_RECORDS, seed = SYNTHETIC_SEED): DocSearchRecord[] {
  const next = seededRandom(seed);
  const words = vocabulary(next);
  const pick = (): string => words[Math.floor(Math.pow(next(), 2.5) * words.length)]!;
  const phrase = (min: number, max: number): string => {
    const length = min + Math.floor(next() * (max - min + 1));
    const out: string[] = [];
    for (let i = 0; i < length; i += 1) out.push(pick());
    const text = out.join(' ');
    return text[0]!.toUpperCase() + text.slice(1);
  };
  const records: DocSearchRecord[] = [];
  for (let page = 0; records.length < count; page += 1) {
    const pageUrl = `https://bench.example/docs/page-${page}`;
    const hierarchy = {lvl0: SECTIONS[page % SECTIONS.length]!, lvl1: phrase(2, 5), lvl2: null as string | null, lvl3: null as string | null, lvl4: null, lvl5: null, lvl6: null};
    let anchor: string | null = null;
    for (let position = 0; position < 20 && records.length < count; position += 1) {
      let type: DocSearchRecord['type'] = 'content';
      let content: string | null = phrase(15, 60) + '.';
      if (position === 0) {
        type = 'lvl1';
        content = null;
      } else if (position % 4 === 1) {
        const level = next() < 0.7 ? 2 : 3;
        if (level === 2) {
          hierarchy.lvl2 = phrase(1, 4);
          hierarchy.lvl3 = null;
        } else {
          hierarchy.lvl3 = phrase(1, 4);
        }
        anchor = `section-${position}`;
        type = level === 2 ? 'lvl2' : 'lvl3';
        content = null;
      }
      records.push({
        objectID: `${page}-${position}`,
        type,
        hierarchy: {...hierarchy},
        content,
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        url_without_anchor: pageUrl,
        anchor,
        weight: {pageRank: 0, level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)), position},
        language: 'en',
        docusaurus_tag: 'docs-default-current',
      });
    }
  }
  return records;
}

/** Queries over the synthetic vocabulary: frequent, rare, prefixes, typos, several words. */
function syntheticQueries(seed = SYNTHETIC_SEED): string[] {
  const words = vocabulary(seededRandom(seed));
  const mid = words.slice(100, 140);
  const typo = (word: string) => (word.length > 4 ? word[0]! + word[2]! + word[1]! + word.slice(3) : `${word}x`);
  return [
    'the', 'install', 'product', 'cart order', words[60]!, words[900]!, words[2500]!, words[3900]!,
    'c', 'co', 'con', 'conf', 'confi', mid[0]!.slice(0, 2), mid[1]!.slice(0, 3), mid[2]!.slice(0, 4),
    typo(mid[3]!), typo(mid[4]!), typo(words[700]!), `${mid[5]} ${mid[6]}`, `${mid[7]} ${mid[8]!.slice(0, 3)}`,
    `the ${mid[9]} ${mid[10]}`, `${mid[11]} ${mid[12]} ${mid[13]} ${mid[14]}`, `"${mid[15]} ${mid[16]}"`, `${mid[17]} -${mid[18]}`,
    `${words[3000]} ${words[3100]}`, 'payment shipping', 'deploy server config', mid[19]!, mid[20]!,
  ];
}

const SITE_QUERIES = [
  'i', 'in', 'ins', 'inst', 'insta', 'instal', 'install', 'installation guide', 'instalation', 'deploy aws', 'getValue', 'graphql schema',
  'cron', 'stripe payment gateway', 'configuration', 'migrat', 'postgres', 'docker compose', 'extension', 'widget', 'theme', 'cart api',
  'admin token', 'react', 'node 20', 'fast refresh', 'middleware order', 'translation csv', 'tailwind', '"route.json"',
];

/** The modal's request (search-protocol.md §1.2): what every keystroke costs. */
const modalRequest = (query: string): Record<string, unknown> => docSearchModalRequest(query, INDEX);

// ---------------------------------------------------------------------------------------------
// Measurements.

function gcFunction(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const ms = (value: number): string => `${value.toFixed(2)} ms`;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface EngineFigures {
  buildMs: number;
  heapBytes: number;
  p50: number;
  p99: number;
  engine: SearchEngine;
}

function measureEngine(records: readonly DocSearchRecord[], queries: readonly string[]): EngineFigures {
  // The site server's synonyms (the stem groups are search:push's), built before the engine's clock
  // and heap count.
  const synonyms = siteSynonymsFor(records);
  const gc = gcFunction();
  gc();
  // Postings and scratch live in ArrayBuffers, outside the JS heap: count both.
  const memory = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external;
  };
  const heapBefore = memory();
  const started = performance.now();
  const engine = new SearchEngine(records, SITE_SEARCH_SETTINGS, {synonyms, localRanking: true});
  const buildMs = performance.now() - started;
  gc();
  const heapBytes = memory() - heapBefore;
  // No forced collection between warm-up and measurement: with a full gc() there, the slowest
  // searches (2-4 times the rest) were all in the first measured round, whatever the query, and a
  // server never forces one between two searches.
  for (let round = 0; round < BENCH_SETTINGS.warmupRounds; round += 1) for (const query of queries) engine.searchRequest(modalRequest(query), INDEX);
  const times: number[] = [];
  for (let round = 0; round < BENCH_SETTINGS.rounds; round += 1) {
    for (const query of queries) {
      const t0 = performance.now();
      engine.searchRequest(modalRequest(query), INDEX);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return {buildMs, heapBytes, p50: percentile(times, 0.5), p99: percentile(times, 0.99), engine};
}

/** Rounds of the typed prefixes through each system, in turn within a round. */
const PREFIX_ROUNDS = 2;

/**
 * Every typed prefix (bench/queries/typedPrefixes.ts, searches new to any cache) through this
 * engine and through MiniSearch, with its defaults and with the options its README gives for search
 * as you type. The systems take turns within each round, in the opposite order the next round, so
 * that the shared machine's load falls on all alike. This engine answers the modal's whole request
 * (typo tolerance, highlights, snippets, local mode's re-ranking), from a fresh engine each round as
 * the load bench's new prefixes find the server; MiniSearch returns scored ids only.
 */
function compareTypedPrefixes(records: readonly DocSearchRecord[]): string[] {
  const mini = miniSearchIndex(records);
  const synonyms = siteSynonymsFor(records);
  const systems: {label: string; searcher: () => (query: string) => unknown; times: number[]}[] = [
    {
      label: "this engine, the modal's request",
      searcher: () => {
        const engine = new SearchEngine(records, SITE_SEARCH_SETTINGS, {synonyms, localRanking: true});
        return (query) => engine.searchRequest(modalRequest(query), INDEX);
      },
      times: [],
    },
    {label: 'MiniSearch, defaults (whole words)', searcher: () => (query) => mini.search(query), times: []},
    {label: 'MiniSearch, `prefix: true, fuzzy: 0.2`', searcher: () => (query) => mini.search(query, {prefix: true, fuzzy: 0.2}), times: []},
  ];
  for (let round = 0; round < PREFIX_ROUNDS; round += 1) {
    for (const system of round % 2 === 0 ? systems : [...systems].reverse()) {
      const search = system.searcher();
      for (const query of TYPED_PREFIXES) {
        const t0 = performance.now();
        search(query);
        system.times.push(performance.now() - t0);
      }
    }
  }
  const ours = mean(systems[0]!.times);
  return [
    `\nTyped prefixes (${TYPED_PREFIXES.length}, each new to the caches), ${PREFIX_ROUNDS} rounds, the systems in turn`,
    "| system | mean | p50 | p99 | its mean ÷ this engine's |",
    '|---|---|---|---|---|',
    ...systems.map(({label, times}) => {
      const sorted = [...times].sort((a, b) => a - b);
      return `| ${label} | ${ms(mean(times))} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.99))} | ${(mean(times) / ours).toFixed(2)} |`;
    }),
  ];
}

interface ServerFigures {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Starts `bench/search.ts --serve <source>` and resolves with its port once it listens. */
function startServer(source: string, cacheSize: number, record: boolean): Promise<{child: ChildProcess; port: number}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/search.ts'), '--serve', source, '--cache', String(cacheSize), ...(record ? ['--record'] : [])], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({input: child.stdout});
    lines.on('line', (line) => {
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) resolve({child, port: Number(match[1])});
    });
    child.on('exit', (code) => reject(new Error(`bench: the search server exited with code ${code}`)));
  });
}

async function measureServer(source: string, queries: readonly string[], cacheSize: number, record = false): Promise<ServerFigures> {
  const {child, port} = await startServer(source, cacheSize, record);
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: BENCH_SETTINGS.connections,
      duration: BENCH_SETTINGS.durationSeconds,
      requests: queries.map((query) => ({
        method: 'POST' as const,
        path: `/1/indexes/*/queries?x-algolia-api-key=${SEARCH_KEY}&x-algolia-application-id=${APP_ID}`,
        headers: {'content-type': 'text/plain', accept: 'application/json'},
        body: JSON.stringify({requests: [modalRequest(query)]}),
      })),
    });
    return {requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors};
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
}

/** `--serve <records.json | synthetic>`: the child side of `measureServer`. */
async function serve(source: string, cacheSize: number, record: boolean): Promise<void> {
  const records = source === 'synthetic' ? syntheticRecords() : (JSON.parse(readFileSync(source, 'utf8')) as DocSearchRecord[]);
  const store = await SearchStore.open({dataDir: null, localRanking: true});
  store.replaceIndex(INDEX, records, SITE_SEARCH_SETTINGS, {kind: 'api'}, siteSynonymsFor(records));
  store.engine(INDEX);
  const app = Fastify();
  // With --record, every answered search goes to the insights recorder, as in the site server.
  const insightsDir = record ? mkdtempSync(path.join(tmpdir(), 'bench-insights-')) : null;
  const recorder = insightsDir ? new SearchRecorder(InsightsStore.open(insightsDir)) : null;
  await app.register(searchRoutes, {
    store,
    appId: APP_ID,
    searchApiKey: SEARCH_KEY,
    allowedOrigins: [],
    limits: {cacheEntries: cacheSize, rateLimit: false},
    ...(recorder && {onSearch: (answered) => recorder.record(answered)}),
  });
  app.addHook('onClose', async () => {
    recorder?.close();
    if (insightsDir) rmSync(insightsDir, {recursive: true, force: true});
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  console.log(`LISTENING ${(app.server.address() as {port: number}).port}`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

// ---------------------------------------------------------------------------------------------

function engineRow(label: string, figures: EngineFigures, budget: number, records: number): string {
  return `| ${label} | ${records} | ${ms(figures.buildMs)} | ${mb(figures.heapBytes)} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${figures.p99 <= budget ? 'ok' : 'OVER'} (≤ ${budget} ms) |`;
}

function serverRow(label: string, figures: ServerFigures): string {
  return `| ${label} | ${Math.round(figures.requestsPerSecond)} | ${figures.p99} ms | ${figures.non2xx} | ${figures.errors} |`;
}

/** `withServer: false` (`--only=engine`) skips the server runs, which load both cores for a minute. */
export async function runSearchBench({withServer = true}: {withServer?: boolean} = {}): Promise<void> {
  const siteIndex = await siteRecords();
  const engineRows: string[] = [];
  const prefixRows: string[] = [];
  const serverRows: string[] = [];
  let siteFigures: EngineFigures | null = null;

  if (siteIndex) {
    console.log(`Site index: ${siteIndex.records.length} records from ${siteIndex.source}`);
    siteFigures = measureEngine(siteIndex.records, SITE_QUERIES);
    engineRows.push(engineRow('site', siteFigures, SEARCH_BUDGETS.siteP99Ms, siteIndex.records.length));
    // Long question-style queries cost the most; reported beside the budgeted typed prefixes.
    const developer = measureEngine(siteIndex.records, DEVELOPER_QUERIES.map((entry) => entry.query));
    engineRows.push(engineRow('site, developer queries', developer, SEARCH_BUDGETS.siteP99Ms, siteIndex.records.length));
    prefixRows.push(...compareTypedPrefixes(siteIndex.records));
  } else {
    console.log('Site index: skipped (no .data/search/records.json and no build/; run npm run build, then npm run search:index)');
  }
  // Made after the site's runs: every full collection during them would otherwise mark the
  // 100,000 records too (site p99 4.8–5.2 ms in three runs with them in the heap; the same searches
  // in a process without them, 2.3–2.9 ms).
  const synthetic = syntheticRecords();
  const syntheticFigures = measureEngine(synthetic, syntheticQueries());
  engineRows.push(engineRow('synthetic', syntheticFigures, SEARCH_BUDGETS.syntheticP99Ms, synthetic.length));
  // Free the engines before the server runs start their own copies.
  syntheticFigures.engine = undefined as unknown as SearchEngine;

  console.log('\n| index | records | build | heap | engine p50 | engine p99 | budget |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of engineRows) console.log(row);
  for (const row of prefixRows) console.log(row);

  // Without the response cache every request is searched; with it (the server's default),
  // repeated bodies — every visitor typing the same prefixes — are answered from memory.
  if (!withServer) {
    if (siteIndex) printQuality(evaluateQuality(siteIndex.records), missesHalf());
    return;
  }
  for (const [label, cacheSize] of [['searched', 0], ['cached', SERVER_LIMITS.search.cacheEntries]] as const) {
    if (siteIndex?.file) serverRows.push(serverRow(`site, ${label}`, await measureServer(siteIndex.file, SITE_QUERIES, cacheSize)));
    // The same with searches recorded for insights, as the site server runs in local mode.
    if (siteIndex?.file) serverRows.push(serverRow(`site, ${label}, recording`, await measureServer(siteIndex.file, SITE_QUERIES, cacheSize, true)));
    serverRows.push(serverRow(`synthetic, ${label}`, await measureServer('synthetic', syntheticQueries(), cacheSize)));
  }
  console.log(`\nServer: POST /1/indexes/*/queries (modal request), ${BENCH_SETTINGS.connections} connections, ${BENCH_SETTINGS.durationSeconds} s, loopback`);
  console.log('| index, responses | requests/s | p99 latency | non-2xx | errors |');
  console.log('|---|---|---|---|---|');
  for (const row of serverRows) console.log(row);
  if (siteIndex && !siteIndex.file) console.log('(site server run skipped: it needs .data/search/records.json; run npm run search:index)');

  if (siteIndex) printQuality(evaluateQuality(siteIndex.records), missesHalf());
}

/**
 * `--misses=<half>` lists the misses of one of READ_HALVES, which relevance work may look at
 * (`tuning`, `heldOut`, the first held-out half, read since 2026-11-28, and so on); by default the
 * bench lists the newest blind set's, held-out 6's.
 */
function missesHalf(): Half {
  const asked = process.argv.find((arg) => arg.startsWith('--misses='))?.slice('--misses='.length);
  return asked !== undefined && asked in HALF_LABELS ? (asked as Half) : 'heldOut6';
}

/** `npm run bench -- --only=quality`: the query set alone, without latency and server runs. */
export async function runQualityBench(): Promise<void> {
  const siteIndex = await siteRecords();
  if (!siteIndex) {
    console.log('Search quality: skipped (no .data/search/records.json and no build/; run npm run build, then npm run search:index)');
    return;
  }
  console.log(`Site index: ${siteIndex.records.length} records from ${siteIndex.source}`);
  printQuality(evaluateQuality(siteIndex.records), missesHalf());
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.join(ROOT, 'bench/search.ts');
if (invokedDirectly) {
  const serveIndex = process.argv.indexOf('--serve');
  const cacheIndex = process.argv.indexOf('--cache');
  const cacheSize = cacheIndex >= 0 ? Number(process.argv[cacheIndex + 1]) : SERVER_LIMITS.search.cacheEntries;
  const run = serveIndex >= 0 ? serve(process.argv[serveIndex + 1]!, cacheSize, process.argv.includes('--record')) : runSearchBench();
  run.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
