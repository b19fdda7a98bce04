/**
 * What each search parameter and each index setting accepts: one table per name space, the
 * settings table reusing the parameter's entry wherever a name is both (Algolia lets a query
 * override most settings). Read two ways:
 *  - `parseSearchParams` (params.ts) coerces request values, which may arrive as strings from a
 *    `params` string ("20", "true", "a,b"), and caps ranges;
 *  - `validateSettingValues` checks stored settings, which arrive as JSON: the value must already
 *    have its type (a list is an array, a number an integer ≥ 0). Ranges are not checked there:
 *    the engine caps them when a query reads them, as it always has.
 */
import {
  EXACT_ON_SINGLE_WORD_QUERY,
  QUERY_TYPES,
  REMOVE_WORDS_IF_NO_RESULTS,
  SORT_FACET_VALUES_BY,
} from './enums';
import {SearchError} from './errors';
import {assertSafeAttributeEntry} from './reservedKeys';
import {MAX_HITS_PER_PAGE} from './settings';

export type ParamKind =
  | {type: 'string'; attributes?: true}
  | {type: 'int'; min: number; max: number; cap?: number}
  | {type: 'bool'}
  | {type: 'list'; attributes?: true}
  | {type: 'filterList'}
  | {type: 'enum'; values: readonly string[]}
  | {type: 'distinct'}
  | {type: 'typoTolerance'}
  | {type: 'boolOrList'}
  | {type: 'ignored'};

export const INT_MAX = 2 ** 31 - 1;

/** Every parameter the engine reads or knowingly ignores, with how its value is checked. */
export const PARAMS: Record<string, ParamKind> = {
  query: {type: 'string'},
  hitsPerPage: {type: 'int', min: 0, max: INT_MAX, cap: MAX_HITS_PER_PAGE},
  page: {type: 'int', min: 0, max: INT_MAX},
  offset: {type: 'int', min: 0, max: INT_MAX},
  length: {type: 'int', min: 0, max: INT_MAX, cap: MAX_HITS_PER_PAGE},
  attributesToRetrieve: {type: 'list', attributes: true},
  attributesToHighlight: {type: 'list', attributes: true},
  attributesToSnippet: {type: 'list', attributes: true},
  restrictSearchableAttributes: {type: 'list', attributes: true},
  snippetEllipsisText: {type: 'string'},
  highlightPreTag: {type: 'string'},
  highlightPostTag: {type: 'string'},
  facetFilters: {type: 'filterList'},
  filters: {type: 'string'},
  numericFilters: {type: 'filterList'},
  tagFilters: {type: 'filterList'},
  facets: {type: 'list', attributes: true},
  maxValuesPerFacet: {type: 'int', min: 0, max: INT_MAX, cap: 1000},
  facetingAfterDistinct: {type: 'bool'},
  sortFacetValuesBy: {type: 'enum', values: SORT_FACET_VALUES_BY},
  advancedSyntax: {type: 'bool'},
  advancedSyntaxFeatures: {type: 'list'},
  analytics: {type: 'bool'},
  clickAnalytics: {type: 'bool'},
  distinct: {type: 'distinct'},
  typoTolerance: {type: 'typoTolerance'},
  minWordSizefor1Typo: {type: 'int', min: 0, max: INT_MAX},
  minWordSizefor2Typos: {type: 'int', min: 0, max: INT_MAX},
  allowTyposOnNumericTokens: {type: 'bool'},
  disableTypoToleranceOnWords: {type: 'list'},
  queryType: {type: 'enum', values: QUERY_TYPES},
  removeWordsIfNoResults: {type: 'enum', values: REMOVE_WORDS_IF_NO_RESULTS},
  ignorePlurals: {type: 'boolOrList'},
  removeStopWords: {type: 'boolOrList'},
  optionalWords: {type: 'list'},
  exactOnSingleWordQuery: {type: 'enum', values: EXACT_ON_SINGLE_WORD_QUERY},
  minProximity: {type: 'int', min: 1, max: 7},
  attributeCriteriaComputedByMinProximity: {type: 'bool'},
  getRankingInfo: {type: 'bool'},
  responseFields: {type: 'list', attributes: true},
  paginationLimitedTo: {type: 'int', min: 0, max: 20_000},
  // Accepted and type-checked, but without effect on a single-node engine without analytics,
  // rules, personalization or geo search.
  optionalFilters: {type: 'filterList'},
  analyticsTags: {type: 'list'},
  queryLanguages: {type: 'list'},
  naturalLanguages: {type: 'list'},
  ruleContexts: {type: 'list'},
  enableRules: {type: 'bool'},
  enablePersonalization: {type: 'bool'},
  enableABTest: {type: 'bool'},
  enableReRanking: {type: 'bool'},
  percentileComputation: {type: 'bool'},
  synonyms: {type: 'bool'},
  replaceSynonymsInHighlight: {type: 'bool'},
  restrictHighlightAndSnippetArrays: {type: 'bool'},
  sumOrFiltersScores: {type: 'bool'},
  decompoundQuery: {type: 'bool'},
  userToken: {type: 'ignored'},
  similarQuery: {type: 'ignored'},
  aroundLatLng: {type: 'ignored'},
  aroundLatLngViaIP: {type: 'ignored'},
  aroundRadius: {type: 'ignored'},
  insideBoundingBox: {type: 'ignored'},
  insidePolygon: {type: 'ignored'},
  personalizationImpact: {type: 'ignored'},
  reRankingApplyFilter: {type: 'ignored'},
  renderingContent: {type: 'ignored'},
  mode: {type: 'ignored'},
  semanticSearch: {type: 'ignored'},
  attributesToSnippetLimit: {type: 'ignored'},
};

