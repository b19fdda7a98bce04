/**
 * A built page as the indexer reads it: parsed into the tree a browser builds, whether it asks not
 * to be indexed, and its `docsearch:*` meta tags (attributes of every record of the page).
 */
import {parse, type HTMLElement} from 'node-html-parser';
import {normalizeHtml} from './normalizeHtml';

/** `<meta name="docsearch:X" content="v">` → attribute X (a comma in `version` makes an array). */
export function docsearchMeta(root: HTMLElement): Record<string, string | string[]> {
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

/**
 * `<meta name="keywords">` (Docusaurus writes front matter `keywords` there): the words people
 * search for that the page itself does not use. Comma-separated, as the tag's own format says.
 */
export function pageKeywords(root: HTMLElement): string[] {
  return namedMetaContent(root, 'keywords')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/**
 * `<meta name="description">`: the page's summary in its author's words (docs and blog posts: the
 * front matter's `description`), or the site's own where a page sets none.
 */
export function pageDescription(root: HTMLElement): string | null {
  const content = namedMetaContent(root, 'description').trim();
  return content === '' ? null : content;
}

/** The content of the page's last `<meta name=…>` of that name (the last tag wins), or "". */
function namedMetaContent(root: HTMLElement, name: string): string {
  const meta = root.querySelectorAll('meta').filter((element) => element.getAttribute('name')?.toLowerCase() === name).at(-1);
  return meta?.getAttribute('content') ?? '';
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
    // Raw text, dropped. A <noscript> is parsed as markup, as a browser without scripts does: the
    // API reference writes each operation's detail inside one (see templateSelectors.ts).
    blockTextElements: {script: false, style: false},
  });
}
