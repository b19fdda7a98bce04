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

/** Runs the page's loader against a minimal document and reports what it appended, and when. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
  const appended: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  runInNewContext(loader, {
    document: {
      visibilityState,
      createElement: () => ({src: '', async: true}),
      head: {appendChild: (script: {src: string; async: boolean}) => appended.push(script)},
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  return {appended, frames, tasks};
}

describe('the page template', () => {
  it('keeps the stylesheet in the head and requests no script before the loader runs', async () => {
    const html = await render();
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.5e6f.css" />');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<div id="__docusaurus"><main><h1>Merchantry</h1></main></div>');
  });

  it('runs the scripts in order only after the first frame has been painted', async () => {
    const {appended, frames, tasks} = runLoader(await render(), 'visible');
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    tasks.forEach((task) => task());
    expect(appended).toEqual(SCRIPTS.map((script) => ({src: `/${script}`, async: false})));
  });

  it('runs them at once in a hidden tab, which gets no animation frames', async () => {
    const {appended, frames} = runLoader(await render(), 'hidden');
    expect(frames).toEqual([]);
    expect(appended.map((script) => script.src)).toEqual(SCRIPTS.map((script) => `/${script}`));
  });
});
