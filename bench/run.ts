/**
 * `npm run bench`: measured figures with their budgets. Nothing here runs in `npm test`.
 * Flags: see HELP.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {measurePageWeights, sharedJs, type PageWeight} from './pageWeight';
import {withServerProcess, type ServerProcess} from './serverProcess';
import {withStockClassicSite} from './stockClassic';
import {hasSiteBuild} from '../search/indexer/index';
import {READ_HALVES} from './queries/developerQueries';
import {chromiumPath, NO_CHROMIUM_MESSAGE} from '../tests/chromium';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wants = (section: string) => !only || only === section;
const baselineFlag = () => args.find((arg) => arg.startsWith('--baseline='))?.slice('--baseline='.length);

const HELP = `npm run bench -- [flags]
  --only=site        page weight of the built site (needs Chromium)
  --only=search      search latency, server throughput and search quality
  --only=engine      search engine latency (site and 100 000 records) and search quality, no server runs
  --only=quality     search quality only: the developer query set per half, three systems
  --only=lighthouse  Lighthouse, our routes and the stock classic template's in one run (needs Chromium)
  --runs=N           Lighthouse audits per route and form factor, medians printed (default 3)
  --only=load        load and abuse of the site server, side by side with the server before issue #12
  --baseline=<commit>  the older tree to compare with: --only=load, its server (default: the commit before
                     issue #12); --only=site, its own build's first-load JS and main-thread blocking,
                     page by page (no default); --only=engine, its engine on the typed prefixes, in
                     processes of their own taking turns, with whether the answers changed (no default)
  --only=insights    search recording cost, events and searches per minute, nothing lost across a restart
  --skip-build       reuse build/ instead of timing a fresh build
  --misses=tuning    list tuning-half misses instead of held-out 6's (tune only on the read sets: ${READ_HALVES.join(', ')})
  --misses=heldOut   list the first held-out half's misses (read since 2026-11-28); thirdSet, heldOut2: set 3's, held-out 2's
  --help             this text`;
/** First of the four ports the bench's servers use (BENCH_PORT, for machines shared with other benches). */
const PORT = Number(process.env.BENCH_PORT) || 4280;


const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function timeBuild(cwd = root): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {cwd, stdio: 'ignore'});
  if (result.status !== 0) throw new Error(`bench: the site build in ${cwd} failed; run npm run build there to see why`);
  return (performance.now() - started) / 1000;
}

/** This checkout's server on `port` (default PORT), stopped after `fn`. */
function withServer<T>(fn: (server: ServerProcess) => Promise<T>, options: {port?: number; env?: Record<string, string>} = {}): Promise<T> {
  return withServerProcess({cwd: root, port: options.port ?? PORT, script: 'server/start.mjs', env: {DATA_DIR: path.join(root, '.data/bench'), ...options.env}}, fn);
}

