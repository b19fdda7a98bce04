/**
 * The request the DocSearch 3 modal sends for one keystroke (search-protocol.md §1.2), as
 * @docsearch/react 3.x builds it with this site's contextual facet filters: one fixture for the
 * engine's parameter tests, the server's route tests and the bench, so all three exercise what
 * the browser really sends. Check it against the installed bundle after a DocSearch upgrade
 * (`attributesToSnippet` in node_modules/@docsearch/react/dist/esm).
 */

/** Words per snippet: DocSearch's default `snippetLength`. */
export const MODAL_SNIPPET_WORDS = 10;

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function docSearchModalRequest(query: string, indexName: string): Record<string, unknown> {
  return {
    query,
    indexName,
    attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:${MODAL_SNIPPET_WORDS}`), `content:${MODAL_SNIPPET_WORDS}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    // The theme's contextual search: this locale, and the blog or the current docs version.
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };
}
