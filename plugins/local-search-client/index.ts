/**
 * Local search mode: points every `algoliasearch/lite` client in the browser at the site's own
 * origin. The theme's /search page calls `liteClient(appId, apiKey)` inside its render with no
 * way to pass `hosts`, so aliasing the module is the narrowest change that reaches it (the
 * DocSearch modal gets the same client through the SearchBar's `transformSearchClient`).
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

export default function localSearchClientPlugin(): Plugin {
  // The real browser build, so the wrapper can import it without going through the alias.
  const realLite = path.join(path.dirname(require.resolve('algoliasearch/package.json')), 'dist/lite/builds/browser.js');
  return {
    name: 'local-search-client',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(import.meta.dirname, '../../src/search/sameOriginLiteClient.ts'),
            '@merchantry/real-algoliasearch-lite$': realLite,
          },
        },
      };
    },
  };
}
