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
import type {IndexSettings} from '../records';
import {isUnder} from './attributes';
import {assertSearchableFacet, DEFAULT_MAX_FACET_HITS, facetCounts, facetValueHits} from './facets';
import {FilterMasks} from './filterMasks';
import {HitBuilder} from './hits';
import {isFullyHighlighted} from './highlight';
import {SearchTextAnalyses} from './textAnalyses';
import {TermUnitMasks} from './termUnits';
import {TextTokenCache} from './textTokens';
import {buildInvertedIndex, type InvertedIndex} from './invertedIndex';
import {matchRecords, type MatchOptions} from './match';
import {MatchScratch} from './matchScratch';
import {isPartialWord, withPartialWords} from './partialWords';
import {withSplitConcat} from './splitConcat';
import {isStemGroup, StemIndex, withStems} from './stems';
import {typoBudget, type TypoRules} from './unitExpansion';
import {parseRequestParams, type SearchParams} from './params';
import {firstUnits, matchedAsPrefix, parseQuery, type QueryUnit} from './query';
import {flagsAsWords} from '../commandFlags';
import {
  applyTypoMode,
  computeProximity,
  distinctCount,
  effectiveCriteria,
  rankedDistinct,
  rankingInfo,
  rankKeys,
  type ProximityResult,
  type RankOptions,
} from './rank';
import {pickResponseFields, type EngineRecord, type FacetSearchResponse, type SearchMeta, type SearchResponse} from './response';
import {DOCSEARCH_TEMPLATE_SETTINGS, resolveSettings, type ResolvedSettings} from './settings';
import {ENGLISH_STOP_WORDS, optionalMask, optionalTerms, removeStopWords, wordMask} from './stopWords';
import {SynonymSet} from './synonyms';
import {headingUnitsOf, keywordOnlyUnitsOf, ownHeadingUnitsOf, pageIdsOf, pageKeywordsOf, pageRanksOf, RERANK_DEPTH, rerankBySection} from './sectionRerank';
import type {SynonymHit} from '../synonyms';
import {type PageOrder, type PageWeights} from '../sectionOrder';
import {PAGE_WEIGHTS} from '../pageWeights';
import {PageRelevance, relevanceTermIds} from './bm25';
import {tokenize} from './tokenize';

export {DOCSEARCH_TEMPLATE_SETTINGS, DEFAULT_ENGINE_SETTINGS, MAX_HITS_PER_PAGE} from './settings';
export {SearchError, type SearchErrorCode} from './errors';
export {parseRequestParams, parseSearchParams, type SearchParams} from './params';
export type {HighlightResult, SnippetResult, MatchLevel} from './highlight';
export type {EngineRecord, FacetHit, FacetSearchResponse, SearchHit, SearchMeta, SearchResponse} from './response';

/** How this engine ranks beyond the index settings. */
export interface EngineOptions {
  /**
   * Local re-ranking by section after Algolia's `words` criterion (sectionRerank.ts), with
   * query words also matching their other forms by stem (stems.ts). Off by default, so an engine
   * ranks exactly as Algolia would with the same records, settings and synonyms; the site
   * server's store turns it on (local mode).
   */
  localRanking?: boolean;
  /** The index's synonym objects (Algolia's synonyms API). */
  synonyms?: readonly SynonymHit[];
  /**
   * Local mode's page order after the section rule (PageOrder in ../sectionOrder.ts): its weights
   * (PAGE_WEIGHTS by default; null leaves the section rule's order), and what sees each answer's
   * page features (bench/learnPageWeights.ts fits the weights from them).
   */
  pageOrder?: {weights?: PageWeights | null; observe?: PageOrder<number>['observe']};
}

