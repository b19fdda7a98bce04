/**
 * The crawler template's selectors as a walk can apply them: which elements are headings (lvl1 to
 * lvl6) and content, which are skipped with everything inside (breadcrumbs, the mobile table of
 * contents, article `<nav>`, `search-exclude`), and the visible text of a matched element.
 * extract.ts lists the selectors.
 */
import {NodeType, type HTMLElement, type Node} from 'node-html-parser';
import {elementChildren, isElement, tagOf} from './dom';
import {SEARCH_EXCLUDE_CLASS} from './searchExclude';

/**
 * Elements whose text never reaches a record. `<noscript>` is not one of them: the API reference
 * writes each operation's parameters, samples and responses inside one (DeferredDetail) so that
 * the first load neither builds, lays out nor hydrates them, and mounts them as the reader
 * scrolls: they are the page's text (what a visitor without JavaScript reads), and questions about
 * a field or an error code are answered there.
 */
export const IGNORED_TAGS = new Set(['script', 'style', 'svg', 'button', 'iframe', 'select']);

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const HEADING_IGNORED_TAGS = new Set([...IGNORED_TAGS].filter((tag) => tag !== 'button'));

/** Elements that separate words when their text is joined. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption',
  'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type Match = {kind: 'heading'; level: Level} | {kind: 'content'};

export interface Context {
  inArticle: boolean;
  inHeader: boolean;
  /** Inside an article `<nav>` (breadcrumbs) or excluded markup: nothing here is indexed. */
  skipped: boolean;
}

export const isExcluded = (element: HTMLElement): boolean => element.classList.contains(SEARCH_EXCLUDE_CLASS);

export function classify(element: HTMLElement, context: Context, headerMode: boolean): Match | null {
  if (context.skipped) return null;
  const tag = tagOf(element);
  if (tag === 'h1') {
    return (headerMode ? context.inHeader : context.inArticle) ? {kind: 'heading', level: 1} : null;
  }
  if (!context.inArticle) return null;
  switch (tag) {
    case 'h2':
      return {kind: 'heading', level: 2};
    case 'h3':
      return {kind: 'heading', level: 3};
    case 'h4':
      return {kind: 'heading', level: 4};
    case 'h5':
      return {kind: 'heading', level: 5};
    case 'h6':
      return {kind: 'heading', level: 6};
    case 'p':
    case 'li':
      return {kind: 'content'};
    case 'img':
      // A figure's description: the diagrams' alt text says in prose what they draw (the steps of
      // a request, the events a module emits), often with names the page says nowhere else.
      return element.getAttribute('alt')?.trim() && element.closest('figure') ? {kind: 'content'} : null;
    case 'td': {
      const parent = element.parentNode as HTMLElement | null;
      const first = parent ? elementChildren(parent)[0] : element;
      // The first cell names the row (lvl5), even when it is the only one. The template takes only
      // the last cell as content; the middle ones are content too here, or a word shown only there
      // ("PostgreSQL" in a Port | Used by | Notes table) could not be found.
      return first === element ? {kind: 'heading', level: 5} : {kind: 'content'};
    }
    case 'th':
      // A row header names its row as a first cell does (the pricing comparison's features).
      return element.getAttribute('scope') === 'row' ? {kind: 'heading', level: 5} : null;
    default:
      return null;
  }
}

export function childContext(element: HTMLElement, context: Context): Context {
  const tag = tagOf(element);
  const inArticle = context.inArticle || tag === 'article';
  return {
    inArticle,
    inHeader: context.inHeader || tag === 'header',
    skipped:
      context.skipped ||
      (context.inArticle && tag === 'nav') ||
      element.classList.contains('theme-doc-breadcrumbs') ||
      element.classList.contains('theme-doc-toc-mobile') ||
      isExcluded(element),
  };
}

/**
 * Visible text of a node: text nodes joined, block boundaries as spaces, hash links and U+200B
 * dropped, whitespace collapsed. Descendants that are records of their own (a `<p>` in an `<li>`)
 * are left out so their words are not indexed twice.
 */
export function textOf(element: HTMLElement, context: Context, headerMode: boolean): string {
  if (tagOf(element) === 'img') return (element.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
  // An accordion's question is a button inside a heading (the WAI-ARIA pattern, src/components/Faq):
  // there the button's text is the heading's.
  const ignored = HEADING_TAGS.has(tagOf(element)) ? HEADING_IGNORED_TAGS : IGNORED_TAGS;
  const parts: string[] = [];
  const walk = (node: Node, ctx: Context): void => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      parts.push(node.text);
      return;
    }
    if (!isElement(node)) return;
    const tag = tagOf(node);
    if (ignored.has(tag) || node.classList.contains('hash-link')) return;
    const inner = childContext(node, ctx);
    if (inner.skipped) return;
    if (node !== element && classify(node, ctx, headerMode) !== null) return;
    const block = BLOCK_TAGS.has(tag);
    if (block) parts.push(' ');
    for (const child of node.childNodes) walk(child, inner);
    if (block) parts.push(' ');
  };
  walk(element, context);
  return parts.join('').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}
