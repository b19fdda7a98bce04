/** Links' prefetches wait for the page's `load` and then go one route per idle period. */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {ClientModule} from '@docusaurus/types';

interface FakeBrowser {
  prefetched: string[];
  preload: () => false;
  idle: Array<() => void>;
  fireLoad: () => void;
  runIdle: () => void;
}

function installFakeBrowser(readyState: DocumentReadyState, withIdleCallback = true): FakeBrowser {
  const fake: FakeBrowser = {
    prefetched: [],
    preload: () => false,
    idle: [],
    fireLoad: () => {
      doc.readyState = 'complete';
      for (const listener of loadListeners.splice(0)) listener();
    },
    runIdle: () => fake.idle.shift()?.(),
  };
  const loadListeners: Array<() => void> = [];
  const doc = {readyState};
  const win = {
    docusaurus: Object.freeze({prefetch: (route: string) => (fake.prefetched.push(route), false as const), preload: fake.preload}),
    addEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.push(listener),
    requestIdleCallback: withIdleCallback ? (run: () => void) => fake.idle.push(run) : undefined,
    setTimeout: (run: () => void) => fake.idle.push(run),
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  return fake;
}

async function freshModule(): Promise<Required<Pick<ClientModule, 'onRouteDidUpdate'>>> {
  vi.resetModules();
  return (await import('../idlePrefetch')).default as Required<Pick<ClientModule, 'onRouteDidUpdate'>>;
}

const prefetch = (route: string): void => {
  void window.docusaurus.prefetch(route);
};
const firstPage = {location: {pathname: '/docs'} as never, previousLocation: null};

describe('idlePrefetch', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('queues prefetches until load, then prefetches one route per idle period, each once', async () => {
    const browser = installFakeBrowser('interactive');
    (await freshModule()).onRouteDidUpdate(firstPage);
    prefetch('/docs/a');
    prefetch('/docs/b');
    prefetch('/docs/a');
    expect(browser.prefetched).toEqual([]);
    expect(browser.idle).toHaveLength(0);

    browser.fireLoad();
    browser.runIdle();
    expect(browser.prefetched).toEqual(['/docs/a']);
    browser.runIdle();
    expect(browser.prefetched).toEqual(['/docs/a', '/docs/b']);
    browser.runIdle();
    expect(browser.idle).toHaveLength(0);

    // Once loaded, a link that comes into view later waits for the next idle period only.
    prefetch('/docs/c');
    expect(browser.prefetched).toHaveLength(2);
    browser.runIdle();
    expect(browser.prefetched).toEqual(['/docs/a', '/docs/b', '/docs/c']);
  });

  it('keeps core preload and wraps only once across navigations', async () => {
    const browser = installFakeBrowser('complete');
    const module = await freshModule();
    module.onRouteDidUpdate(firstPage);
    const wrapped = window.docusaurus.prefetch;
    module.onRouteDidUpdate({location: {pathname: '/blog'} as never, previousLocation: firstPage.location});
    expect(window.docusaurus.prefetch).toBe(wrapped);
    expect(window.docusaurus.preload).toBe(browser.preload);
  });

  it("hands core each chunk's URL once, and none the page has fetched already", async () => {
    installFakeBrowser('complete');
    const urls: Record<string, string> = {docLayout: '/assets/js/layout.js', sidebar: '/assets/js/sidebar.js', page: '/assets/js/page.js'};
    const webpackRequire: {gca: (chunkName: string) => string | undefined} = {gca: (chunkName) => urls[chunkName]};
    vi.stubGlobal('__webpack_require__', webpackRequire);
    vi.stubGlobal('performance', {getEntriesByName: (url: string) => (url === 'https://shop.example/assets/js/page.js' ? [{}] : [])});
    vi.stubGlobal('document', {readyState: 'complete', baseURI: 'https://shop.example/docs/api/cart'});
    (await freshModule()).onRouteDidUpdate(firstPage);

    // Two routes' prefetches ask for the shared layout chunk; the page's own chunk is in place.
    const asked = ['docLayout', 'sidebar', 'page', 'docLayout', 'missing'].map((chunkName) => webpackRequire.gca(chunkName));
    expect(asked).toEqual(['/assets/js/layout.js', '/assets/js/sidebar.js', undefined, undefined, undefined]);
  });

  it('falls back to a short pause where requestIdleCallback is missing', async () => {
    const browser = installFakeBrowser('complete', false);
    (await freshModule()).onRouteDidUpdate(firstPage);
    prefetch('/docs/a');
    browser.runIdle();
    expect(browser.prefetched).toEqual(['/docs/a']);
  });
});
