import type {Page} from '@playwright/test';
import {expect, recordLayoutShifts, seriousAxeViolations, test} from './fixtures';

const INDEX = 'merchantry';
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX}`;
const GUIDE = '/docs/development/getting-started/introduction';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
/** The first hit of the query's results, never a recent or favorite search shown before they arrive. */
const firstResult = (page: Page) => page.locator('.DocSearch-Hit:not([id*="recentSearches"]):not([id*="favoriteSearches"])').first();

/** Opens /search for `query` and expects the first page it lists to be titled `title`. */
async function expectFirstPage(page: Page, gotoHydrated: (path: string) => Promise<void>, query: string, title: string) {
  await gotoHydrated(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.locator('main article h2').first(), query).toHaveText(title);
}

async function openWithButton(page: Page) {
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
}

/** A stored DocSearch hit, as the widget keeps recent and favorite searches. */
function storedHit(n: number) {
  return {
    objectID: `seed-${n}`,
    type: 'lvl1',
    url: `/docs/development/knowledge-base/database#seed-${n}`,
    content: null,
    hierarchy: {lvl0: 'Knowledge base', lvl1: `Seeded search ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {hierarchy: {lvl1: {value: `Seeded search ${n}`, matchLevel: 'none', matchedWords: []}}},
    _snippetResult: {},
    __docsearch_parent: null,
  };
}

async function seed(page: Page, key: string, count: number) {
  await page.evaluate(
    ([k, items]) => localStorage.setItem(k, JSON.stringify(items)),
    [key, Array.from({length: count}, (_, i) => storedHit(count - i))] as const,
  );
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]').length as number, key);

test.describe('opening and closing the modal', () => {
  test('opens from the button with the "Search docs" placeholder and closes on Escape', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('credits no outside search service in local mode (no "Search by Algolia" in the footer)', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await expect(page.locator('.DocSearch-Footer')).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(page.locator('.DocSearch-Footer')).not.toContainText('Algolia');
  });

  test('opens with Ctrl+K and with / when no input has focus', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });

  test('the button names its shortcut, and a letter typed on it opens the modal with that letter', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveAttribute('aria-label', 'Search (Ctrl+K)');
    await expect(button.locator('kbd')).toHaveCount(2);
    await button.focus();
    await page.keyboard.press('d');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('d');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('/ typed into a form field does not open it', async ({page, gotoHydrated}) => {
    await gotoHydrated('/extensions');
    const field = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
    await field.click();
    await page.keyboard.press('/');
    await expect(modal(page)).toHaveCount(0);
  });

  test('Escape first closes the results panel, then the modal', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await input(page).fill('database');
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });
});

test.describe('query input', () => {
  test('accepts at most 64 characters', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await input(page).pressSequentially('x'.repeat(80));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  test('selected text prefills the query', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await page.evaluate(() => {
      const heading = document.querySelector('article h1')!;
      const range = document.createRange();
      range.selectNodeContents(heading);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => window.getSelection()!.toString());
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
  });
});

test.describe('results', () => {
  test('groups hits by top-level heading, at most 5 per group, with highlighted matches', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await input(page).fill('install');
    await expect(hits(page).first()).toBeVisible();
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(0);
    for (const group of await groups.all()) {
      await expect(group.locator('.DocSearch-Hit-source')).toHaveCount(1);
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  });

  test('finds the installation guide first for "install"', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    await openWithButton(page);
    await input(page).fill('installation guide');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /\/docs\/development\/getting-started\/installation-guide/);
  });

  test('opens a page at the section whose heading holds the question, else at its top', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    for (const [question, href] of [
      // The Order page's "Cancel a shipment" (under the page title "Order") came first: it holds the
      // same two words, though never in one heading.
      ['how do I cancel an order', /\/docs\/api\/order#cancel-order$/],
      // No section names installing: "Upgrade Merchantry" came first, for the product's name.
      ['how do I install merchantry', /\/docs\/development\/getting-started\/installation-guide$/],
    ] as const) {
      await input(page).fill(question);
      await expect(firstResult(page).locator('a'), question).toHaveAttribute('href', href);
    }
  });

  test('puts first the page about the words before a neighbouring page that mentions them (page order)', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    // Without the learned page order, the theme overview came first: "create" and "production" (the
    // last word read as a prefix) in its headings outranked the Product page's "Create a product".
    await input(page).fill('create a product');
    await expect(firstResult(page).locator('a')).toHaveAttribute('href', /\/docs\/api\/product#create-product$/);
  });

  test("a page's row shows what the page is for, in its author's words (its description)", async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await input(page).fill('events and subscribers');
    const row = firstResult(page);
    await expect(row.locator('.DocSearch-Hit-title')).toHaveText('Events and subscribers');
    await expect(row.locator('.DocSearch-Hit-path')).toContainText('react to core events');
  });

  test('response fields that operations repeat are indexed once per page, so no row of a group repeats another', async ({page, gotoHydrated}) => {
    // The Order page lists the order's fields under each operation that answers an order; indexed
    // each time, its group showed "string Order status code from…" twice (under two operations).
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await input(page).fill('how do I cancel an order');
    await expect(firstResult(page)).toBeVisible();
    for (const group of await page.locator('.DocSearch-Hits').all()) {
      const titles = await group.locator('.DocSearch-Hit-title').allTextContents();
      expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
    }
  });

  test('rows of one page name their own section, so none reads like another ("cart api")', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await input(page).fill('cart api');
    const rows = page.locator('.DocSearch-Hits').first().locator('.DocSearch-Hit');
    await expect(rows.first()).toBeVisible();
    const texts = await rows.evaluateAll((items) =>
      items.map((item) => `${item.querySelector('.DocSearch-Hit-title')?.textContent} | ${item.querySelector('.DocSearch-Hit-path')?.textContent}`),
    );
    expect(texts.length).toBeGreaterThan(2);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.some((text) => text.endsWith('| Cart › API endpoints'))).toBe(true);
    expect(texts.some((text) => /rate limit/i.test(text))).toBe(false);
  });

  test('arrow keys move the active hit and Enter opens it', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    await openWithButton(page);
    await input(page).fill('database');
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
    const href = await hits(page).first().locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]}`));
    await expect(modal(page)).toHaveCount(0);
  });

  test('Ctrl+Enter opens the active hit in a new tab', async ({page, context, gotoHydrated}) => {
    await gotoHydrated('/');
    await openWithButton(page);
    await input(page).fill('database');
    await expect(hits(page).first()).toBeVisible();
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/docs/');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('asks for 10-word snippets, and 5 on narrow screens', async ({page, gotoHydrated}) => {
    const snippetParams: string[][] = [];
    page.on('request', (request) => {
      if (request.url().includes('/1/indexes/*/queries')) {
        snippetParams.push(JSON.parse(request.postData() ?? '{}').requests[0].attributesToSnippet);
      }
    });
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await input(page).fill('cron');
    await expect(hits(page).first()).toBeVisible();
    expect(snippetParams.at(-1)).toContain('content:10');

    await page.keyboard.press('Escape');
    await page.setViewportSize({width: 700, height: 900});
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.keyboard.press('Control+k');
    await input(page).fill('cron jobs');
    await expect(hits(page).first()).toBeVisible();
    expect(snippetParams.at(-1)).toContain('content:5');
  });

  test('shows the no-results screen with suggestions and the report link', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await openWithButton(page);
    await input(page).fill('database');
    await expect(hits(page).first()).toBeVisible();
    await input(page).fill('qqzxqv');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qqzxqv"');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');
    expect(await page.locator('.DocSearch-NoResults-Prefill-List li').count()).toBeLessThanOrEqual(3);
    await expect(page.locator('.DocSearch-Help').filter({hasText: 'Believe this query should return results?'})).toBeVisible();
    const report = page.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute('href', /\/issues\/new\?.*qqzxqv/);
  });
});

