/**
 * Lighthouse (12.8.2, the last release for Node 20), our routes and the stock Docusaurus classic
 * template's side by side in one run, mobile and desktop, median of `runs` audits with Debian's
 * Chromium. Absolute times move with the shared machine's load, so each of our routes is audited
 * beside a fresh audit of its stock counterpart and judged by the median of the pairs' ratios.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/chromium';
import {toolFile, toolRequire} from '../tools/install';
import {median} from './stats';

// Lighthouse runs through its own CLI in plain Node: under tsx, the functions it sends into the
// page carry tsx's `__name` helper and fail there. Both come from tools/bench (tools/install.ts).
const lighthouseCli = () => toolFile('bench', 'lighthouse/cli/index.js');

/** The part of chrome-launcher's API used here (typed here: the package is installed on demand). */
interface ChromeLauncher {
  launch(options: {chromePath?: string; chromeFlags?: string[]}): Promise<{port: number; kill(): void}>;
}

interface LighthouseResult {
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]} | undefined>;
  audits: Record<
    string,
    {score: number | null; numericValue?: number; details?: {items?: {resourceType?: string; transferSize?: number}[]}} | undefined
  >;
}

/** The categories whose every audit must pass; a failing one is named in the table. */
const SCORED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/** Stock routes: the classic template's home, first doc and blog. */
type StockRoute = '/' | '/docs/intro' | '/blog';

interface Route {
  path: string;
  /** The stock page of the same kind: site pages match its home, doc pages its first doc. */
  stock: StockRoute;
  kind: 'site' | 'guide' | 'api' | 'blog';
}

const ROUTES: Route[] = [
  {path: '/', stock: '/', kind: 'site'},
  {path: '/docs/development/getting-started/installation-guide', stock: '/docs/intro', kind: 'guide'},
  {path: '/docs/api/product', stock: '/docs/intro', kind: 'api'},
  // The entity page with the most operations (16): light API pages must stay light at any size.
  {path: '/docs/api/cart', stock: '/docs/intro', kind: 'api'},
  {path: '/search?q=install', stock: '/', kind: 'site'},
  {path: '/blog', stock: '/blog', kind: 'blog'},
  {path: '/extensions', stock: '/', kind: 'site'},
  {path: '/pricing', stock: '/', kind: 'site'},
];

/** The issue's targets: ratios to the matching stock route, since absolute times depend on the machine. */
const TARGETS = {tbtRatio: 0.6, lcpRatio: 0.6, cls: 0.01, score: 100, apiDomElements: 1500, apiTbtToGuide: 1.2};

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  domElements: number;
}

/** One audit's figures and the ids of the failing audits of the scored categories. */
interface Audit {
  scores: Scores;
  failing: string[];
}


// Asynchronous on purpose: the stock site is served from this process, and a synchronous child
// would block its event loop for the whole audit.
const execFileAsync = promisify(execFile);

/** Lighthouse's JSON for one audit. On a loaded machine its trace is sometimes lost
 * (NO_NAVSTART, NO_FCP); such a run is repeated rather than ending the bench. */
async function lighthouseJson(args: string[], attempts = 3): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await execFileAsync(process.execPath, args, {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})).stdout;
    } catch (error) {
      if (attempt === attempts) throw error;
      process.stderr.write(`lighthouse: ${args[1]} failed (attempt ${attempt} of ${attempts}), again\n`);
    }
  }
}

