/**
 * The search engine: records in memory, answering Algolia search requests with Algolia's semantics
 * and response shape. One engine per index; rebuilt when records or index-time settings change.
 *
 *   records ──buildInvertedIndex──▶ dictionary + postings + facet tables
 *   request ──params──▶ query units ──match──▶ candidates ──rank/distinct──▶ page ──highlight──▶ hits
 *
 * See ../DESIGN.md for goals and non-goals and search-protocol.md §2, §5 for the contract.
 */
import {randomBytes} from 'node:crypto';
import {HIERARCHY_LEVELS, type DocSearchWeight, type IndexSettings} from '../records';
import {
  compileRetrieve,
  facetAttributeName,
  getPath,
  isUnder,
  mapTree,
  parseSnippetSpec,
  pickAttributes,
  recordKeys,
  setPath,
  type RetrievePlan,
} from './attributes';
import {SearchError} from './errors';
import {isReservedKey} from './reservedKeys';
import {
  assertFilterSize,
  evaluateFilter,
  facetFiltersToNode,
  filterKey,
  isEmptyFilter,
  numericFiltersToNode,
  parseFilters,
  tagFiltersToNode,
  type FilterContext,
  type FilterNode,
} from './filters';
import {
  analyseText,
  escapeHtml,
  highlightFromAnalysis,
  snippetFromAnalysis,
  type HighlightOptions,
  type HighlightResult,
  type SnippetResult,
  type TextAnalysis,
} from './highlight';
import {buildInvertedIndex, type InvertedIndex} from './invertedIndex';
import {matchRecords, type MatchResult} from './match';
import {MatchScratch} from './matchScratch';
import {withSplitConcat} from './splitConcat';
import type {TypoRules} from './unitExpansion';
import {parseRequestParams, type SearchParams} from './params';
import {parseQuery, type QueryUnit} from './query';
import {
  applyTypoMode,
  computeProximity,
  distinctCount,
  effectiveCriteria,
  rankedDistinct,
  rankingInfo,
  rankKeys,
  type ProximityResult,
  type RankingInfo,
  type RankOptions,
} from './rank';
import {DOCSEARCH_TEMPLATE_SETTINGS, resolveSettings, type ResolvedSettings} from './settings';
import {ENGLISH_STOP_WORDS, optionalMask, optionalTerms, removeStopWords, wordMask} from './stopWords';
import {SynonymSet} from './synonyms';
import {RERANK_DEPTH, rerankBySection} from './sectionRerank';
import type {SynonymHit} from '../synonyms';
import {normalizeText, tokenize} from './tokenize';

export {DOCSEARCH_TEMPLATE_SETTINGS, DEFAULT_ENGINE_SETTINGS, MAX_HITS_PER_PAGE} from './settings';
export {SearchError, type SearchErrorCode} from './errors';
export {parseRequestParams, parseSearchParams, type SearchParams} from './params';
export type {HighlightResult, SnippetResult, MatchLevel} from './highlight';

export type EngineRecord = Record<string, unknown> & {objectID: string};

type HighlightTree = HighlightResult | HighlightTree[] | {[key: string]: HighlightTree};
type SnippetTree = SnippetResult | SnippetTree[] | {[key: string]: SnippetTree};

export interface SearchHit {
  objectID: string;
  _highlightResult?: Record<string, HighlightTree>;
  _snippetResult?: Record<string, SnippetTree>;
  _rankingInfo?: RankingInfo & {filters: number; geoDistance: number};
  [attribute: string]: unknown;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: boolean;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: {nbHits: boolean; typo: boolean; facetsCount?: boolean};
  query: string;
  params: string;
  index: string;
  queryID?: string;
  processingTimeMS: number;
  [field: string]: unknown;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  exhaustive: {facetsCount: boolean};
  processingTimeMS: number;
}

export interface SearchMeta {
  indexName: string;
  /** Echoed as the response's `params`; built from the parameters when omitted. */
  paramsString?: string;
}

interface HitPlan {
  retrieve: RetrievePlan;
  snippets: Array<{path: string; words: number}>;
  highlights: readonly string[];
  ellipsis: string;
  tags: HighlightOptions;
}

