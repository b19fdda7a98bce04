/**
 * Click events from the /search page in local mode. The SearchPage renders results but sends no
 * events, so its client (sameOriginLiteClient's `liteClient`, which only that page uses) asks
 * with `clickAnalytics` and hands every answer here; a click on a result link
 * in the page's articles is then sent as a click after that search, with its queryID and the
 * hit's position across the loaded pages, through the same same-origin insights client as the
 * modal.
 */
import type {LiteClient} from 'algoliasearch/lite';
import {sameOriginInsights} from './sameOriginInsights';

interface ShownHit {
  index: string;
  queryID: string;
  objectID: string;
  position: number;
}

interface Answer {
  index?: string;
  queryID?: string;
  page?: number;
  hitsPerPage?: number;
  hits?: Array<{objectID: string; url: string}>;
}

/** Hits on screen by the path their link points to (what the page renders from `url`). */
const shown = new Map<string, ShownHit>();
/**
 * The page groups hits by page under a title that links to the page itself: a click on the title
 * is a click on the page's best-ranked hit of the current search, the first one it answered.
 */
const pageTitles = new Map<string, ShownHit>();
let listening = false;

const linkKey = (url: string): string => {
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname + parsed.hash;
};
/** The page a hit is on: what its page title links to. */
const pageKey = (url: string): string => new URL(url, window.location.origin).pathname;

function withClickAnalytics(request: Record<string, unknown>): Record<string, unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  // Facet-count queries go with `analytics: false`: they are not searches anyone made.
  return request.analytics === false || params.analytics === false ? request : {...request, clickAnalytics: true};
}

function remember(results: readonly unknown[]): void {
  for (const result of results as Answer[]) {
    if (!result.queryID || !result.index || !Array.isArray(result.hits)) continue;
    if ((result.page ?? 0) === 0) pageTitles.clear();
    const offset = (result.page ?? 0) * (result.hitsPerPage ?? result.hits.length);
    result.hits.forEach((hit, i) => {
      const shownHit = {index: result.index!, queryID: result.queryID!, objectID: hit.objectID, position: offset + i + 1};
      shown.set(linkKey(hit.url), shownHit);
      const page = pageKey(hit.url);
      if (!pageTitles.has(page)) pageTitles.set(page, shownHit);
    });
  }
}

function listen(appId: string, apiKey: string): void {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Partial<Element> | null)?.closest?.('main article a[href]') as HTMLAnchorElement | null;
      const key = link ? linkKey(link.href) : undefined;
      const hit = key === undefined ? undefined : (pageTitles.get(key) ?? shown.get(key));
      if (!hit) return;
      void sameOriginInsights(appId, apiKey)('clickedObjectIDsAfterSearch', {
        eventName: 'Search Page Result Clicked',
        index: hit.index,
        queryID: hit.queryID,
        objectIDs: [hit.objectID],
        positions: [hit.position],
      });
    },
    true,
  );
}

/** The /search page's client: asks with `clickAnalytics` and remembers what it showed. */
export function withSearchPageClicks(client: LiteClient, appId: string, apiKey: string): LiteClient {
  const search = client.search.bind(client) as (request: unknown, options?: unknown) => Promise<{results: unknown[]}>;
  const wrapped = async (request: unknown, options?: unknown) => {
    const asked = Array.isArray(request)
      ? request.map(withClickAnalytics)
      : {...(request as {requests: Array<Record<string, unknown>>}), requests: (request as {requests: Array<Record<string, unknown>>}).requests.map(withClickAnalytics)};
    const response = await search(asked, options);
    remember(response.results);
    listen(appId, apiKey);
    return response;
  };
  return Object.assign(client, {search: wrapped as LiteClient['search']});
}