const ATTRIBUTE_LIST: ParamKind = {type: 'list', attributes: true};
const LIST: ParamKind = {type: 'list'};
const STRING: ParamKind = {type: 'string'};

/** Every index setting the engine reads (other keys are stored untouched, as Algolia does). */
export const SETTINGS: Record<string, ParamKind> = {
  searchableAttributes: ATTRIBUTE_LIST,
  attributesForFaceting: ATTRIBUTE_LIST,
  attributesToRetrieve: PARAMS.attributesToRetrieve!,
  unretrievableAttributes: ATTRIBUTE_LIST,
  attributesToHighlight: PARAMS.attributesToHighlight!,
  attributesToSnippet: PARAMS.attributesToSnippet!,
  camelCaseAttributes: ATTRIBUTE_LIST,
  customRanking: ATTRIBUTE_LIST,
  ranking: ATTRIBUTE_LIST,
  disableTypoToleranceOnWords: PARAMS.disableTypoToleranceOnWords!,
  advancedSyntaxFeatures: PARAMS.advancedSyntaxFeatures!,
  replicas: LIST,
  optionalWords: PARAMS.optionalWords!,
  queryLanguages: PARAMS.queryLanguages!,
  hitsPerPage: PARAMS.hitsPerPage!,
  paginationLimitedTo: PARAMS.paginationLimitedTo!,
  maxValuesPerFacet: PARAMS.maxValuesPerFacet!,
  minWordSizefor1Typo: PARAMS.minWordSizefor1Typo!,
  minWordSizefor2Typos: PARAMS.minWordSizefor2Typos!,
  minProximity: PARAMS.minProximity!,
  allowTyposOnNumericTokens: PARAMS.allowTyposOnNumericTokens!,
  advancedSyntax: PARAMS.advancedSyntax!,
  attributeCriteriaComputedByMinProximity: PARAMS.attributeCriteriaComputedByMinProximity!,
  attributeForDistinct: {type: 'string', attributes: true},
  highlightPreTag: PARAMS.highlightPreTag!,
  highlightPostTag: PARAMS.highlightPostTag!,
  snippetEllipsisText: PARAMS.snippetEllipsisText!,
  separatorsToIndex: STRING,
  distinct: PARAMS.distinct!,
  typoTolerance: PARAMS.typoTolerance!,
  ignorePlurals: PARAMS.ignorePlurals!,
  removeStopWords: PARAMS.removeStopWords!,
  removeWordsIfNoResults: PARAMS.removeWordsIfNoResults!,
  queryType: PARAMS.queryType!,
  exactOnSingleWordQuery: PARAMS.exactOnSingleWordQuery!,
};

function invalidSetting(name: string, expected: string): SearchError {
  return new SearchError('SEARCH_INVALID_SETTING', `Invalid value for setting "${name}": expected ${expected}`);
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `"a", "b" or "c"`. */
const alternatives = (values: readonly string[]): string =>
  values.map((value) => `"${value}"`).join(', ').replace(/, ([^,]*)$/, ' or $1');

/** Checks one stored setting against its kind; throws SEARCH_INVALID_SETTING naming it. */
function checkSetting(name: string, kind: ParamKind, value: unknown): void {
  switch (kind.type) {
    case 'list':
      if (kind.attributes && Array.isArray(value)) {
        for (const entry of value) if (typeof entry === 'string') assertSafeAttributeEntry(entry, name);
      }
      if (!isStringList(value)) throw invalidSetting(name, 'a list of strings');
      return;
    case 'int':
      if (!(typeof value === 'number' && Number.isInteger(value) && value >= 0)) throw invalidSetting(name, 'a non-negative integer');
      return;
    case 'bool':
      if (typeof value !== 'boolean') throw invalidSetting(name, 'a boolean');
      return;
    case 'string':
      if (kind.attributes && typeof value === 'string') assertSafeAttributeEntry(value, name);
      if (typeof value !== 'string') throw invalidSetting(name, 'a string');
      return;
    case 'enum':
      if (!kind.values.includes(value as string)) throw invalidSetting(name, alternatives(kind.values));
      return;
    case 'distinct':
      if (!(typeof value === 'boolean' || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 4))) {
        throw invalidSetting(name, 'a boolean or an integer between 0 and 4');
      }
      return;
    case 'typoTolerance':
      if (!(typeof value === 'boolean' || value === 'min' || value === 'strict')) throw invalidSetting(name, 'a boolean, "min" or "strict"');
      return;
    case 'boolOrList':
      if (!(typeof value === 'boolean' || isStringList(value))) throw invalidSetting(name, 'a boolean or a list of language codes');
      return;
    case 'filterList':
    case 'ignored':
      return;
  }
}

/** Type checks of the settings the engine reads; `null` means "the default" and passes. */
export function validateSettingValues(settings: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(settings)) {
    if (value === null || !Object.hasOwn(SETTINGS, name)) continue;
    checkSetting(name, SETTINGS[name]!, value);
  }
}
