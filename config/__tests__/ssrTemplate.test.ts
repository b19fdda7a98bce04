import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
// The renderer the build itself uses, so the test sees the HTML the site ships.
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {ssrTemplate} from '../ssrTemplate';

const SCRIPTS = ['assets/js/runtime~main.1a2b.js', 'assets/js/main.3c4d.js'];

async function render(): Promise<string> {
  const template = await compileSSGTemplate(ssrTemplate);
  return template({
    appHtml: '<main><h1>Merchantry</h1></main>',
    baseUrl: '/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: ['<title>Merchantry</title>'],
    scripts: SCRIPTS,
    stylesheets: ['assets/css/styles.5e6f.css'],
    noIndex: false,
    version: '3.10.2',
  });
}

interface LoaderOptions {
  visibilityState: 'visible' | 'hidden';
  /** Whether the browser has the Paint Timing API (`PerformanceObserver` with `paint`). */
  paintTiming: boolean;
}

/** Runs the page's loader against a minimal document and lets a test drive frames, tasks and paints. */
function runLoader(html: string, {visibilityState, paintTiming}: LoaderOptions) {
  const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
  const appended: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const tasks: {callback: () => void; delay: number}[] = [];
  const observers: {callback: (list: unknown, observer: unknown) => void; disconnected: boolean}[] = [];
  const visibilityListeners: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (script: {src: string; async: boolean}) => appended.push(script)},
    addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && visibilityListeners.push(listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.entry = {callback, disconnected: false};
      observers.push(this.entry);
    }
    observe(options: {type: string; buffered: boolean}) {
      expect(options).toEqual({type: 'paint', buffered: true});
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const window = paintTiming ? {PerformanceObserver} : {};
  runInNewContext(loader, {
    window,
    document,
    ...window,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => tasks.push({callback, delay}),
  });
  return {
    appended,
    frames,
    tasks,
    /** Reports paint entries to every observer still connected. */
    paint(...names: string[]) {
      const list = {getEntriesByName: (name: string) => names.filter((entry) => entry === name).map((entry) => ({name: entry}))};
      for (const observer of observers.filter((entry) => !entry.disconnected)) {
        observer.callback(list, {disconnect: () => (observer.disconnected = true)});
      }
    },
    hide() {
      document.visibilityState = 'hidden';
      visibilityListeners.forEach((listener) => listener());
    },
  };
}

const IN_ORDER = SCRIPTS.map((script) => ({src: `/${script}`, async: false}));

describe('the page template', () => {
  it('keeps the stylesheet in the head and requests no script before the loader runs', async () => {
    const html = await render();
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.5e6f.css" />');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<div id="__docusaurus"><main><h1>Merchantry</h1></main></div>');
  });

  it('runs the scripts in order once the first contentful paint is on screen, and only once', async () => {
    const page = runLoader(await render(), {visibilityState: 'visible', paintTiming: true});
    page.frames.forEach((frame) => frame());
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.appended).toEqual(IN_ORDER);
    // The safety net queued from the first frame finds the scripts already requested.
    page.tasks.forEach((task) => task.callback());
    expect(page.appended).toEqual(IN_ORDER);
  });

  it('starts a page that paints nothing contentful from a task a second after its first frame', async () => {
    const page = runLoader(await render(), {visibilityState: 'visible', paintTiming: true});
    expect(page.tasks).toEqual([]);
    page.frames.forEach((frame) => frame());
    expect(page.tasks.map((task) => task.delay)).toEqual([1000]);
    expect(page.appended).toEqual([]);
    page.tasks.forEach((task) => task.callback());
    expect(page.appended).toEqual(IN_ORDER);
  });

  it('without the Paint Timing API, runs them from a task queued by the first frame', async () => {
    const page = runLoader(await render(), {visibilityState: 'visible', paintTiming: false});
    expect(page.appended).toEqual([]);
    page.frames.forEach((frame) => frame());
    expect(page.appended).toEqual([]);
    expect(page.tasks.map((task) => task.delay)).toEqual([0]);
    page.tasks.forEach((task) => task.callback());
    expect(page.appended).toEqual(IN_ORDER);
  });

  it('runs them at once in a hidden tab, which gets no animation frames', async () => {
    const page = runLoader(await render(), {visibilityState: 'hidden', paintTiming: true});
    expect(page.frames).toEqual([]);
    expect(page.appended).toEqual(IN_ORDER);
  });

  it('runs them when the tab is hidden before its first paint', async () => {
    const page = runLoader(await render(), {visibilityState: 'visible', paintTiming: true});
    expect(page.appended).toEqual([]);
    page.hide();
    expect(page.appended).toEqual(IN_ORDER);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(IN_ORDER);
  });
});
