/**
 * Record builders for engine tests: DocSearch-shaped records with only the fields a test cares
 * about spelled out, and an engine over them with the DocSearch template's settings.
 */
import {DOCSEARCH_TEMPLATE_SETTINGS, SearchEngine, type EngineRecord} from '../index';
import {SearchError} from '../errors';

export interface RecordSpec {
  id: string;
  lvl0?: string;
  lvl1?: string | null;
  lvl2?: string | null;
  lvl3?: string | null;
  content?: string | null;
  type?: string;
  /** Page path; the anchor (if any) is appended. */
  page?: string;
  anchor?: string | null;
  level?: number;
  position?: number;
  pageRank?: number;
  language?: string;
  tag?: string;
  version?: string | string[];
  extra?: Record<string, unknown>;
}

export function docRecord(spec: RecordSpec): EngineRecord {
  const page = `https://merchantry.io${spec.page ?? `/docs/${spec.id}`}`;
  const anchor = spec.anchor ?? null;
  const type = spec.type ?? (spec.content ? 'content' : spec.lvl3 ? 'lvl3' : spec.lvl2 ? 'lvl2' : 'lvl1');
  const record: EngineRecord = {
    objectID: spec.id,
    type,
    hierarchy: {
      lvl0: spec.lvl0 ?? 'Documentation',
      lvl1: spec.lvl1 ?? null,
      lvl2: spec.lvl2 ?? null,
      lvl3: spec.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: spec.content ?? null,
    url: anchor ? `${page}#${anchor}` : page,
    url_without_anchor: page,
    anchor,
    weight: {pageRank: spec.pageRank ?? 0, level: spec.level ?? (type === 'content' ? 0 : 90), position: spec.position ?? 0},
    language: spec.language ?? 'en',
    docusaurus_tag: spec.tag ?? 'docs-default-current',
    ...spec.extra,
  };
  if (spec.version !== undefined) record.version = spec.version;
  return record;
}

/** objectIDs of a response's hits, in order. */
export const ids = (response: {hits: Array<{objectID: string}>}): string[] => response.hits.map((hit) => hit.objectID);

/** The SearchError `fn` throws; any other outcome fails the test. */
export function errorOf(fn: () => unknown): SearchError {
  try {
    fn();
  } catch (error) {
    if (error instanceof SearchError) return error;
    throw error;
  }
  throw new Error('expected a SearchError');
}

/** Highlight tags short enough to read in an expectation. */
export const MARK = {highlightPreTag: '<mark>', highlightPostTag: '</mark>'};

/** An engine over `records` with the DocSearch template's settings, `settings` on top. */
export function engineOf(records: ReturnType<typeof docRecord>[], settings = {}) {
  return new SearchEngine(records, {...DOCSEARCH_TEMPLATE_SETTINGS, ...settings});
}
