/**
 * One built page → DocSearch records, as the DocSearch crawler's "Docusaurus v2 & v3" template
 * extracts them (search-protocol.md §4):
 *
 *   lvl0     the last `.menu__link.menu__link--sublist.menu__link--active,
 *            .navbar__item.navbar__link--active` in document order, else "Documentation"
 *   lvl1     `header h1` (or `article h1` when the page has no `header h1`)
 *   lvl2–4   `article h2` … `article h4`
 *   lvl5     `article h5, article td:first-child`
 *   lvl6     `article h6`
 *   content  `article p, article li, article td:last-child`
 *
 * with `indexHeadings` (each heading is a record) and `aggregateContent` (consecutive content under
 * one heading is one record). Text is stored plain, never as HTML: the engine escapes it when it
 * builds highlight values.
 *
 * Addition: identifiers in code blocks (`<pre>`) go to a `code` attribute of the section's heading
 * record (see codeIdentifiers.ts); the template would drop them.
 *
 * Deliberate deviation: breadcrumbs and other `<nav>` blocks inside the article are skipped. The
 * crawler would index the breadcrumb items as content above the title, duplicating lvl0/lvl1 in
 * records that rank for every page title.
 *
 * Elements with the `search-exclude` class (searchExclude.ts) are skipped with everything in them,
 * as a crawler config's excluded selectors would be.
 */
import {createHash} from 'node:crypto';
import {NodeType, parse, type HTMLElement, type Node} from 'node-html-parser';
import {appendIdentifiers, codeIdentifiers} from './codeIdentifiers';
import {normalizeHtml} from './normalizeHtml';
import {SEARCH_EXCLUDE_CLASS} from './searchExclude';
import {
  HIERARCHY_LEVELS,
  type DocSearchHierarchy,
  type DocSearchRecord,
  type DocSearchRecordType,
} from '../records';

/** lvl0 when no active sidebar category or navbar item exists (home and standalone pages). */
export const DEFAULT_LVL0 = 'Documentation';

export const DEFAULT_EXTRACT_OPTIONS = {
  /** Aggregated content is split past this many characters, to keep records small. */
  maxContentLength: 5000,
  /** `weight.pageRank` of every record of the page. */
  pageRank: 0,
} as const;

export interface ExtractOptions {
  maxContentLength?: number;
  pageRank?: number;
}

/**
 * Elements whose text never reaches a record. `<template>` is not one of them: the API reference
 * writes each operation's parameters, samples and responses inside one (DeferredDetail) so that
 * the first load neither lays them out nor hydrates them, and mounts them as the reader scrolls:
 * they are the page's text, and questions about a field or an error code are answered there.
 */
const IGNORED_TAGS = new Set(['script', 'style', 'noscript', 'svg', 'button', 'iframe', 'select']);

/** Elements that separate words when their text is joined. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption',
  'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type Match = {kind: 'heading'; level: Level} | {kind: 'content'};

interface Context {
  inArticle: boolean;
  inHeader: boolean;
  /** Inside an article `<nav>` (breadcrumbs) or excluded markup: nothing here is indexed. */
  skipped: boolean;
}

// The parse root has no tag name, whatever node-html-parser's type says.
const tagOf = (element: HTMLElement): string => (element.rawTagName as string | undefined)?.toLowerCase() ?? '';

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === NodeType.ELEMENT_NODE;
}

function elementChildren(element: HTMLElement): HTMLElement[] {
  return element.childNodes.filter(isElement);
}

const isExcluded = (element: HTMLElement): boolean => element.classList.contains(SEARCH_EXCLUDE_CLASS);

function classify(element: HTMLElement, context: Context, headerMode: boolean): Match | null {
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
    case 'td': {
      const parent = element.parentNode as HTMLElement | null;
      const siblings = parent ? elementChildren(parent) : [element];
      // A cell that is both first and last child matches lvl5 first: headings win.
      if (siblings[0] === element) return {kind: 'heading', level: 5};
      if (siblings[siblings.length - 1] === element) return {kind: 'content'};
      return null;
    }
    default:
      return null;
  }
}