/** The same pages of an older commit's own build, served by its own server: before and after. */
async function compareWithBaselineSite(commit: string, pages: string[], now: PageWeight[]): Promise<void> {
  const {baselineTree} = await import('./baseline');
  const dir = baselineTree(root, commit, {ownBuild: true});
  if (!existsSync(path.join(dir, 'build'))) timeBuild(dir);
  const {compareBlockingTime} = await import('./blockingTime');
  const [then, blocking] = await withServerProcess({cwd: dir, port: PORT + 2, env: {DATA_DIR: path.join(root, '.data/bench-baseline')}}, (old) =>
    withServer(async (server) => [await measurePageWeights(old.base, path.join(dir, 'build'), pages), await compareBlockingTime({then: old.base, now: server.base}, pages)] as const),
  );
  const ratio = (after: number, before: number) => (before > 0 ? (after / before).toFixed(3) : '–');
  console.log(`\n| page | first-load JS at ${commit.slice(0, 7)} (gzip) | now | now / then | main-thread blocking at ${commit.slice(0, 7)} | now | now / then |`);
  console.log('|---|---|---|---|---|---|---|');
  now.forEach((weight, i) => {
    const before = then[i]!;
    const {then: blockedThen, now: blockedNow} = blocking[i]!;
    console.log(
      `| ${weight.path} | ${kb(before.jsGzip)} | ${kb(weight.jsGzip)} | ${ratio(weight.jsGzip, before.jsGzip)} | ` +
        `${Math.round(blockedThen)} ms | ${Math.round(blockedNow)} ms | ${ratio(blockedNow, blockedThen)} |`,
    );
  });
  console.log('(main-thread blocking: long tasks past 50 ms until network idle, CPU slowed 4×, median of 5 interleaved loads)');
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
    const commit = baselineFlag();
    if (commit) {
      const [{baselineTree}, {compareEngineWithBaseline}, {siteRecords}] = await Promise.all([import('./baseline'), import('./engineBaseline'), import('./siteRecords')]);
      const site = await siteRecords();
      if (!site) throw new Error('bench: the engine comparison needs the site records; run npm run build first');
      await compareEngineWithBaseline(site.records, {now: root, then: baselineTree(root, commit), commit});
    }
    return;
  }
  if (!chromiumPath()) throw new Error(NO_CHROMIUM_MESSAGE);
  // Every section from here serves build/, which a fresh clone does not have yet; the site
  // section also times a fresh build unless told to reuse one.
  const hasBuild = hasSiteBuild(buildDir);
  const buildSeconds = !hasBuild || (wants('site') && !args.includes('--skip-build')) ? timeBuild() : undefined;
  if (wants('site')) {
    console.log('\n## Site');
    if (buildSeconds !== undefined) console.log(`build wall time: ${buildSeconds.toFixed(1)} s`);
    const pages = [
      '/',
      '/docs/development/getting-started/installation-guide',
      '/docs/api/product',
      // Siblings, to tell what every guide or API page loads from what one page brings.
      '/docs/development/getting-started/system-requirements',
      '/docs/api/cart',
    ];
    const weights = await withServer((server) => measurePageWeights(server.base, buildDir, pages));
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
    const siteBaseline = baselineFlag();
    if (siteBaseline) await compareWithBaselineSite(siteBaseline, pages, weights);
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
    const {BASELINE_COMMIT, baselineTree} = await import('./baseline');
    const baseline = baselineFlag() ?? BASELINE_COMMIT;
    const before = baseline === BASELINE_COMMIT ? ', before issue #12' : '';
    console.log(`\n## Load and abuse (then: the server at ${baseline.slice(0, 7)}${before}; now: this checkout)`);
    // Autocannon is one client: the servers it loads run with the search rate limit off; the burst
    // goes to one with the default limit.
    const unlimited = {SEARCH_RATE_LIMIT: '0'};
    await withServerProcess({cwd: baselineTree(root, baseline), port: PORT + 2, env: {...unlimited, DATA_DIR: path.join(root, '.data/bench-baseline')}}, (then) =>
      withServer(
        (now) =>
          withServer(
            (limited) =>
              withServerProcess(
                {cwd: root, port: PORT + 3, script: 'bench/clusterServer.ts', env: {...unlimited, DATA_DIR: path.join(root, '.data/bench')}},
                (cluster) =>
                  runLoadBench(
                    {then: {label: 'then', server: then}, now: {label: 'now', server: now}, cluster: {label: `now, ${availableParallelism()} processes`, server: cluster}},
                    limited,
                  ),
              ),
            {port: PORT + 1, env: {DATA_DIR: path.join(root, '.data/bench-limited')}},
          ),
        {env: unlimited},
      ),
    );
    // Started anew, so that neither server's cache holds the prefixes the runs above sent.
    const {compileFixedAnswerServer, FIXED_ANSWERS} = await import('./fixedAnswerServer');
    const {searchWithoutEngineCost} = await import('./load');
    const fixedAnswers = await compileFixedAnswerServer(root);
    console.log(`\n### What the search p99 would be if the engine cost nothing (now, and now with its search thread repeating ${FIXED_ANSWERS} kept answers)`);
    await withServer(
      (now) =>
        withServerProcess({cwd: root, port: PORT + 1, script: fixedAnswers, env: {...unlimited, DATA_DIR: path.join(root, '.data/bench-fixed-answers')}}, (fixed) =>
          searchWithoutEngineCost({label: 'now', server: now}, {label: 'now, fixed answers', server: fixed}),
        ),
      {env: unlimited},
    );
  }
  if (wants('lighthouse')) {
    const {runLighthouseBench} = await import('./lighthouse');
    const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
    console.log('\n## Lighthouse, side by side with the stock classic template');
    await withServer((server) => withStockClassicSite(root, (stockUrl) => runLighthouseBench(server.base, stockUrl, runs)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
