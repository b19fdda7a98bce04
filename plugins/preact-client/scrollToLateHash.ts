/**
 * After a client-side navigation to `page#id`, core scrolls to `#id` in the layout effect that
 * follows the new route's render (ClientLifecyclesDispatcher). With React the element is there by
 * then. With Preact, a link to an API operation from another page ran core's lookup before the
 * operation's heading was in the document (a lazily loaded part renders it a few milliseconds
 * later), and the reader stayed at the top. This waits for the element, briefly, and scrolls to it.
 */
import type {ClientModule} from '@docusaurus/types';

/** How long a navigation waits for the element its hash names. */
export const LATE_HASH_WAIT_MS = 3000;

/** Scrolls to the element with `id` once it is in the document, unless `stillWanted()` turns false first. */
export function scrollWhenRendered(id: string, stillWanted: () => boolean, root: Node = document.body): () => void {
  const observer = new MutationObserver(() => {
    const element = stillWanted() ? document.getElementById(id) : null;
    if (element) element.scrollIntoView();
    if (element || !stillWanted()) stop();
  });
  const timer = setTimeout(stop, LATE_HASH_WAIT_MS);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, {childList: true, subtree: true});
  return stop;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash) return;
    if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    // Found: core has scrolled to it.
    if (document.getElementById(id)) return;
    scrollWhenRendered(id, () => window.location.pathname === location.pathname && window.location.hash === location.hash);
  },
};

export default clientModule;
