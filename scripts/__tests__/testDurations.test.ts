import {describe, expect, it} from 'vitest';
import {durationSummary, testTimings, type PlaywrightReport} from '../testDurations';

const report: PlaywrightReport = {
  stats: {duration: 123_400},
  suites: [
    {
      title: 'a11y.spec.ts',
      specs: [],
      suites: [
        {
          title: 'axe on every route',
          specs: [
            {
              title: '/ has no serious or critical violation',
              file: 'a11y.spec.ts',
              line: 7,
              tests: [
                {
                  timeout: 45_000,
                  results: [
                    {duration: 4_000, status: 'passed', retry: 0, steps: [{title: 'load', duration: 1_000}, {title: 'hydrate', duration: 500}, {title: 'axe', duration: 2_400}]},
                  ],
                },
              ],
            },
            {
              title: '/docs/api/cart has no serious or critical violation',
              file: 'a11y.spec.ts',
              line: 7,
              tests: [
                {
                  timeout: 45_000,
                  results: [
                    {duration: 20_000, status: 'failed', retry: 0, steps: [{title: 'load', duration: 2_000}, {title: 'axe', duration: 17_000}]},
                    {duration: 9_000, status: 'passed', retry: 1, steps: [{title: 'axe', duration: 8_000}]},
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'routes.spec.ts',
      specs: [{title: 'skipped one', file: 'routes.spec.ts', line: 3, tests: [{timeout: 45_000, results: []}]}],
    },
  ],
};

describe('testTimings', () => {
  it('takes the slowest attempt of each test, with its describe path and phases', () => {
    const timings = testTimings(report);
    expect(timings).toHaveLength(2);
    expect(timings[1]).toEqual({
      title: 'axe on every route › /docs/api/cart has no serious or critical violation',
      location: 'a11y.spec.ts:7',
      duration: 20_000,
      timeout: 45_000,
      attempts: 2,
      phases: {load: 2_000, axe: 17_000},
    });
  });
});

describe('durationSummary', () => {
  it('lists the slowest first, sums the phases and names tests past a third of their timeout', () => {
    const lines = durationSummary(report, 1);
    expect(lines[0]).toBe('Slowest 1 of 2 browser tests (slowest attempt, share of its timeout):');
    expect(lines[1]).toContain('20.0 s');
    expect(lines[1]).toContain('44 %');
    expect(lines[1]).toContain('[load 2.0 s, axe 17.0 s], 2 attempts');
    expect(lines).toContain('Phases over 2 page tests (total / slowest): load 3.0 s / 2.0 s, hydrate 0.5 s / 0.5 s, axe 19.4 s / 17.0 s');
    expect(lines).toContain(
      '1 browser test(s) took more than a third of their timeout: axe on every route › /docs/api/cart has no serious or critical violation',
    );
    expect(lines.at(-1)).toBe('Browser suite wall time: 123.4 s');
  });

  it('says so when every test stayed within a third of its timeout', () => {
    const quick: PlaywrightReport = {...report, suites: [report.suites[0]!.suites![0]!].map((s) => ({...s, specs: s.specs!.slice(0, 1)}))};
    expect(durationSummary(quick)).toContain('Every browser test took at most a third of its timeout.');
  });
});
