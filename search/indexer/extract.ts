/**
 * One built page → DocSearch records, as the DocSearch crawler's "Docusaurus v2 & v3" template
 * extracts them (search-protocol.md §4):
 *
 *   lvl0     the last `.menu__link.menu__link--sublist.menu__link--active,
 *            .navbar__item.navbar__link--active` in document order, else (here only) the title
 *            of the footer column that links to the page, else "Documentation"
 *   lvl1     `header h1` (or `article h1` when the page has no `header h1`)
 *   lvl2–4   `article h2` … `article h4`
 *   lvl5     `article h5, article td:first-child`
 *   lvl6     `article h6`
 *   content  `article p, article li, article td:last-child` (here every cell but the first,
 *            joined by CELL_SEPARATOR) and, here only, `article figure img[alt]`: an image's
 *            description as its text
 *
 * with `indexHeadings` (each heading is a record) and `aggregateContent` (consecutive content under
 * one heading is one record). Text is stored plain, never as HTML: the engine escapes it when it
 * builds highlight values.
 *
 * Additions: identifiers in code blocks (`<pre>`) go to a `code` attribute of the section's heading
 * record (see codeIdentifiers.ts) and the words of its long snake_case names to `code_words`; the
 * page's `<meta name="keywords">` to a `keywords` attribute of its lvl1 record (the page, not every
 * section, is what those words name), searched, and to a `page_keywords` text on every record
 * (their words, each once), not searched, that the re-rankings read (records.ts,
 * PAGE_KEYWORDS_ATTRIBUTE). The template would drop all four.
 *
 * Deliberate deviation: breadcrumbs and other `<nav>` blocks inside the article are skipped. The
 * crawler would index the breadcrumb items as content above the title, duplicating lvl0/lvl1 in
 * records that rank for every page title.
 *
 * Elements with the `search-exclude` class (searchExclude.ts) are skipped with everything in them,
 * as a crawler config's excluded selectors would be.
 */
import {createHash} from 'node:crypto';
import type {HTMLElement} from 'node-html-parser';
import {anchorOf} from './anchors';
import {appendIdentifiers, codeIdentifiers, snakeCaseWords} from './codeIdentifiers';
import {elementChildren, tagOf} from './dom';
import {docsearchMeta, pageDescription, pageKeywords, parsePage} from './parsePage';
import {childContext, classify, IGNORED_TAGS, isExcluded, textOf, type Context} from './templateSelectors';
import {
  HIERARCHY_LEVELS,
  PAGE_KEYWORDS_ATTRIBUTE,
  type DocSearchHierarchy,
  type DocSearchRecord,
  type DocSearchRecordType,
} from '../records';

/**
 * lvl0 when no active sidebar category or navbar item exists and no footer column links to the
 * page (the home page).
 */
export const DEFAULT_LVL0 = 'Documentation';

/** Between the cells of one table row in a content record; the template joins every piece with a space. */
export const CELL_SEPARATOR = ' · ';

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
 * The page's lvl0. The template falls back to "Documentation" for every page no sidebar or navbar
 * item marks active, so the terms, privacy and contact pages were grouped under "Documentation" in
 * the modal, and a search for "documentation" opened the terms of service. The footer column that
 * links to such a page ("Legal", "Community") is the site's own name for its group.
 */
function findLvl0(root: HTMLElement, pagePath: string): string {
  return activeNavigationLabel(root) || footerColumnOf(root, pagePath) || DEFAULT_LVL0;
}

/** The title of the footer column (`.footer__col`) holding a link to `pagePath`, else ''. */
function footerColumnOf(root: HTMLElement, pagePath: string): string {
  for (const column of root.querySelectorAll('.footer__col')) {
    const links = column.querySelectorAll('a.footer__link-item');
    if (!links.some((link) => pathOfHref(link.getAttribute('href')) === pagePath)) continue;
    return column.querySelector('.footer__title')?.text.trim() ?? '';
  }
  return '';
}

