/**
 * Everything the insights store serves, registered with one line in app.ts: the Insights API
 * (`POST /1/events`) and the Analytics API (`/2/...`) in local search mode, and page feedback in
 * every mode. Applies the retention periods at start and then every few hours, and on close
 * writes the searches still being debounced, then closes the store.
 */
import type {FastifyInstance} from 'fastify';
import type {SearchRecorder} from '../../search/insights/searchRecorder';
import type {InsightsStore} from '../../search/insights/store';
import {analyticsRoutes} from './analytics';
import {eventsRoutes, type EventsRouteOptions} from './events';
import {feedbackRoutes, type FeedbackRouteOptions} from './feedback';

export interface InsightsRouteOptions {
  store: InsightsStore;
  /** The searches being debounced; flushed on close. */
  recorder?: SearchRecorder;
  /** Local search mode: the Insights API's credentials (hosted mode sends events to Algolia). */
  events?: Omit<EventsRouteOptions, 'store' | 'now'>;
  /** SEARCH_ANALYTICS_API_KEY; unset, the Analytics API answers 404. */
  analyticsApiKey?: string;
  feedback?: Omit<FeedbackRouteOptions, 'store' | 'now'>;
  now?: () => number;
}

export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

export async function insightsRoutes(app: FastifyInstance, opts: InsightsRouteOptions): Promise<void> {
  const {store, now = Date.now} = opts;
  const applyRetention = () => {
    try {
      const removed = store.applyRetention(now());
      if (removed.searches + removed.events + removed.feedback > 0) app.log.info({removed}, 'insights: removed records past their retention period');
    } catch (err) {
      app.log.error({err}, 'insights: could not apply the retention periods');
    }
  };
  applyRetention();
  const retention = setInterval(applyRetention, RETENTION_INTERVAL_MS);
  retention.unref();
  app.addHook('onClose', async () => {
    clearInterval(retention);
    opts.recorder?.close();
    store.close();
  });

  if (opts.events) await app.register(eventsRoutes, {...opts.events, store, now});
  if (opts.events && opts.analyticsApiKey) {
    await app.register(analyticsRoutes, {store, appId: opts.events.appId, analyticsApiKey: opts.analyticsApiKey, now});
  } else {
    app.all('/2/*', async (_request, reply) => reply.code(404).send({status: 404, message: 'The Analytics API is off on this server'}));
  }
  await app.register(feedbackRoutes, {...opts.feedback, store, now});
}
