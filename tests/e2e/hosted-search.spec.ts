/**
 * The site built in hosted search mode (`npm test` builds it into build-hosted/, tests/hostedSite.ts)
 * as a static host serves it, with its Content-Security-Policy: the modal and the /search page ask
 * Algolia's hosts, which this spec answers itself, so no request leaves the machine.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request, Route} from '@playwright/test';
import {CSP_FILE, serializePolicy, type CspFile} from '../../plugins/content-security-policy/policy';
import {HOSTED_BUILD_DIR, HOSTED_SEARCH} from '../hostedSite';
import {expect, test} from './fixtures';

const ORIGIN = 'http://hosted.test';
const buildDir = path.resolve(HOSTED_BUILD_DIR);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static host: `/x` is `x.html` or `x/index.html`, anything else the file itself, else 404.html. */
async function serveBuild(route: Route, policy: string): Promise<void> {
  const pathname = decodeURIComponent(new URL(route.request().url()).pathname);
  const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  const file = candidates.map((candidate) => path.join(buildDir, candidate)).find((candidate) => candidate.startsWith(buildDir + path.sep) && existsSync(candidate) && statSync(candidate).isFile());
  const found = file !== undefined;
  const served = file ?? path.join(buildDir, '404.html');
  await route.fulfill({
    status: found ? 200 : 404,
    body: readFileSync(served),
    headers: {'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream', 'content-security-policy': policy},
  });
}

const isAlgolia = (url: URL) => url.hostname.endsWith('.algolia.net') || url.hostname.endsWith('.algolianet.com');

interface SectionHit {
  page: string;
  title: string;
  section: string;
  /** Query words the section's heading holds, as Algolia lists them in `matchedWords`. */
  headingWords: string[];
}

/** A DocSearch record of a section, as Algolia answers it with `getRankingInfo`, matching both words of the query. */
function answerHit({page, title, section, headingWords}: SectionHit, query: string) {
  const words = query.split(' ');
  const highlight = (value: string, matched: string[]) => ({value, matchLevel: matched.length === 0 ? 'none' : 'full', matchedWords: matched});
  const anchor = section.toLowerCase().replaceAll(' ', '-');
  return {
    objectID: `${page}#${anchor}`,
    type: 'lvl2',
    url: `https://merchantry.io/docs/development/deployment/${page}#${anchor}`,
    content: null,
    hierarchy: {lvl0: 'Deployment', lvl1: title, lvl2: section, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    weight: {pageRank: 3},
    _rankingInfo: {words: words.length, nbTypos: 0, firstMatchedWord: 0, proximityDistance: 1, nbExactWords: words.length, userScore: 0},
    _highlightResult: {hierarchy: {lvl0: highlight('Deployment', []), lvl1: highlight(title, []), lvl2: highlight(section, headingWords)}},
    _snippetResult: {hierarchy: {lvl1: highlight(title, []), lvl2: highlight(section, headingWords)}},
  };
}

/**
 * Answers every query the way Algolia would order these two records: the paragraph that mentions
 * the query words in an unrelated section first, the section named for them second.
 */
function answer(request: Request) {
  const {requests} = JSON.parse(request.postData() ?? '{}') as {requests: Array<{query?: string; hitsPerPage?: number}>};
  return {
    results: requests.map(({query = '', hitsPerPage = 20}) => {
      const hits = [
        answerHit({page: 'deploy-merchantry-to-digitalocean-app-platform', title: 'Deploy Merchantry to DigitalOcean', section: 'Prepare the repository', headingWords: []}, query),
        answerHit({page: 'deploy-merchantry-to-aws', title: 'Deploy Merchantry to AWS', section: 'Write the deploy script', headingWords: query.split(' ')}, query),
      ];
      return {hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage, processingTimeMS: 1, exhaustiveNbHits: true, query, params: ''};
    }),
  };
}

/** Serves the hosted build on ORIGIN and answers Algolia's hosts; returns the search requests' bodies. */
async function hostedSite(page: Page): Promise<Array<{requests: Array<Record<string, unknown>>}>> {
  expect(existsSync(path.join(buildDir, 'index.html')), `no hosted-mode build in ${HOSTED_BUILD_DIR}/: run npm test, which builds it`).toBe(true);
  const policy = serializePolicy((JSON.parse(readFileSync(path.join(buildDir, CSP_FILE), 'utf8')) as CspFile).directives);
  const asked: Array<{requests: Array<Record<string, unknown>>}> = [];
  await page.route(`${ORIGIN}/**`, (route) => serveBuild(route, policy));
  await page.route(isAlgolia, async (route) => {
    const request = route.request();
    const cors = {'access-control-allow-origin': ORIGIN, 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS'};
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    if (new URL(request.url()).pathname === '/1/indexes/*/queries') {
      asked.push(JSON.parse(request.postData() ?? '{}') as {requests: Array<Record<string, unknown>>});
      return route.fulfill({status: 200, contentType: 'application/json', headers: cors, body: JSON.stringify(answer(request))});
    }
    return route.fulfill({status: 404, contentType: 'application/json', headers: cors, body: '{"message":"Not found","status":404}'});
  });
  return asked;
}

test.describe('hosted search mode', () => {
  test("the modal asks Algolia for each hit's ranking evidence and shows the section named for the query first", async ({page}) => {
    const asked = await hostedSite(page);
    await page.goto(`${ORIGIN}/docs/development/getting-started/introduction`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // Hosted mode opens the connection to the search host before the first keystroke.
    await expect(page.locator(`link[rel="preconnect"][href="https://${HOSTED_SEARCH.appId}-dsn.algolia.net"]`)).toHaveCount(1);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('deploy script');
    const first = page.locator('.DocSearch-Hit:not([id*="recentSearches"]):not([id*="favoriteSearches"])').first();
    await expect(first.locator('a')).toHaveAttribute('href', /deploy-merchantry-to-aws#write-the-deploy-script/);
    // Algolia's order was the other one: the browser re-ranked it.
    const query = asked.at(-1)!.requests[0]!;
    expect(query).toMatchObject({indexName: HOSTED_SEARCH.indexName, query: 'deploy script', getRankingInfo: true});
    expect(query.attributesToRetrieve).toContain('weight.pageRank');
    // Hosted mode credits Algolia.
    await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  });

  test('the /search page re-ranks the same way and credits Algolia', async ({page}) => {
    const asked = await hostedSite(page);
    await page.goto(`${ORIGIN}/search?q=deploy%20script`);
    await expect(page.locator('main article').first().locator('h2')).toContainText('Deploy Merchantry to AWS');
    expect(asked.at(-1)!.requests[0]).toMatchObject({query: 'deploy script', getRankingInfo: true});
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeVisible();
  });
});
