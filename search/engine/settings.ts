/**
 * Index settings: the DocSearch template's (what a new index starts with) and Algolia's engine
 * defaults (what applies when a setting is absent or reset with `null`).
 */
import type {IndexSettings} from '../records';
import type {ExactOnSingleWordQuery, QueryType, RemoveWordsIfNoResults} from './enums';
import {removesEnglishStopWords} from './stopWords';

/**
 * `initialIndexSettings` of the DocSearch crawler's "Docusaurus v2 & v3" template
 * (search-protocol.md §5.1). Every new index gets these.
 */
export const DOCSEARCH_TEMPLATE_SETTINGS = {
  attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
} as const satisfies IndexSettings;

/** The settings the engine reads, all resolved. */
export interface ResolvedSettings {
  searchableAttributes: string[] | null;
  attributesForFaceting: string[];
  attributesToRetrieve: string[];
  unretrievableAttributes: string[];
  attributesToHighlight: string[] | null;
  attributesToSnippet: string[];
  camelCaseAttributes: string[];
  customRanking: string[];
  ranking: string[];
  distinct: number;
  attributeForDistinct: string | null;
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  hitsPerPage: number;
  paginationLimitedTo: number;
  maxValuesPerFacet: number;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  typoTolerance: boolean | 'min' | 'strict';
  allowTyposOnNumericTokens: boolean;
  disableTypoToleranceOnWords: string[];
  minProximity: number;
  ignorePlurals: boolean;
  advancedSyntax: boolean;
  advancedSyntaxFeatures: string[];
  attributeCriteriaComputedByMinProximity: boolean;
  removeWordsIfNoResults: RemoveWordsIfNoResults;
  queryType: QueryType;
  exactOnSingleWordQuery: ExactOnSingleWordQuery;
  separatorsToIndex: string;
  /** English stop words are dropped from queries (the only language the engine knows). */
  removeStopWords: boolean;
  optionalWords: string[];
}

/** Algolia's engine defaults (https://www.algolia.com/doc/api-reference/settings-api-parameters/). */
export const DEFAULT_ENGINE_SETTINGS = {
  // null = every attribute, at the same priority.
  searchableAttributes: null,
  attributesForFaceting: [],
  attributesToRetrieve: ['*'],
  unretrievableAttributes: [],
  // null = every searchable attribute.
  attributesToHighlight: null,
  attributesToSnippet: [],
  camelCaseAttributes: [],
  customRanking: [],
  ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
  distinct: 0,
  attributeForDistinct: null,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  hitsPerPage: 20,
  paginationLimitedTo: 1000,
  maxValuesPerFacet: 100,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  allowTyposOnNumericTokens: true,
  disableTypoToleranceOnWords: [],
  minProximity: 1,
  ignorePlurals: false,
  advancedSyntax: false,
  advancedSyntaxFeatures: ['exactPhrase', 'excludeWords'],
  attributeCriteriaComputedByMinProximity: false,
  removeWordsIfNoResults: 'none',
  queryType: 'prefixLast',
  exactOnSingleWordQuery: 'attribute',
  separatorsToIndex: '',
  removeStopWords: false,
  optionalWords: [],
} as const satisfies ResolvedSettings;

/** Maximum `hitsPerPage`; larger values are capped, as Algolia does. */
export const MAX_HITS_PER_PAGE = 1000;

/** Settings that only take effect when the engine is rebuilt (they shape the inverted index). */
export const INDEX_TIME_SETTINGS = [
  'searchableAttributes',
  'attributesForFaceting',
  'camelCaseAttributes',
  'customRanking',
  'attributeForDistinct',
  'separatorsToIndex',
] as const;

/** Stored settings over engine defaults; a `null` or missing stored value means "the default". */
export function resolveSettings(settings: IndexSettings): ResolvedSettings {
  const resolved: Record<string, unknown> = {...DEFAULT_ENGINE_SETTINGS};
  for (const key of Object.keys(DEFAULT_ENGINE_SETTINGS)) {
    const value = settings[key];
    if (value !== undefined && value !== null) resolved[key] = value;
  }
  const distinct = settings.distinct;
  resolved.distinct = distinct === true ? 1 : typeof distinct === 'number' ? distinct : 0;
  resolved.removeStopWords = removesEnglishStopWords(settings.removeStopWords);
  resolved.ignorePlurals = Array.isArray(settings.ignorePlurals)
    ? settings.ignorePlurals.length > 0
    : settings.ignorePlurals === true;
  return resolved as unknown as ResolvedSettings;
}
