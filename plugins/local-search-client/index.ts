/**
 * Local search mode: points every `algoliasearch/lite` client in the browser at the site's own
 * origin. The theme's /search page calls `liteClient(appId, apiKey)` inside its render with no
 * way to pass `hosts`, so aliasing the module is the narrowest change that reaches it (the
 * DocSearch modal gets the same client through the SearchBar's `transformSearchClient`).
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

// Docusaurus loads plugins through jiti as CommonJS, where `import.meta` does not exist.



export default function localSearchClientPlugin(): Plugin {
  // The real browser build, so the wrapper can import it without going through the alias.
  // `algoliasearch/lite` resolves to the Node build here; its browser build sits beside it.
  const realLite = path.join(path.dirname(require.resolve('algoliasearch/lite')), 'browser.js');
  return {
    name: 'local-search-client',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(__dirname, '../../src/search/sameOriginLiteClient.ts'),
            '@merchantry/real-algoliasearch-lite$': realLite,
          },
        },
      };
    },
  };
}