/** A site-relative link's path, trailing slash free; null for other links. */
function pathOfHref(href: string | undefined): string | null {
  if (!href?.startsWith('/') || href.startsWith('//')) return null;
  return withoutTrailingSlash(href.split(/[?#]/)[0]!);
}

/** A URL path without its trailing slash (`/tos/` → `/tos`), the root kept as `/`. */
export const withoutTrailingSlash = (path: string): string => path.replace(/(?<=.)\/+$/, '');

/** The template's lvl0: the last active sidebar category or navbar item, else ''. */
function activeNavigationLabel(root: HTMLElement): string {
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
  return found ? textOf(found, {inArticle: false, inHeader: false, skipped: false}, true) : '';
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

/**
 * The file name a code block shows above its lines (its `title`): the theme renders it in the
 * block's container as a div whose CSS-module class starts with `codeBlockTitle`.
 */
function codeBlockTitle(pre: HTMLElement): string | null {
  const block = pre.closest('.theme-code-block');
  const title = block && elementChildren(block).find((child) => (child.getAttribute('class') ?? '').split(/\s+/).some((name) => name.startsWith('codeBlockTitle')));
  return title ? title.text.trim() : null;
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
  const lvl0 = findLvl0(root, withoutTrailingSlash(new URL(pageUrl).pathname));
  const headerMode = hasHeaderH1(root);
  const meta = docsearchMeta(root);
  const hierarchy = emptyHierarchy(lvl0);
  const anchors: Array<string | null> = [null, null, null, null, null, null, null];
  const records: DocSearchRecord[] = [];
  let position = 0;
  // The content record being aggregated, if the last matched node was content.
  let open: DocSearchRecord | null = null;
  // The table row whose cell was the last content aggregated, if it was a cell.
  let openRow: HTMLElement | null = null;
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
        const title = codeBlockTitle(element);
        // The title is a file's path, never a command, whatever the block's language; its last
        // segment also on its own, which a path too long to be an identifier would lose.
        const titled = title ? codeIdentifiers([title, title.split('/').pop()!], null) : [];
        const identifiers = [...titled, ...codeIdentifiers(codeLines(element), codeLanguage(element))];
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
        const row = tag === 'td' ? element.parentNode : null;
        // Cells of one row are not a sentence: "in `DATABASE_URL` | run the split commands again"
        // joined by a space read as one in a snippet. Words keep their positions either way.
        const separator = row !== null && row === openRow ? CELL_SEPARATOR : ' ';
        openRow = row;
        if (current !== null && (current.content as string).length + separator.length + text.length <= maxContentLength) {
          current.content = `${current.content as string}${separator}${text}`;
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
  // Once a section's code blocks are all read.
  for (const record of records) {
    const words = record.code === undefined ? '' : snakeCaseWords(record.code);
    if (words !== '') record.code_words = words;
  }
  const keywords = pageKeywords(root);
  const title = records.find((record) => record.type === 'lvl1');
  if (keywords.length > 0 && title !== undefined) title.keywords = keywords;
  const words = distinctWords(keywords);
  if (words !== '') for (const record of records) record[PAGE_KEYWORDS_ATTRIBUTE] = words;
  // The title record's text is the page's summary: words that say what the page is for, which its
  // sections may never use together. DocSearch shows a title hit's content under its title.
  const description = pageDescription(root);
  if (description !== null && title !== undefined) title.content = description;
  return records;
}

/**
 * The keywords' words, each once whatever its case, in first-seen order. The re-rankings read only
 * which query words the text holds, and a page's searches repeat most of their words: every record
 * of the page carries the text, so a repeat would cost its bytes some hundred times over.
 */
function distinctWords(keywords: readonly string[]): string {
  const words = new Map<string, string>();
  for (const word of keywords.join(' ').split(/\s+/)) {
    if (word !== '' && !words.has(word.toLowerCase())) words.set(word.toLowerCase(), word);
  }
  return [...words.values()].join(' ');
}
