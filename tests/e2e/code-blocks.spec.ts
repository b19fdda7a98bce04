/**
 * Code blocks: highlighted in the first HTML and kept as they are through hydration (the theme's
 * remount is gone, src/theme/CodeBlock), and the highlighter loads only on pages that show code.
 */
import {expect, test} from './fixtures';

const GUIDE = '/docs/development/getting-started/installation-guide';
// A string of Prism's own code, present in whichever script carries the highlighter.
const PRISM_MARKER = 'before-tokenize';

test("a guide's code blocks are the server's, highlighted, after hydration", async ({page, gotoHydrated}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('pre').forEach((pre) => (pre.dataset.fromServer = 'true'));
    });
  });
  await gotoHydrated(GUIDE);
  // Blocks inside tabs are left out: the theme's Tabs remounts itself once in the browser, to
  // show the tab the reader chose on an earlier page.
  const blocks = page.locator('article pre:not(.tabs-container pre)');
  expect(await blocks.count()).toBeGreaterThan(0);
  await expect(blocks.first().locator('.token').first()).toBeAttached();
  await expect(page.locator('article pre:not(.tabs-container pre):not([data-from-server])')).toHaveCount(0);
  await expect(page.locator('article').getByRole('button', {name: /copy/i}).first()).toBeAttached();
});

test('a page without code does not load the highlighter; a guide does', async ({page, gotoHydrated}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await gotoHydrated('/pricing');
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(scripts)).some((text) => text.includes(PRISM_MARKER))).toBe(false);
  scripts.length = 0;
  await gotoHydrated(GUIDE);
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(scripts)).some((text) => text.includes(PRISM_MARKER))).toBe(true);
});