export class SearchEngine {
  readonly records: readonly EngineRecord[];
  readonly settings: ResolvedSettings;
  readonly options: {localRanking: boolean; pageOrder: EngineOptions['pageOrder']};
  readonly synonyms: SynonymSet;
  readonly index: InvertedIndex;
  private readonly scratch: MatchScratch;
  private readonly filters: FilterMasks;
  private readonly hits: HitBuilder;
  /** Record texts as highlighting and the re-ranking's heading words read them. */
  private readonly tokens: TextTokenCache;
  private readonly termUnits: TermUnitMasks;
  /** Page id per record, for the local re-ranking's page groups. */
  private readonly pageOf: Int32Array;
  /** Each page's keywords by page id, for the local re-ranking's heading words. */
  private readonly pageKeywords: Map<number, string>;
  /** `weight.pageRank` per record (0 when absent), for the local re-ranking. */
  private readonly pageRankOf: Float64Array;
  /** Local mode: other forms of a query word by stem (null: Algolia has no stemming). */
  private readonly stems: StemIndex | null;
  /** Local mode: each page's BM25 score for the page order (null: Algolia has no such score). */
  private readonly relevance: PageRelevance | null;
  /** How query and synonym texts become dictionary terms. */
  private readonly termOptions: {separatorsToIndex: string; camelCase: boolean};
  /** The terms of the settings' `optionalWords`, tokenised on the first search that reads them. */
  private settingsOptionalTerms: Set<string> | undefined;

