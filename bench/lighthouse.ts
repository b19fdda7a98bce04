/**
 * Lighthouse (12.8.2, the last release for Node 20) on the marketing pages and the search page
 * with a query, mobile and desktop, median of three runs, with Debian's Chromium.
 */
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/chromium';

// Lighthouse runs through its own CLI in plain Node: under tsx, the functions it sends into the
// page carry tsx's `__name` helper and fail there.
const LIGHTHOUSE_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

interface LighthouseResult {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
}

// /search?q= paints before its results arrive: the page where layout shift was found (issue #11).
const PAGES = ['/', '/extensions', '/pricing', '/contact-us', '/search?q=install'];
const RUNS = 3;
const TARGETS = {accessibility: 100, bestPractices: 100, seo: 100, mobilePerformance: 98, lcpMs: 1500, tbtMs: 100, cls: 0};

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, port: number, formFactor: 'mobile' | 'desktop'): Promise<Scores> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--port=${port}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const json = execFileSync(process.execPath, args, {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const {categories, audits} = JSON.parse(json) as LighthouseResult;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    transferBytes: audits['total-byte-weight']?.numericValue ?? NaN,
  };
}

export async function runLighthouseBench(baseUrl: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless').concat('--headless=new'),
  });
  try {
    console.log('| page | form factor | perf | a11y | best practices | SEO | LCP | TBT | CLS | transfer | targets |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const pagePath of PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: Scores[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(baseUrl + pagePath, chrome.port, formFactor));
        const m = (key: keyof Scores) => median(runs.map((run) => run[key]));
        const misses = [
          m('accessibility') < TARGETS.accessibility && 'a11y',
          m('bestPractices') < TARGETS.bestPractices && 'best practices',
          m('seo') < TARGETS.seo && 'SEO',
          formFactor === 'mobile' && m('performance') < TARGETS.mobilePerformance && 'perf',
          formFactor === 'mobile' && m('lcpMs') > TARGETS.lcpMs && 'LCP',
          formFactor === 'mobile' && m('tbtMs') > TARGETS.tbtMs && 'TBT',
          m('cls') > TARGETS.cls && 'CLS',
        ].filter(Boolean);
        console.log(
          `| ${pagePath} | ${formFactor} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ` +
            `${(m('lcpMs') / 1000).toFixed(2)} s | ${Math.round(m('tbtMs'))} ms | ${m('cls').toFixed(3)} | ` +
            `${(m('transferBytes') / 1024).toFixed(0)} KB | ${misses.length ? `missed: ${misses.join(', ')}` : 'met'} |`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}
