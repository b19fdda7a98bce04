/**
 * `POST /1/events`: Algolia's Insights API on the site server. The search widgets in local mode
 * and `algoliasearch`'s insights client send click, conversion and view events here; they are
 * stored before the answer, all of a request or none.
 */
import type {FastifyInstance} from 'fastify';
import {INSIGHTS_LIMITS, parseInsightsEvents} from '../../search/insights/events';
import type {InsightsStore} from '../../search/insights/store';
import {originEcho} from '../cors';
import {acceptStringBodies, parseJsonBody, requireKey} from './insightsApi';

export interface EventsRouteOptions {
  store: InsightsStore;
  appId: string;
  /** Events need the search key (public: browsers send them), or the admin key. */
  searchApiKey: string;
  adminApiKey?: string;
  /** Origins answered with `Access-Control-Allow-Origin` (`*` allows any). */
  allowedOrigins: string[];
  now?: () => number;
}

export async function eventsRoutes(app: FastifyInstance, opts: EventsRouteOptions): Promise<void> {
  const now = opts.now ?? Date.now;
  const echoOrigin = originEcho(opts.allowedOrigins);
  acceptStringBodies(app, INSIGHTS_LIMITS.bodyBytes);

  app.post('/1/events', {bodyLimit: INSIGHTS_LIMITS.bodyBytes}, async (request, reply) => {
    echoOrigin(request, reply);
    // Browsers (sendBeacon) can only put the key in the query string; it is the public search key.
    requireKey(request, opts.appId, [opts.searchApiKey, opts.adminApiKey], false);
    const rows = parseInsightsEvents(parseJsonBody(request.body), now());
    opts.store.addEvents(rows);
    return {status: 200, message: 'OK'};
  });
}
