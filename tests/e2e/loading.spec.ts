import {expect, test, waitForHydration} from './fixtures';

const FROM = '/docs/development/getting-started/introduction';
const TO_LINK = 'Deployment';

test.describe('page loading', () => {
  test('shows the progress bar when a route takes longer than 200 ms', async ({page, gotoHydrated}) => {
    await gotoHydrated(FROM);
    // Slow down every script fetched from now on: the next route's chunks.
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: TO_LINK}).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/development\/deployment$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText(/Deploy/i);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test.describe('when a route chunk fails to load', () => {
    test.use({allowConsoleErrors: ['Failed to load resource', 'ChunkLoadError', 'Loading chunk']});
    test('reloads the page at the new URL', async ({page, gotoHydrated}) => {
      await gotoHydrated(FROM);
      await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));
      // Fail the next route's chunks, until the reload that the failure triggers starts.
      let reloadStarted = false;
      let failed = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloadStarted = true;
      });
      await page.route('**/assets/js/**', async (route) => {
        if (reloadStarted) return route.continue();
        failed += 1;
        return route.abort('failed');
      });
      const reloaded = page.waitForEvent('load');
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: TO_LINK}).click();
      await reloaded;
      await waitForHydration(page);
      expect(failed).toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/docs\/development\/deployment$/);
      expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
      await expect(page.getByRole('heading', {level: 1})).toContainText(/Deploy/i);
    });
  });

  test('prefetches route chunks on hover, but not on a 2g connection', async ({browser}) => {
    const scriptsOnHover = async (effectiveType: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((type) => {
        Object.defineProperty(navigator, 'connection', {value: {effectiveType: type, saveData: false}, configurable: true});
      }, effectiveType);
      await page.goto(FROM);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: TO_LINK}).hover();
      await page.waitForTimeout(800);
      await context.close();
      return scripts;
    };
    const targetChunks = await scriptsOnHover('4g');
    expect(targetChunks.length).toBeGreaterThan(0);
    // Compared by URL, so a script a busy machine loads late for the current page cannot count.
    expect((await scriptsOnHover('2g')).filter((url) => targetChunks.includes(url))).toEqual([]);
  });
});
