/**
 * The index settings of the site's own index: the DocSearch template's, plus what this site adds
 * for relevance. One source for all three consumers: `search:push` (Algolia and our server), the
 * server's build-time index, and the bench.
 */
import type {IndexSettings} from './records';
import {DOCSEARCH_TEMPLATE_SETTINGS} from './engine/settings';

export const SITE_SEARCH_SETTINGS: IndexSettings = {
  ...structuredClone(DOCSEARCH_TEMPLATE_SETTINGS),
};
