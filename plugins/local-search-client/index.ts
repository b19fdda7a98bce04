/**
 * Local search mode: points every `algoliasearch/lite` client in the browser at the site's own
 * origin. The theme's /search page calls `liteClient(appId, apiKey)` inside its render with no
 * way to pass `hosts`, so aliasing the module is the narrowest change that reaches it (the
 * DocSearch modal gets the same client through the SearchBar's `transformSearchClient`).
 *
 * Registered in both modes, because the bundler's persistent cache does not see aliases added by
 * plugins (Docusaurus keys it on its version and the theme's aliases only): a hosted-mode build
 * after a local one on the same machine reused the aliased modules, and its /search page sent its
 * queries to its own origin instead of Algolia. The search mode is therefore part of the cache's
 * version here.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

export interface LocalSearchClientOptions {
  /** Local search mode: alias `algoliasearch/lite` to the same-origin client. */
  local: boolean;
}

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/** The bundler's cache settings as Docusaurus writes them (rspack: `experiments.cache`; webpack: `cache`). */
interface CacheSettings {
  cache?: unknown;
  experiments?: {cache?: unknown};
}

const withVersion = (cache: unknown, suffix: string): unknown =>
  cache !== null && typeof cache === 'object' && 'version' in cache ? {...cache, version: `${String(cache.version)}-${suffix}`} : cache;

// Docusaurus loads plugins through jiti as CommonJS, where `import.meta` does not exist.
export default function localSearchClientPlugin(_context: unknown, {local}: LocalSearchClientOptions): Plugin {
  return {
    name: 'local-search-client',
    configureWebpack(config) {
      const {cache, experiments} = config as CacheSettings;
      const suffix = `search-${local ? 'local' : 'hosted'}`;
      const keyed = {
        ...(cache === undefined ? {} : {cache: withVersion(cache, suffix)}),
        ...(experiments?.cache === undefined ? {} : {experiments: {...experiments, cache: withVersion(experiments.cache, suffix)}}),
      } as Configuration;
      if (!local) return keyed;
      // The real browser build, so the wrapper can import it without going through the alias.
      // `algoliasearch/lite` resolves to the Node build here; its browser build sits beside it.
      const realLite = path.join(path.dirname(require.resolve('algoliasearch/lite')), 'browser.js');
      return {
        ...keyed,
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
