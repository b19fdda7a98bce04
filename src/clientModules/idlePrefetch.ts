/**
 * Route prefetching once the page has loaded, one route per idle period.
 *
 * Docusaurus's <Link> prefetches a route's chunks as soon as the link is in view
 * (`window.docusaurus.prefetch`, core's client/docusaurus.js). On a guide's first load that was
 * about 30 script requests, each found by matching the route against every route of the site, on
 * the main thread and the network while the page was still starting: a phone spent a sixth of its
 * script time on pages the reader had not asked for. Links still call the same function; it now
 * queues the route, and the queue is worked through when the browser is idle after `load`.
 * Preloading on hover or touch (`window.docusaurus.preload`) is unchanged, so a link the reader
 * goes for still loads ahead of the click.
 *
 * Core also prefetches every chunk a route needs, including the docs layout, sidebar and version
 * chunks that every doc route shares and the ones this page has already loaded: on an API page,
 * 311 prefetch links for 13 different files, each added to the document on the main thread. Core
 * asks webpack's runtime for each chunk's URL (`__webpack_require__.gca`, from core's
 * ChunkAssetPlugin); that lookup now answers each URL once per page session and not at all for a
 * file the page has fetched already, and core skips a chunk without a URL.
 *
 * Wraps core's function and webpack's lookup (UPGRADING.md lists both); core's own checks (slow
 * connection, already loaded or fetched) still apply when a queued route's turn comes.
 */
import type {ClientModule} from '@docusaurus/types';

/** How long a queued route may wait for an idle period on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2000;
/** Browsers without requestIdleCallback (Safari): the next route after this pause. */
const FALLBACK_PAUSE_MS = 50;

type Prefetch = Window['docusaurus']['prefetch'];
type ChunkAssetUrl = (chunkName: string) => string | undefined;

declare const __webpack_require__: {gca?: ChunkAssetUrl};

const queued = new Set<string>();
let corePrefetch: Prefetch | null = null;
let draining = false;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: IDLE_TIMEOUT_MS});
  else window.setTimeout(run, FALLBACK_PAUSE_MS);
}

function prefetchNext(): void {
  const [next] = queued;
  if (next === undefined) {
    draining = false;
    return;
  }
  queued.delete(next);
  void corePrefetch?.(next);
  whenIdle(prefetchNext);
}

function startDraining(): void {
  if (draining) return;
  draining = true;
  const start = () => whenIdle(prefetchNext);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

/** Whether the page has requested `url` already (its own chunks, an earlier prefetch). */
function fetchedAlready(url: string): boolean {
  return performance.getEntriesByName(new URL(url, document.baseURI).href).length > 0;
}

/** Wraps webpack's chunk URL lookup so that core prefetches each file once, and none the page has. */
function prefetchEachFileOnce(): void {
  // Absent outside webpack (unit tests) and if core stops adding the lookup: core's prefetch as is.
  if (typeof __webpack_require__ === 'undefined' || typeof __webpack_require__.gca !== 'function') return;
  const chunkAssetUrl = __webpack_require__.gca;
  const handedOut = new Set<string>();
  __webpack_require__.gca = (chunkName) => {
    const url = chunkAssetUrl(chunkName);
    if (url === undefined || handedOut.has(url)) return undefined;
    handedOut.add(url);
    return fetchedAlready(url) ? undefined : url;
  };
}

const queuePrefetch: Prefetch = (routePath) => {
  queued.add(routePath);
  startDraining();
  return false;
};

const idlePrefetch: ClientModule = {
  // The first call comes with the first page's commit, before any <Link> effect asks to prefetch.
  onRouteDidUpdate() {
    if (corePrefetch !== null) return;
    corePrefetch = window.docusaurus.prefetch;
    prefetchEachFileOnce();
    // Core's object is read-only: replace it, keeping its preload.
    window.docusaurus = {...window.docusaurus, prefetch: queuePrefetch};
  },
};

export default idlePrefetch;
