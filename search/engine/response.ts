/**
 * What a search answers: the record type the engine holds, the response and hit shapes of
 * Algolia's search and facet-search APIs, and `responseFields`, which trims a response.
 */
import type {HighlightResult, SnippetResult} from './highlight';
import type {RankingInfo} from './rank';
import {isReservedKey} from './reservedKeys';

export type EngineRecord = Record<string, unknown> & {objectID: string};

export type HighlightTree = HighlightResult | HighlightTree[] | {[key: string]: HighlightTree};
export type SnippetTree = SnippetResult | SnippetTree[] | {[key: string]: SnippetTree};

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

/** `responseFields`: only the listed top-level fields (`*` keeps all). */
export function pickResponseFields(response: SearchResponse, fields: string[] | undefined): SearchResponse {
  if (!fields || fields.includes('*')) return response;
  const out: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(response, field) && !isReservedKey(field)) out[field] = response[field];
  return out as SearchResponse;
}
