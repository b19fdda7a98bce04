/**
 * `npm run search:report [-- --from YYYY-MM-DD] [--to YYYY-MM-DD] [--index name] [--limit n]
 *  [--out file.html] [--data-dir dir] [--demo]`
 *
 * The writers' report over the insights store under DATA_DIR: top searches, searches with no
 * results and with no clicks, click-through rate, average click position, and the least helpful
 * pages with their comments. Prints it as text and writes the same as one self-contained HTML
 * page with charts. `--demo` reports on two weeks of generated data in a store of its own, so the
 * report can be seen on a fresh clone.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {dataDirFromEnv, searchConfigFromEnv} from '../../config/env';
import {formatDay, parseAnalyticsParams} from '../insights/analyticsParams';
import {DEMO_DAYS, seedDemo} from '../insights/demo';
import {DAY_MS} from '../insights/retention';
import {collectReport} from '../insights/report/collect';
import {reportHtml} from '../insights/report/html';
import {reportText} from '../insights/report/text';
import {INSIGHTS_DB_FILE, InsightsStore} from '../insights/store';
import {createProgress, DEFAULT_DATA_DIR, optionValue} from './shared';

/** The report lists this many rows per table unless `--limit` says otherwise. */
const DEFAULT_REPORT_LIMIT = 20;

function main(): void {
  const args = process.argv.slice(2);
  const demo = args.includes('--demo');
  const dataDir = path.resolve(optionValue(args, '--data-dir') ?? dataDirFromEnv(DEFAULT_DATA_DIR));
  const index = optionValue(args, '--index') ?? searchConfigFromEnv().indexName;
  const now = Date.now();
  const storeDir = demo ? path.join(dataDir, 'demo') : dataDir;
  if (demo) {
    // A fresh demo store each run: the same report every time, never mixed with real data.
    for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(storeDir, INSIGHTS_DB_FILE + suffix), {force: true});
  }
  const store = InsightsStore.open(storeDir);
  try {
    if (demo) {
      const seeded = seedDemo(store, index, now);
      console.log(`Demo data: ${seeded.searches} searches, ${seeded.events} clicks, ${seeded.votes} page votes in ${store.file}`);
    }
    // The demo covers all its days; otherwise Algolia's default range (the last eight days).
    const startDate = optionValue(args, '--from') ?? (demo ? formatDay(now - (DEMO_DAYS - 1) * DAY_MS) : undefined);
    const endDate = optionValue(args, '--to');
    const params = parseAnalyticsParams(
      {index, limit: optionValue(args, '--limit') ?? String(DEFAULT_REPORT_LIMIT), ...(startDate && {startDate}), ...(endDate && {endDate})},
      now,
    );
    const progress = createProgress('Reading', process.stderr);
    const report = collectReport(store, params, (step, total, name) => progress.update(step, total, name));
    progress.done();
    process.stdout.write(reportText(report));
    const out = path.resolve(optionValue(args, '--out') ?? path.join(dataDir, 'reports', `search-report-${report.startDate}-${report.endDate}${demo ? '-demo' : ''}.html`));
    mkdirSync(path.dirname(out), {recursive: true});
    writeFileSync(out, reportHtml(report));
    console.log(`\nHTML report: ${out}`);
  } finally {
    store.close();
  }
}

try {
  main();
} catch (error) {
  console.error(`search:report: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
