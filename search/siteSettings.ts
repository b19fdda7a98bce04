/**
 * The index settings of the site's own index: the DocSearch template's, plus what this site adds
 * for relevance. One source for all three consumers: `search:push` (Algolia and our server), the
 * server's build-time index, and the bench. Every addition is an Algolia setting, so hosted search
 * gets the same behaviour.
 */
import {SITE_HIGHLIGHTED_ATTRIBUTES, SITE_OPTIONAL_WORDS, type IndexSettings} from './records';
import {DOCSEARCH_TEMPLATE_SETTINGS} from './engine/settings';

export const SITE_SEARCH_SETTINGS: IndexSettings = {
  ...structuredClone(DOCSEARCH_TEMPLATE_SETTINGS),
  // A page's front-matter keywords (the indexer's `keywords` attribute, on its lvl1 record): what
  // readers call the page and the searches it answers. After the headings and before the text: they
  // name the page as a heading does (search/DESIGN.md, "Searches in front matter"). Identifiers
  // from code blocks (`code`) last: a page that explains a name in prose ranks before one that only
  // shows it in code, and the words of long snake_case names after them.
  searchableAttributes: [
    ...DOCSEARCH_TEMPLATE_SETTINGS.searchableAttributes.filter((attribute) => attribute !== 'content'),
    'unordered(keywords)',
    'content',
    'unordered(code)',
    'unordered(code_words)',
  ],
  camelCaseAttributes: [...DOCSEARCH_TEMPLATE_SETTINGS.camelCaseAttributes, 'code'],
  // Developers type questions ("how do I cancel an order"): without this every "how", "do" and
  // "I" is required, and when nothing has them all, allOptional lets pages rich in them win.
  queryLanguages: ['en'],
  removeStopWords: ['en'],
  optionalWords: [...SITE_OPTIONAL_WORDS],
  attributesToHighlight: [...SITE_HIGHLIGHTED_ATTRIBUTES],
  // The /search page asks for no ellipsis and shows snippets as they come. Algolia's default is "…",
  // but empty for applications created before March 2016 and wrong on some indices of 2021–2022,
  // whose documented fix is to set it.
  snippetEllipsisText: '…',
};
