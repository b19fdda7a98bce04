/**
 * Local re-ranking by section (local mode only; `localRanking: false` gives Algolia's order).
 *
 * Algolia's `attribute` criterion looks at one attribute per record: where the record's first
 * matched word sits. A content record that matches every query word in a paragraph of an
 * unrelated section then ties with, or beats, one whose own section headings name what was asked
 * ("deploy script github": the DigitalOcean page mentions all three words in "Prepare the
 * repository", the AWS page has a section "Write the deploy script"). Among the first hits, this
 * stage orders records by the query words they matched, less one per typo those words needed (so
 * a paragraph that holds every word only through typos does not beat one that holds most of them
 * as typed), then puts first the records whose headings (page title and the section path above
 * the record, table cells aside; and the page's front-matter keywords, which name the page as its
 * title does) contain more of the matched query words, then the records of pages that answer
 * (`weight.pageRank`: guides and API entity pages before section indexes and blog posts, which
 * Algolia only looks at once every textual criterion ties); Algolia's order decides the rest.
 * Then hits are gathered by page: a page's first three hits stay together and its further hits
 * come after every other page's first ones, so one page's many sections cannot push the other
 * pages out of view.
 *
 * Chosen on the tuning half of the bench's developer queries and kept because the held-out half
 * gained too (search/DESIGN.md has the figures).
 */
import {HIERARCHY_LEVELS, type DocSearchWeight} from '../records';
import type {MatchResult} from './match';
import {popcount} from './rank';
import type {EngineRecord} from './response';
import type {TextAnalysis} from './highlight';

/** Hits re-ordered: enough for the modal and the first /search pages. */
export const RERANK_DEPTH = 60;
/** Hits of one page kept together before the other pages' hits (the modal shows 5 per group). */
const HITS_PER_PAGE_FIRST = 3;
/**
 * A record's headings: the page title and the section path. Not lvl0 (the site section) and not
 * lvl5: the DocSearch template fills lvl5 from `td:first-child` as well as h5 (the site has no h5),
 * and a table row's first cell names the row, not the section it sits in; counted as a heading,
 * every table that lists an identifier outranked the section that explains it.
 */
const HEADING_LEVELS = HIERARCHY_LEVELS.slice(1).filter((level) => level !== 'lvl5');

/** Page id per record (`url_without_anchor`, else `url`), for the page groups. */
export function pageIdsOf(records: readonly EngineRecord[]): Int32Array {
  const pages = new Map<string, number>();
  return Int32Array.from(records, (record) => {
    // Records are schemaless: a URL that is not a string still keys a page, as it always has.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    const page = String(record.url_without_anchor ?? record.url ?? record.objectID);
    let id = pages.get(page);
    if (id === undefined) {
      id = pages.size;
      pages.set(page, id);
    }
    return id;
  });
}

/** `weight.pageRank` per record (0 when absent). */
export function pageRanksOf(records: readonly EngineRecord[]): Float64Array {
  return Float64Array.from(records, (record) => {
    const rank = (record.weight as Partial<DocSearchWeight> | undefined)?.pageRank;
    return typeof rank === 'number' ? rank : 0;
  });
}

/**
 * Each page's keywords (the indexer's `keywords` attribute, on its lvl1 record) as one text, by
 * page id: what the page is about in words it does not use, read as part of every record's headings.
 */
export function pageKeywordsOf(records: readonly EngineRecord[], pageOf: Int32Array): Map<number, string> {
  const byPage = new Map<number, string>();
  records.forEach((record, i) => {
    const keywords = record.keywords;
    const list = Array.isArray(keywords) ? keywords.filter((keyword) => typeof keyword === 'string') : [];
    if (list.length > 0) byPage.set(pageOf[i]!, list.join(' · '));
  });
  return byPage;
}

/**
 * Query units each record's headings contain (HEADING_LEVELS, and its page's keywords).
 * `analysisOf`: the search's analysis of a heading text, worked out once per text.
 */
export function headingUnitsOf(
  records: readonly EngineRecord[],
  analysisOf: (text: string) => TextAnalysis,
  pageKeywords: (record: number) => string | undefined,
): (record: number) => number {
  const unitsIn = (text: unknown): number => (typeof text === 'string' ? analysisOf(text).matchedUnits : 0);
  return (record) => {
    const hierarchy = records[record]!.hierarchy as Record<string, unknown> | undefined;
    if (!hierarchy) return 0;
    let found = unitsIn(pageKeywords(record));
    for (const level of HEADING_LEVELS) found |= unitsIn(hierarchy[level]);
    return found;
  };
}

/**
 * `ordered`: candidate positions in Algolia order (after distinct). `pageOf[record]`: the page id.
 * `headingUnits(record)`: bit u set when query unit u occurs in the record's headings.
 * `pageRank(record)`: the record's `weight.pageRank`.
 * Returns the same positions, re-ordered.
 */
export function rerankBySection(
  ordered: readonly number[],
  match: MatchResult,
  pageOf: Int32Array,
  headingUnits: (record: number) => number,
  pageRank: (record: number) => number,
): number[] {
  if (ordered.length < 2 || match.units.length === 0) return [...ordered];
  const {candidates, mask, typoSum} = match;
  const head = ordered.slice(0, RERANK_DEPTH).map((position, order) => {
    const bits = mask[position]!;
    // A word matched only through typos is weaker evidence than a word matched as typed.
    const words = popcount(bits) - typoSum[position]!;
    const record = candidates[position]!;
    return {position, order, words, headingWords: popcount(headingUnits(record) & bits), rank: pageRank(record)};
  });
  head.sort((a, b) => b.words - a.words || b.headingWords - a.headingWords || b.rank - a.rank || a.order - b.order);
  const pages = new Map<number, number[]>();
  for (const {position} of head) {
    const page = pageOf[candidates[position]!]!;
    const hits = pages.get(page);
    if (hits) hits.push(position);
    else pages.set(page, [position]);
  }
  const groups = [...pages.values()];
  return [
    ...groups.flatMap((hits) => hits.slice(0, HITS_PER_PAGE_FIRST)),
    ...groups.flatMap((hits) => hits.slice(HITS_PER_PAGE_FIRST)),
    ...ordered.slice(RERANK_DEPTH),
  ];
}
