/**
 * The site built in hosted search mode for the browser tests (tests/e2e/hosted-search.spec.ts):
 * where `npm test` writes it and the Algolia credentials it is built with. No request reaches
 * Algolia: the spec answers the browser's requests to Algolia's hosts itself.
 */
export const HOSTED_BUILD_DIR = 'build-hosted';

export const HOSTED_SEARCH = {appId: 'HOSTEDTEST', searchApiKey: 'hosted-search-key', indexName: 'merchantry'} as const;

/** The variables config/env.ts reads to build in hosted mode. */
export const HOSTED_BUILD_ENV = {
  ALGOLIA_APP_ID: HOSTED_SEARCH.appId,
  ALGOLIA_SEARCH_API_KEY: HOSTED_SEARCH.searchApiKey,
  ALGOLIA_INDEX_NAME: HOSTED_SEARCH.indexName,
};