async function audit(url: string, port: number, formFactor: 'mobile' | 'desktop'): Promise<Audit> {
  const args = [
    lighthouseCli(),
    url,
    `--port=${port}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const json = await lighthouseJson(args);
  const {categories, audits} = JSON.parse(json) as LighthouseResult;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const failing = SCORED_CATEGORIES.flatMap((category) => categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptBytes: scripts?.transferSize ?? NaN,
    domElements: audits['dom-size']?.numericValue ?? NaN,
  };
  return {scores, failing};
}

function medians(runs: Audit[]): Scores {
  const keys = Object.keys(runs[0]!.scores) as (keyof Scores)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run.scores[key]))])) as unknown as Scores;
}

/** The audits that failed in any run. */
const failingIn = (runs: Audit[]) => [...new Set(runs.flatMap((run) => run.failing))];

// A TBT of 0 ms on both sides is a tie, not a division by zero.
const ratio = (ours: number, stock: number) => (stock === 0 ? (ours === 0 ? 1 : Infinity) : ours / stock);
/** TBT below this is one task just over Lighthouse's 50 ms line: noise. It is compared as this
 * much, and a route blocking no more than this meets the TBT targets whatever stock did. */
const TBT_FLOOR_MS = 10;
const tbtRatio = (ours: number, stock: number) => ratio(Math.max(ours, TBT_FLOOR_MS), Math.max(stock, TBT_FLOOR_MS));
const fmtRatio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '∞');

export async function runLighthouseBench(baseUrl: string, stockUrl: string, runs: number): Promise<void> {
  const chromeLauncher = toolRequire('bench')('chrome-launcher') as ChromeLauncher;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless').concat('--headless=new'),
  });
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const pairs = new Map<string, Pair[]>();
      for (let run = 0; run < runs; run++) {
        process.stderr.write(`lighthouse ${formFactor}: run ${run + 1} of ${runs}\n`);
        // Each of our routes right beside a fresh audit of its stock page, the two in turn first,
        // so a pair shares the machine's load and neither side always gets a warmer browser.
        for (const route of ROUTES) {
          const auditStock = () => audit(stockUrl + route.stock, chrome.port, formFactor);
          const auditOurs = () => audit(baseUrl + route.path, chrome.port, formFactor);
          const pair: Pair =
            run % 2 === 0
              ? {stock: await auditStock(), ours: await auditOurs()}
              : {ours: await auditOurs(), stock: await auditStock()};
          pairs.set(route.path, [...(pairs.get(route.path) ?? []), pair]);
        }
      }
      printTable(formFactor, runs, pairs);
    }
  } finally {
    chrome.kill();
  }
}

/** One of our audits and the stock audit run beside it. */
interface Pair {
  ours: Audit;
  stock: Audit;
}

/** The median over runs of each run's own ratio: drift in the machine's load cancels within a pair. */
const pairedRatio = (pairs: Pair[], compare: (ours: Scores, stock: Scores) => number) =>
  median(pairs.map((pair) => compare(pair.ours.scores, pair.stock.scores)));

function printTable(formFactor: string, runs: number, pairs: Map<string, Pair[]>): void {
  console.log(`\n### ${formFactor}, median of ${runs}; ratios are medians of each run's ours ÷ stock audited side by side`);
  console.log('| route | perf | a11y | BP | SEO | LCP | TBT | CLS | JS | DOM | vs stock: LCP / TBT / JS | targets |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const row = (label: string, m: Scores, versus: string, misses: string[], failing: string[]) =>
    console.log(
      `| ${label} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(2)} s | ` +
        `${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${(m.scriptBytes / 1024).toFixed(0)} KB | ${m.domElements} | ${versus} | ` +
        `${misses.length ? `missed: ${misses.join(', ')}` : 'met'}${failing.length ? ` (failing: ${failing.join(', ')})` : ''} |`,
    );
  const oursOf = (route: Route) => pairs.get(route.path)!.map((pair) => pair.ours);
  const guide = medians(oursOf(ROUTES.find((route) => route.kind === 'guide')!));
  for (const route of ROUTES) {
    const routePairs = pairs.get(route.path)!;
    const m = medians(oursOf(route));
    const lcp = pairedRatio(routePairs, (ours, stock) => ratio(ours.lcpMs, stock.lcpMs));
    const tbt = pairedRatio(routePairs, (ours, stock) => tbtRatio(ours.tbtMs, stock.tbtMs));
    const js = pairedRatio(routePairs, (ours, stock) => ratio(ours.scriptBytes, stock.scriptBytes));
    const misses = [
      m.accessibility < TARGETS.score && 'a11y',
      m.bestPractices < TARGETS.score && 'BP',
      m.seo < TARGETS.score && 'SEO',
      m.cls > TARGETS.cls && 'CLS',
      lcp > TARGETS.lcpRatio && `LCP ≤ ${TARGETS.lcpRatio}× stock`,
      m.tbtMs > TBT_FLOOR_MS && tbt > TARGETS.tbtRatio && `TBT ≤ ${TARGETS.tbtRatio}× stock`,
      route.kind === 'api' && m.domElements > TARGETS.apiDomElements && `DOM ≤ ${TARGETS.apiDomElements}`,
      route.kind === 'api' && m.tbtMs > TBT_FLOOR_MS && tbtRatio(m.tbtMs, guide.tbtMs) > TARGETS.apiTbtToGuide && `TBT ≤ ${TARGETS.apiTbtToGuide}× a guide's`,
    ].filter((miss): miss is string => typeof miss === 'string');
    const versus = `${fmtRatio(lcp)} / ${fmtRatio(tbt)} / ${fmtRatio(js)} (${route.stock})`;
    row(route.path, m, versus, misses, failingIn(oursOf(route)));
  }
  const stockAudits = new Map<StockRoute, Audit[]>();
  for (const route of ROUTES) stockAudits.set(route.stock, [...(stockAudits.get(route.stock) ?? []), ...pairs.get(route.path)!.map((pair) => pair.stock)]);
  for (const [stockPath, audits] of stockAudits) row(`stock ${stockPath} (${audits.length} audits)`, medians(audits), 'reference', [], failingIn(audits));
}
