/**
 * `npm start`: builds the site when it is missing or stale, loads (or builds) the search index,
 * and serves site + search on PORT (default 3000). `--no-build` serves what is there.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {isMainThread} from 'node:worker_threads';
import {buildServer} from './app';
import {buildState} from './buildFreshness';
import {boundHeapGrowth} from './heap';
import {startupMessage, type StartupFacts} from './logging';
import {loadStaticSite} from './staticSite';
import {createSearchStore} from './searchStore';
import {SearchThread, type ThreadEntry} from './searchThread/client';
// Its side of the search thread, started only in the thread: the compiled bundle must hold it.
import './searchThread/worker';
import {InsightsStore} from '../search/insights/store';
import {SearchRecorder, type AnsweredSearch} from '../search/insights/searchRecorder';
import {searchConfigFromEnv, siteServerConfigFromEnv} from '../config/env';
import {site as identity} from '../src/site';

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(siteDir, 'build');

/**
 * The search thread runs this same code, the compiled bundle (server/start.mjs): its modules start
 * the thread's side in the thread (searchThread/worker.ts) and this file's `main` only on the main
 * thread. Run from source, the server answers every search on the main thread.
 */
function searchThreadEntry(): ThreadEntry | undefined {
  return typeof __filename === 'string' && __filename.endsWith('.cjs') ? {file: __filename} : undefined;
}

/** Logged, with the error, when the search thread stops. */
const THREAD_STOPPED = 'search thread stopped: searches run on the main thread';

function ensureBuild(): void {
  const state = buildState(siteDir, buildDir);
  if (state.fresh) return;
  console.log(`Building the site (${state.reason})…`);
  const result = spawnSync('npm', ['run', 'build'], {cwd: siteDir, stdio: 'inherit'});
  if (result.status !== 0) {
    console.error('The site build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

async function main(): Promise<void> {
  boundHeapGrowth();
  // Read first: a malformed variable stops the start with its name before any work.
  const config = siteServerConfigFromEnv({dataDir: path.join(siteDir, '.data'), siteUrl: identity.url});
  const {dataDir, port, host, hsts} = config;
  const search = searchConfigFromEnv();
  if (!process.argv.includes('--no-build')) ensureBuild();
  const staticSite = await loadStaticSite(buildDir, {connectOrigins: config.tryItOrigins});
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
  const allowedOrigins = config.searchAllowedOrigins;
  // The thread may stop before the app and its logger exist.
  let threadStopped = (err: Error) => console.error(THREAD_STOPPED, err);
  const threadEntry = searchThreadEntry();
  const searchThread = store && threadEntry && new SearchThread(store, threadEntry, (err) => threadStopped(err));
  const searchOptions =
    search.mode === 'local' && store
      ? {
          store,
          appId: search.appId,
          searchApiKey: search.searchApiKey,
          adminApiKey: config.searchAdminApiKey,
          limits: config.searchRateLimit === undefined ? {} : {rateLimit: config.searchRateLimit},
          allowedOrigins,
          onSearch: recorder && ((answered: AnsweredSearch) => recorder.record(answered)),
          searchThread,
        }
      : undefined;
  const app = await buildServer({
    site: staticSite,
    search: searchOptions,
    contact: {
      dataDir,
      smtpUrl: config.smtpUrl,
      contactTo: config.contactTo,
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
      analyticsApiKey: config.searchAnalyticsApiKey,
    },
    trustProxyHops: config.trustProxyHops,
    logger: {level: config.logLevel},
    hsts,
  });
  for (const message of storeMessages) app.log.info(message);
  threadStopped = (err) => app.log.error({err}, THREAD_STOPPED);
  const close = async () => {
    await searchThread?.close();
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

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
