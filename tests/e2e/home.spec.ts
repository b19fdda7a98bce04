/**
 * The landing page in a real browser: what it says, where its calls to action lead, the
 * copyable create-app command, the marketplace strip read from the data, and its weight.
 */
import {sortedExtensions} from '../../src/data/extensions';
import {site} from '../../src/site';
import {expect, recordLayoutShifts, seriousAxeViolations, test} from './fixtures';

const CREATE_COMMAND = `npx ${site.npm.createApp} my-store`;

const FEATURE_AREAS = [
  'Catalog',
  'Checkout and payments',
  'Shipping and tax',
  'Promotions',
  'Content pages and widgets',
  'Themes',
  'Extensions',
  'GraphQL and REST APIs',
];

test.describe('landing page', () => {
  test('says what the product is, with both calls to action', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    await expect(page).toHaveTitle(new RegExp(site.name));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Open-source commerce you can read, extend and own',
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: 'Get started'})).toHaveAttribute(
      'href',
      '/docs/development/getting-started',
    );
    await expect(main.getByRole('link', {name: 'Browse extensions'})).toHaveAttribute('href', '/extensions');
    await expect(main.locator('pre').first()).toHaveText(CREATE_COMMAND);
  });

  test('covers every feature area', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    for (const area of FEATURE_AREAS) {
      await expect(page.getByRole('heading', {level: 3, name: area, exact: true})).toBeVisible();
    }
    await expect(page.getByRole('img', {name: `${site.name} architecture`})).toBeVisible();
  });

  test.describe('copy button', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('copies the create-app command', async ({page, gotoHydrated}) => {
      await gotoHydrated('/');
      const block = page.getByRole('main').locator('pre').first();
      await block.hover();
      await page.getByRole('main').getByRole('button', {name: 'Copy code to clipboard'}).first().click();
      await expect(page.getByRole('main').getByRole('button', {name: 'Copied'}).first()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CREATE_COMMAND);
    });
  });

  test('shows the most installed extensions from the marketplace data', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    const top = [...sortedExtensions]
      .sort((a, b) => b.downloads - a.downloads || a.name.localeCompare(b.name, 'en'))
      .slice(0, 6);
    const strip = page.getByRole('region', {name: 'Most installed extensions'});
    await expect(strip.getByRole('heading', {level: 3})).toHaveText(top.map((extension) => extension.name));
    await expect(strip.getByRole('link', {name: `Browse all ${sortedExtensions.length} extensions`})).toBeVisible();

    const first = top[0]!;
    await strip.getByRole('link', {name: first.name}).click();
    await expect(page).toHaveURL(`/extensions?q=${first.slug}`);
    await expect(page.locator('main article').getByRole('heading', {level: 3}).first()).toHaveText(first.name);
  });

  test('is light: no raster images, no web fonts, no layout shift', async ({page, gotoHydrated, requests}) => {
    const layoutShift = await recordLayoutShifts(page);
    await gotoHydrated('/');
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url))).toEqual([]);
    expect(requests.filter((url) => url.startsWith('http') && !url.startsWith(origin))).toEqual([]);

    // Every illustration and icon reserves its box before it paints (button icons are
    // positioned by the theme and cannot shift the layout).
    const unsized = await page
      .getByRole('main')
      .locator('svg:not(button svg)')
      .evaluateAll((svgs) => svgs.filter((svg) => !svg.getAttribute('width') || !svg.getAttribute('height')).length);
    expect(unsized).toBe(0);

    const shift = await layoutShift();
    expect(shift).toBeLessThan(0.01);
  });

  test('has no serious accessibility violations', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
