/**
 * Code blocks: highlighted in the first HTML and kept as they are through hydration (the theme's
 * remount is gone, src/theme/CodeBlock; the server's tokens are kept, src/theme/CodeBlock/Content),
 * and the highlighter loads only when a block is rendered in the browser.
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

test('no first load brings the highlighter, a guide\'s neither; a block that mounts later loads it and is highlighted', async ({page, gotoHydrated}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const loadedHighlighter = async () => (await Promise.all(scripts)).some((text) => text.includes(PRISM_MARKER));
  await gotoHydrated('/pricing');
  await page.waitForLoadState('networkidle');
  expect(await loadedHighlighter()).toBe(false);
  // A guide loaded in full keeps the server's highlighted blocks without the highlighter.
  await gotoHydrated(GUIDE);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article pre .token').first()).toBeAttached();
  expect(await loadedHighlighter()).toBe(false);
  // Reached in the browser, a page's blocks are rendered there: the highlighter comes with them.
  await page.locator('.navbar').getByRole('link', {name: 'Pricing'}).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
  await expect(page.locator('article pre .token').first()).toBeAttached();
  // Polled: Playwright may report the chunk's response after the tokens it rendered are in the DOM
  // (one CI run on a busy machine read the list a moment too early).
  await expect.poll(loadedHighlighter).toBe(true);
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
