/**
 * Docusaurus modules (core and theme-common 3.10.2) on the hot paths of a page load, patched at
 * build time (hotPathsLoader.cjs has the patches; UPGRADING.md lists them). Found in CPU profiles
 * and traces of page loads with the CPU slowed 4×:
 *  - `useShallowMemoObject` sorted its object's keys with `localeCompare`. Every code block calls it
 *    on each of its renders (`useCodeWordWrap` → `useMutationObserver`), and in Chromium that
 *    comparator took 57 ms of the 312 ms of long tasks of a /docs/api/cart load. The keys only need
 *    an order independent of how the object was written: comparing code units gives one.
 *  - `useDateTimeFormat` built a new `Intl.DateTimeFormat` on every call. Every blog post's header
 *    called it, and on /blog those constructors took 105 ms of 280 ms of long tasks. A formatter is
 *    immutable, so one per locale, calendar and options serves them all. The post header no longer
 *    calls it (our BlogPostItem/Header/Info formats without Intl); the blog archive still does,
 *    once per year it lists.
 *  - Hydration runs in a transition, which React renders in 5 ms slices, but the state that effects
 *    set right after it (the browser flag every sidebar category and code block reads, the window
 *    size that swaps the desktop sidebar and TOC for the mobile ones, each code block's scroll
 *    check) was a default-priority update, which React renders in one uninterrupted task: 100-200 ms
 *    on a phone-sized guide. Those updates are transitions now. A code block also started its
 *    hidden-tab state at `undefined` and set it to `null` (not in a hidden tab), re-rendering every
 *    block for nothing; it starts at `null`.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Docusaurus loads plugins through jiti as CommonJS, where `import.meta` does not exist.
const loader = path.join(__dirname, 'hotPathsLoader.cjs');
const {patchedFile} = createRequire(__filename)(loader) as {patchedFile: (resourcePath: string) => string | undefined};

export default function themeCommonHotPathsPlugin(): Plugin {
  return {
    name: 'theme-common-hot-paths',
    configureWebpack() {
      return {
        module: {
          rules: [{test: (resourcePath: string) => patchedFile(resourcePath) !== undefined, use: [{loader}]}],
        },
      };
    },
  };
}