/** Default snippet length when an `attributesToSnippet` entry has no `:N`. */
const DEFAULT_SNIPPET_WORDS = 10;
/** A record's headings: the page title and the section path (lvl0 is the site section, not a heading). */
const HEADING_LEVELS = HIERARCHY_LEVELS.slice(1);
/** Evaluated filter masks kept per engine (the contextual filters repeat on every keystroke). */
const FILTER_CACHE_SIZE = 32;
const DEFAULT_MAX_FACET_HITS = 10;
const MAX_FACET_HITS = 100;

/** How this engine ranks beyond the index settings. */
export interface EngineOptions {
  /**
   * Local re-ranking by section after Algolia's `words` criterion (sectionRerank.ts). Off by
   * default, so an engine ranks exactly as Algolia would with the same records, settings and
   * synonyms; the site server's store turns it on (local mode).
   */
  localRanking?: boolean;
  /** The index's synonym objects (Algolia's synonyms API). */
  synonyms?: readonly SynonymHit[];
}

export class SearchEngine {
  readonly records: readonly EngineRecord[];
  readonly settings: ResolvedSettings;
  readonly options: {localRanking: boolean};
  readonly synonyms: SynonymSet;
  readonly index: InvertedIndex;
  private readonly scratch: MatchScratch;
  private readonly filterContext: FilterContext;
  private readonly filterCache = new Map<string, Uint8Array>();
  private readonly camelCache = new Map<string, boolean>();
  /** Page id per record (`url_without_anchor`, else `url`), for the local re-ranking's page groups. */
  private readonly pageOf: Int32Array;
  /** `weight.pageRank` per record (0 when absent), for the local re-ranking. */
  private readonly pageRankOf: Float64Array;

  constructor(records: readonly EngineRecord[], settings: IndexSettings = DOCSEARCH_TEMPLATE_SETTINGS, options: EngineOptions = {}) {
    this.records = records;
    this.options = {localRanking: options.localRanking ?? false};
    this.settings = resolveSettings(settings);
    const termOptions = {separatorsToIndex: this.settings.separatorsToIndex, camelCase: false};
    this.synonyms = new SynonymSet(options.synonyms ?? [], (text) => tokenize(text, termOptions).map((token) => token.term));
    this.index = buildInvertedIndex(records, this.settings);
    this.scratch = new MatchScratch(records.length);
    this.filterContext = {index: this.index, records, numericColumns: new Map()};
    this.pageRankOf = Float64Array.from(records, (record) => {
      const rank = (record.weight as Partial<DocSearchWeight> | undefined)?.pageRank;
      return typeof rank === 'number' ? rank : 0;
    });
    const pages = new Map<string, number>();
    this.pageOf = Int32Array.from(records, (record) => {
      // Records are schemaless: a URL that is not a string still keys a page, as it always has.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      const page = String(record.url_without_anchor ?? record.url ?? record.objectID);
      let id = pages.get(page);
      if (id === undefined) {
        id = pages.size;
        pages.set(page, id);
      }
      return id;
    });
  }

  get size(): number {
    return this.records.length;
  }

  /** Hits one search returns at most: what a caller budgets a request by. */
  hitsWanted(params: SearchParams): number {
    return params.length ?? params.hitsPerPage ?? this.settings.hitsPerPage;
  }

  /** Answers one request object in any body form (v5 object, `params` string or object). */
  searchRequest(request: Record<string, unknown>, indexName: string): SearchResponse {
    const {params, paramsString} = parseRequestParams(request);
    return this.search(params, {indexName, paramsString});
  }