function childContext(element: HTMLElement, context: Context): Context {
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
function textOf(element: HTMLElement, context: Context, headerMode: boolean): string {
  const parts: string[] = [];
  const walk = (node: Node, ctx: Context): void => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      parts.push(node.text);
      return;
    }
    if (!isElement(node)) return;
    const tag = tagOf(node);
    if (IGNORED_TAGS.has(tag) || node.classList.contains('hash-link')) return;
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

function ownAnchor(element: HTMLElement): string | null {
  for (const attribute of ['id', 'name']) {
    const value = element.getAttribute(attribute);
    // Docusaurus' technical ids (`__docusaurus`, `__docusaurus_skipToContent_fallback`) start with `_`.
    if (value && !value.startsWith('_')) return value;
  }
  return null;
}

/**
 * The legacy scraper's anchor rule: the element's own id/name, else the last descendant with one,
 * else the nearest previous sibling, then ancestor (and its previous siblings), that has one.
 */
function anchorOf(element: HTMLElement): string | null {
  const own = ownAnchor(element);
  if (own) return own;
  // Set inside visit(); the cast keeps TypeScript from narrowing it to null for good.
  let last = null as string | null;
  const visit = (node: HTMLElement): void => {
    for (const child of elementChildren(node)) {
      const anchor = ownAnchor(child);
      if (anchor) last = anchor;
      visit(child);
    }
  };
  visit(element);
  if (last) return last;
  let current = element;
  for (;;) {
    // The root's parentNode is null, whatever node-html-parser's type says.
    const parent = current.parentNode as HTMLElement | null;
    if (!parent) break;
    const siblings = elementChildren(parent);
    for (let i = siblings.indexOf(current) - 1; i >= 0; i -= 1) {
      const anchor = ownAnchor(siblings[i]!);
      if (anchor) return anchor;
    }
    const anchor = ownAnchor(parent);
    if (anchor) return anchor;
    current = parent;
  }
  return null;
}

function findLvl0(root: HTMLElement): string {
  // Set inside walk(); the cast keeps TypeScript from narrowing it to null for good.
  let found = null as HTMLElement | null;
  const walk = (element: HTMLElement): void => {
    const classes = element.classList;
    if (
      (classes.contains('menu__link') && classes.contains('menu__link--sublist') && classes.contains('menu__link--active')) ||
      (classes.contains('navbar__item') && classes.contains('navbar__link--active'))
    ) {
      found = element;
    }
    for (const child of elementChildren(element)) walk(child);
  };
  walk(root);
  const text = found ? textOf(found, {inArticle: false, inHeader: false, skipped: false}, true) : '';
  return text || DEFAULT_LVL0;
}

function hasHeaderH1(root: HTMLElement): boolean {
  let found = false;
  const walk = (element: HTMLElement, inHeader: boolean): void => {
    if (found) return;
    const tag = tagOf(element);
    if (tag === 'h1' && inHeader) {
      found = true;
      return;
    }
    for (const child of elementChildren(element)) walk(child, inHeader || tag === 'header');
  };
  walk(root, false);
  return found;
}

/** `<meta name="docsearch:X" content="v">` → attribute X (a comma in `version` makes an array). */
function docsearchMeta(root: HTMLElement): Record<string, string | string[]> {
  const attributes: Record<string, string | string[]> = {};
  for (const meta of root.querySelectorAll('meta')) {
    const name = meta.getAttribute('name');
    const content = meta.getAttribute('content');
    if (!name?.startsWith('docsearch:') || content === undefined) continue;
    const attribute = name.slice('docsearch:'.length);
    // Later tags win, as react-helmet renders the innermost value last.
    attributes[attribute] =
      attribute === 'version' && content.includes(',')
        ? content.split(',').map((part) => part.trim()).filter(Boolean)
        : content;
  }
  return attributes;
}

/** Pages that ask not to be indexed (`robots: noindex`) or only redirect. */
export function isNoIndexPage(root: HTMLElement): boolean {
  return root.querySelectorAll('meta').some((meta) => {
    const name = (meta.getAttribute('name') ?? meta.getAttribute('property') ?? '').toLowerCase();
    const content = (meta.getAttribute('content') ?? '').toLowerCase();
    if (name === 'robots' && content.includes('noindex')) return true;
    return (meta.getAttribute('http-equiv') ?? '').toLowerCase() === 'refresh';
  });
}

/**
 * The site's minified HTML writes `href="/"` as `href=/>`: in HTML an unquoted value may end in
 * `/`, but node-html-parser reads `/>` as a self-closing tag and mis-nests the rest of the page.
 * Quoting such values first gives it the tree a browser builds.
 */
export function quoteSlashEndedValues(html: string): string {
  return html.replace(/(\s[^\s"'=<>`/]+=)([^\s"'=<>`]*\/)>/g, '$1"$2">');
}

export function parsePage(html: string): HTMLElement {
  return parse(normalizeHtml(quoteSlashEndedValues(html)), {
    comment: false,
    // Minified pages omit optional end tags (`</body>`, `</li>`); without this the parser hoists
    // the children of every element it considers unclosed and the page structure is lost.
    parseNoneClosedTags: true,
    blockTextElements: {script: false, noscript: false, style: false},
  });
}

function objectIdOf(hierarchy: DocSearchHierarchy, url: string, position: number): string {
  const levels = Object.fromEntries(Object.entries(hierarchy).filter(([, value]) => value !== null));
  return createHash('sha1').update(JSON.stringify({hierarchy: levels, url, position})).digest('hex');
}

const emptyHierarchy = (lvl0: string): DocSearchHierarchy => ({
  lvl0,
  lvl1: null,
  lvl2: null,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

/** A code block's lines: Prism's `.token-line` elements, else its text split at line breaks. */
function codeLines(pre: HTMLElement): string[] {
  const lines = pre.querySelectorAll('.token-line');
  return lines.length > 0 ? lines.map((line) => line.text) : pre.text.split('\n');
}

function codeLanguage(pre: HTMLElement): string | null {
  const match = /(?:^|\s)language-([\w-]+)/.exec(pre.getAttribute('class') ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/** Records of one built page. `pageUrl` is absolute (`https://site/docs/x`). */
export function extractRecords(html: string, pageUrl: string, options: ExtractOptions = {}): DocSearchRecord[] {
  const {maxContentLength, pageRank} = {...DEFAULT_EXTRACT_OPTIONS, ...options};
  const root = parsePage(html);
  return extractFromRoot(root, pageUrl, maxContentLength, pageRank);
}

export function extractFromRoot(root: HTMLElement, pageUrl: string, maxContentLength: number, pageRank: number): DocSearchRecord[] {
  const lvl0 = findLvl0(root);
  const headerMode = hasHeaderH1(root);
  const meta = docsearchMeta(root);
  const hierarchy = emptyHierarchy(lvl0);
  const anchors: Array<string | null> = [null, null, null, null, null, null, null];
  const records: DocSearchRecord[] = [];
  let position = 0;
  // The content record being aggregated, if the last matched node was content.
  let open: DocSearchRecord | null = null;
  // The record of the section a code block belongs to: its heading's.
  let section: DocSearchRecord | null = null;

  const makeRecord = (type: DocSearchRecordType, content: string | null, anchor: string | null, level: number): DocSearchRecord => {
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    const snapshot = {...hierarchy};
    const record: DocSearchRecord = {
      objectID: objectIdOf(snapshot, url, position),
      type,
      hierarchy: snapshot,
      content,
      url,
      url_without_anchor: pageUrl,
      anchor,
      weight: {pageRank, level, position},
    };
    if (meta.language !== undefined) record.language = meta.language as string;
    if (meta.version !== undefined) record.version = meta.version;
    if (meta.docusaurus_tag !== undefined) record.docusaurus_tag = meta.docusaurus_tag as string;
    for (const [key, value] of Object.entries(meta)) {
      if (!(key in record)) record[key] = value;
    }
    return record;
  };

  const walk = (element: HTMLElement, context: Context): void => {
    const tag = tagOf(element);
    if (IGNORED_TAGS.has(tag) || isExcluded(element)) return;
    if (tag === 'pre' && context.inArticle && !context.skipped) {
      if (section !== null) {
        const identifiers = codeIdentifiers(codeLines(element), codeLanguage(element));
        const code = appendIdentifiers(section.code, identifiers);
        if (code !== '') section.code = code;
      }
      return;
    }
    const match = classify(element, context, headerMode);
    if (match?.kind === 'heading') {
      const text = textOf(element, context, headerMode);
      if (text !== '') {
        open = null;
        const level = match.level;
        hierarchy[HIERARCHY_LEVELS[level]] = text;
        anchors[level] = anchorOf(element);
        for (let deeper = level + 1; deeper <= 6; deeper += 1) {
          hierarchy[HIERARCHY_LEVELS[deeper]!] = null;
          anchors[deeper] = null;
        }
        section = makeRecord(`lvl${level}`, null, anchors[level] ?? null, 100 - 10 * level);
        records.push(section);
        position += 1;
      }
    } else if (match?.kind === 'content') {
      const text = textOf(element, context, headerMode);
      if (text !== '') {
        const current: DocSearchRecord | null = open;
        if (current !== null && (current.content as string).length + 1 + text.length <= maxContentLength) {
          current.content = `${current.content as string} ${text}`;
        } else {
          const anchor = anchors.slice(1).reduce<string | null>((deepest, value, i) => (hierarchy[HIERARCHY_LEVELS[i + 1]!] !== null ? value : deepest), null);
          const record = makeRecord('content', text, anchor, 0);
          records.push(record);
          open = record;
        }
        position += 1;
      }
    }
    const inner = childContext(element, context);
    for (const child of elementChildren(element)) walk(child, inner);
  };
  walk(root, {inArticle: false, inHeader: false, skipped: false});
  return records;
}
