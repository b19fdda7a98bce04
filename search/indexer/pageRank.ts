/**
 * `weight.pageRank` per page: the crawler's per-URL page rank (DocSearch `pageRank` in a crawler
 * action), which the template ranks on first in `customRanking`. Algolia honours it the same way,
 * so hosted and local search agree: when two pages tie on every textual criterion, the page that
 * answers (a guide, an API entity page) comes before the page that only points at it (a section
 * index, the REST overview) or talks about it (a blog post).
 */

export const PAGE_RANKS = {
  /** Guides and API entity pages: where the answer is. */
  answer: 3,
  /** Section index pages and the REST overview: lists of, and introductions to, the answers. */
  overview: 2,
  /** Blog posts and the site's other pages. */
  other: 1,
} as const;

/** Page rank of a page path (`/docs/api/cart`, trailing slash free). */
export function pageRankOf(pagePath: string): number {
  const segments = pagePath.split('/').filter(Boolean);
  if (segments[0] !== 'docs') return PAGE_RANKS.other;
  if (segments[1] === 'api') {
    return segments.length === 3 && segments[2] !== 'overview' ? PAGE_RANKS.answer : PAGE_RANKS.overview;
  }
  // /docs/development/<section>/<page> is a guide; anything shallower is an index page.
  return segments.length >= 4 ? PAGE_RANKS.answer : PAGE_RANKS.overview;
}
