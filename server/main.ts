/**
 * `npm start`: builds the site when it is missing or stale, loads (or builds) the search index,
 * and serves site + search on PORT (default 3000). `--no-build` serves what is there.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {buildServer} from './app';
import {buildState} from './buildFreshness';
import {SERVER_LIMITS} from './limits';
import {startupMessage, type StartupFacts} from './logging';
import {loadStaticSite} from './staticSite';
import {createSearchStore} from './routes/search';
import {InsightsStore} from '../search/insights/store';
import {SearchRecorder, type AnsweredSearch} from '../search/insights/searchRecorder';
import {searchConfigFromEnv, tryItOriginsFromEnv} from '../config/env';
import {site as identity} from '../src/site';

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(siteDir, 'build');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(siteDir, '.data'));
const port = Number(process.env.PORT ?? 3000) || 3000;
const host = process.env.HOST ?? '0.0.0.0';
// Only where every visitor reaches the site over HTTPS (a proxy in front terminating TLS).
const hsts = process.env.HSTS === 'true';

/** SEARCH_RATE_LIMIT: search requests per client IP per minute; 0 turns the limit off. */
function searchRateLimit(): {max: number; timeWindowMs: number} | false {
  const raw = process.env.SEARCH_RATE_LIMIT;
  if (raw === undefined || raw === '') return SERVER_LIMITS.search.rateLimit;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 0) throw new Error(`SEARCH_RATE_LIMIT must be a whole number (requests per minute), not "${raw}"`);
  return max === 0 ? false : {max, timeWindowMs: 60_000};
}

function ensureBuild(): void {
  const state = buildState(siteDir, buildDir);
  if (state.fresh) return;
  console.log(`Building the site (${state.reason})…`);
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: siteDir, stdio: 'inherit', env: process.env});
  if (result.status !== 0) {
    console.error('The site build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) ensureBuild();
  const search = searchConfigFromEnv();
  const staticSite = await loadStaticSite(buildDir, {connectOrigins: tryItOriginsFromEnv()});
  // The store speaks before the app (and its logger) exists; its lines are logged once it does.
  const storeMessages: string[] = [];
  const store =
    search.mode === 'local'
      ? await createSearchStore({
          dataDir: path.join(dataDir, 'search'),
          buildDir,
          siteUrl: identity.url,
          indexName: search.indexName,
          log: (message: string) => storeMessages.push(message),
        })
      : undefined;
  const insightsStore = InsightsStore.open(dataDir);
  // Writes happen from a timer once the app runs, so its logger reports a failed one.
  const recorder = search.mode === 'local' ? new SearchRecorder(insightsStore, {onError: (err) => app.log.error({err}, 'insights: could not record searches')}) : undefined;
  const allowedOrigins = (process.env.SEARCH_ALLOWED_ORIGINS ?? `http://localhost:${port},${identity.url}`)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const searchOptions =
    search.mode === 'local' && store
      ? {
          store,
          appId: search.appId,
          searchApiKey: search.searchApiKey,
          adminApiKey: process.env.SEARCH_ADMIN_API_KEY || undefined,
          limits: {rateLimit: searchRateLimit()},
          allowedOrigins,
          onSearch: recorder && ((answered: AnsweredSearch) => recorder.record(answered)),
        }
      : undefined;
  const app = await buildServer({
    site: staticSite,
    search: searchOptions,
    contact: {
      dataDir,
      smtpUrl: process.env.SMTP_URL || undefined,
      contactTo: process.env.CONTACT_TO || undefined,
    },
    insights: {
      store: insightsStore,
      recorder,
      events: searchOptions && {
        appId: searchOptions.appId,
        searchApiKey: searchOptions.searchApiKey,
        adminApiKey: searchOptions.adminApiKey,
        allowedOrigins,
      },
      analyticsApiKey: process.env.SEARCH_ANALYTICS_API_KEY || undefined,
    },
    trustProxyHops: process.env.TRUST_PROXY_HOPS ? Number(process.env.TRUST_PROXY_HOPS) : undefined,
    logger: {level: process.env.LOG_LEVEL || 'info'},
    hsts,
  });
  for (const message of storeMessages) app.log.info(message);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({port, host});
  const facts: StartupFacts = {
    url: `http://localhost:${port}`,
    mode: search.mode,
    indexName: search.mode === 'local' ? search.indexName : undefined,
    indexRecords: store?.has(search.indexName) ? store.engine(search.indexName).size : undefined,
    dataDir,
    buildDir,
    hsts,
  };
  app.log.info({startup: facts}, startupMessage(facts));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
