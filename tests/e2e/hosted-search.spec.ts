/**
 * The site built in hosted search mode (`npm test` builds it into build-hosted/, tests/hostedSite.ts)
 * as a static host serves it, with its Content-Security-Policy: the modal and the /search page ask
 * Algolia's hosts, which this spec answers itself, so no request leaves the machine.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request, Route} from '@playwright/test';
import {loadStaticSite, NOT_FOUND_PAGE, resolvePath, type StaticSite} from '../../server/staticSite';
import {HOSTED_BUILD_DIR, HOSTED_SEARCH} from '../hostedSite';
import {PAGE_KEYWORDS_ATTRIBUTE} from '../../search/records';
import {HOSTED_RERANK_DEPTH} from '../../search/hostedRerank';
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

/**
 * A static host serving the build the way README asks hosts to (`/x` is `x.html`, a miss is
 * 404.html with status 404): the site server's own rule (server/staticSite.ts), with the build's
 * Content-Security-Policy.
 */
async function serveBuild(route: Route, site: StaticSite): Promise<void> {
  const resolution = resolvePath(new URL(route.request().url()).pathname, site.files);
  if (resolution.kind === 'redirect') return route.fulfill({status: 301, headers: {location: resolution.location}});
  const file = resolution.kind === 'file' ? resolution.file : NOT_FOUND_PAGE;
  await route.fulfill({
    status: resolution.kind === 'file' ? 200 : 404,
    body: readFileSync(path.join(site.root, file)),
    headers: {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-security-policy': site.contentSecurityPolicy ?? ''},
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
  const site = await loadStaticSite(buildDir);
  expect(site.contentSecurityPolicy, 'the hosted build has its csp.json').toBeDefined();
  const asked: Array<{requests: Array<Record<string, unknown>>}> = [];
  await page.route(`${ORIGIN}/**`, (route) => serveBuild(route, site));
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
    // It asks for more hits than the modal shows, to re-rank them and show the first 20.
    expect(query).toMatchObject({indexName: HOSTED_SEARCH.indexName, query: 'deploy script', getRankingInfo: true, page: 0, hitsPerPage: HOSTED_RERANK_DEPTH});
    expect(query.attributesToRetrieve).toContain('weight.pageRank');
    // The page keywords, which every record carries but Algolia does not search, come back as a
    // highlight: its matched words count as heading words.
    expect(query.attributesToHighlight).toContain(PAGE_KEYWORDS_ATTRIBUTE);
    // Two hits do not fill the modal's 20: the browser asked again with every word optional, as
    // local mode lets records missing a word join a short answer.
    expect(query.optionalWords).toEqual(['deploy script']);
    // Hosted mode credits Algolia.
    await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  });

  test('the /search page re-ranks the same way and credits Algolia', async ({page}) => {
    const asked = await hostedSite(page);
    await page.goto(`${ORIGIN}/search?q=deploy%20script`);
    await expect(page.locator('main article').first().locator('h2')).toContainText('Deploy Merchantry to AWS');
    expect(asked.at(-1)!.requests[0]).toMatchObject({query: 'deploy script', getRankingInfo: true});
    expect(asked.at(-1)!.requests[0]!.attributesToHighlight).toContain(PAGE_KEYWORDS_ATTRIBUTE);
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeVisible();
  });
});
