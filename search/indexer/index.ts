/**
 * The indexer: built Docusaurus HTML → DocSearch records (search-protocol.md §4).
 */
export {DEFAULT_EXTRACT_OPTIONS, DEFAULT_LVL0, extractRecords, type ExtractOptions} from './extract';
export {
  indexBuildDir,
  isSkippedPath,
  LIST_PAGE_TAGS,
  pagePathOf,
  pageUrlOf,
  type IndexBuildDirOptions,
  type IndexBuildDirResult,
} from './buildDir';
