/**
 * Insights in a real browser against the site server: the modal's search recorded once per run of
 * keystrokes, its click and view events and the /search page's clicks posted to our own
 * /1/events, and "Was this page
 * helpful?" voted with the keyboard, with and without JavaScript, each found in the server's
 * insights store.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type {Page} from '@playwright/test';
import {INSIGHTS_DB_FILE} from '../../search/insights/store';
import {FEEDBACK_ANCHORS} from '../../src/data/feedback';
import {expect, seriousAxeViolations, test} from './fixtures';

const GUIDE = '/docs/development/getting-started/introduction';
const FEEDBACK_PAGE = '/docs/development/knowledge-base/cron-jobs';

/** Reads the server's store (WAL: a reader sees every committed write). */
function query<T>(sql: string, ...args: unknown[]): T[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, INSIGHTS_DB_FILE), {readonly: true, fileMustExist: true});
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

const feedbackSection = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

test.describe('search insights in local mode', () => {
  test('typing a word records one search; choosing a hit sends a click with its queryID and position to our origin', async ({page, gotoHydrated, requests}) => {
    await gotoHydrated(GUIDE);
    await page.locator('.DocSearch-Button').click();
    const events: Array<{events: Array<Record<string, unknown>>}> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/1/events') events.push(JSON.parse(request.postData() ?? '{}'));
    });
    await page.locator('.DocSearch-Input').pressSequentially('crontab');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // The debounced view event of the hits on screen.
    await expect.poll(() => events.flatMap((body) => body.events).some((event) => event.eventType === 'view')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => events.flatMap((body) => body.events).find((event) => event.eventType === 'click')).toMatchObject({
      eventName: 'Item Selected',
      index: 'merchantry',
      positions: [1],
      queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    // The server took the click, and the run of keystrokes is one search once it has gone quiet.
    await expect.poll(() => query<{n: number}>("SELECT COUNT(*) AS n FROM events WHERE event_type = 'click'")[0]!.n).toBeGreaterThan(0);
    await expect.poll(() => query<{query: string}>("SELECT query FROM searches WHERE query LIKE 'c%'").map((row) => row.query), {timeout: 15_000}).toContain('crontab');
    expect(query("SELECT query FROM searches WHERE query IN ('c', 'cr', 'cro', 'cron', 'cront', 'cronta')")).toEqual([]);
  });

  test('a result chosen on the /search page sends a click with its queryID and position to our origin', async ({page, gotoHydrated, requests}) => {
    const clicks: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/1/events') return;
      const body = JSON.parse(request.postData() ?? '{}') as {events: Array<Record<string, unknown>>};
      clicks.push(...body.events.filter((event) => event.eventType === 'click'));
    });
    const answer = page.waitForResponse((response) => /\/1\/indexes\/[^/]+\/queries/.test(response.url()));
    await gotoHydrated('/search?q=webhook');
    const hits = ((await (await answer).json()) as {results: Array<{hits: Array<{url: string}>}>}).results[0]!.hits;
    // The page lists hits grouped by page; a page title stands for that page's best-ranked hit.
    const second = page.locator('main article h2 a').nth(1);
    await expect(second).toBeVisible({timeout: 30_000});
    const secondPage = new URL((await second.getAttribute('href'))!, page.url()).pathname;
    const position = hits.findIndex((hit) => new URL(hit.url, page.url()).pathname === secondPage) + 1;
    expect(position).toBeGreaterThan(1);
    await second.click();
    await expect.poll(() => clicks[0]).toMatchObject({
      eventName: 'Search Page Result Clicked',
      index: 'merchantry',
      positions: [position],
      queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  });
});

test.describe('page feedback', () => {
  test('is at the end of doc and API pages, and a keyboard vote with a comment is stored and announced', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/cart');
    await expect(feedbackSection(page)).toBeVisible();
    await gotoHydrated(FEEDBACK_PAGE);
    const section = feedbackSection(page);
    const comment = `Missing the cron syntax for weekdays ${Date.now()}`;
    await section.getByLabel(/What was missing or unclear\?/).focus();
    await page.keyboard.type(comment);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', {name: 'No'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toHaveText(/Thank you: your feedback is recorded\. You answered "No"/);
    expect(query('SELECT page, helpful, voter IS NOT NULL AS hasVoter FROM feedback WHERE comment = ?', comment)).toEqual([{page: FEEDBACK_PAGE, helpful: 0, hasVoter: 1}]);
    // A second answer from the same browser replaces the first.
    await section.getByRole('button', {name: 'Yes'}).click();
    await expect(section.getByRole('status')).toHaveText(/You answered "Yes"/);
    expect(query<{helpful: number}>('SELECT helpful FROM feedback WHERE page = ? AND voter IS NOT NULL', FEEDBACK_PAGE)).toEqual([{helpful: 1}]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the form posts and the page comes back with the thank-you message', async ({page}) => {
      await page.goto(FEEDBACK_PAGE);
      const section = feedbackSection(page);
      const comment = `Posted without JavaScript ${Date.now()}`;
      await section.getByLabel(/What was missing or unclear\?/).fill(comment);
      await section.getByRole('button', {name: 'No'}).click();
      await expect(page).toHaveURL(new RegExp(`${FEEDBACK_PAGE}#${FEEDBACK_ANCHORS.sent}$`));
      await expect(page.locator(`#${FEEDBACK_ANCHORS.sent}`)).toBeVisible();
      await expect(page.locator(`#${FEEDBACK_ANCHORS.failed}`)).toBeHidden();
      expect(query('SELECT helpful, voter FROM feedback WHERE comment = ?', comment)).toEqual([{helpful: 0, voter: null}]);
    });
  });
});
