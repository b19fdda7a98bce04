/**
 * First-load weight of representative pages, measured in Chromium against the site server:
 * JS and CSS bytes the page loads (gzip, computed from the files so the figure does not depend on
 * the server's compression level), HTML bytes and the count of all requests, prefetches included.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/chromium';

export interface PageWeight {
  path: string;
  jsGzip: number;
  /** Gzip bytes of each script the page loaded, by path. */
  scripts: Map<string, number>;
  cssGzip: number;
  htmlBytes: number;
  requests: number;
}

export async function measurePageWeights(baseUrl: string, buildDir: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const results: PageWeight[] = [];
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const urls: string[] = [];
      let requests = 0;
      // Scripts and stylesheets the page loads; route chunks fetched by <link rel=prefetch> for
      // later navigations load as "other" and are not first-load weight.
      page.on('request', (request) => {
        requests += 1;
        if (['script', 'stylesheet'].includes(request.resourceType())) urls.push(request.url());
      });
      const response = await page.goto(baseUrl + pagePath, {waitUntil: 'networkidle'});
      const html = (await response?.body()) ?? Buffer.alloc(0);
      const sizes = (ext: string) =>
        new Map(
          urls
            .map((url) => new URL(url))
            .filter((url) => url.origin === new URL(baseUrl).origin && url.pathname.endsWith(ext))
            .map((url) => [url.pathname, gzipSync(readFileSync(path.join(buildDir, url.pathname))).length]),
        );
      const total = (map: Map<string, number>) => [...map.values()].reduce((sum, bytes) => sum + bytes, 0);
      const scripts = sizes('.js');
      results.push({path: pagePath, jsGzip: total(scripts), scripts, cssGzip: total(sizes('.css')), htmlBytes: html.length, requests});
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Gzip bytes of the scripts `page` shares with `sibling`, a page of the same kind: the weight
 * every such page carries, apart from its own content. */
export function sharedJs(page: PageWeight, sibling: PageWeight): number {
  return [...page.scripts].filter(([script]) => sibling.scripts.has(script)).reduce((sum, [, bytes]) => sum + bytes, 0);
}
