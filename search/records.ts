/**
 * The DocSearch record, as the DocSearch crawler's "Docusaurus v2 & v3" template writes it, and the
 * index settings the engine and the Algolia API understand. Every part of search (indexer, engine,
 * store, CLIs, server) shares these types.
 * See ../shared/design/search-protocol.md §4 (records) and §5 (settings).
 */
import type {ExactOnSingleWordQuery, QueryType, RemoveWordsIfNoResults} from './engine/enums';

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/**
 * The words of the page's front-matter keywords, each once, on every record of the page (the
 * indexer's `page_keywords`). Not searched: a section does not contain them. Both re-rankings read
 * which query words they hold, as part of every record's headings: the engine from the records
 * (local mode), the browser from Algolia's highlight of it (hosted mode, which asks for it).
 */
export const PAGE_KEYWORDS_ATTRIBUTE = 'page_keywords';

/**
 * What the site's index highlights (`attributesToHighlight`): the headings only. The modal and the
 * /search page show a hit's text from `_snippetResult.content` and read only the headings from
 * `_highlightResult`; a whole paragraph highlighted again was a quarter of every answer's bytes.
 */
export const SITE_HIGHLIGHTED_ATTRIBUTES: readonly string[] = ['hierarchy'];

/**
 * The site index's `optionalWords`: words every page is about (the product's name, the site's own
 * words) name no topic. The browser's re-ranking in hosted mode reads them too (hostedRerank.ts).
 */
export const SITE_OPTIONAL_WORDS: readonly string[] = ['merchantry', 'docs', 'documentation'];

/** All seven keys are always present, in order; a level not reached on the page is `null`. */
export type DocSearchHierarchy = Record<HierarchyLevel, string | null>;

/** `lvl0` is never produced by the template: it is a page constant, not a DOM node. */
export type DocSearchRecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface DocSearchWeight {
  /** 0 unless a page rank is configured. */
  pageRank: number;
  /** 100 − 10×N for a `lvlN` heading, 0 for content. */
  level: number;
  /** 0-based index of the node among all the page's matched nodes. */
  position: number;
}

export interface DocSearchRecord {
  /** Stable across runs for the same page content. */
  objectID: string;
  type: DocSearchRecordType;
  hierarchy: DocSearchHierarchy;
  /** Plain text (never HTML); `null` for heading records. */
  content: string | null;
  /** Absolute: the page URL plus `#anchor` when there is one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  weight: DocSearchWeight;
  /** From `<meta name="docsearch:language">`. */
  language?: string;
  /** From `<meta name="docsearch:version">`; a comma-separated value becomes an array. */
  version?: string | string[];
  /** From `<meta name="docsearch:docusaurus_tag">`: `default`, `docs-<plugin>-<version>`, … */
  docusaurus_tag?: string;
  /** Identifiers from the section's code blocks (heading records only; not in the template). */
  code?: string;
  /** The words of the long snake_case names in `code` (indexer/codeIdentifiers.ts, snakeCaseWords). */
  code_words?: string;
  /** PAGE_KEYWORDS_ATTRIBUTE: the words of the page's keywords, on every record of a page that has them. */
  page_keywords?: string;
  /** Any other `docsearch:*` meta tag becomes an attribute of the same name. */
  [attribute: string]: unknown;
}

/**
 * Index settings as Algolia names them. Only the settings the engine reads are typed; the store
 * keeps any other key it receives so a round trip through `setSettings`/`getSettings` is lossless.
 */
export interface IndexSettings {
  searchableAttributes?: string[] | null;
  attributesForFaceting?: string[] | null;
  attributesToRetrieve?: string[] | null;
  unretrievableAttributes?: string[] | null;
  attributesToHighlight?: string[] | null;
  attributesToSnippet?: string[] | null;
  camelCaseAttributes?: string[] | null;
  customRanking?: string[] | null;
  ranking?: string[] | null;
  distinct?: boolean | number | null;
  attributeForDistinct?: string | null;
  highlightPreTag?: string | null;
  highlightPostTag?: string | null;
  snippetEllipsisText?: string | null;
  hitsPerPage?: number | null;
  paginationLimitedTo?: number | null;
  maxValuesPerFacet?: number | null;
  minWordSizefor1Typo?: number | null;
  minWordSizefor2Typos?: number | null;
  typoTolerance?: boolean | 'min' | 'strict' | null;
  allowTyposOnNumericTokens?: boolean | null;
  disableTypoToleranceOnWords?: string[] | null;
  minProximity?: number | null;
  ignorePlurals?: boolean | string[] | null;
  advancedSyntax?: boolean | null;
  advancedSyntaxFeatures?: string[] | null;
  attributeCriteriaComputedByMinProximity?: boolean | null;
  removeWordsIfNoResults?: RemoveWordsIfNoResults | null;
  queryType?: QueryType | null;
  exactOnSingleWordQuery?: ExactOnSingleWordQuery | null;
  separatorsToIndex?: string | null;
  removeStopWords?: boolean | string[] | null;
  optionalWords?: string[] | null;
  [setting: string]: unknown;
}
