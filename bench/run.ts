/**
 * `npm run bench`: measured figures with their budgets. Nothing here runs in `npm test`.
 * Flags: see HELP.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {measurePageWeights, sharedJs, type PageWeight} from './pageWeight';
import {withStockClassicSite} from './stockClassic';
import {chromiumPath, NO_CHROMIUM_MESSAGE} from '../tests/chromium';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wants = (section: string) => !only || only === section;

const HELP = `npm run bench -- [flags]
  --only=site        page weight of the built site (needs Chromium)
  --only=search      search latency, server throughput and search quality
  --only=engine      search engine latency (site and 100 000 records) and search quality, no server runs
  --only=quality     search quality only: the developer query set per half, three systems
  --only=insights    search recording cost, events and searches per minute, nothing lost across a restart
  --only=lighthouse  Lighthouse scores (needs Chromium)
  --skip-build       reuse build/ instead of timing a fresh build
  --misses=tuning    list tuning-half misses instead of held-out ones (tune only on these)
  --help             this text`;
const PORT = 4280;
const BASE = `http://127.0.0.1:${PORT}`;


const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function timeBuild(): number {
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'ignore'});
  if (result.status !== 0) throw new Error('bench: the site build failed; run npm run build to see why');
  return (performance.now() - started) / 1000;
}

async function withServer<T>(fn: () => Promise<T>, options: {port?: number; env?: Record<string, string>} = {}): Promise<T> {
  const port = options.port ?? PORT;
  const server = spawn('npx', ['tsx', 'server/main.ts', '--no-build'], {
    cwd: root,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(root, '.data/bench'), LOG_LEVEL: 'warn', ...options.env},
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await fn();
  } finally {
    server.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  if (args.includes('--help')) {
    console.log(HELP);
    return;
  }
  if (only === 'quality') {
    const {runQualityBench} = await import('./search');
    console.log('\n## Search quality');
    await runQualityBench();
    return;
  }
  if (only === 'insights') {
    const {runInsightsBench} = await import('./insights');
    console.log('\n## Search insights');
    await runInsightsBench();
    return;
  }
  if (only === 'engine') {
    const {runSearchBench} = await import('./search');
    console.log('\n## Search engine');
    await runSearchBench({withServer: false});
    return;
  }
  if (!chromiumPath()) throw new Error(NO_CHROMIUM_MESSAGE);
  if (wants('site')) {
    const buildSeconds = args.includes('--skip-build') && existsSync(buildDir) ? undefined : timeBuild();
    console.log('\n## Site');
    if (buildSeconds !== undefined) console.log(`build wall time: ${buildSeconds.toFixed(1)} s`);
    const weights = await withServer(() =>
      measurePageWeights(BASE, buildDir, [
        '/',
        '/docs/development/getting-started/installation-guide',
        '/docs/api/product',
        // Siblings, to tell what every guide or API page loads from what one page brings.
        '/docs/development/getting-started/system-requirements',
        '/docs/api/cart',
      ]),
    );
    // The ceiling: the same pages of a stock classic-template site (its home and its first doc).
    const stock = await withStockClassicSite(root, (base, dir) =>
      measurePageWeights(base, dir, ['/', '/docs/intro', '/docs/tutorial-basics/create-a-page']),
    );
    const [stockHome, stockDoc, stockSibling] = stock as [PageWeight, PageWeight, PageWeight];
    const row = (w: PageWeight, budget?: PageWeight) =>
      `| ${w.path} | ${kb(w.jsGzip)} | ${kb(w.cssGzip)} | ${kb(w.htmlBytes)} | ${w.requests} | ` +
      (budget ? `${w.jsGzip <= budget.jsGzip ? 'ok' : 'OVER'} (stock ${kb(budget.jsGzip)})` : 'reference') + ' |';
    console.log('| page | first-load JS (gzip) | CSS (gzip) | HTML | requests | JS vs stock classic |');
    console.log('|---|---|---|---|---|---|');
    const [home, guide, api, guideSibling, apiSibling] = weights as [PageWeight, PageWeight, PageWeight, PageWeight, PageWeight];
    console.log(row(home, stockHome));
    console.log(row(guide, stockDoc));
    console.log(row(api, stockDoc));
    console.log(row({...stockHome, path: 'stock classic /'}));
    console.log(row({...stockDoc, path: 'stock classic /docs/intro'}));
    // A doc page's total depends on how much it says; the shared part is what the site costs.
    console.log('\n| doc page | JS shared by every page of its kind | JS of the page itself (its content) |');
    console.log('|---|---|---|');
    for (const [page, sibling] of [[guide, guideSibling], [api, apiSibling], [stockDoc, stockSibling]] as const) {
      const shared = sharedJs(page, sibling);
      const label = page === stockDoc ? 'stock classic /docs/intro' : page.path;
      console.log(`| ${label} | ${kb(shared)} | ${kb(page.jsGzip - shared)} |`);
    }
  }
  if (wants('search')) {
    const searchBench = path.join(root, 'bench/search.ts');
    if (existsSync(searchBench)) {
      const {runSearchBench} = (await import('./search')) as {runSearchBench: () => Promise<void>};
      console.log('\n## Search');
      await runSearchBench();
    }
  }
  if (wants('load')) {
    const {runLoadBench} = await import('./load');
    console.log('\n## Load and abuse');
    // One server with the search rate limit off (autocannon is one client), one with the default.
    await withServer(
      () => withServer(() => runLoadBench(BASE, `http://127.0.0.1:${PORT + 1}`), {port: PORT + 1, env: {DATA_DIR: path.join(root, '.data/bench-limited')}}),
      {env: {SEARCH_RATE_LIMIT: '0'}},
    );
  }
  if (wants('lighthouse')) {
    const lighthouseBench = path.join(root, 'bench/lighthouse.ts');
    if (existsSync(lighthouseBench)) {
      const {runLighthouseBench} = (await import('./lighthouse')) as {runLighthouseBench: (base: string) => Promise<void>};
      console.log('\n## Lighthouse');
      await withServer(() => runLighthouseBench(BASE));
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
