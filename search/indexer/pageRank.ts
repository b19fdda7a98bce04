/**
 * `weight.pageRank` per page: the crawler's per-URL page rank (DocSearch `pageRank` in a crawler
 * action), which the template ranks on first in `customRanking`. Algolia honours it the same way,
 * so hosted and local search agree: when two pages tie on every textual criterion, the page that
 * answers (a guide, an API entity page) comes before the page that only points at it (a section
 * index, the REST overview) or talks about it (a blog post).
 */

export const PAGE_RANKS = {
  /** Guides and API entity pages: where the answer is. */
  answer: 4,
  /** Walkthroughs (WALKTHROUGHS): one job from start to finish. */
  walkthrough: 3,
  /** Section index pages and the REST overview: lists of, and introductions to, the answers. */
  overview: 2,
  /** Blog posts and the site's other pages. */
  other: 1,
} as const;

/**
 * Pages that take one job from start to finish: deploying to one host, building one example
 * extension. On the way they install, configure and create much that other pages are about ("how
 * do I install merchantry" met "Install Node.js 20 and PM2" under "Deploy Merchantry to AWS"), so
 * of two pages that match a query as well, the one about the topic comes first. The Stripe guide
 * is the one page on taking card payments and stays an answer (search/DESIGN.md measures both).
 */
export const WALKTHROUGHS: readonly RegExp[] = [/^\/docs\/development\/deployment\/deploy-merchantry-to-[^/]+$/, /^\/docs\/development\/module\/create-your-first-extension$/];

/** Page rank of a page path (`/docs/api/cart`, trailing slash free). */
export function pageRankOf(pagePath: string): number {
  const segments = pagePath.split('/').filter(Boolean);
  if (segments[0] !== 'docs') return PAGE_RANKS.other;
  if (segments[1] === 'api') {
    return segments.length === 3 && segments[2] !== 'overview' ? PAGE_RANKS.answer : PAGE_RANKS.overview;
  }
  // /docs/development/<section>/<page> is a guide; anything shallower is an index page.
  if (segments.length < 4) return PAGE_RANKS.overview;
  return WALKTHROUGHS.some((pattern) => pattern.test(`/${segments.join('/')}`)) ? PAGE_RANKS.walkthrough : PAGE_RANKS.answer;
}
