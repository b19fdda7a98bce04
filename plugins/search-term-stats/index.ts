/**
 * Hosted mode: writes the index's term statistics beside the pages (TERM_STATS_FILE), for the
 * browser to score Algolia's hits by BM25 as local mode's engine scores its records
 * (search/relevance.ts). They come from indexing the finished pages, as `search:push` does for the
 * records it sends Algolia, so both describe the same index. Local mode's server has the index
 * itself and needs no file.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {SearchEngine} from '../../search/engine/index';
import {indexBuildDir} from '../../search/indexer/index';
import {TERM_STATS_FILE} from '../../search/relevance';
import {SITE_SEARCH_SETTINGS} from '../../search/siteSettings';
import {site} from '../../src/site';

export default function searchTermStatsPlugin(_context: unknown, options: {hosted: boolean}): Plugin {
  return {
    name: 'search-term-stats',
    async postBuild({outDir}) {
      if (!options.hosted) return;
      const {records} = await indexBuildDir(outDir, {siteUrl: site.url});
      const stats = new SearchEngine(records, SITE_SEARCH_SETTINGS).termStats();
      await writeFile(path.join(outDir, TERM_STATS_FILE), JSON.stringify(stats));
    },
  };
}
