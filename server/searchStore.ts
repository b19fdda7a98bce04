/**
 * The site server's search store at start: the indexes persisted under the data dir, and the
 * built site indexed into the site's index when it has none yet or an older build's.
 */
import {existsSync, statSync} from 'node:fs';
import {indexBuildDir, siteBuildMarker} from '../search/indexer/index';
import {SITE_SEARCH_SETTINGS} from '../search/siteSettings';
import {siteSynonymsFor} from '../search/siteSynonyms';
import {SearchStore} from '../search/store';
import {warmUpSearch} from './searchWarmUp';

export interface CreateSearchStoreOptions {
  /** Index files live under `<dataDir>/indexes`. */
  dataDir: string;
  /** The built site, indexed when no index is stored yet (or the stored one came from an older build). */
  buildDir: string;
  siteUrl: string;
  indexName: string;
  log?: (message: string) => void;
  /** Index `buildDir` even when an index is stored. */
  reindex?: boolean;
}

/** Modification time of the build (its home page, rewritten by every build). */
function buildTime(buildDir: string): number | null {
  for (const candidate of [siteBuildMarker(buildDir), buildDir]) {
    if (existsSync(candidate)) return statSync(candidate).mtimeMs;
  }
  return null;
}

/**
 * Loads the persisted indexes; when `indexName` is missing, or was indexed from an older build,
 * indexes `buildDir` into it with the DocSearch template settings and persists it. An index pushed
 * through the API is never replaced here.
 */
export async function createSearchStore(opts: CreateSearchStoreOptions): Promise<SearchStore> {
  const log = opts.log ?? (() => {});
  // The site's own search: local mode re-ranks by section (search/engine/sectionRerank.ts).
  const store = await SearchStore.open({dataDir: opts.dataDir, log, localRanking: true});
  const builtAt = buildTime(opts.buildDir);
  const origin = store.origin(opts.indexName);
  const stale = origin?.kind === 'build' && builtAt !== null && builtAt > origin.builtAt;
  if (!store.has(opts.indexName) || stale || opts.reindex) {
    if (builtAt === null) {
      log(`search: no index "${opts.indexName}" and no build at ${opts.buildDir}; search answers 404 until one is pushed`);
      return store;
    }
    const started = performance.now();
    const {records, pages} = await indexBuildDir(opts.buildDir, {siteUrl: opts.siteUrl});
    // The synonyms search:push sends, so that the synonyms API lists what Algolia would hold (the
    // engine in local mode leaves the stem groups to its own stems).
    store.replaceIndex(opts.indexName, records, SITE_SEARCH_SETTINGS, {kind: 'build', builtAt}, siteSynonymsFor(records));
    await store.flush();
    log(`search: indexed ${pages} pages (${records.length} records) into "${opts.indexName}" in ${Math.round(performance.now() - started)} ms`);
  }
  // Build the engine now rather than on the first keystroke, and run its first searches (searchWarmUp.ts).
  warmUpSearch(store.engine(opts.indexName), store.records(opts.indexName), opts.indexName);
  return store;
}

