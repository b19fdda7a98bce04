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

test("a reader's package manager shows on the next page, in the tab list and the panel alike", async ({page, gotoHydrated}) => {
  await gotoHydrated(GUIDE);
  const tabs = page.locator('article .tabs-container').first();
  await tabs.getByRole('tab', {name: 'pnpm'}).click();
  await expect(tabs.getByRole('tabpanel')).toContainText('pnpm');

  // A full load: the first render is the server's (npm), then the stored choice is applied.
  await gotoHydrated('/docs/development/theme/styling');
  const sets = page.locator('article .tabs-container');
  expect(await sets.count()).toBeGreaterThan(0);
  for (const set of await sets.all()) {
    await expect(set.getByRole('tab', {selected: true})).toHaveText('pnpm');
    await expect(set.locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);
    await expect(set.locator('[role="tabpanel"]:not([hidden])')).toContainText('pnpm');
  }
});
