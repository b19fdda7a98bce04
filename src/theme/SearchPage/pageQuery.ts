/**
 * The /search page's one request per search. It asks what algoliasearch-helper's main query asked
 * (the same parameters and refinements, so hosted Algolia and our server answer the same hits)
 * without the helper's extra facet-count queries, and retrieves only the attributes the page reads.
 */
import type {LiteClient} from 'algoliasearch/lite';
import {PAGE_HIT_ATTRIBUTES, type PageSearchHit} from './groupByPage';

export interface PageQuery {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  /** Algolia's nested form: the values of one inner array are OR-ed, the arrays AND-ed. */
  facetFilters?: string[][];
}

/** What the page reads from an answer. */
export interface PageAnswer {
  query: string;
  hits: PageSearchHit[];
  page: number;
  nbHits: number;
  nbPages: number;
}

/**
 * The contextual search of the theme's SearchPage: records tagged `default` or with one of the
 * docs plugins' current version tags, in the page's language.
 */
export function contextualFacetFilters(locale: string, docsTags: readonly string[]): string[][] {
  return [['default', ...docsTags].map((tag) => `docusaurus_tag:${tag}`), [`language:${locale}`]];
}

export async function pageQuery(client: LiteClient, {indexName, query, page, hitsPerPage, facetFilters}: PageQuery): Promise<PageAnswer> {
  const {results} = await client.search<PageSearchHit>({
    requests: [{indexName, query, page, hitsPerPage, advancedSyntax: true, attributesToRetrieve: [...PAGE_HIT_ATTRIBUTES], ...(facetFilters ? {facetFilters} : {})}],
  });
  // The client's response types allow any key (`Record<string, any>`); these are the fields read.
  const answer = results[0] as Partial<PageAnswer> | undefined;
  if (!answer || !Array.isArray(answer.hits)) throw new Error(`The search service answered no hits for "${query}"`);
  return {query: answer.query ?? query, hits: answer.hits, page: answer.page ?? page, nbHits: answer.nbHits ?? 0, nbPages: answer.nbPages ?? 0};
}
