import {describe, expect, it} from 'vitest';
import {parseAnalyticsParams, parseTags} from '../analyticsParams';

const NOW = Date.UTC(2026, 10, 25, 15, 30);

const status = (query: Record<string, unknown>) => {
  try {
    parseAnalyticsParams(query, NOW);
  } catch (error) {
    return [(error as {status: number}).status, (error as Error).message];
  }
  throw new Error('expected a 400');
};

describe('parseAnalyticsParams', () => {
  it("defaults to Algolia's: the last eight days including today, 10 items from the first, by search count", () => {
    const params = parseAnalyticsParams({index: 'merchantry'}, NOW);
    expect(params.days).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect([params.from, params.to]).toEqual([Date.UTC(2026, 10, 18), Date.UTC(2026, 10, 26)]);
    expect(params).toMatchObject({limit: 10, offset: 0, clickAnalytics: false, orderBy: 'searchCount', direction: 'desc', tags: null, search: null});
  });

  it('takes an explicit range, paging and segments', () => {
    const params = parseAnalyticsParams({index: 'm', startDate: '2026-10-30', endDate: '2026-11-02', limit: '1000', offset: '20', tags: 'mobile AND fr OR desktop'}, NOW);
    expect(params.days).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(params).toMatchObject({limit: 1000, offset: 20, tags: [['mobile', 'fr'], ['desktop']]});
  });

  it('answers 400 with a message naming the parameter', () => {
    expect(status({})).toEqual([400, 'Missing index: the index parameter is required']);
    expect(status({index: 'm', startDate: '2026-02-30'})[1]).toMatch(/^Invalid startDate/);
    expect(status({index: 'm', endDate: '25/11/2026'})[1]).toMatch(/^Invalid endDate/);
    expect(status({index: 'm', startDate: '2026-11-25', endDate: '2026-11-01'})[1]).toMatch(/after endDate/);
    expect(status({index: 'm', limit: '1001'})[1]).toBe('Invalid limit: at most 1000');
    expect(status({index: 'm', offset: '-1'})[1]).toMatch(/^Invalid offset/);
    expect(status({index: 'm', direction: 'up'})[1]).toMatch(/^Invalid direction/);
    expect(status({index: ['a', 'b']})[1]).toBe('Invalid index: give it once');
  });

  it('reads tag expressions with AND binding tighter than OR', () => {
    expect(parseTags('a OR b AND c')).toEqual([['a'], ['b', 'c']]);
    expect(() => parseTags('a AND OR b')).toThrow(/Invalid tags/);
  });
});
