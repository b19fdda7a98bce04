/**
 * A request's filters (`facetFilters`, `filters`, `numericFilters`, `tagFilters`, ANDed) as one
 * per-record pass mask, with the last masks kept: the DocSearch modal sends the same contextual
 * filters with every keystroke.
 */
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
import type {SearchParams} from './params';

/** Evaluated filter masks kept per engine. */
const FILTER_CACHE_SIZE = 32;

export class FilterMasks {
  private readonly cache = new Map<string, Uint8Array>();

  constructor(private readonly context: FilterContext) {}

  /** The records the request's filters let through (1 = pass), or `null` when it has none. */
  maskFor(params: SearchParams): Uint8Array | null {
    const parts: FilterNode[] = [];
    if (params.facetFilters) parts.push(assertFilterSize(facetFiltersToNode(params.facetFilters), 'facetFilters'));
    if (params.filters !== undefined && params.filters.trim() !== '') parts.push(assertFilterSize(parseFilters(params.filters), 'filters'));
    if (params.numericFilters) parts.push(assertFilterSize(numericFiltersToNode(params.numericFilters), 'numericFilters'));
    if (params.tagFilters) parts.push(assertFilterSize(tagFiltersToNode(params.tagFilters), 'tagFilters'));
    const node: FilterNode = {kind: 'and', children: parts};
    assertFilterSize(node, 'filters');
    if (isEmptyFilter(node)) return null;
    const key = filterKey(node);
    const cached = this.cache.get(key);
    if (cached) {
      // Refresh its place in the LRU order.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const mask = evaluateFilter(node, this.context);
    this.cache.set(key, mask);
    if (this.cache.size > FILTER_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return mask;
  }
}
