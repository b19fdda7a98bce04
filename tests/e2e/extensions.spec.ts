/**
 * The extensions marketplace in a real browser: filters, the URL as the only state (shareable,
 * reload, Back), counts, the empty state, the copy buttons and keyboard use.
 */
import type {Page} from '@playwright/test';
import {sortedExtensions} from '../../src/data/extensions';
import {DEFAULT_FILTERS, parseFilters, selectExtensions} from '../../src/pages/extensions/_utils';
import {expect, seriousAxeViolations, test} from './fixtures';

const TOTAL = sortedExtensions.length;

function cards(page: Page) {
  return page.locator('main article');
}

function cardTitles(page: Page) {
  return cards(page).getByRole('heading', {level: 3});
}

function summary(page: Page) {
  return page.getByText(/^Showing (all )?\d+ (of \d+ )?extensions?$/);
}

/** What the page must show for a query string, worked out by the same pure functions. */
function expectedExtensions(search: string) {
  return selectExtensions(sortedExtensions, parseFilters(search));
}

function expectedNames(search: string): string[] {
  return expectedExtensions(search).map((extension) => extension.name);
}

function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.describe('extensions marketplace', () => {
  test('lists every extension, most installed first, each with its install command', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/extensions');
    await expect(page.getByRole('heading', {level: 1, name: 'Extensions marketplace'})).toBeVisible();
    await expect(summary(page)).toHaveText(`Showing all ${TOTAL} extensions`);
    await expect(cards(page)).toHaveCount(TOTAL);
    await expect(cardTitles(page)).toHaveText(expectedNames(''));

    const first = cards(page).first();
    const top = selectExtensions(sortedExtensions, DEFAULT_FILTERS)[0]!;
    await expect(first.getByText(`npm install ${top.npmPackage}`)).toBeVisible();
    await expect(first.getByRole('button', {name: `Copy install command for ${top.name}`})).toBeVisible();
  });

  test("each card's byline reads as words: its kind, then who makes it", async ({page, gotoHydrated}) => {
    // Badge and author are flex items spaced by CSS only: without a space between them, screen
    // readers, copied text and the search index read "First-partyby Merchantry team".
    await gotoHydrated('/extensions');
    const bylines = await cards(page).locator('p:has(> span + span)').allTextContents();
    expect(bylines).toHaveLength(TOTAL);
    expect(bylines).toEqual(
      expectedExtensions('').map((extension) => `${extension.firstParty ? 'First-party' : 'Community'} by ${extension.author}`),
    );
  });

  test('filters by text and keeps the text in the URL', async ({page, gotoHydrated}) => {
    await gotoHydrated('/extensions');
    const search = page.getByRole('searchbox', {name: 'Search extensions'});
    await search.fill('live chat');
    await expect(cardTitles(page)).toHaveText(['Tidio Live Chat', 'Tawk.to Live Chat']);
    await expect(summary(page)).toHaveText(`Showing 2 of ${TOTAL} extensions`);
    expect(searchParams(page).get('q')).toBe('live chat');

    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(search).toHaveValue('live chat');
    await expect(cardTitles(page)).toHaveText(['Tidio Live Chat', 'Tawk.to Live Chat']);
  });

  test('filters by category and tag chips, with the AND/OR switch', async ({page, gotoHydrated}) => {
    await gotoHydrated('/extensions');
    const categories = page.getByRole('group', {name: 'Category'});
    const tags = page.getByRole('group', {name: 'Tags'});

    await categories.getByRole('checkbox', {name: 'Payment'}).check();
    await expect(cardTitles(page)).toHaveText(expectedNames('?category=payment'));
    await expect(summary(page)).toHaveText(`Showing 2 of ${TOTAL} extensions`);
    expect(searchParams(page).getAll('category')).toEqual(['payment']);

    await categories.getByRole('checkbox', {name: 'Payment'}).uncheck();
    await tags.getByRole('checkbox', {name: 'Webhooks'}).check();
    await tags.getByRole('checkbox', {name: 'Database'}).check();
    const anyTag = expectedNames('?tag=database&tag=webhooks');
    await expect(cardTitles(page)).toHaveText(anyTag);
    await expect(summary(page)).toHaveText(`Showing ${anyTag.length} of ${TOTAL} extensions`);

    await page.getByRole('radio', {name: 'All selected tags (AND)'}).check();
    await expect(summary(page)).toHaveText(`Showing 0 of ${TOTAL} extensions`);
    expect(searchParams(page).get('operator')).toBe('and');

    await tags.getByRole('checkbox', {name: 'Database'}).uncheck();
    await tags.getByRole('checkbox', {name: 'Storefront'}).check();
    const allTags = expectedNames('?tag=storefront&tag=webhooks&operator=and');
    expect(allTags).toEqual(['Klarna Payments', 'Mollie Payments']);
    await expect(cardTitles(page)).toHaveText(allTags);
  });

  test('filters by price and author, and sorts by name', async ({page, gotoHydrated}) => {
    await gotoHydrated('/extensions');
    await page.getByRole('group', {name: 'Price'}).getByRole('radio', {name: 'Paid'}).check();
    await page.getByRole('group', {name: 'Author'}).getByRole('radio', {name: 'Community'}).check();
    await expect(cardTitles(page)).toHaveText(['Back-in-Stock Alerts']);
    await expect(cards(page).first().getByText('$29 one-time')).toBeVisible();

    await page.getByRole('group', {name: 'Author'}).getByRole('radio', {name: 'Any author'}).check();
    await page.getByLabel('Sort by').selectOption('name');
    const byName = expectedNames('?price=paid&sort=name');
    expect(byName[0]).toBe('Abandoned Cart Reminders');
    await expect(cardTitles(page)).toHaveText(byName);
    expect(searchParams(page).get('sort')).toBe('name');
    expect(searchParams(page).get('author')).toBeNull();
  });

  test('opens a shared link with every filter applied', async ({page, gotoHydrated}) => {
    await gotoHydrated('/extensions?tag=webhooks&tag=admin&operator=and&price=paid&author=first-party');
    await expect(cardTitles(page)).toHaveText(['Klarna Payments']);
    await expect(page.getByRole('checkbox', {name: 'Webhooks'})).toBeChecked();
    await expect(page.getByRole('checkbox', {name: 'Admin'})).toBeChecked();
    await expect(page.getByRole('radio', {name: 'All selected tags (AND)'})).toBeChecked();
    await expect(page.getByRole('radio', {name: 'Paid'})).toBeChecked();
    await expect(page.getByRole('radio', {name: 'First-party'})).toBeChecked();
    await expect(summary(page)).toHaveText(`Showing 1 of ${TOTAL} extensions`);
  });

  test('keeps the filters across Back and Forward without filling the history', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/');
    await page.getByRole('main').getByRole('link', {name: 'Browse extensions'}).click();
    await expect(page).toHaveURL('/extensions');
    await page.getByRole('checkbox', {name: 'Marketing'}).check();
    await page.getByRole('radio', {name: 'Free'}).check();
    const expected = expectedNames('?category=marketing&price=free');
    await expect(cardTitles(page)).toHaveText(expected);

    // Leave for a docs page and come back: the filtered view is still there.
    await page.getByRole('link', {name: 'How extensions work'}).click();
    await expect(page).toHaveURL('/docs/development/module/extension-development');
    await page.goBack();
    await expect(page).toHaveURL('/extensions?category=marketing&price=free');
    await expect(page.getByRole('checkbox', {name: 'Marketing'})).toBeChecked();
    await expect(page.getByRole('radio', {name: 'Free'})).toBeChecked();
    await expect(cardTitles(page)).toHaveText(expected);

    // Filter changes rewrite the entry instead of adding one, so Back leaves the marketplace.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page.goForward();
    await expect(page).toHaveURL('/extensions?category=marketing&price=free');
    await expect(cardTitles(page)).toHaveText(expected);
  });

  test('explains an empty result and clears the filters', async ({page, gotoHydrated}) => {
    await gotoHydrated('/extensions?category=theme&price=free');
    await page.getByRole('searchbox', {name: 'Search extensions'}).fill('klarna');
    await expect(summary(page)).toHaveText(`Showing 0 of ${TOTAL} extensions`);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', {name: 'No extension matches all of these filters'})).toBeVisible();

    // Dropping one filter is offered, filter by filter.
    await page.getByRole('button', {name: 'Remove filter Category: Theme'}).click();
    await expect(page.getByRole('checkbox', {name: 'Theme'})).not.toBeChecked();
    await expect(summary(page)).toHaveText(`Showing 0 of ${TOTAL} extensions`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('main').getByRole('button', {name: 'Clear filters', exact: true}).click();
    await expect(summary(page)).toHaveText(`Showing all ${TOTAL} extensions`);
    await expect(page.getByRole('searchbox', {name: 'Search extensions'})).toBeFocused();
    await expect(page.getByRole('searchbox', {name: 'Search extensions'})).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  });

  test('works from the keyboard', async ({page, gotoHydrated}) => {
    await gotoHydrated('/extensions');
    const search = page.getByRole('searchbox', {name: 'Search extensions'});
    await search.focus();
    await page.keyboard.type('email');
    await expect(cardTitles(page)).toHaveText(expectedNames('?q=email'));

    // Tab from the search box reaches the sort select, then the first category checkbox.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Sort by')).toBeFocused();
    await page.keyboard.press('Tab');
    const analytics = page.getByRole('checkbox', {name: 'Analytics'});
    await expect(analytics).toBeFocused();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    expect(searchParams(page).getAll('category')).toEqual(['analytics']);
    // Updating the URL must not move focus away from the control in use.
    await expect(analytics).toBeFocused();
    await expect(search).toHaveValue('email');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', {name: 'Authentication'})).toBeFocused();
  });

  test.describe('copy buttons', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('copy the install command and say so', async ({page, gotoHydrated}) => {
      await gotoHydrated('/extensions?q=wishlist');
      const card = cards(page).filter({has: page.getByRole('heading', {name: 'Wishlist'})});
      const button = card.getByRole('button', {name: 'Copy install command for Wishlist'});
      await button.click();
      await expect(card.getByRole('button', {name: 'Copied install command for Wishlist'})).toBeVisible();
      await expect(card.getByRole('status')).toHaveText('Copied “npm install merchantry-wishlist” to the clipboard.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install merchantry-wishlist');
      // The label goes back, so the button can be used again.
      await expect(button).toBeVisible({timeout: 5000});
    });
  });

  test('has no serious accessibility violations', async ({page, gotoHydrated}) => {
    await gotoHydrated('/extensions');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('checkbox', {name: 'Payment'}).check();
    await expect(summary(page)).toHaveText(`Showing 2 of ${TOTAL} extensions`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
