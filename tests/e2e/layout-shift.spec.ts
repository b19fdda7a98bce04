import {expect, recordLayoutShifts, test} from './fixtures';

// The landing page and /search have their own checks (home.spec, search.spec); these are the
// longest doc pages, where late styles, code highlighting or hydration could move content, and
// the marketplace, whose cards below the fold are laid out only as they near the viewport.
const ROUTES = ['/docs/api/product', '/docs/api/customer', '/docs/development/getting-started/installation-guide', '/extensions'];
const VIEWPORTS = [
  {width: 1280, height: 720},
  {width: 412, height: 823},
];

test.describe('no layout shift while a page loads and hydrates', () => {
  for (const route of ROUTES) {
    for (const viewport of VIEWPORTS) {
      test(`${route} at ${viewport.width}×${viewport.height} (CLS < 0.01)`, async ({page, gotoHydrated}) => {
        await page.setViewportSize(viewport);
        const layoutShift = await recordLayoutShifts(page);
        await gotoHydrated(route);
        expect(await layoutShift()).toBeLessThan(0.01);
      });
    }
  }
});

test('the reading counts a shift that no input caused', async ({page, gotoHydrated}) => {
  const layoutShift = await recordLayoutShifts(page);
  await gotoHydrated(ROUTES[2]!);
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.style.height = '300px';
    document.querySelector('article')!.prepend(banner);
  });
  expect(await layoutShift()).toBeGreaterThan(0.01);
});
