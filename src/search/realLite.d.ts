// The alias target of plugins/local-search-client: the real algoliasearch lite browser build.
declare module '@merchantry/real-algoliasearch-lite' {
  export * from 'algoliasearch/lite';
}
