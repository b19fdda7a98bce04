/**
 * Puts back the end tags that minified HTML leaves out, so node-html-parser builds the tree a
 * browser would.
 *
 * The site's minifier drops optional end tags (`</td>`, `</tr>`, `</li>`, `</body>`, sometimes
 * `</p>`) and writes `href="/"` as `href=/>`. HTML parsers infer them from the HTML5 rules; node-
 * html-parser only knows a few of those rules, so a table's rows end up nested in each other's
 * cells and the table of contents beside the article lands inside it. This pass replays the tag
 * stream with the implied-end-tag rules that matter for documents (paragraphs, list items, table
 * cells, rows and sections, description terms, options) and writes every end tag explicitly.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/** Start tags that close an open `<p>` (HTML5 "close a p element" list). */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'table', 'ul', 'li', 'dd', 'dt',
]);

/** Elements that bound the search for an element to close implicitly (its "scope"). */
const SCOPE = new Set(['html', 'body', 'table', 'td', 'th', 'caption', 'template', 'object', 'marquee', 'applet', 'svg', 'math', 'button']);
const LIST_SCOPE = new Set([...SCOPE, 'ul', 'ol']);
const TABLE_SCOPE = new Set(['html', 'table', 'template']);

const TAG = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<(\/?)([a-zA-Z][^\s/>]*)((?:\s*[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;

export function normalizeHtml(html: string): string {
  const stack: string[] = [];
  const lower = html.toLowerCase();
  let out = '';
  let last = 0;

  /** Index of the nearest open `name` not hidden behind a scope boundary, or -1. */
  const inScope = (names: ReadonlySet<string> | string, scope: ReadonlySet<string>): number => {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const tag = stack[i]!;
      if (typeof names === 'string' ? tag === names : names.has(tag)) return i;
      if (scope.has(tag)) return -1;
    }
    return -1;
  };
  const closeTo = (index: number): void => {
    while (stack.length > index) out += `</${stack.pop()}>`;
  };
  const closeIfOpen = (names: ReadonlySet<string> | string, scope: ReadonlySet<string>): void => {
    const index = inScope(names, scope);
    if (index >= 0) closeTo(index);
  };

  TAG.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TAG.exec(html)) !== null) {
    out += html.slice(last, match.index);
    last = TAG.lastIndex;
    const [whole, slash, rawName, , selfClosing] = match;
    if (rawName === undefined) {
      out += whole; // comment, doctype, CDATA
      continue;
    }
    const name = rawName.toLowerCase();
    if (slash) {
      const index = stack.lastIndexOf(name);
      // A stray end tag (nothing to close) is dropped, as a browser ignores it.
      if (index >= 0) closeTo(index);
      continue;
    }
    if (CLOSES_P.has(name)) closeIfOpen('p', new Set([...SCOPE]));
    switch (name) {
      case 'li':
        closeIfOpen('li', LIST_SCOPE);
        break;
      case 'dt':
      case 'dd':
        closeIfOpen(new Set(['dt', 'dd']), new Set([...SCOPE, 'dl']));
        break;
      case 'td':
      case 'th':
        closeIfOpen(new Set(['td', 'th']), new Set([...TABLE_SCOPE, 'tr']));
        break;
      case 'tr':
        closeIfOpen('tr', new Set([...TABLE_SCOPE, 'tbody', 'thead', 'tfoot']));
        break;
      case 'tbody':
      case 'thead':
      case 'tfoot':
        closeIfOpen(new Set(['tbody', 'thead', 'tfoot']), TABLE_SCOPE);
        break;
      case 'option':
        closeIfOpen('option', new Set([...SCOPE, 'select']));
        break;
      case 'body':
        closeIfOpen('head', new Set(['html']));
        break;
      default:
        break;
    }
    out += whole;
    if (VOID.has(name) || selfClosing) continue;
    if (RAW_TEXT.has(name)) {
      // Raw text runs to its own end tag; nothing inside is markup.
      const end = lower.indexOf(`</${name}`, last);
      const stop = end === -1 ? html.length : end;
      out += html.slice(last, stop);
      const close = end === -1 ? html.length : html.indexOf('>', end) + 1 || html.length;
      out += `</${name}>`;
      last = close;
      TAG.lastIndex = close;
      continue;
    }
    stack.push(name);
  }
  out += html.slice(last);
  closeTo(0);
  return out;
}
