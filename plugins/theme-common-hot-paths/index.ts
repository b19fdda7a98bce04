/**
 * Two functions of theme-common (3.10.2) that run on every render of components a page repeats,
 * each doing work that is only needed once, patched at build time (hotPathsLoader.cjs has the
 * patches; UPGRADING.md lists them). Found in CPU profiles of page loads with the CPU slowed 4×:
 *  - `useShallowMemoObject` sorted its object's keys with `localeCompare`. Every code block calls it
 *    on each of its renders (`useCodeWordWrap` → `useMutationObserver`), and in Chromium that
 *    comparator took 57 ms of the 312 ms of long tasks of a /docs/api/cart load. The keys only need
 *    an order independent of how the object was written: comparing code units gives one.
 *  - `useDateTimeFormat` built a new `Intl.DateTimeFormat` on every call. Every blog post's header
 *    calls it, and on /blog those constructors took 105 ms of 280 ms of long tasks. A formatter is
 *    immutable, so one per locale, calendar and options serves them all.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Docusaurus loads plugins through jiti as CommonJS, where `import.meta` does not exist.

export default function themeCommonHotPathsPlugin(): Plugin {
  return {
    name: 'theme-common-hot-paths',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/](?:reactUtils|IntlUtils)\.js$/,
              use: [{loader: path.join(__dirname, 'hotPathsLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
