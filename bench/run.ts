/**
 * `npm run bench`: measured figures with their budgets. Nothing here runs in `npm test`.
 * Flags: --skip-build (reuse build/ instead of timing a fresh build), --only=<section>.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {measurePageWeights, type PageWeight} from './pageWeight';
import {withStockClassicSite} from './stockClassic';
import {chromiumPath, NO_CHROMIUM_MESSAGE} from '../tests/chromium';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wants = (section: string) => !only || only === section;
const PORT = 4180;
const BASE = `http://127.0.0.1:${PORT}`;


const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function timeBuild(): number {
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'ignore'});
  if (result.status !== 0) throw new Error('bench: the site build failed; run npm run build to see why');
  return (performance.now() - started) / 1000;
}

async function withServer<T>(fn: () => Promise<T>): Promise<T> {
  const server = spawn('npx', ['tsx', 'server/main.ts', '--no-build'], {
    cwd: root,
    env: {...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: path.join(root, '.data/bench')},
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`${BASE}/`)).ok) break;
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
  if (!chromiumPath()) throw new Error(NO_CHROMIUM_MESSAGE);
  if (wants('site')) {
    const buildSeconds = args.includes('--skip-build') && existsSync(buildDir) ? undefined : timeBuild();
    console.log('\n## Site');
    if (buildSeconds !== undefined) console.log(`build wall time: ${buildSeconds.toFixed(1)} s`);
    const weights = await withServer(() =>
      measurePageWeights(BASE, buildDir, ['/', '/docs/development/getting-started/installation-guide', '/docs/api/product']),
    );
    // The ceiling: the same pages of a stock classic-template site (its home and its first doc).
    const stock = await withStockClassicSite(root, (base, dir) => measurePageWeights(base, dir, ['/', '/docs/intro']));
    const [stockHome, stockDoc] = stock as [PageWeight, PageWeight];
    const row = (w: PageWeight, budget?: PageWeight) =>
      `| ${w.path} | ${kb(w.jsGzip)} | ${kb(w.cssGzip)} | ${kb(w.htmlBytes)} | ${w.requests} | ` +
      (budget ? `${w.jsGzip <= budget.jsGzip ? 'ok' : 'OVER'} (stock ${kb(budget.jsGzip)})` : 'reference') + ' |';
    console.log('| page | first-load JS (gzip) | CSS (gzip) | HTML | requests | JS vs stock classic |');
    console.log('|---|---|---|---|---|---|');
    console.log(row(weights[0]!, stockHome));
    for (const w of weights.slice(1)) console.log(row(w, stockDoc));
    console.log(row({...stockHome, path: 'stock classic /'}));
    console.log(row({...stockDoc, path: 'stock classic /docs/intro'}));
  }
  if (wants('search')) {
    const searchBench = path.join(root, 'bench/search.ts');
    if (existsSync(searchBench)) {
      const {runSearchBench} = (await import('./search')) as {runSearchBench: () => Promise<void>};
      console.log('\n## Search');
      await runSearchBench();
    }
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
