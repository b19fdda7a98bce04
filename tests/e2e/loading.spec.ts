import {expect, test, waitForHydration} from './fixtures';

const FROM = '/docs/development/getting-started/introduction';

/** A prefetch <link> the chunk loader added: its URL, and whether an idle callback added it. */
interface Prefetch {
  href: string;
  inIdle: boolean;
}
const TO_LINK = 'Deployment';

test.describe('page loading', () => {
  test('shows the progress bar when a route takes longer than 200 ms', async ({page, gotoHydrated}) => {
    await gotoHydrated(FROM);
    // Hold every script fetched from now on (the next route's chunks) until the bar has been seen:
    // the route is as slow as the test needs, on any machine, and no longer.
    let release!: () => void;
    const barSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await barSeen;
      await route.continue();
    });
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: TO_LINK}).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    release();
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
    // Hovering a link preloads its route: the chunk loader appends the route's <script> tags while
    // the hover is handled (and removes each once it ran), so a mutation observer that records
    // every added script shows, as soon as the hover returns, what it started.
    const scriptsOnHover = async (effectiveType: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((type) => {
        Object.defineProperty(navigator, 'connection', {value: {effectiveType: type, saveData: false}, configurable: true});
        const added: string[] = [];
        (window as unknown as {addedScripts: string[]}).addedScripts = added;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of Array.from(record.addedNodes)) if (node instanceof HTMLScriptElement && node.src) added.push(node.src);
          }
        }).observe(document, {childList: true, subtree: true});
      }, effectiveType);
      await page.goto(FROM);
      await waitForHydration(page);
      const addedScripts = () => page.evaluate(() => [...(window as unknown as {addedScripts: string[]}).addedScripts]);
      const before = new Set(await addedScripts());
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: TO_LINK}).hover();
      const added = (await addedScripts()).filter((url) => !before.has(url));
      await context.close();
      return added;
    };
    const targetChunks = await scriptsOnHover('4g');
    expect(targetChunks.length).toBeGreaterThan(0);
    // Compared by URL, so a script a busy machine adds late for the current page cannot count.
    expect((await scriptsOnHover('2g')).filter((url) => targetChunks.includes(url))).toEqual([]);
  });

  test('prefetches the routes of links in view one at a time, in idle periods, each file once', async ({page, gotoHydrated}) => {
    // Records each prefetch <link> the chunk loader adds: its URL, and whether an idle callback added it.
    await page.addInitScript(() => {
      const prefetches: Prefetch[] = [];
      (window as unknown as {prefetches: Prefetch[]}).prefetches = prefetches;
      let depth = 0;
      const requestIdle = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (run, options) =>
        requestIdle((deadline) => {
          depth += 1;
          try {
            run(deadline);
          } finally {
            depth -= 1;
          }
        }, options);
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the node it is appended to as `this`
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLLinkElement && node.rel === 'prefetch') prefetches.push({href: node.href, inIdle: depth > 0});
        return append.call(this, node) as T;
      };
    });
    await gotoHydrated(FROM);
    const prefetches = () => page.evaluate(() => [...(window as unknown as {prefetches: Prefetch[]}).prefetches]);
    // The sidebar's links are in view: their routes are prefetched, each from an idle callback.
    await expect.poll(async () => (await prefetches()).length).toBeGreaterThan(1);
    const added = await prefetches();
    expect(new Set(added.map(({inIdle}) => inIdle))).toEqual(new Set([true]));
    // Doc routes share their layout chunks: each file is prefetched once, and none the page has already.
    const hrefs = added.map(({href}) => href);
    expect(hrefs).toEqual([...new Set(hrefs)]);
    const scriptsBefore = await page.evaluate((first) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const firstPrefetch = entries.find(({name}) => name === first)?.startTime ?? Infinity;
      return entries.filter(({initiatorType, startTime}) => initiatorType === 'script' && startTime < firstPrefetch).map(({name}) => name);
    }, hrefs[0]);
    expect(hrefs.filter((href) => scriptsBefore.includes(href))).toEqual([]);
  });

  test('carries the site icon inside the page, so loading a page fetches no icon file', async ({page}) => {
    const icons: string[] = [];
    page.on('request', (request) => {
      if (/favicon|icon-\d+\.png|touch-icon|\.ico$/u.test(new URL(request.url()).pathname)) icons.push(request.url());
    });
    await page.goto(FROM, {waitUntil: 'load'});
    // The tab icon; the sized PNGs beside it are for home screens.
    const href = await page.locator('head link[rel="icon"]:not([sizes])').getAttribute('href');
    expect(href).toMatch(/^data:image\/svg\+xml,/u);
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [^>]*aria-label="Merchantry"/u);
    expect(icons).toEqual([]);
  });
});
