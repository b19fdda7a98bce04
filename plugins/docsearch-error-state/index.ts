/**
 * Keeps DocSearch's "Unable to fetch results" screen up when every search host fails.
 *
 * DocSearch 3.9 sets the autocomplete status to `error` when the client throws a RetryError, but
 * autocomplete-core then runs `.finally(() => setStatus('idle'))` on the same request, so the
 * modal drops back to its no-results screen. The spec wants the error screen to show and stay.
 * The widget has no prop for this, so the build patches that one `finally` in the pinned bundle.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Docusaurus loads plugins through jiti as CommonJS, where `import.meta` does not exist.

export default function docsearchErrorStatePlugin(): Plugin {
  return {
    name: 'docsearch-error-state',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              use: [{loader: path.join(__dirname, 'keepErrorStatusLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