test.describe('recent and favorite searches', () => {
  test('an empty query shows recent searches; a recent can be favorited or removed', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    await openWithButton(page);
    await input(page).fill('database');
    await firstResult(page).click();
    await expect.poll(() => stored(page, RECENT_KEY)).toBe(1);
    // A fresh load: on a busy machine the click's own navigation could otherwise land after the
    // modal opens again, and the new page's navbar would close it.
    await gotoHydrated('/');
    await openWithButton(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await expect(hits(page)).toHaveCount(1);
    await page.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await expect.poll(() => stored(page, FAVORITE_KEY)).toBe(1);
    await expect.poll(() => stored(page, RECENT_KEY)).toBe(0);
    await page.getByTitle('Remove this search from favorites').click();
    await expect.poll(() => stored(page, FAVORITE_KEY)).toBe(0);
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();

    await input(page).fill('graphql');
    await firstResult(page).click();
    await expect.poll(() => stored(page, RECENT_KEY)).toBe(1);
    await gotoHydrated('/');
    await openWithButton(page);
    await expect(hits(page)).toHaveCount(1);
    await page.getByTitle('Remove this search from history').click();
    await expect.poll(() => stored(page, RECENT_KEY)).toBe(0);
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
  });

  test('keeps at most 7 recent searches, 4 once a favorite exists, and 10 favorites', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    await seed(page, RECENT_KEY, 7);
    await openWithButton(page);
    await input(page).fill('database');
    await firstResult(page).click();
    await expect.poll(() => stored(page, RECENT_KEY)).toBe(7);

    await gotoHydrated('/');
    await seed(page, FAVORITE_KEY, 1);
    await openWithButton(page);
    await input(page).fill('graphql');
    await firstResult(page).click();
    await expect.poll(() => stored(page, RECENT_KEY)).toBe(4);

    await gotoHydrated('/');
    await seed(page, FAVORITE_KEY, 10);
    await openWithButton(page);
    const recentBefore = await stored(page, RECENT_KEY);
    await page.getByTitle('Save this search').first().click();
    await expect.poll(() => stored(page, RECENT_KEY)).toBe(recentBefore - 1);
    await expect.poll(() => stored(page, FAVORITE_KEY)).toBe(10);
  });
});

