/**
 * `npm test`: the linters, then every suite (unit, content, server, real clients, browser), and one
 * closing line with the totals, `N passed, N failed`, which CI reads.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {buildState} from '../server/buildFreshness';
import {chromiumPath, NO_CHROMIUM_MESSAGE} from '../tests/chromium';
import {HOSTED_BUILD_DIR, HOSTED_BUILD_ENV} from '../tests/hostedSite';
import {durationSummary, type PlaywrightReport} from './testDurations';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

const wallTimes: [string, number][] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const started = performance.now();
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  wallTimes.push([label, performance.now() - started]);
  return result.status ?? 1;
}

function vitestTotals(file: string): Totals {
  if (!existsSync(file)) return {passed: 0, failed: 1, skipped: 0};
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {status: string; assertionResults: unknown[]}[];
  };
  // A test file that fails to load has no assertions; count it as one failure.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightTotals(file: string): Totals {
  if (!existsSync(file)) return {passed: 0, failed: 1, skipped: 0};
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: {expected: number; unexpected: number; flaky: number; skipped: number};
    errors?: unknown[];
  };
  const {expected, unexpected, flaky, skipped} = report.stats;
  return {passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped};
}

function main(): void {
  const browser = chromiumPath();
  if (!browser) {
    console.error(NO_CHROMIUM_MESSAGE);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  rmSync(resultsDir, {recursive: true, force: true});
  mkdirSync(resultsDir, {recursive: true});

  const suites: [string, Totals][] = [];

  // The type check (`npm run typecheck`: eslint's typed rules do not report type errors) and the
  // linters (`npm run lint`): each one counts as one check, passed with no error and no warning.
  for (const [label, args] of [
    ['typecheck', ['tsc', '--noEmit']],
    ['eslint', ['eslint', '.', '--max-warnings=0']],
    ['stylelint', ['stylelint', 'src/**/*.css', '--max-warnings=0']],
  ] as const) {
    const clean = run(label, 'npx', [...args]) === 0;
    suites.push([label, {passed: clean ? 1 : 0, failed: clean ? 0 : 1, skipped: 0}]);
  }

  const unit = 'unit, content, server and client tests';
  run(unit, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, 'unit.json')}`]);
  suites.push([unit, vitestTotals(path.join(resultsDir, 'unit.json'))]);

  const state = buildState(root, path.join(root, 'build'));
  let buildOk = true;
  if (!state.fresh) {
    console.log(`\nBuilding the site for the browser tests (${state.reason})…`);
    buildOk = run('site build', 'npm', ['run', 'build']) === 0;
  }
  // The same site in hosted search mode, which a static host would serve (hosted-search.spec.ts).
  const hostedState = buildState(root, path.join(root, HOSTED_BUILD_DIR));
  if (buildOk && !hostedState.fresh) {
    console.log(`\nBuilding the site in hosted search mode (${hostedState.reason})…`);
    buildOk = run('hosted-mode site build', 'npx', ['docusaurus', 'build', '--out-dir', HOSTED_BUILD_DIR], HOSTED_BUILD_ENV) === 0;
  }
  if (buildOk) {
    run('browser tests', 'npx', ['playwright', 'test'], {CHROME_PATH: browser});
    const e2eReport = path.join(resultsDir, 'e2e.json');
    suites.push(['browser tests', playwrightTotals(e2eReport)]);
    if (existsSync(e2eReport)) {
      console.log('');
      for (const line of durationSummary(JSON.parse(readFileSync(e2eReport, 'utf8')) as PlaywrightReport)) console.log(line);
    }
  } else {
    suites.push(['site build', {passed: 0, failed: 1, skipped: 0}]);
  }

  const total = suites.reduce<Totals>(
    (sum, [, t]) => ({passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped}),
    {passed: 0, failed: 0, skipped: 0},
  );
  console.log('');
  for (const [name, ms] of wallTimes) console.log(`${name}: ${(ms / 1000).toFixed(0)} s`);
  console.log(`wall time of npm test: ${(performance.now() / 1000).toFixed(0)} s`);
  for (const [name, t] of suites) console.log(`${name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed === 0 ? 0 : 1);
}

main();
