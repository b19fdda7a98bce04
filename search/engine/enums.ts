/**
 * Algolia's enumerated setting and parameter values, each written once: the types, the request
 * parameter table (params.ts), the settings validator and the engine's defaults all read these.
 */

/** `removeWordsIfNoResults`: which words become optional when a query matches nothing. */
export const REMOVE_WORDS_IF_NO_RESULTS = ['none', 'lastWords', 'firstWords', 'allOptional'] as const;
export type RemoveWordsIfNoResults = (typeof REMOVE_WORDS_IF_NO_RESULTS)[number];

/** `queryType`: which query words are matched as prefixes. */
export const QUERY_TYPES = ['prefixLast', 'prefixAll', 'prefixNone'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

/** `exactOnSingleWordQuery`: how the `exact` criterion counts for a one-word query. */
export const EXACT_ON_SINGLE_WORD_QUERY = ['attribute', 'none', 'word'] as const;
export type ExactOnSingleWordQuery = (typeof EXACT_ON_SINGLE_WORD_QUERY)[number];

/** `sortFacetValuesBy`. */
export const SORT_FACET_VALUES_BY = ['count', 'alpha'] as const;
export type SortFacetValuesBy = (typeof SORT_FACET_VALUES_BY)[number];
