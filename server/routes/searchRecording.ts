/**
 * Hands each search the multi-query route answered to the insights recorder: the query, hit
 * count, query id, filters, analytics tags and first-page object ids, plus the visitor's random
 * user token when the browser sends one (`X-Algolia-UserToken`). Never the IP or the user agent.
 * Queries sent with `analytics: false` (the /search page's facet counts) are not recorded.
 *
 * Answers served from the response cache are searches too: the cache keeps each answer's summaries
 * with it, so a cache hit is reported without parsing anything.
 */
import type {FastifyReply, FastifyRequest} from 'fastify';
import type {SearchParams} from '../../search/engine/params';
import type {SearchResponse} from '../../search/engine/index';
import type {AnsweredSearch} from '../../search/insights/searchRecorder';

export type SearchListener = (search: AnsweredSearch) => void;

/** What the route keeps of a planned query so it can be reported once answered. */
export interface RecordableQuery {
  indexName: string;
  params: SearchParams;
}

/** One answered query as recorded, less the visitor's token and the request's time (cached answers are shared). */
export type SearchSummary = Omit<AnsweredSearch, 'userToken' | 'askedAt'>;

function hasFilters(params: SearchParams): boolean {
  return Boolean(params.filters) || [params.facetFilters, params.numericFilters, params.tagFilters].some((list) => Array.isArray(list) && list.length > 0);
}

export function summarizeSearches(queries: ReadonlyArray<RecordableQuery | undefined>, results: readonly unknown[]): SearchSummary[] {
  const out: SearchSummary[] = [];
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

/** Whether any of an answer's results carries a queryID (clickAnalytics): such an answer is never served twice. */
export function holdsQueryID(results: readonly unknown[]): boolean {
  return results.some((result) => (result as {queryID?: unknown}).queryID !== undefined);
}

/**
 * Tells the listener of each summarized search, with the user token of the request that asked and
 * when it arrived (`reply.elapsedTime` counts from then).
 */
export function reportSearches(listener: SearchListener, request: FastifyRequest, reply: FastifyReply, summaries: readonly SearchSummary[]): void {
  const header = request.headers['x-algolia-usertoken'];
  const userToken = typeof header === 'string' && header !== '' ? header : undefined;
  const askedAt = Date.now() - reply.elapsedTime;
  // Not `{...summary, userToken, askedAt}`: a spread followed by new keys takes V8's slow path (engine/hits.ts).
  for (const summary of summaries) listener(Object.assign({}, summary, {userToken, askedAt}));
}