  search(params: SearchParams, meta: SearchMeta): SearchResponse {
    const started = performance.now();
    const s = this.settings;
    const query = params.query ?? '';
    const hitsPerPage = this.hitsWanted(params);
    const page = params.page ?? 0;
    const paginationLimitedTo = params.paginationLimitedTo ?? s.paginationLimitedTo;
    const distinct = s.attributeForDistinct ? (params.distinct ?? s.distinct) : 0;
    const rules = this.typoRules(params);
    const features = params.advancedSyntaxFeatures ?? s.advancedSyntaxFeatures;
    const {units, optional} = this.queryUnits(params, features.includes('exactPhrase'), features.includes('excludeWords'));
    const rankOptions: RankOptions = {
      ranking: s.ranking,
      minProximity: params.minProximity ?? s.minProximity,
      exactOnSingleWordQuery: params.exactOnSingleWordQuery ?? s.exactOnSingleWordQuery,
      typoTolerance: rules.typoTolerance,
    };

    const matchOptions = {
      units,
      rules,
      filter: this.filterMask(params),
      slotAllowed: this.slotMask(params.restrictSearchableAttributes),
      removeWordsIfNoResults: params.removeWordsIfNoResults ?? s.removeWordsIfNoResults,
      optionalMask: optional,
    };
    let match = matchRecords(this.index, this.scratch, matchOptions);
    // Local mode: when the records holding every word are fewer than the re-ranking looks at, a
    // question's one unlucky word ("how do I change a value computed by core") must not leave only
    // the paragraphs that hold every word by typos. Records missing one word join them (phrases
    // stay required); the re-ranking still puts records with more words first.
    if (this.options.localRanking && match.units.length > 1 && match.count < RERANK_DEPTH && !match.relaxed) {
      match = matchRecords(this.index, this.scratch, {...matchOptions, optionalMask: wordMask(units, () => true), minMatched: match.units.length - 1});
    }
    if (rules.typoTolerance === 'min' || rules.typoTolerance === 'strict') applyTypoMode(match, rules.typoTolerance);

    const nbHits = distinctCount(match.candidates, match.count, this.index.distinctKey, distinct, this.scratch);
    const reachable = Math.min(nbHits, paginationLimitedTo);
    const offset = params.offset;
    const firstHit = offset ?? page * hitsPerPage;
    const wanted = Math.min(firstHit + hitsPerPage, paginationLimitedTo);
    const facetingAfterDistinct = params.facetingAfterDistinct === true && distinct > 0;

    let ordered: number[] = [];
    let proximity: ProximityResult = {proximity: new Int32Array(match.count), attribute: null};
    if (wanted > firstHit || facetingAfterDistinct) {
      const criteria = effectiveCriteria(rankOptions);
      const byMinProximity = (params.attributeCriteriaComputedByMinProximity ?? s.attributeCriteriaComputedByMinProximity) && criteria.includes('attribute');
      if (match.units.length > 1 && (criteria.includes('proximity') || byMinProximity)) {
        proximity = computeProximity(this.index, match, rankOptions.minProximity, byMinProximity, this.scratch);
      }
      const keys = rankKeys(this.index, match, proximity, rankOptions);
      const rerank = this.options.localRanking && match.units.length > 0;
      ordered = rankedDistinct(
        keys,
        match.candidates.subarray(0, match.count),
        this.index.distinctKey,
        distinct,
        facetingAfterDistinct ? match.count : rerank ? Math.max(wanted, RERANK_DEPTH) : wanted,
      );
      if (rerank) ordered = rerankBySection(ordered, match, this.pageOf, this.headingUnitsOf(match), (record) => this.pageRankOf[record]!);
    }

    const plan = this.hitPlan(params);
    const hits = ordered.slice(firstHit, wanted).map((position) => {
      const record = match.candidates[position]!;
      const info = params.getRankingInfo
        ? rankingInfo(this.index, match, position, proximity, rankOptions)
        : undefined;
      return this.buildHit(record, match, plan, info);
    });

    const response: SearchResponse = {
      hits,
      nbHits,
      page: offset !== undefined ? Math.floor(offset / Math.max(hitsPerPage, 1)) : page,
      nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: match.exhaustiveTypo,
      exhaustive: {nbHits: true, typo: match.exhaustiveTypo},
      query,
      params: meta.paramsString ?? '',
      index: meta.indexName,
      processingTimeMS: 0,
    };
    if (offset !== undefined) {
      response.offset = offset;
      response.length = hitsPerPage;
    }
    if (params.facets && params.facets.length > 0) {
      const recordsForFacets = facetingAfterDistinct
        ? Int32Array.from(ordered, (position) => match.candidates[position]!)
        : match.candidates.subarray(0, match.count);
      response.facets = this.facetCounts(params, recordsForFacets);
      response.exhaustiveFacetsCount = true;
      response.exhaustive.facetsCount = true;
    }
    if (params.clickAnalytics) response.queryID = randomBytes(16).toString('hex');
    response.processingTimeMS = Math.max(1, Math.round(performance.now() - started));
    return pickResponseFields(response, params.responseFields);
  }

