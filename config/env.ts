/**
 * Build- and run-time switches read from the environment, worked out once here so the Docusaurus
 * config, the site server and the search CLI agree on them.
 */

export type SearchMode = 'local' | 'hosted';

export interface SearchConfig {
  mode: SearchMode;
  appId: string;
  /** Search-only key: it ships in the browser bundle in both modes. */
  searchApiKey: string;
  indexName: string;
  insights: boolean;
}

/**
 * Local mode values. The key is public by design: it only grants search on our own server,
 * and it is visible in every page's JavaScript anyway.
 */
export const LOCAL_SEARCH = {
  appId: 'MERCHANTRY',
  searchApiKey: 'merchantry-local-search',
  indexName: 'merchantry',
} as const;

type Env = Record<string, string | undefined>;

export function searchConfigFromEnv(env: Env = process.env): SearchConfig {
  const {ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME} = env;
  if (ALGOLIA_APP_ID && ALGOLIA_SEARCH_API_KEY && ALGOLIA_INDEX_NAME) {
    return {
      mode: 'hosted',
      appId: ALGOLIA_APP_ID,
      searchApiKey: ALGOLIA_SEARCH_API_KEY,
      indexName: ALGOLIA_INDEX_NAME,
      insights: env.ALGOLIA_INSIGHTS === 'true',
    };
  }
  return {
    mode: 'local',
    appId: env.SEARCH_APP_ID || LOCAL_SEARCH.appId,
    searchApiKey: env.SEARCH_API_KEY || LOCAL_SEARCH.searchApiKey,
    indexName: env.SEARCH_INDEX_NAME || LOCAL_SEARCH.indexName,
    // Insights would load a script from a CDN and post events to Algolia: never in local mode.
    insights: false,
  };
}

export interface SiteBuildFlags {
  gtagTrackingId: string | undefined;
  /** Announcement bar id; a new id shows the bar again to visitors who dismissed the old one. */
  announcementId: string;
  hideNavbarOnScroll: boolean;
}

export function buildFlagsFromEnv(env: Env = process.env): SiteBuildFlags {
  return {
    gtagTrackingId: env.GTAG_TRACKING_ID || undefined,
    announcementId: env.ANNOUNCEMENT_ID || 'release-2-2',
    hideNavbarOnScroll: env.NAVBAR_HIDE_ON_SCROLL !== 'false',
  };
}

/**
 * `TRY_IT_ORIGINS`: the origins of the reader's own stores that the API reference's "Try it"
 * console may call, added to the Content-Security-Policy's `connect-src` by the site server. Unset,
 * pages connect to their own origin only (the sandbox).
 */
export function tryItOriginsFromEnv(env: Env = process.env): string[] {
  const values = (env.TRY_IT_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  for (const value of values) {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== value) {
      throw new Error(`TRY_IT_ORIGINS: "${value}" is not an origin such as https://store.example.com or http://localhost:3000`);
    }
  }
  return values;
}
