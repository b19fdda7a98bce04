import {expect, test} from './fixtures';

const GUIDE = '/docs/development/getting-started/installation-guide';

test.describe('navbar', () => {
  test('holds the brand, the navigation items, the search button and no colour toggle', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: /Merchantry/}).first()).toHaveAttribute('href', '/');
    for (const name of ['Docs', 'API', 'Extensions', 'Pricing', 'Blog', 'Support']) {
      await expect(navbar.getByRole('link', {name, exact: true})).toBeVisible();
    }
    await expect(navbar.getByRole('button', {name: /Search/})).toBeVisible();
    await expect(page.getByRole('button', {name: /dark mode|light mode|system mode/i})).toHaveCount(0);
  });

  test('Docs lands on getting-started and API on the API overview', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/development\/getting-started$/);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api\/overview$/);
  });

  test('draws the logo 35 by 35', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    const box = await page.locator('.navbar__logo img').boundingBox();
    expect(box?.width).toBe(35);
    expect(box?.height).toBe(35);
  });

  test('hides on scroll down and comes back on scroll up', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(600, 400);
    // The navbar compares each scroll position with the previous one, so scroll in steps, each
    // one landed before the next.
    const scrollY = () => page.evaluate(() => window.scrollY);
    for (let step = 0; step < 4; step++) {
      const from = await scrollY();
      await page.mouse.wheel(0, 300);
      await expect.poll(scrollY).toBeGreaterThan(from);
    }
    await expect.poll(async () => (await navbar.boundingBox())?.y ?? 0).toBeLessThan(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await navbar.boundingBox())?.y ?? -1).toBe(0);
  });

  test('lists English in the language dropdown', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'English'});
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveText('English');
    await expect(items.first()).toHaveAttribute('lang', 'en');
  });
});

test.describe('mobile sidebar', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('opens from the hamburger and closes when the viewport becomes desktop', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('closes on back navigation', async ({page, gotoHydrated}) => {
    await gotoHydrated('/pricing');
    // A tap before React owns the page does nothing, so the second page must hydrate too.
    await gotoHydrated(GUIDE);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.goBack();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('announcement bar', () => {
  test('stays dismissed across reloads and comes back for a new id', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    const bar = page.getByRole('banner').filter({hasText: 'Merchantry 2.2'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    const stored = await page.evaluate(() => ({
      dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
      id: localStorage.getItem('docusaurus.announcement.id'),
    }));
    expect(stored).toEqual({dismiss: 'true', id: 'release-2-2'});
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(bar).toBeHidden();

    // A visitor who dismissed an older announcement sees the current one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-2-1'));
    await page.reload();
    await expect(bar).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});
  test('stays light even when the system prefers dark', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('skip-to-content is the first tab stop and moves focus to the main content', async ({page, gotoHydrated}) => {
  await gotoHydrated(GUIDE);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeInViewport();
  await expect(skip).not.toBeFocused();
});

test('footer has link columns, the logo and the 2025 copyright line', async ({page, gotoHydrated}) => {
  await gotoHydrated('/');
  const footer = page.locator('footer');
  for (const title of ['Docs', 'Product', 'Community', 'Legal']) {
    await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
  }
  await expect(footer.locator('.footer__logo')).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright © 2025');
});

test.describe('docs', () => {
  test('guides use the tutorial sidebar and the API reference the API sidebar', async ({page, gotoHydrated}) => {
    await gotoHydrated(GUIDE);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('link', {name: 'Getting started'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Deployment'})).toBeVisible();
    await gotoHydrated('/docs/api/product');
    await expect(sidebar.getByRole('link', {name: /overview/i}).first()).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Deployment'})).toHaveCount(0);
  });

  test('the single docs version is labelled Next and lands on the introduction', async ({page, gotoHydrated}) => {
    await gotoHydrated('/');
    const version = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Next', exact: true});
    await expect(version).toBeVisible();
    await expect(version).toHaveAttribute('href', '/docs/development/getting-started/introduction');
  });

  test('the table of contents covers h2 and h3 only', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/development/deployment/deploy-merchantry-to-aws');
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').slice(1)));
    // The doc's own headings: the page feedback form below the text has a heading of its own.
    const headings = await page
      .locator('article .markdown :is(h2, h3)[id]')
      .evaluateAll((nodes) => nodes.map((h) => h.id));
    expect(tocTargets.length).toBeGreaterThan(3);
    expect(tocTargets).toEqual(headings);
  });
});