test.describe('when the search service is down', () => {
  test.use({allowConsoleErrors: ['Failed to load resource', 'Unreachable hosts', 'RetryError']});
  test('shows "Unable to fetch results" and keeps showing it', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await page.route('**/1/indexes/**', (route) => route.abort('connectionrefused'));
    await openWithButton(page);
    await input(page).fill('database');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await page.waitForTimeout(1500);
    await expect(error).toBeVisible();
  });
});

test.describe('search page', () => {
  test('/search?q= lists results and loads more on scroll, one query per request', async ({page, gotoHydrated}) => {
    const queriesPerRequest: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/1/indexes/*/queries')) queriesPerRequest.push((JSON.parse(request.postData() ?? '{}') as {requests: unknown[]}).requests.length);
    });
    await gotoHydrated('/search?q=merchantry');
    // Every link in the results is a page or one of its sections: one per hit at most.
    const results = page.locator('main article a');
    await expect(results.first()).toBeVisible();
    const first = await results.count();
    expect(first).toBeGreaterThanOrEqual(15);
    await results.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => results.count()).toBeGreaterThan(first);
    // No facet-count queries beside each search: the page shows no counts.
    expect(queriesPerRequest.length).toBeGreaterThanOrEqual(2);
    expect(new Set(queriesPerRequest)).toEqual(new Set([1]));
  });

  test('groups hits by page: each page title once, its matching sections under it ("cart api")', async ({page, gotoHydrated}) => {
    await gotoHydrated('/search?q=cart%20api');
    const pages = page.locator('main article');
    await expect(pages.first()).toBeVisible();
    const titles = await pages.locator('h2').allInnerTexts();
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles[0]).toBe('Cart');
    const sections = pages.first().getByRole('listitem');
    expect(await sections.count()).toBeGreaterThan(1);
    // Each section links into the page it is listed under.
    for (const href of await sections.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/docs\/api\/cart(#|$)/);
    }
  });

  test('puts the answering page first for each kind of query issue #11 names', async ({page, gotoHydrated}) => {
    for (const [query, title] of [
      // Questions: their function words are optional, so a page rich in "how" or "do" cannot win.
      ['how do I cancel an order', 'Order'],
      ['what node version do I need', 'System requirements'],
      // The site's words for what developers call something else (synonyms).
      ['take card payments', 'Integrate a card payment gateway (Stripe)'],
      ['background job', 'Cron jobs'],
      ['auto refresh in dev', 'Fast Refresh'],
      // Identifiers shown in code, and an entity with "api".
      ['merchantry seed', 'Command lines'],
      ['useQuery', 'Data fetching'],
      ['product api', 'Product'],
    ] as const) {
      await expectFirstPage(page, gotoHydrated, query, title);
    }
  });

  test("shows a page's summary (its description) under its title when the title matched", async ({page, gotoHydrated}) => {
    await gotoHydrated('/search?q=events%20and%20subscribers');
    const first = page.locator('main article').first();
    await expect(first.locator('h2')).toHaveText('Events and subscribers');
    await expect(first.locator(':scope > p')).toContainText('react to core events');
  });

  test("finds a page by words only its keywords hold: a doc's or an MDX page's front matter, a React page's PageMetadata", async ({page, gotoHydrated}) => {
    for (const [query, title] of [
      ['bogo', 'Promotion'],
      ['credit memo', 'Order'],
      ['crontab', 'Cron jobs'],
      ['gdpr', 'Privacy policy'],
      ['saas', 'Own your store, with or without servers'],
    ] as const) {
      await expectFirstPage(page, gotoHydrated, query, title);
    }
  });

  test("finds a page by the file name only a code block's title shows", async ({page, gotoHydrated}) => {
    // The translation guide titles a block extensions/acme_wishlist/src/services/backInStockSubject.ts
    // and names the function, never the file, elsewhere: indexed without the title, the extension
    // development guide came first.
    await expectFirstPage(page, gotoHydrated, 'backInStockSubject.ts', 'Translation');
  });

  test('a summary ends with an ellipsis only where the snippet cut the text', async ({page, gotoHydrated}) => {
    await gotoHydrated('/search?q=install');
    const summaries = page.locator('main article li p');
    await expect(summaries.first()).toBeVisible();
    const texts = await summaries.allInnerTexts();
    expect(texts.filter((text) => text.includes('……'))).toEqual([]);
    // Some snippets hold their whole paragraph and some are cut: both kinds are on this page.
    expect(texts.some((text) => text.endsWith('…'))).toBe(true);
    expect(texts.some((text) => !text.endsWith('…'))).toBe(true);
  });

  test('credits no outside search service in local mode', async ({page, gotoHydrated}) => {
    await gotoHydrated('/search?q=install');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByText(/algolia/i)).toHaveCount(0);
    await expect(page.locator('a[href*="algolia.com"]')).toHaveCount(0);
  });

  // Lighthouse measured CLS 0.47 here: the footer jumped down when the results arrived.
  for (const viewport of [{width: 1280, height: 720}, {width: 412, height: 823}]) {
    test(`results arriving shift nothing on the page (CLS < 0.01, ${viewport.width}×${viewport.height})`, async ({page}) => {
      await page.setViewportSize(viewport);
      const layoutShift = await recordLayoutShifts(page);
      await page.goto('/search?q=install');
      // A cold server on the shared machine can take longer than the default to answer first.
      await expect(page.locator('main article').first()).toBeVisible({timeout: 30_000});
      await expect(page.getByText(/matching sections?/)).toBeVisible();
      const shift = await layoutShift();
      expect(shift).toBeLessThan(0.01);
    });
  }

  test('typing in the search page updates the URL and the results', async ({page, gotoHydrated}) => {
    await gotoHydrated('/search');
    await page.getByRole('searchbox').or(page.locator('input[type="search"]')).first().fill('cron');
    await expect(page).toHaveURL(/[?&]q=cron/);
    await expect(page.locator('article').first()).toContainText(/cron/i);
  });
});

test.describe('search page, service unreachable', () => {
  // The refused connection the test causes is logged by the browser.
  test.use({allowConsoleErrors: ['net::ERR_CONNECTION_REFUSED']});

  test('a search that fails says why and asks again on Try again, keeping the query', async ({page, gotoHydrated}) => {
    await page.route('**/1/indexes/*/queries*', (route) => route.abort('connectionrefused'));
    await gotoHydrated('/search?q=cron');
    const error = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
    await expect(error).toBeVisible({timeout: 30_000});
    // The client's own words for a site it cannot reach, and the modal's advice.
    await expect(error).toContainText('Unreachable hosts');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results were found')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.unroute('**/1/indexes/*/queries*');
    await error.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('main article').first()).toContainText(/cron/i);
    await expect(error).toHaveCount(0);
    await expect(page.locator('input[type="search"]')).toHaveValue('cron');
  });
});

test('in local mode the browser talks to no host but the site', async ({page, requests, gotoHydrated}) => {
  await gotoHydrated(GUIDE);
  await openWithButton(page);
  await input(page).fill('deploy');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await gotoHydrated('/search?q=theme');
  await expect(page.locator('article').first()).toBeVisible();
  const origin = new URL(page.url()).origin;
  const foreign = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
  expect(foreign).toEqual([]);
  await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
});
