/**
 * The re-ranking by section for hosted mode, where Algolia answers and cannot run it: the browser
 * re-orders the hits of each answer by the rule local mode applies in the engine
 * (sectionOrder.ts), then its first pages by a page order fitted for hosted answers, reading what
 * Algolia sends with each hit when asked through documented search parameters: `_rankingInfo`
 * (`getRankingInfo`) for the matched words, typos and the other textual criteria, the headings'
 * and the page keywords' `_highlightResult.matchedWords` for the heading words, the page title's
 * `fullyHighlighted`, `weight.pageRank` for the page rank, the retrieved `hierarchy` for which
 * heading is a record's own, `type` for the title record (the one that searches the keywords).
 * It asks for more hits than a page shows (HOSTED_RERANK_DEPTH) and re-orders those. Local mode
 * does not use it: the server has already re-ordered, from more than the hits show (60 candidates,
 * records missing words).
 */
import {flagsAsWords} from './commandFlags';
import {PAGE_KEYWORDS_ATTRIBUTE, SITE_HIGHLIGHTED_ATTRIBUTES, SITE_OPTIONAL_WORDS} from './records';
import {HOSTED_PAGE_WEIGHTS} from './pageWeights';
import {closenessOf, HEADING_LEVELS, OWN_HEADING_LEVELS, orderBySection, textualRank, type PageOrder, type TextualRankingInfo} from './sectionOrder';

/** What the rule reads of a hit; Algolia's field names. */
export interface SectionEvidenceHit {
  url?: string;
  type?: string;
  hierarchy?: Partial<Record<string, string | null>>;
  _rankingInfo?: TextualRankingInfo;
  _highlightResult?: {
    hierarchy?: Partial<Record<string, {matchedWords?: readonly string[]; fullyHighlighted?: boolean}>>;
    [PAGE_KEYWORDS_ATTRIBUTE]?: {matchedWords?: readonly string[]};
  };
  weight?: {pageRank?: number};
}

/**
 * A query of a multi-query request, asking for what the rule reads: the ranking information, the
 * page rank when the query narrows what is retrieved, and the page keywords' highlight (the
 * attribute is not searched, so only a highlight that names it says which query words it holds).
 * Facet queries are left alone.
 */
export function withSectionEvidence<Q extends Record<string, unknown>>(query: Q): Q {
  if (query.type === 'facet') return query;
  const retrieve = query.attributesToRetrieve;
  const narrowed = Array.isArray(retrieve) && !retrieve.includes('*');
  const missing = narrowed
    ? [retrieve.includes('weight') || retrieve.includes('weight.pageRank') ? [] : ['weight.pageRank'], retrieve.includes('type') ? [] : ['type']].flat()
    : [];
  const highlight = Array.isArray(query.attributesToHighlight) ? (query.attributesToHighlight as unknown[]) : SITE_HIGHLIGHTED_ATTRIBUTES;
  return {
    ...query,
    getRankingInfo: true,
    ...(missing.length > 0 ? {attributesToRetrieve: [...(retrieve as unknown[]), ...missing]} : {}),
    ...(highlight.includes(PAGE_KEYWORDS_ATTRIBUTE) || highlight.includes('*') ? {} : {attributesToHighlight: [...highlight, PAGE_KEYWORDS_ATTRIBUTE]}),
  };
}

const pageOf = (hit: SectionEvidenceHit): string => (hit.url ?? '').split('#')[0]!;

/**
 * Hosted mode's page order: local mode's features less BM25 relevance, which needs the whole index
 * (the browser has only the hits), with weights fitted on hosted answers (search/pageWeights.ts).
 */
export const HOSTED_PAGE_ORDER: PageOrder<string> = {weights: HOSTED_PAGE_WEIGHTS, relevance: () => 0};

/**
 * The hits re-ordered; as they came when they do not carry `_rankingInfo`. `optionalWords`: the
 * index's (the site's by default), left out where a page's own hits are ordered; the hits do not
 * say which query words were optional. `pageOrder`: the first pages' order after the section rule
 * (null: the section rule's).
 */
