/**
 * When to mount an operation's deferred detail: once its place comes within a screen of the
 * viewport (so it is in place before the reader sees the spot, and nothing on screen moves), or at
 * once for every one when the reader opens find-in-page (Ctrl/⌘+F), which only searches what is
 * mounted. One observer and one listener serve every operation of the page.
 */
type Mount = () => void;

const pending = new Map<Element, Mount>();
let observer: IntersectionObserver | undefined;

function mount(element: Element): void {
  const run = pending.get(element);
  if (!run) return;
  pending.delete(element);
  observer?.unobserve(element);
  run();
}

function mountAllOnFind(event: KeyboardEvent): void {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') [...pending.keys()].forEach(mount);
}

/** Runs `run` once, when `element` comes near the viewport; the returned function cancels it. */
export function mountAhead(element: Element, run: Mount): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => {};
  }
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => entries.filter((entry) => entry.isIntersecting).forEach((entry) => mount(entry.target)),
      {rootMargin: '100% 0px 100% 0px'},
    );
    window.addEventListener('keydown', mountAllOnFind);
  }
  pending.set(element, run);
  observer.observe(element);
  return () => {
    pending.delete(element);
    observer?.unobserve(element);
  };
}
