/**
 * The Content-Security-Policy of the built site: scripts only from the site's origin plus the
 * exact inline scripts of the build (by SHA-256 hash, no 'unsafe-inline'), and the outside hosts
 * the build's mode needs (Algolia in hosted mode, Google Analytics when on). Computed after the
 * build into `csp.json`, which the site server reads at start and sends on every response.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'node-html-parser';

export const CSP_FILE = 'csp.json';

export interface CspFile {
  /** Directive name → sources, in the order they are written. */
  directives: Record<string, string[]>;
}

export interface CspBuildOptions {
  /** Hosted search: the browser talks to Algolia (and maybe loads Insights from jsDelivr). */
  algolia: boolean;
  insights: boolean;
  gtag: boolean;
}

/** Script types a browser executes; other types (JSON-LD, templates) are data, not code. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `'sha256-…'` sources of every inline script of one HTML document, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const root = parse(html, {blockTextElements: {script: true, style: true}});
  const hashes: string[] = [];
  for (const script of root.querySelectorAll('script')) {
    if (script.hasAttribute('src')) continue;
    if (!EXECUTABLE_TYPES.has((script.getAttribute('type') ?? '').trim().toLowerCase())) continue;
    hashes.push(`'sha256-${createHash('sha256').update(script.rawText, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function policyDirectives(scriptHashes: readonly string[], options: CspBuildOptions): Record<string, string[]> {
  const scriptHosts = [
    ...(options.gtag ? ['https://www.googletagmanager.com'] : []),
    ...(options.algolia && options.insights ? ['https://cdn.jsdelivr.net'] : []),
  ];
  const connectHosts = [
    ...(options.algolia ? ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'] : []),
    ...(options.gtag ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] : []),
  ];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...scriptHosts],
    // React and the DocSearch modal set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(options.gtag ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectHosts],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
}

export function serializePolicy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Hashes every inline script of the build and writes `csp.json` beside the pages. */
export async function writeCspFile(outDir: string, options: CspBuildOptions): Promise<CspFile> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }
  const csp: CspFile = {directives: policyDirectives([...hashes].sort(), options)};
  await writeFile(path.join(outDir, CSP_FILE), `${JSON.stringify(csp, null, 2)}\n`);
  return csp;
}
