/**
 * Build- and run-time switches read from the environment, worked out once here so the Docusaurus
 * config, the site server and the search CLI agree on them. Nothing else reads `process.env`.
 */
import path from 'node:path';

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

/** Where the search CLI pushes: Algolia, or the site server's own API. */
export type PushTarget =
  | {kind: 'algolia'; appId: string; adminApiKey: string; indexName: string}
  | {kind: 'server'; url: string; appId: string; adminApiKey: string; indexName: string};

/** Algolia when its three variables are set, else our server when its URL and admin key are. */
export function pushTargetFromEnv(env: Env = process.env): PushTarget {
  const {ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME, SEARCH_SERVER_URL, SEARCH_ADMIN_API_KEY} = env;
  if (ALGOLIA_APP_ID && ALGOLIA_ADMIN_API_KEY && ALGOLIA_INDEX_NAME) {
    return {kind: 'algolia', appId: ALGOLIA_APP_ID, adminApiKey: ALGOLIA_ADMIN_API_KEY, indexName: ALGOLIA_INDEX_NAME};
  }
  if (SEARCH_SERVER_URL && SEARCH_ADMIN_API_KEY) {
    return {
      kind: 'server',
      url: SEARCH_SERVER_URL,
      appId: env.SEARCH_APP_ID || LOCAL_SEARCH.appId,
      adminApiKey: SEARCH_ADMIN_API_KEY,
      indexName: env.SEARCH_INDEX_NAME || LOCAL_SEARCH.indexName,
    };
  }
  throw new Error(
    'search:push: no target. Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME to push to Algolia, ' +
      'or SEARCH_SERVER_URL (e.g. http://localhost:3000) and SEARCH_ADMIN_API_KEY to push to the site server.',
  );
}

/** `DATA_DIR`, resolved: the site server's indexes, contact messages and insights. */
export function dataDirFromEnv(defaultDir: string, env: Env = process.env): string {
  return path.resolve(env.DATA_DIR ?? defaultDir);
}

/** How the site server (`server/main.ts`) runs, from its environment (README lists each variable). */
export interface SiteServerConfig {
  dataDir: string;
  port: number;
  host: string;
  /** Only where every visitor reaches the site over HTTPS (a proxy in front terminating TLS). */
  hsts: boolean;
  /** `SEARCH_RATE_LIMIT` per client IP per minute; `false` when 0; absent: the server's default. */
  searchRateLimit?: {max: number; timeWindowMs: number} | false;
  /** Origins the search and insights APIs answer with CORS headers. */
  searchAllowedOrigins: string[];
  searchAdminApiKey?: string;
  searchAnalyticsApiKey?: string;
  smtpUrl?: string;
  contactTo?: string;
  trustProxyHops?: number;
  logLevel: string;
  tryItOrigins: string[];
}

/** SEARCH_RATE_LIMIT: search requests per client IP per minute; 0 turns the limit off. */
function searchRateLimit(raw: string | undefined): SiteServerConfig['searchRateLimit'] {
  if (raw === undefined || raw === '') return undefined;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 0) throw new Error(`SEARCH_RATE_LIMIT must be a whole number (requests per minute), not "${raw}"`);
  return max === 0 ? false : {max, timeWindowMs: 60_000};
}

const list = (raw: string) =>
  raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * `defaults.dataDir`: the checkout's `.data`; `defaults.siteUrl`: the public site, allowed to call
 * the search API beside the server's own localhost origin unless SEARCH_ALLOWED_ORIGINS says else.
 */
export function siteServerConfigFromEnv(defaults: {dataDir: string; siteUrl: string}, env: Env = process.env): SiteServerConfig {
  const port = Number(env.PORT ?? 3000) || 3000;
  const trustProxyHops = env.TRUST_PROXY_HOPS ? Number(env.TRUST_PROXY_HOPS) : undefined;
  const rateLimit = searchRateLimit(env.SEARCH_RATE_LIMIT);
  return {
    dataDir: dataDirFromEnv(defaults.dataDir, env),
    port,
    host: env.HOST ?? '0.0.0.0',
    hsts: env.HSTS === 'true',
    ...(rateLimit === undefined ? {} : {searchRateLimit: rateLimit}),
    searchAllowedOrigins: list(env.SEARCH_ALLOWED_ORIGINS ?? `http://localhost:${port},${defaults.siteUrl}`),
    searchAdminApiKey: env.SEARCH_ADMIN_API_KEY || undefined,
    searchAnalyticsApiKey: env.SEARCH_ANALYTICS_API_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    contactTo: env.CONTACT_TO || undefined,
    // Not a number: no proxy trusted, as before (the server trusts none when this is falsy).
    trustProxyHops: trustProxyHops || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    tryItOrigins: tryItOriginsFromEnv(env),
  };
}