export function rerankHits<H extends SectionEvidenceHit>(
  hits: readonly H[],
  optionalWords: readonly string[] = SITE_OPTIONAL_WORDS,
  pageOrder: PageOrder<string> | null = HOSTED_PAGE_ORDER,
): H[] {
  if (hits.length < 2 || hits.some((hit) => typeof hit._rankingInfo?.words !== 'number')) return [...hits];
  const optional = new Set(optionalWords.map((word) => word.toLowerCase()));
  const topicWords = (words: Iterable<string>) => [...words].filter((word) => !optional.has(word.toLowerCase())).length;
  return orderBySection(hits, (hit) => {
    const matchedIn = (level: string) => hit._highlightResult?.hierarchy?.[level]?.matchedWords ?? [];
    const headingWords = new Set<string>();
    let sectionWords = 0;
    for (const level of HEADING_LEVELS) {
      const matched = new Set(matchedIn(level));
      for (const word of matched) headingWords.add(word);
      sectionWords = Math.max(sectionWords, topicWords(matched));
    }
    const above = new Set<string>();
    let own: string[] = [];
    for (const level of OWN_HEADING_LEVELS) {
      if (!hit.hierarchy?.[level]) continue;
      own = matchedIn(level).filter((word) => !above.has(word));
      for (const word of own) above.add(word);
    }
    // The title record searches the page's keywords, which hold the same words as its
    // page_keywords: the ones its headings lack it matched there (its text, the page's description,
    // is not highlighted, so a word there counts as a keyword's; local mode reads the record).
    const keywordWords = hit._highlightResult?.[PAGE_KEYWORDS_ATTRIBUTE]?.matchedWords ?? [];
    const keywordOnly = hit.type === 'lvl1' ? keywordWords.filter((word) => !headingWords.has(word)).length : 0;
    // Read as part of every record's headings, as local mode reads them (engine/sectionRerank.ts).
    for (const word of keywordWords) headingWords.add(word);
    const words = hit._rankingInfo!.words! - (hit._rankingInfo!.nbTypos ?? 0);
    return {
      words,
      placeWords: Math.max(0, words - keywordOnly),
      headingWords: headingWords.size,
      topicHeadingWords: topicWords(headingWords),
      sectionWords,
      ownHeadingWords: topicWords(new Set(own)),
      textual: textualRank(hit._rankingInfo!),
      exactWords: hit._rankingInfo!.nbExactWords ?? 0,
      closeness: closenessOf(hit._rankingInfo!),
      titleCovered: hit._highlightResult?.hierarchy?.lvl1?.fullyHighlighted === true,
      pageRank: hit.weight?.pageRank ?? 0,
      page: pageOf(hit),
    };
  }, pageOrder ?? undefined);
}

interface MultiQueryClient {
  search: (request: never, ...rest: never[]) => Promise<unknown>;
}

/**
 * Hits Algolia is asked for on an answer's first pages, which the browser re-ranks and cuts back to
 * the page asked for. Local mode re-ranks its first 60 candidates (engine/sectionRerank.ts); the
 * browser downloads each hit, and 40 did better than 60 in cross-validation (search/DESIGN.md,
 * "Hosted mode re-ranks 40 hits"). It is also where an answer counts as short (relaxedQuery), as
 * local mode widens a query whose records are fewer than it re-ranks: one threshold for the modal
 * and the /search page, so both relax the same queries and the modal's "See all N results" counts
 * what the page lists.
 */
export const HOSTED_RERANK_DEPTH = 40;

/** Algolia's `hitsPerPage` when a query does not say. */
const ALGOLIA_HITS_PER_PAGE = 20;

interface RerankWindow {
  /** Hits asked for: the pages of `hitsPerPage` that fit in HOSTED_RERANK_DEPTH. */
  size: number;
  page: number;
  hitsPerPage: number;
}

/**
 * Where a query's page lies in the re-ranked window, or null when it lies past it (later pages keep
 * their own hits, re-ranked among themselves, so no hit shows on two pages), when its page holds
 * the whole window, or when it pages by `offset` and `length`.
 */
function rerankWindow(query: Record<string, unknown>): RerankWindow | null {
  if (query.type === 'facet' || query.offset !== undefined || query.length !== undefined) return null;
  const hitsPerPage = typeof query.hitsPerPage === 'number' ? query.hitsPerPage : ALGOLIA_HITS_PER_PAGE;
  const page = typeof query.page === 'number' ? query.page : 0;
  if (hitsPerPage < 1) return null;
  const size = Math.floor(HOSTED_RERANK_DEPTH / hitsPerPage) * hitsPerPage;
  return size > hitsPerPage && (page + 1) * hitsPerPage <= size ? {size, page, hitsPerPage} : null;
}

/** A hits query with its command-line flags as words (flagsAsWords); the same object when it has none. */
function withFlagsAsWords<Q extends Record<string, unknown>>(query: Q): Q {
  if (query.type === 'facet' || typeof query.query !== 'string') return query;
  const sent = flagsAsWords(query.query);
  return sent === query.query ? query : {...query, query: sent};
}

/**
 * A query as the wrapper sends it: its flags as words, with the evidence, and asking for the whole
 * window when its page lies in it.
 */
export function hostedQuery<Q extends Record<string, unknown>>(query: Q): Q {
  const window = rerankWindow(query);
  const withEvidence = withSectionEvidence(withFlagsAsWords(query));
  return window ? {...withEvidence, page: 0, hitsPerPage: window.size} : withEvidence;
}

