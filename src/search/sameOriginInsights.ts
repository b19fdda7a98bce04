/**
 * Local search mode's insights client: Algolia's own `search-insights` library, bundled with the
 * modal instead of loaded from a CDN, sending its click and view events to the page's origin,
 * where the site server answers the Insights API (`POST /1/events`). The user token is the
 * visitor's random id (src/insights/visitorId.ts), never a cookie.
 */
import aa, {type InsightsClient} from 'search-insights';
import {visitorId} from '../insights/visitorId';

let initialised = false;

export function sameOriginInsights(appId: string, apiKey: string): InsightsClient {
  if (!initialised) {
    aa('init', {appId, apiKey, host: window.location.origin, useCookie: false, userToken: visitorId() ?? undefined});
    initialised = true;
  }
  return aa;
}
