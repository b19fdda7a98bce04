/**
 * Algolia's Analytics API v2 on the site server, over the insights store, for
 * `algoliasearch`'s analytics client and `npm run search:report`. Registered only with an
 * analytics key (SEARCH_ANALYTICS_API_KEY), accepted in the `x-algolia-api-key` header only.
 */
import type {FastifyInstance, FastifyRequest} from 'fastify';
import {InsightsAnalytics} from '../../search/insights/analytics';
import {parseAnalyticsParams} from '../../search/insights/analyticsParams';
import type {InsightsStore} from '../../search/insights/store';
import {acceptStringBodies, requireKey} from './insightsApi';

export interface AnalyticsRouteOptions {
  store: InsightsStore;
  appId: string;
  analyticsApiKey: string;
  now?: () => number;
}

/** Each route and the answer it gives for the parsed parameters. */
const ROUTES: Record<string, (analytics: InsightsAnalytics, params: ReturnType<typeof parseAnalyticsParams>) => object> = {
  '/2/searches': (a, p) => a.topSearches(p),
  '/2/searches/noResults': (a, p) => a.searchesNoResults(p),
  '/2/searches/noClicks': (a, p) => a.searchesNoClicks(p),
  '/2/searches/count': (a, p) => a.searchesCount(p),
  '/2/searches/noResultRate': (a, p) => a.noResultRate(p),
  '/2/clicks/clickThroughRate': (a, p) => a.clickThroughRate(p),
  '/2/clicks/averageClickPosition': (a, p) => a.averageClickPosition(p),
  '/2/hits': (a, p) => a.topHits(p),
};

export const ANALYTICS_PATHS = Object.keys(ROUTES);

export async function analyticsRoutes(app: FastifyInstance, opts: AnalyticsRouteOptions): Promise<void> {
  const analytics = new InsightsAnalytics(opts.store);
  const now = opts.now ?? Date.now;
  acceptStringBodies(app, 0);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    requireKey(request, opts.appId, [opts.analyticsApiKey], true);
  });
  for (const [url, answer] of Object.entries(ROUTES)) {
    app.get(url, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return answer(analytics, parseAnalyticsParams(request.query as Record<string, unknown>, now()));
    });
  }
}