/**
 * Algolia's answer to hostedQuery(`query`), re-ranked, as the answer to `query`: the page it asked
 * for, and the page count for its page size. Answers without hits (facet queries) are kept.
 */
export function hostedAnswer<R extends object>(query: Record<string, unknown>, answer: R, pageOrder: PageOrder<string> | null = HOSTED_PAGE_ORDER): R {
  const result = answer as Record<string, unknown>;
  if (!Array.isArray(result.hits)) return answer;
  const hits = rerankHits(result.hits as SectionEvidenceHit[], undefined, pageOrder);
  // The query as typed, not as hostedQuery sent it (flagsAsWords).
  const typed = typeof query.query === 'string' && typeof result.query === 'string' ? {query: query.query} : {};
  const window = rerankWindow(query);
  if (!window) return {...answer, hits, ...typed};
  const start = window.page * window.hitsPerPage;
  // What paging can reach: every hit, up to `paginationLimitedTo`, which the answer does not repeat
  // but bounds its page count.
  const nbHits = typeof result.nbHits === 'number' ? result.nbHits : hits.length;
  const answeredPerPage = typeof result.hitsPerPage === 'number' ? result.hitsPerPage : window.size;
  const reachable = typeof result.nbPages === 'number' ? Math.min(nbHits, result.nbPages * answeredPerPage) : nbHits;
  return {...answer, ...typed, hits: hits.slice(start, start + window.hitsPerPage), page: window.page, hitsPerPage: window.hitsPerPage, nbPages: Math.ceil(reachable / window.hitsPerPage)};
}

/**
 * The same query with every word optional, when Algolia's answer to it is short (fewer hits than
 * HOSTED_RERANK_DEPTH) and the query has several words; else null. Local mode lets records missing
 * words join a short answer (engine/index.ts); Algolia's `removeWordsIfNoResults` only relaxes an
 * empty one, so a question with one word no page holds ("how do I react when an order is placed")
 * gets only the few records holding them all. The relaxed answer holds the strict one's hits first
 * (more words rank first), then the rest, and counts them all in `nbHits`.
 */
export function relaxedQuery<Q extends Record<string, unknown>>(query: Q, answer: {nbHits?: unknown}): Q | null {
  const text = typeof query.query === 'string' ? query.query.trim() : '';
  if (query.type === 'facet' || text.split(/\s+/).length < 2) return null;
  if (typeof answer.nbHits !== 'number' || answer.nbHits >= HOSTED_RERANK_DEPTH) return null;
  return {...query, optionalWords: [text]};
}

interface SearchAnswer {
  results?: unknown[];
}

/**
 * `client` (an `algoliasearch` v5 client, as DocSearch hands it to `transformSearchClient`) with
 * each multi-query search asking for the evidence and the re-ranked window (hostedQuery), asking
 * again with every word optional where the answer is short (relaxedQuery: one more request, only
 * then), and answering the page each query asked for, re-ordered (hostedAnswer). The client's other
 * members are kept; its `searchForHits` calls `this.search`, so it is re-ordered too.
 */
export function withSectionRerank<C extends MultiQueryClient>(client: C): C {
  const search = client.search.bind(client) as (request: unknown, ...rest: unknown[]) => Promise<unknown>;
  const rerankedSearch = async (request: unknown, ...rest: unknown[]): Promise<unknown> => {
    const requests = (request as {requests?: unknown} | null)?.requests;
    if (!Array.isArray(requests)) return search(request, ...rest);
    const queries = requests.map((query: Record<string, unknown>) => hostedQuery(query));
    const answer = (await search({...(request as object), requests: queries}, ...rest)) as SearchAnswer;
    if (!Array.isArray(answer.results)) return answer;
    const results = [...answer.results] as Array<Record<string, unknown>>;
    const again = queries.flatMap((query, i) => {
      const relaxed = relaxedQuery(query, results[i] ?? {});
      return relaxed ? [{i, relaxed}] : [];
    });
    if (again.length > 0) {
      // A failed second request leaves the first answer as it was.
      const relaxedAnswer = (await search({...(request as object), requests: again.map(({relaxed}) => relaxed)}, ...rest).catch(() => null)) as SearchAnswer | null;
      again.forEach(({i}, k) => {
        const result = relaxedAnswer?.results?.[k] as Record<string, unknown> | undefined;
        if (result && Array.isArray(result.hits)) results[i] = result;
      });
    }
    const reranked = results.map((result, i) => hostedAnswer(requests[i] as Record<string, unknown>, result));
    return {...answer, results: reranked};
  };
  return {...client, search: rerankedSearch};
}
