/**
 * Facets: value counts over the matching records (`facets`, `maxValuesPerFacet`,
 * `sortFacetValuesBy`) and the facet-value search (`/1/indexes/{index}/facets/{facet}/query`),
 * which highlights the typed prefix in each value.
 */
import {facetAttributeName} from './attributes';
import {SearchError} from './errors';
import {escapeHtml} from './escapeHtml';
import type {InvertedIndex} from './invertedIndex';
import type {SearchParams} from './params';
import type {FacetHit} from './response';
import type {ResolvedSettings} from './settings';
import {normalizeText, tokenize} from './tokenize';

export const DEFAULT_MAX_FACET_HITS = 10;
const MAX_FACET_HITS = 100;

/** Values a facet search answers with at most, for its `maxFacetHits`: 1 to 100, 10 when absent. */
export function facetHitsWanted(maxFacetHits: number = DEFAULT_MAX_FACET_HITS): number {
  return Number.isFinite(maxFacetHits) ? Math.min(Math.max(Math.floor(maxFacetHits), 1), MAX_FACET_HITS) : DEFAULT_MAX_FACET_HITS;
}

/** Counts per value of each requested facet over `records`, most frequent (or alphabetical) first. */
export function facetCounts(
  index: InvertedIndex,
  settings: ResolvedSettings,
  params: SearchParams,
  records: Int32Array,
): Record<string, Record<string, number>> {
  const declared = settings.attributesForFaceting.map(facetAttributeName);
  const requested = params.facets!.includes('*') ? declared : params.facets!.filter((facet) => declared.includes(facet));
  const maxValues = params.maxValuesPerFacet ?? settings.maxValuesPerFacet;
  const byAlpha = params.sortFacetValuesBy === 'alpha';
  const out: Record<string, Record<string, number>> = {};
  for (const facet of requested) {
    const table = index.facets.get(facet);
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

/** Refuses a facet search on an attribute not declared `searchable(...)` in `attributesForFaceting`. */
export function assertSearchableFacet(settings: ResolvedSettings, facet: string): void {
  const searchable = settings.attributesForFaceting.some(
    (entry) => /^\s*searchable\(/.test(entry) && facetAttributeName(entry) === facet,
  );
  if (!searchable) {
    throw new SearchError(
      'SEARCH_INVALID_PARAM',
      `Cannot search in "${facet}": add searchable(${facet}) to attributesForFaceting`,
    );
  }
}

/** The values holding a word that starts with `facetQuery`, highlighted there, most frequent first. */
export function facetValueHits(
  counts: Record<string, number>,
  facetQuery: string,
  settings: ResolvedSettings,
  params: SearchParams,
  maxFacetHits: number,
): FacetHit[] {
  const needle = normalizeText(facetQuery.trim());
  const preTag = params.highlightPreTag ?? settings.highlightPreTag;
  const postTag = params.highlightPostTag ?? settings.highlightPostTag;
  const tokenOptions = {separatorsToIndex: settings.separatorsToIndex, camelCase: false};
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
  return facetHits.slice(0, facetHitsWanted(maxFacetHits));
}
