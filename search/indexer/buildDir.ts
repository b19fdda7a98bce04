/**
 * The built site → DocSearch records: every page a visitor would search for (docs, API reference,
 * blog posts, static pages), none of the pages that only list others or exist for the machinery.
 */
import {existsSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocSearchRecord} from '../records';
import {DEFAULT_EXTRACT_OPTIONS, extractFromRoot, withoutTrailingSlash} from './extract';
import {isNoIndexPage, parsePage} from './parsePage';
import {pageRankOf} from './pageRank';

/**
 * The built home page: every build writes it, so it tells whether a folder holds a built site and,
 * by its modification time, when that site was built.
 */
export function siteBuildMarker(buildDir: string): string {
  return path.join(buildDir, 'index.html');
}

export function hasSiteBuild(buildDir: string): boolean {
  return existsSync(siteBuildMarker(buildDir));
}

export interface IndexBuildDirOptions {
  /** Absolute origin of the site (`https://merchantry.io`); record URLs start with it. */
  siteUrl: string;
  onProgress?: (done: number, total: number, file: string) => void;
  maxContentLength?: number;
}

export interface IndexBuildDirResult {
  records: DocSearchRecord[];
  /** Pages indexed (skipped pages not counted). */
  pages: number;
}

/**
 * `docusaurus_tag` values of list pages: the blog index and its pagination, tag and author pages,
 * doc tag pages. Their content repeats the posts and docs they list.
 */
export const LIST_PAGE_TAGS = new Set([
  'blog_posts_list',
  'blog_tags_list',
  'blog_tags_posts',
  'blog_authors_list',
  'blog_authors_posts',
  'doc_tags_list',
  'doc_tag_doc_list',
]);

/**
 * Paths never indexed whatever their content: the 404 page, the search page, and the blog archive
 * (the one list page without a list tag of its own).
 */
const SKIPPED_PATHS = [
  /^404\.html$/,
  /^search(\.html|\/index\.html)$/,
  /(^|\/)blog\/archive(\.html|\/index\.html)$/,
  /(^|\/)blog\/page\/\d+(\.html|\/index\.html)$/,
  /(^|\/)blog\/(tags|authors)(\/.*)?(\.html|\/index\.html)$/,
  /(^|\/)docs\/tags(\/.*)?(\.html|\/index\.html)$/,
];

export function isSkippedPath(relativePath: string): boolean {
  return SKIPPED_PATHS.some((pattern) => pattern.test(relativePath));
}

/** `docs/x.html` and `docs/x/index.html` → `/docs/x`; `index.html` → `/` (trailingSlash: false). */
export function pagePathOf(relativePath: string): string {
  const clean = relativePath.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return withoutTrailingSlash(`/${clean}`);
}

export function pageUrlOf(siteUrl: string, relativePath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${pagePathOf(relativePath)}`;
}

async function listHtmlFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, {withFileTypes: true});
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  await walk(root);
  // Sorted, so records (and their order) are the same on every run.
  return out.sort();
}

export async function indexBuildDir(buildDir: string, opts: IndexBuildDirOptions): Promise<IndexBuildDirResult> {
  const files = (await listHtmlFiles(buildDir)).filter((file) => !isSkippedPath(file));
  const records: DocSearchRecord[] = [];
  const seenUrls = new Set<string>();
  let pages = 0;
  for (let i = 0; i < files.length; i += 1) {
    const file = files[i]!;
    const url = pageUrlOf(opts.siteUrl, file);
    // `x.html` and `x/index.html` both map to `/x`; the first one (sorted) wins.
    if (!seenUrls.has(url)) {
      seenUrls.add(url);
      const root = parsePage(await readFile(path.join(buildDir, file), 'utf8'));
      const tag = root.querySelectorAll('meta[name="docsearch:docusaurus_tag"]').at(-1)?.getAttribute('content');
      if (!isNoIndexPage(root) && !(tag && LIST_PAGE_TAGS.has(tag))) {
        records.push(...extractFromRoot(root, url, opts.maxContentLength ?? DEFAULT_EXTRACT_OPTIONS.maxContentLength, pageRankOf(pagePathOf(file))));
        pages += 1;
      }
    }
    opts.onProgress?.(i + 1, files.length, file);
  }
  withoutSharedSummaries(records);
  return {records, pages};
}

/**
 * A description several pages carry is the site's (Docusaurus writes the site's on pages that set
 * none), not a summary of any of them: their title records keep no text.
 */
function withoutSharedSummaries(records: DocSearchRecord[]): void {
  const titles = records.filter((record) => record.type === 'lvl1' && record.content !== null);
  const pagesPerText = new Map<string, number>();
  for (const title of titles) pagesPerText.set(title.content!, (pagesPerText.get(title.content!) ?? 0) + 1);
  for (const title of titles) if (pagesPerText.get(title.content!)! > 1) title.content = null;
}
