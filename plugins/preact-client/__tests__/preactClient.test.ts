import {afterEach, describe, expect, it, vi} from 'vitest';
import preactClientPlugin, {PREACT_ALIASES} from '../index';
import {LATE_HASH_WAIT_MS, scrollWhenRendered} from '../scrollToLateHash';

const CORE_ALIASES = {react: '/site/node_modules/react', 'react-dom': '/site/node_modules/react-dom', '@site': '/site'};

function configured(mode: string, isServer: boolean) {
  const config = {mode, resolve: {alias: {...CORE_ALIASES}}};
  const merged = preactClientPlugin().configureWebpack!(config as never, isServer, {} as never, {});
  return {config, merged};
}

describe('preact-client plugin', () => {
  it("resolves React to Preact in the production browser bundle, ahead of core's own aliases", () => {
    const {config, merged} = configured('production', false);
    expect(merged).toEqual({});
    const alias = config.resolve.alias as Record<string, string>;
    expect(Object.keys(alias)).toEqual([...Object.keys(PREACT_ALIASES), '@site']);
    expect(alias['react$']).toBe('preact/compat');
    expect(alias['react-dom/client$']).toMatch(/preact-client[\\/]client\.ts$/);
  });

  it('leaves the server bundle and development builds on React', () => {
    for (const [mode, isServer] of [['production', true], ['development', false]] as const) {
      const {config} = configured(mode, isServer);
      expect(config.resolve.alias).toEqual(CORE_ALIASES);
    }
  });

  it('runs effects in a microtask after their commit instead of after the next frame', async () => {
    const {options} = await import('preact');
    await import('../client');
    const flush = vi.fn();
    options.requestAnimationFrame!(flush);
    expect(flush).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(flush).toHaveBeenCalledTimes(1);
  });
});

/** A document whose element `id` appears when `render()` is called, with the observers it notifies. */
function lateDocument() {
  const element = {scrollIntoView: vi.fn()};
  let rendered = false;
  const observers: Array<{callback: () => void; disconnected: boolean}> = [];
  class FakeObserver {
    entry: {callback: () => void; disconnected: boolean};
    constructor(callback: () => void) {
      this.entry = {callback, disconnected: false};
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('MutationObserver', FakeObserver);
  vi.stubGlobal('document', {body: {}, getElementById: (id: string) => (rendered && id === 'checkout-cart' ? element : null)});
  const mutate = () => observers.filter((entry) => !entry.disconnected).forEach((entry) => entry.callback());
  const render = () => {
    rendered = true;
    mutate();
  };
  return {element, observers, render, mutate};
}

describe('scrollWhenRendered', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('scrolls to the element once a change to the page renders it, then stops watching', () => {
    const page = lateDocument();
    scrollWhenRendered('checkout-cart', () => true);
    page.mutate();
    expect(page.element.scrollIntoView).not.toHaveBeenCalled();
    page.render();
    page.mutate();
    expect(page.element.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(page.observers[0]!.disconnected).toBe(true);
  });

  it('gives up when the reader has moved on, or after the wait', () => {
    const page = lateDocument();
    scrollWhenRendered('checkout-cart', () => false);
    page.render();
    expect(page.element.scrollIntoView).not.toHaveBeenCalled();
    expect(page.observers[0]!.disconnected).toBe(true);

    vi.useFakeTimers();
    const later = lateDocument();
    scrollWhenRendered('checkout-cart', () => true);
    vi.advanceTimersByTime(LATE_HASH_WAIT_MS);
    expect(later.observers[0]!.disconnected).toBe(true);
  });
});