  constructor(records: readonly EngineRecord[], settings: IndexSettings = DOCSEARCH_TEMPLATE_SETTINGS, options: EngineOptions = {}) {
    this.records = records;
    this.options = {localRanking: options.localRanking ?? false, pageOrder: options.pageOrder};
    this.settings = resolveSettings(settings);
    this.termOptions = {separatorsToIndex: this.settings.separatorsToIndex, camelCase: false};
    // Local mode stems query words itself, as alternatives that are not exact; the same forms as a
    // regular synonym (search:push sends them for hosted Algolia, which has no stemming) would count
    // as exact words and rank differently from the stems measured for local mode.
    const given = options.synonyms ?? [];
    const synonyms = this.options.localRanking ? given.filter((hit) => !(hit.type === 'synonym' && isStemGroup(hit.synonyms ?? []))) : given;
    this.synonyms = new SynonymSet(synonyms, (text) => tokenize(text, this.termOptions).map((token) => token.term));
    this.index = buildInvertedIndex(records, this.settings);
    this.scratch = new MatchScratch(records.length);
    this.filters = new FilterMasks({index: this.index, records, numericColumns: new Map()});
    this.tokens = new TextTokenCache(this.index.dictionary, this.settings.separatorsToIndex);
    this.termUnits = new TermUnitMasks(this.index.dictionary.size);
    this.hits = new HitBuilder(records, this.settings);
    this.pageRankOf = pageRanksOf(records);
    this.pageOf = pageIdsOf(records);
    this.pageKeywords = pageKeywordsOf(records, this.pageOf);
    this.stems = this.options.localRanking ? new StemIndex(this.index.dictionary) : null;
    this.relevance = this.options.localRanking ? new PageRelevance(this.index, this.pageOf) : null;
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

    const matchOptions = this.matchOptions(params, units, optional, rules);
    let match = matchRecords(this.index, this.scratch, matchOptions);
    // Local mode: when the records holding every word are fewer than the re-ranking looks at, a
    // question's unlucky words ("how do I change a value computed by core") must not leave only
    // the paragraphs that hold every word by typos. Records missing one word join them, then
    // records missing two, and so on down to one word, until there are enough (phrases stay
    // required); the re-ranking still puts records with more words first. A long question's
    // answer often holds half its words in one section and the rest in the next. One word missing
    // is tried first because its scan opens only the two rarest words' records; past it, one scan
    // of every word's records picks how many words to ask for.
    if (this.options.localRanking && match.units.length > 1 && match.count < RERANK_DEPTH && !match.relaxed) {
      const widened = {...matchOptions, optionalMask: wordMask(units, () => true)};
      match = matchRecords(this.index, this.scratch, {...widened, minMatched: match.units.length - 1});
      if (match.count < RERANK_DEPTH && match.units.length > 2) {
        match = matchRecords(this.index, this.scratch, {...widened, minMatched: 1, enough: RERANK_DEPTH});
      }
    }
    if (rules.typoTolerance === 'min' || rules.typoTolerance === 'strict') applyTypoMode(match, rules.typoTolerance);

    const nbHits = distinctCount(match.candidates, match.count, this.index.distinctKey, distinct, this.scratch);
    const reachable = Math.min(nbHits, paginationLimitedTo);
    const offset = params.offset;
    const firstHit = offset ?? page * hitsPerPage;
    const wanted = Math.min(firstHit + hitsPerPage, paginationLimitedTo);
    const facetingAfterDistinct = params.facetingAfterDistinct === true && distinct > 0;

    const analyses = new SearchTextAnalyses(this.tokens, match.units, this.termUnits);
    let ordered: number[] = [];
    let proximity: ProximityResult = this.scratch.proximityBuffers(match.count, false);
    if (wanted > firstHit || facetingAfterDistinct) {
      const criteria = effectiveCriteria(rankOptions);
      const byMinProximity = (params.attributeCriteriaComputedByMinProximity ?? s.attributeCriteriaComputedByMinProximity) && criteria.includes('attribute');
      if (match.units.length > 1 && (criteria.includes('proximity') || byMinProximity)) {
        proximity = computeProximity(this.index, match, rankOptions.minProximity, byMinProximity, this.scratch);
      }
      const keys = rankKeys(this.index, match, proximity, rankOptions, this.scratch);
      const rerank = this.options.localRanking && match.units.length > 0;
      ordered = rankedDistinct(
        keys,
        match.candidates.subarray(0, match.count),
        this.index.distinctKey,
        distinct,
        facetingAfterDistinct ? match.count : rerank ? Math.max(wanted, RERANK_DEPTH) : wanted,
        this.scratch,
      );
      if (rerank) {
        const headingCamelCase = this.hits.camelCaseFor('hierarchy.lvl1');
        const analysisOf = (text: string) => analyses.get(text, headingCamelCase);
        const headingUnits = headingUnitsOf(this.records, analysisOf, (record) => this.pageKeywords.get(this.pageOf[record]!));
        ordered = rerankBySection(ordered, match, {
          pageOf: this.pageOf,
          headingUnits,
          ownHeadingUnits: ownHeadingUnitsOf(this.records, analysisOf),
          keywordOnlyUnits: keywordOnlyUnitsOf(this.records, analysisOf),
          optionalUnits: optional,
          pageRank: (record) => this.pageRankOf[record]!,
          titleCovered: (record) => {
            const title = (this.records[record]!.hierarchy as Record<string, unknown> | undefined)?.lvl1;
            return typeof title === 'string' && isFullyHighlighted(analysisOf(title));
          },
          rankingInfo: (position) => rankingInfo(this.index, match, position, proximity, rankOptions),
          pageOrder: this.pageOrder(query, params, rules),
        });
      }
    }

    const plan = this.hits.plan(params);
    const hits = ordered.slice(firstHit, wanted).map((position) => {
      const record = match.candidates[position]!;
      const info = params.getRankingInfo
        ? rankingInfo(this.index, match, position, proximity, rankOptions)
        : undefined;
      return this.hits.build(record, analyses, plan, info);
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
      response.facets = facetCounts(this.index, s, params, recordsForFacets);
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
    assertSearchableFacet(this.settings, facet);
    const counts = facetCounts(this.index, this.settings, {...params, facets: [facet], maxValuesPerFacet: 1000}, this.matchAll(params))[facet] ?? {};
    return {
      facetHits: facetValueHits(counts, facetQuery, this.settings, params, maxFacetHits),
      exhaustiveFacetsCount: true,
      exhaustive: {facetsCount: true},
      processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    };
  }

  private matchAll(params: SearchParams): Int32Array {
    const {units, optional} = this.queryUnits(params, true, true);
    const match = matchRecords(this.index, this.scratch, this.matchOptions(params, units, optional, this.typoRules(params)));
    return match.candidates.slice(0, match.count);
  }

  /** What the scan needs from the request: its units, typo rules, filters and restrictions. */
  private matchOptions(params: SearchParams, units: QueryUnit[], optional: number, rules: TypoRules): MatchOptions {
    return {
      units,
      rules,
      filter: this.filters.maskFor(params),
      slotAllowed: this.slotMask(params.restrictSearchableAttributes),
      removeWordsIfNoResults: params.removeWordsIfNoResults ?? this.settings.removeWordsIfNoResults,
      optionalMask: optional,
      // Present, so that local mode's widened copies replace keys rather than add them (V8's slow path).
      minMatched: undefined,
      enough: undefined,
    };
  }

  /** Local mode's page order for a query (PageOrder), unless its weights are turned off. */
  private pageOrder(query: string, params: SearchParams, rules: TypoRules): PageOrder<number> | undefined {
    const {weights = PAGE_WEIGHTS, observe} = this.options.pageOrder ?? {};
    if (!weights || !this.relevance) return undefined;
    // The raw query's words, not its units: BM25 counts stop words too (a small weight for a
    // common word), as the scoring measured for this order does (bm25.ts).
    const tokens = tokenize(query, this.termOptions);
    const queryType = params.queryType ?? this.settings.queryType;
    const words = tokens.map(({term, end}, i) => ({
      term,
      prefix: matchedAsPrefix(queryType, i === tokens.length - 1, end, query.length) || isPartialWord(term, this.index.dictionary),
      maxTypos: typoBudget(term, rules),
    }));
    return {weights, relevance: this.relevance.scores(relevanceTermIds(words, this.index.dictionary, this.index.postingStart)), observe};
  }

  /** The request's query units after `removeStopWords`, and which of them are `optionalWords`. */
  private queryUnits(params: SearchParams, exactPhrase: boolean, excludeWords: boolean): {units: QueryUnit[]; optional: number} {
    const s = this.settings;
    const query = params.query ?? '';
    let units = parseQuery(this.options.localRanking ? flagsAsWords(query) : query, {
      advancedSyntax: params.advancedSyntax ?? s.advancedSyntax,
      exactPhrase,
      excludeWords,
      queryType: params.queryType ?? s.queryType,
      separatorsToIndex: s.separatorsToIndex,
    });
    const dropStopWords = params.removeStopWords ?? s.removeStopWords;
    if (dropStopWords) units = removeStopWords(units);
    units = firstUnits(units);
    if (params.synonyms !== false && this.synonyms.size > 0) {
      const alternatives = this.synonyms.alternatives(units, dropStopWords ? (term) => ENGLISH_STOP_WORDS.has(term) : undefined);
      units = units.map((unit, i) => (alternatives[i]!.length > 0 ? {...unit, alternatives: alternatives[i]} : unit));
    }
    if (this.options.localRanking) units = withPartialWords(units, this.index.dictionary);
    if (this.stems) units = withStems(units, this.stems);
    if ((params.typoTolerance ?? s.typoTolerance) !== false) {
      units = withSplitConcat(units, this.index, {minWordSizefor1Typo: params.minWordSizefor1Typo ?? s.minWordSizefor1Typo});
    }
    const words = params.optionalWords ?? s.optionalWords;
    if (words.length === 0) return {units, optional: 0};
    const terms = params.optionalWords ? this.optionalTermsOf(words) : (this.settingsOptionalTerms ??= this.optionalTermsOf(words));
    return {units, optional: optionalMask(units, terms)};
  }

  private optionalTermsOf(words: readonly string[]): Set<string> {
    return optionalTerms(words, (text) => tokenize(text, this.termOptions).map((token) => token.term));
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
      // Local mode only: Algolia does not say whether its typos reach stop words, and strict mode
      // answers as it would.
      noTyposToStopWords: this.options.localRanking && (params.removeStopWords ?? s.removeStopWords),
    };
  }

  private slotMask(restrict: string[] | undefined): Uint8Array | null {
    if (!restrict || restrict.length === 0) return null;
    const mask = new Uint8Array(256);
    this.index.slots.forEach((slot, id) => {
      if (restrict.some((path) => isUnder(slot.path, path))) mask[id] = 1;
    });
    return mask;
  }
}
