import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {formatDay, parseAnalyticsParams} from '../analyticsParams';
import {DEMO_DAYS, seedDemo} from '../demo';
import {collectReport, type SearchReport} from '../report/collect';
import {reportHtml} from '../report/html';
import {reportText} from '../report/text';
import {DAY_MS} from '../retention';
import {InsightsStore} from '../store';

const NOW = Date.UTC(2026, 10, 25, 15);
let dataDir: string;
let store: InsightsStore;
let report: SearchReport;
const steps: string[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'insights-report-'));
  store = InsightsStore.open(dataDir);
  seedDemo(store, 'merchantry', NOW);
  const params = parseAnalyticsParams({index: 'merchantry', startDate: formatDay(NOW - (DEMO_DAYS - 1) * DAY_MS), limit: '20'}, NOW);
  report = collectReport(store, params, (step, total, name) => steps.push(`${step}/${total} ${name}`));
});
afterAll(() => {
  store.close();
  rmSync(dataDir, {recursive: true, force: true});
});

describe('search report on the demo data', () => {
  it('covers every day of the demo and names each section as it reads it', () => {
    expect(report.searches.dates).toHaveLength(DEMO_DAYS);
    expect(report.searches.count).toBeGreaterThan(DEMO_DAYS * 30 - 1);
    expect(steps).toEqual([
      '1/8 searches per day',
      '2/8 no-result rate',
      '3/8 click-through rate',
      '4/8 average click position',
      '5/8 top searches',
      '6/8 searches without results',
      '7/8 searches without clicks',
      '8/8 page feedback',
    ]);
  });

  it('prints the sections writers read, least helpful page first with its comments', () => {
    const text = reportText(report);
    for (const heading of ['Top searches', 'Searches with no results', 'Searches with results but no clicks', 'Least helpful pages', 'Comments']) {
      expect(text).toContain(`\n${heading}\n`);
    }
    expect(report.noResults.map((s) => s.search).sort()).toEqual(['graphql', 'sso login', 'wishlist export']);
    expect(report.pages[0]).toMatchObject({page: '/docs/development/module/create-your-first-extension', no: 11, yes: 15});
    expect(report.noClicks.map((s) => s.search)).toEqual(['refund policy']);
    expect(text).toContain('The scaffold command failed on Windows.');
    expect(report.clickThroughRate.rate).toBeGreaterThan(0);
    expect(report.averageClickPosition.average).toBeGreaterThanOrEqual(1);
  });

  it('writes one self-contained HTML page: inline SVG charts, no script, nothing fetched from anywhere', () => {
    const html = reportHtml(report);
    expect(html.match(/<svg/g)?.length).toBe(4);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\((?!#)/i);
    // The only URLs are SVG namespace names, which browsers never fetch.
    const urls = html.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
    expect(urls.every((url) => url.startsWith('http://www.w3.org/'))).toBe(true);
    expect(html).toContain('<h1>Search report: merchantry');
  });

  it('escapes what readers typed', () => {
    const html = reportHtml({...report, noResults: [{search: '<img src=x onerror=alert(1)>', count: 1}]});
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });
});
