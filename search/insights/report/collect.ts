/**
 * Everything the writers' report shows, read from the insights store through the same queries
 * the Analytics API answers with, so the report and the API cannot disagree.
 */
import {InsightsAnalytics} from '../analytics';
import type {AnalyticsParams} from '../analyticsParams';
import {feedbackSummary, type PageFeedbackSummary} from '../feedbackSummary';
import type {InsightsStore} from '../store';

export interface SearchReport {
  index: string;
  startDate: string;
  endDate: string;
  searches: ReturnType<InsightsAnalytics['searchesCount']>;
  noResultRate: ReturnType<InsightsAnalytics['noResultRate']>;
  clickThroughRate: ReturnType<InsightsAnalytics['clickThroughRate']>;
  averageClickPosition: ReturnType<InsightsAnalytics['averageClickPosition']>;
  topSearches: Array<{search: string; count: number; nbHits: number; clickThroughRate: number | null; averageClickPosition: number | null}>;
  noResults: Array<{search: string; count: number}>;
  noClicks: Array<{search: string; count: number; nbHits: number}>;
  pages: PageFeedbackSummary[];
}

/** The report's sections in order; `onProgress` names each as it starts (large stores take a while). */
export function collectReport(store: InsightsStore, params: AnalyticsParams, onProgress: (step: number, total: number, name: string) => void = () => undefined): SearchReport {
  const analytics = new InsightsAnalytics(store);
  const withClicks = {...params, clickAnalytics: true};
  const steps = [
    ['searches per day', () => analytics.searchesCount(params)],
    ['no-result rate', () => analytics.noResultRate(params)],
    ['click-through rate', () => analytics.clickThroughRate(params)],
    ['average click position', () => analytics.averageClickPosition(params)],
    ['top searches', () => analytics.topSearches(withClicks).searches],
    ['searches without results', () => analytics.searchesNoResults(params).searches],
    ['searches without clicks', () => analytics.searchesNoClicks(params).searches],
    ['page feedback', () => feedbackSummary(store, params.from, params.to, params.limit)],
  ] as const;
  const results = steps.map(([name, run], i) => {
    onProgress(i + 1, steps.length, name);
    return run();
  });
  return {
    index: params.index,
    startDate: params.days[0]!,
    endDate: params.days.at(-1)!,
    searches: results[0] as SearchReport['searches'],
    noResultRate: results[1] as SearchReport['noResultRate'],
    clickThroughRate: results[2] as SearchReport['clickThroughRate'],
    averageClickPosition: results[3] as SearchReport['averageClickPosition'],
    topSearches: results[4] as SearchReport['topSearches'],
    noResults: results[5] as SearchReport['noResults'],
    noClicks: results[6] as SearchReport['noClicks'],
    pages: results[7] as SearchReport['pages'],
  };
}
