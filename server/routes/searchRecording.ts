/**
 * Hands each search the multi-query route answered to the insights recorder: the query, hit
 * count, query id, filters, analytics tags and first-page object ids, plus the visitor's random
 * user token when the browser sends one (`X-Algolia-UserToken`). Never the IP or the user agent.
 * Queries sent with `analytics: false` (the /search page's facet counts) are not recorded.
 *
 * Answers served from the response cache are searches too: their summaries are kept beside the
 * cache, by the same key, so a cache hit is reported without parsing anything.
 */
import type {FastifyRequest} from 'fastify';
import type {SearchParams} from '../../search/engine/params';
import type {SearchResponse} from '../../search/engine/index';
import type {AnsweredSearch} from '../../search/insights/searchRecorder';

export type SearchListener = (search: AnsweredSearch) => void;

/** What the route keeps of a planned query so it can be reported once answered. */
export interface RecordableQuery {
  indexName: string;
  params: SearchParams;
}

type Summary = Omit<AnsweredSearch, 'userToken'>;

function hasFilters(params: SearchParams): boolean {
  return Boolean(params.filters) || [params.facetFilters, params.numericFilters, params.tagFilters].some((list) => Array.isArray(list) && list.length > 0);
}

function summarize(queries: ReadonlyArray<RecordableQuery | undefined>, results: readonly unknown[]): Summary[] {
  const out: Summary[] = [];
  queries.forEach((query, i) => {
    if (!query || query.params.analytics === false) return;
    const result = results[i] as SearchResponse;
    const tags = (query.params as Record<string, unknown>).analyticsTags;
    out.push({
      indexName: query.indexName,
      query: result.query,
      nbHits: result.nbHits,
      queryID: result.queryID,
      withFilters: hasFilters(query.params),
      tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
      hits: Array.isArray(result.hits) ? result.hits.map((hit) => String((hit as {objectID?: unknown}).objectID)) : [],
    });
  });
  return out;
}

export class SearchReporter {
  private readonly byCacheKey = new Map<string, Summary[]>();

  constructor(
    private readonly listener: SearchListener,
    /** As many as the response cache holds, so every cached answer has its summary. */
    private readonly maxEntries: number,
  ) {}

  /** Reports a freshly computed answer; remembers it under `cacheKey` when it can be cached. */
  report(request: FastifyRequest, cacheKey: string | null, queries: ReadonlyArray<RecordableQuery | undefined>, results: readonly unknown[]): void {
    const summaries = summarize(queries, results);
    if (cacheKey !== null && summaries.every((summary) => summary.queryID === undefined)) {
      this.byCacheKey.delete(cacheKey);
      this.byCacheKey.set(cacheKey, summaries);
      if (this.byCacheKey.size > this.maxEntries) this.byCacheKey.delete(this.byCacheKey.keys().next().value!);
    }
    this.tell(request, summaries);
  }

  /** Reports an answer served from the response cache. */
  replay(request: FastifyRequest, cacheKey: string): void {
    const summaries = this.byCacheKey.get(cacheKey);
    if (summaries) this.tell(request, summaries);
  }

  private tell(request: FastifyRequest, summaries: Summary[]): void {
    const header = request.headers['x-algolia-usertoken'];
    const userToken = typeof header === 'string' && header !== '' ? header : undefined;
    for (const summary of summaries) this.listener({...summary, userToken});
  }
}
