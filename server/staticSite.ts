/**
 * The built site as a set of files, indexed once at start (like sirv): a request can only ever
 * reach a file that the index holds, so no path can escape the build folder.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {CSP_FILE, serializePolicy, type CspFile} from '../plugins/content-security-policy/policy';

export interface StaticSite {
  root: string;
  /** Paths relative to `root`, with forward slashes. */
  files: ReadonlySet<string>;
  /** The build's Content-Security-Policy (`csp.json`, written at build time), when it has one. */
  contentSecurityPolicy?: string;
}

/** The page every miss serves with status 404 (never a page of its own). */
export const NOT_FOUND_PAGE = '404.html';

export type Resolution =
  | {kind: 'file'; file: string}
  | {kind: 'redirect'; location: string}
  | {kind: 'notFound'};

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * `connectOrigins`: further origins pages may connect to (the reader's own stores for the API
 * reference's "Try it" console), added to the build's `connect-src`.
 */
export async function loadStaticSite(root: string, options: {connectOrigins?: readonly string[]} = {}): Promise<StaticSite> {
  const files = new Set(await listFiles(root));
  if (!files.has('index.html') || !files.has(NOT_FOUND_PAGE)) {
    throw new Error(`site server: ${root} is not a built site (index.html or ${NOT_FOUND_PAGE} missing); run npm run build`);
  }
  let contentSecurityPolicy: string | undefined;
  if (files.has(CSP_FILE)) {
    const csp = JSON.parse(await readFile(path.join(root, CSP_FILE), 'utf8')) as CspFile;
    const connect = csp.directives['connect-src'] ?? ["'self'"];
    contentSecurityPolicy = serializePolicy({...csp.directives, 'connect-src': [...connect, ...(options.connectOrigins ?? [])]});
  }
  return {root, files, contentSecurityPolicy};
}

function decode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** `x.js.br` beside `x.js`: a build artefact the server picks by accept-encoding, not a page. */
export function isCompressedCopy(rel: string, files: ReadonlySet<string>): boolean {
  const match = /^(.*)\.(br|gz)$/.exec(rel);
  return match !== null && files.has(match[1]!);
}

/**
 * A redirect target built only from the path's segments, each percent-encoded: it always starts
 * with exactly one `/` followed by a segment, so no browser can read it as another host
 * (`//host`, `/\\host`, a tab or newline that URL parsers strip), and it holds only printable
 * ASCII, which is all a header value may carry.
 */
export function sitePath(decodedPath: string): string {
  const segments = decodedPath.split(/[/\\]+/).filter((segment) => segment !== '');
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * Maps a request path to a file of the build, a redirect to the clean URL, or not found.
 * `/x/` and `/x/index.html` (and `/x.html`) redirect to `/x`; `/x` serves `x.html` or `x/index.html`.
 */
export function resolvePath(rawPathname: string, files: ReadonlySet<string>): Resolution {
  const pathname = decode(rawPathname);
  if (pathname === null || pathname.includes('\0') || !pathname.startsWith('/')) return {kind: 'notFound'};

  if (pathname.endsWith('/index.html')) {
    return {kind: 'redirect', location: sitePath(pathname.slice(0, -'index.html'.length))};
  }
  if (pathname.length > 1 && /[/\\]$/.test(pathname)) {
    return {kind: 'redirect', location: sitePath(pathname)};
  }

  const rel = pathname.slice(1);
  if (rel === '') return {kind: 'file', file: 'index.html'};
  if (rel.endsWith('.html') && rel !== NOT_FOUND_PAGE && files.has(rel)) {
    return {kind: 'redirect', location: sitePath(rel.slice(0, -'.html'.length))};
  }
  if (files.has(rel) && rel !== NOT_FOUND_PAGE && !isCompressedCopy(rel, files)) return {kind: 'file', file: rel};
  // The not-found page is what a miss serves, with status 404; never a page of its own.
  if (rel === '404') return {kind: 'notFound'};
  if (files.has(`${rel}.html`)) return {kind: 'file', file: `${rel}.html`};
  if (files.has(`${rel}/index.html`)) return {kind: 'file', file: `${rel}/index.html`};
  return {kind: 'notFound'};
}

/**
 * A raw query string made safe for a `Location` header: Node hands request targets over as
 * Latin-1, so any character outside printable ASCII stands for one byte and is written as `%XX`.
 */
export function safeQuery(rawQuery: string): string {
  return rawQuery.replace(/[^\x21-\x7e]/g, (char) => {
    const code = char.charCodeAt(0);
    return code < 256 ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(char);
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed bundles never change under the same name; pages must be revalidated on every visit. */
export function cacheControlFor(file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  if (file.startsWith('assets/')) return IMMUTABLE;
  return 'public, max-age=3600';
}
