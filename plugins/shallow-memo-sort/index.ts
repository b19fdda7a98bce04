/**
 * theme-common's `useShallowMemoObject` (3.10.2) sorts its object's keys with `localeCompare` on
 * every render. Each code block calls it through `useCodeWordWrap` → `useMutationObserver` on each
 * of its renders, and in Chromium that comparator cost more main-thread time while a page with
 * code hydrates than anything else outside react-dom: on /docs/api/cart the long tasks of a load
 * (4× CPU slowdown, over 50 ms each) took 159 ms a load with it and 78 ms without. The keys only
 * need an order that does not depend on how the object was written, which comparing code units
 * gives, so the build swaps the comparator. Listed in UPGRADING.md.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Docusaurus loads plugins through jiti as CommonJS, where `import.meta` does not exist.

export default function shallowMemoSortPlugin(): Plugin {
  return {
    name: 'shallow-memo-sort',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
              use: [{loader: path.join(__dirname, 'codeUnitSortLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