  /** Facet value search (`/1/indexes/{index}/facets/{facet}/query`). */
  searchForFacetValues(facet: string, facetQuery: string, params: SearchParams, maxFacetHits = DEFAULT_MAX_FACET_HITS): FacetSearchResponse {
    const started = performance.now();
    const searchable = this.settings.attributesForFaceting.some(
      (entry) => /^\s*searchable\(/.test(entry) && facetAttributeName(entry) === facet,
    );
    if (!searchable) {
      throw new SearchError(
        'SEARCH_INVALID_PARAM',
        `Cannot search in "${facet}": add searchable(${facet}) to attributesForFaceting`,
      );
    }
    const counts = this.facetCounts({...params, facets: [facet], maxValuesPerFacet: 1000}, this.matchAll(params))[facet] ?? {};
    const needle = normalizeText(facetQuery.trim());
    const preTag = params.highlightPreTag ?? this.settings.highlightPreTag;
    const postTag = params.highlightPostTag ?? this.settings.highlightPostTag;
    const tokenOptions = {separatorsToIndex: this.settings.separatorsToIndex, camelCase: false};
    const facetHits: FacetHit[] = [];
    for (const [value, count] of Object.entries(counts)) {
      const token = needle === '' ? undefined : tokenize(value, tokenOptions).find((t) => t.term.startsWith(needle));
      if (needle !== '' && !token) continue;
      const highlighted = token
        ? escapeHtml(value.slice(0, token.start)) + preTag + escapeHtml(value.slice(token.start, token.start + needle.length)) + postTag + escapeHtml(value.slice(token.start + needle.length))
        : escapeHtml(value);
      facetHits.push({value, highlighted, count});
    }
    facetHits.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return {
      facetHits: facetHits.slice(0, Math.min(Math.max(maxFacetHits, 1), MAX_FACET_HITS)),
      exhaustiveFacetsCount: true,
      exhaustive: {facetsCount: true},
      processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    };
  }

  private matchAll(params: SearchParams): Int32Array {
    const s = this.settings;
    const {units, optional} = this.queryUnits(params, true, true);
    const match = matchRecords(this.index, this.scratch, {
      units,
      rules: this.typoRules(params),
      filter: this.filterMask(params),
      slotAllowed: this.slotMask(params.restrictSearchableAttributes),
      removeWordsIfNoResults: params.removeWordsIfNoResults ?? s.removeWordsIfNoResults,
      optionalMask: optional,
    });
    return match.candidates.slice(0, match.count);
  }

  /** The request's query units after `removeStopWords`, and which of them are `optionalWords`. */
  private queryUnits(params: SearchParams, exactPhrase: boolean, excludeWords: boolean): {units: QueryUnit[]; optional: number} {
    const s = this.settings;
    let units = parseQuery(params.query ?? '', {
      advancedSyntax: params.advancedSyntax ?? s.advancedSyntax,
      exactPhrase,
      excludeWords,
      queryType: params.queryType ?? s.queryType,
      separatorsToIndex: s.separatorsToIndex,
    });
    const dropStopWords = params.removeStopWords ?? s.removeStopWords;
    if (dropStopWords) units = removeStopWords(units);
    if (params.synonyms !== false && this.synonyms.size > 0) {
      const alternatives = this.synonyms.alternatives(units, dropStopWords ? (term) => ENGLISH_STOP_WORDS.has(term) : undefined);
      units = units.map((unit, i) => (alternatives[i]!.length > 0 ? {...unit, alternatives: alternatives[i]} : unit));
    }
    if ((params.typoTolerance ?? s.typoTolerance) !== false) {
      units = withSplitConcat(units, this.index, {minWordSizefor1Typo: params.minWordSizefor1Typo ?? s.minWordSizefor1Typo});
    }
    const words = params.optionalWords ?? s.optionalWords;
    if (words.length === 0) return {units, optional: 0};
    const tokenOptions = {separatorsToIndex: s.separatorsToIndex, camelCase: false};
    const terms = optionalTerms(words, (text) => tokenize(text, tokenOptions).map((token) => token.term));
    return {units, optional: optionalMask(units, terms)};
  }

  /** The request's typo and plural settings, each falling back to the index's. */
  private typoRules(params: SearchParams): TypoRules {
    const s = this.settings;
    return {
      typoTolerance: params.typoTolerance ?? s.typoTolerance,
      minWordSizefor1Typo: params.minWordSizefor1Typo ?? s.minWordSizefor1Typo,
      minWordSizefor2Typos: params.minWordSizefor2Typos ?? s.minWordSizefor2Typos,
      allowTyposOnNumericTokens: params.allowTyposOnNumericTokens ?? s.allowTyposOnNumericTokens,
      disableTypoToleranceOnWords: params.disableTypoToleranceOnWords ?? s.disableTypoToleranceOnWords,
      ignorePlurals: params.ignorePlurals ?? s.ignorePlurals,
    };
  }

  private filterMask(params: SearchParams): Uint8Array | null {
    const parts: FilterNode[] = [];
    if (params.facetFilters) parts.push(assertFilterSize(facetFiltersToNode(params.facetFilters), 'facetFilters'));
    if (params.filters !== undefined && params.filters.trim() !== '') parts.push(assertFilterSize(parseFilters(params.filters), 'filters'));
    if (params.numericFilters) parts.push(assertFilterSize(numericFiltersToNode(params.numericFilters), 'numericFilters'));
    if (params.tagFilters) parts.push(assertFilterSize(tagFiltersToNode(params.tagFilters), 'tagFilters'));
    const node: FilterNode = {kind: 'and', children: parts};
    assertFilterSize(node, 'filters');
    if (isEmptyFilter(node)) return null;
    const key = filterKey(node);
    const cached = this.filterCache.get(key);
    if (cached) {
      // Refresh its place in the LRU order.
      this.filterCache.delete(key);
      this.filterCache.set(key, cached);
      return cached;
    }
    const mask = evaluateFilter(node, this.filterContext);
    this.filterCache.set(key, mask);
    if (this.filterCache.size > FILTER_CACHE_SIZE) this.filterCache.delete(this.filterCache.keys().next().value!);
    return mask;
  }

  private slotMask(restrict: string[] | undefined): Uint8Array | null {
    if (!restrict || restrict.length === 0) return null;
    const mask = new Uint8Array(256);
    this.index.slots.forEach((slot, id) => {
      if (restrict.some((path) => isUnder(slot.path, path))) mask[id] = 1;
    });
    return mask;
  }

  private facetCounts(params: SearchParams, records: Int32Array): Record<string, Record<string, number>> {
    const declared = this.settings.attributesForFaceting.map(facetAttributeName);
    const requested = params.facets!.includes('*') ? declared : params.facets!.filter((facet) => declared.includes(facet));
    const maxValues = params.maxValuesPerFacet ?? this.settings.maxValuesPerFacet;
    const byAlpha = params.sortFacetValuesBy === 'alpha';
    const out: Record<string, Record<string, number>> = {};
    for (const facet of requested) {
      const table = this.index.facets.get(facet);
      if (!table) continue;
      const counts = new Int32Array(table.display.length);
      for (const record of records) {
        for (let v = table.offsets[record]!; v < table.offsets[record + 1]!; v += 1) counts[table.values[v]!]! += 1;
      }
      const entries: Array<[string, number]> = [];
      counts.forEach((count, id) => {
        if (count > 0) entries.push([table.display[id]!, count]);
      });
      // Like Algolia, a facet with no value among the matching records is left out.
      if (entries.length === 0) continue;
      entries.sort((a, b) => (byAlpha ? a[0].localeCompare(b[0]) : b[1] - a[1] || a[0].localeCompare(b[0])));
      out[facet] = Object.fromEntries(entries.slice(0, maxValues));
    }
    return out;
  }

  /** What every hit of one search retrieves, highlights and snippets, worked out once. */
  private hitPlan(params: SearchParams): HitPlan {
    const s = this.settings;
    return {
      retrieve: compileRetrieve(params.attributesToRetrieve ?? s.attributesToRetrieve, s.unretrievableAttributes),
      snippets: (params.attributesToSnippet ?? s.attributesToSnippet).map((entry) => parseSnippetSpec(entry, DEFAULT_SNIPPET_WORDS)),
      highlights: params.attributesToHighlight ?? s.attributesToHighlight ?? this.searchablePaths(),
      ellipsis: params.snippetEllipsisText ?? s.snippetEllipsisText,
      tags: {preTag: params.highlightPreTag ?? s.highlightPreTag, postTag: params.highlightPostTag ?? s.highlightPostTag},
    };
  }

  /** Query units each record's section headings (lvl1 to lvl6) contain, cached per heading text for one query. */
  private headingUnitsOf(match: MatchResult): (record: number) => number {
    const byText = new Map<string, number>();
    const options = {separatorsToIndex: this.settings.separatorsToIndex, camelCase: this.camelCaseFor('hierarchy.lvl1')};
    return (record) => {
      const hierarchy = this.records[record]!.hierarchy as Record<string, unknown> | undefined;
      if (!hierarchy) return 0;
      let units = 0;
      for (const level of HEADING_LEVELS) {
        const text = hierarchy[level];
        if (typeof text !== 'string') continue;
        let bits = byText.get(text);
        if (bits === undefined) {
          bits = analyseText(text, match.units, this.index.dictionary, options).matchedUnits;
          byText.set(text, bits);
        }
        units |= bits;
      }
      return units;
    };
  }

  /** Whether a leaf path is split on camel case (`camelCaseAttributes`), cached per path. */
  private camelCaseFor(path: string): boolean {
    let camel = this.camelCache.get(path);
    if (camel === undefined) {
      camel = this.settings.camelCaseAttributes.some((base) => isUnder(path, base));
      this.camelCache.set(path, camel);
    }
    return camel;
  }

  private buildHit(record: number, match: MatchResult, plan: HitPlan, info: RankingInfo | undefined): SearchHit {
    const source = this.records[record]!;
    const hit = pickAttributes(source, plan.retrieve) as SearchHit;
    hit.objectID = source.objectID;
    const units = match.units;
    const dictionary = this.index.dictionary;
    const separatorsToIndex = this.settings.separatorsToIndex;
    // Highlight and snippet of one attribute share a single pass over its text.
    const analyses = new Map<string, TextAnalysis>();
    const analysisOf = (text: string, path: string, element: number): TextAnalysis => {
      const key = element === 0 ? path : `${path}\u0000${element}`;
      let analysis = analyses.get(key);
      if (!analysis) {
        analysis = analyseText(text, units, dictionary, {separatorsToIndex, camelCase: this.camelCaseFor(path)});
        analyses.set(key, analysis);
      }
      return analysis;
    };

    if (plan.snippets.length > 0) {
      const snippets: Record<string, SnippetTree> = {};
      for (const spec of plan.snippets) {
        for (const path of spec.path === '*' ? recordKeys(source) : [spec.path]) {
          const tree = mapTree(getPath(source, path), path, (text, leaf, element) =>
            snippetFromAnalysis(text, analysisOf(text, leaf, element), units, spec.words, plan.ellipsis, plan.tags),
          );
          if (tree !== undefined) setPath(snippets, path, tree);
        }
      }
      hit._snippetResult = snippets;
    }

    if (plan.highlights.length > 0) {
      const highlights: Record<string, HighlightTree> = {};
      for (const requested of plan.highlights) {
        for (const path of requested === '*' ? recordKeys(source) : [requested]) {
          const tree = mapTree(getPath(source, path), path, (text, leaf, element) =>
            highlightFromAnalysis(text, analysisOf(text, leaf, element), units, plan.tags),
          );
          if (tree !== undefined) setPath(highlights, path, tree);
        }
      }
      hit._highlightResult = highlights;
    }
    if (info) {
      hit._rankingInfo = {...info, filters: 0, geoDistance: 0};
    }
    return hit;
  }

  private searchablePaths(): string[] {
    const paths = this.settings.searchableAttributes;
    if (!paths) return ['*'];
    return paths.flatMap((entry) => entry.replace(/^\s*(unordered|ordered)\((.*)\)\s*$/, '$2').split(',').map((p) => p.trim()));
  }
}

function pickResponseFields(response: SearchResponse, fields: string[] | undefined): SearchResponse {
  if (!fields || fields.includes('*')) return response;
  const out: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(response, field) && !isReservedKey(field)) out[field] = response[field];
  return out as SearchResponse;
}

