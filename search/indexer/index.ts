/**
 * The indexer: built Docusaurus HTML → DocSearch records (search-protocol.md §4).
 */
export {DEFAULT_EXTRACT_OPTIONS, DEFAULT_LVL0, extractRecords, type ExtractOptions} from './extract';
export {
  hasSiteBuild,
  indexBuildDir,
  isSkippedPath,
  LIST_PAGE_TAGS,
  pagePathOf,
  pageUrlOf,
  siteBuildMarker,
  type IndexBuildDirOptions,
  type IndexBuildDirResult,
} from './buildDir';
