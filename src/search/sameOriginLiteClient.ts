/**
 * Stands in for `algoliasearch/lite` in local search mode (see plugins/local-search-client).
 * Every client it makes sends its queries to the page's own origin, where the site server
 * answers the Algolia search API. `liteClient` is what the theme's /search page calls (the modal
 * takes `modalLiteClient`, whose clicks DocSearch's own insights plugin reports).
 */
import {liteClient as realLiteClient} from '@merchantry/real-algoliasearch-lite';
import type {LiteClient} from 'algoliasearch/lite';
import {visitorId} from '../insights/visitorId';
import {withSearchPageClicks} from './searchPageInsights';

type ClientOptions = NonNullable<Parameters<typeof realLiteClient>[2]>;
type Host = NonNullable<ClientOptions['hosts']>[number];

export function sameOriginHosts(location: Pick<Location, 'protocol' | 'hostname' | 'port'>): Host[] {
  const protocol = location.protocol === 'https:' ? 'https' : 'http';
  const port = location.port ? Number(location.port) : undefined;
  return [{url: location.hostname, protocol, accept: 'readWrite', ...(port ? {port} : {})}];
}

/**
 * The client's defaults (1 s to connect, 2 s to read) are made for Algolia's several hosts, where a
 * slow one is left for the next. The site is one host, which the client tries once per search: a
 * search that took over 2 s on a busy server or a slow phone network failed ("Unreachable hosts")
 * though it would have been answered.
 */
export const SAME_ORIGIN_TIMEOUTS = {connect: 5_000, read: 10_000, write: 30_000};

export function modalLiteClient(appId: string, apiKey: string, options?: ClientOptions): LiteClient {
  // During server-side rendering there is no origin and no search is sent; keep the defaults.
  const hosts = typeof window === 'undefined' ? undefined : sameOriginHosts(window.location);
  // The visitor's random id lets the server count one search per run of keystrokes; it is held
  // in memory for a few seconds and never stored (search/insights/searchRecorder.ts).
  const userToken = typeof window === 'undefined' ? null : visitorId();
  const baseHeaders = userToken ? {...options?.baseHeaders, 'x-algolia-usertoken': userToken} : options?.baseHeaders;
  return realLiteClient(appId, apiKey, {
    timeouts: SAME_ORIGIN_TIMEOUTS,
    ...options,
    ...(hosts ? {hosts} : {}),
    ...(baseHeaders ? {baseHeaders} : {}),
  });
}

/** The /search page's client: the same, plus click events for the results it shows. */
export function liteClient(appId: string, apiKey: string, options?: ClientOptions): LiteClient {
  const client = modalLiteClient(appId, apiKey, options);
  return typeof window === 'undefined' ? client : withSearchPageClicks(client, appId, apiKey);
}

export * from '@merchantry/real-algoliasearch-lite';
