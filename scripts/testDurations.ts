/**
 * Where the browser suite's time goes, read from Playwright's JSON report: the slowest tests with
 * their share of the timeout, and how the phases a test names with `test.step` (page load,
 * hydration, axe scan) split its time. `npm test` prints it so a test drifting towards its timeout
 * is seen before it fails on a busy machine.
 */

interface ReportStep {
  title: string;
  duration: number;
  steps?: ReportStep[];
}

interface ReportResult {
  duration: number;
  status: string;
  retry: number;
  steps?: ReportStep[];
}

interface ReportTest {
  timeout: number;
  results: ReportResult[];
}

interface ReportSpec {
  title: string;
  file: string;
  line: number;
  tests: ReportTest[];
}

interface ReportSuite {
  title: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

export interface PlaywrightReport {
  suites: ReportSuite[];
  stats: {duration: number; startTime?: string};
}

export interface TestTiming {
  title: string;
  location: string;
  /** The slowest attempt, in ms. */
  duration: number;
  timeout: number;
  attempts: number;
  /** Top-level `test.step` durations of the slowest attempt, by step title. */
  phases: Record<string, number>;
}

/** Phases the suite's page tests name with `test.step`, in the order they run. */
export const PHASES = ['load', 'hydrate', 'axe'] as const;

export function testTimings(report: PlaywrightReport): TestTiming[] {
  const timings: TestTiming[] = [];
  const walk = (suite: ReportSuite, titles: string[]) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.results.length === 0) continue;
        const slowest = test.results.reduce((a, b) => (b.duration > a.duration ? b : a));
        const phases: Record<string, number> = {};
        for (const step of slowest.steps ?? []) phases[step.title] = (phases[step.title] ?? 0) + step.duration;
        timings.push({
          title: [...path, spec.title].join(' › '),
          location: `${spec.file}:${spec.line}`,
          duration: slowest.duration,
          timeout: test.timeout,
          attempts: test.results.length,
          phases,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, []);
  return timings;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Lines for the terminal: the slowest `count` tests, then the phase split over the tests that have phases. */
export function durationSummary(report: PlaywrightReport, count = 20): string[] {
  const timings = testTimings(report).sort((a, b) => b.duration - a.duration);
  if (timings.length === 0) return ['browser tests: no timings in the report'];
  const lines = [`Slowest ${Math.min(count, timings.length)} of ${timings.length} browser tests (slowest attempt, share of its timeout):`];
  for (const t of timings.slice(0, count)) {
    const phases = PHASES.filter((p) => p in t.phases).map((p) => `${p} ${seconds(t.phases[p]!)}`);
    const retried = t.attempts > 1 ? `, ${t.attempts} attempts` : '';
    lines.push(
      `  ${seconds(t.duration).padStart(7)}  ${String(Math.round((100 * t.duration) / t.timeout)).padStart(3)} %  ${t.title}` +
        (phases.length ? `  [${phases.join(', ')}]` : '') +
        retried,
    );
  }
  const phased = timings.filter((t) => PHASES.some((p) => p in t.phases));
  if (phased.length > 0) {
    const total = (p: string) => phased.reduce((sum, t) => sum + (t.phases[p] ?? 0), 0);
    const max = (p: string) => Math.max(...phased.map((t) => t.phases[p] ?? 0));
    lines.push(
      `Phases over ${phased.length} page tests (total / slowest): ` +
        PHASES.map((p) => `${p} ${seconds(total(p))} / ${seconds(max(p))}`).join(', '),
    );
  }
  const overThird = timings.filter((t) => t.duration > t.timeout / 3);
  lines.push(
    overThird.length === 0
      ? 'Every browser test took at most a third of its timeout.'
      : `${overThird.length} browser test(s) took more than a third of their timeout` +
          (overThird.length > 5 ? ' (the 5 slowest are listed above)' : `: ${overThird.map((t) => t.title).join('; ')}`),
  );
  lines.push(`Browser suite wall time: ${seconds(report.stats.duration)}`);
  return lines;
}
