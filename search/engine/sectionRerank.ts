/**
 * Local re-ranking by section (local mode only; `localRanking: false` gives Algolia's order): the
 * order of ../sectionOrder.ts over the first RERANK_DEPTH candidates, from what the match knows of
 * each (its matched query units and their typos), with the page's front-matter keywords read as
 * part of every record's headings: they name the page as its title does. Hosted mode applies the
 * same order in the browser, from the hits alone (../hostedRerank.ts).
 *
 * Chosen on the tuning half of the bench's developer queries and kept because the held-out half
 * gained too (search/DESIGN.md has the figures).
 */
import {HIERARCHY_LEVELS, PAGE_KEYWORDS_ATTRIBUTE, type DocSearchWeight} from '../records';
import {closenessOf, HEADING_LEVELS, OWN_HEADING_LEVELS, orderBySection, textualRank, type PageOrder, type TextualRankingInfo} from '../sectionOrder';
import type {MatchResult} from './match';
import {popcount} from './rank';
import type {EngineRecord} from './response';
import type {TextAnalysis} from './highlight';

/** Hits re-ordered: enough for the modal and the first /search pages. */
export const RERANK_DEPTH = 60;

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
 * Each page's keywords (the indexer's PAGE_KEYWORDS_ATTRIBUTE, on every record of the page) by page
 * id: what the page is about in words it does not use, read as part of every record's headings.
 */
export function pageKeywordsOf(records: readonly EngineRecord[], pageOf: Int32Array): Map<number, string> {
  const byPage = new Map<number, string>();
  records.forEach((record, i) => {
    const keywords = record[PAGE_KEYWORDS_ATTRIBUTE];
    if (typeof keywords === 'string' && keywords !== '' && !byPage.has(pageOf[i]!)) byPage.set(pageOf[i]!, keywords);
  });
  return byPage;
}

/**
 * Query units each of a record's headings holds as typed: its page's keywords first (0 when it has
 * none), then each of HEADING_LEVELS the record has, in order. A word a heading holds only through
 * a typo does not name it: "cart" met "card" in every heading and keyword of the Stripe guide.
 * `analysisOf`: the search's analysis of a heading text, worked out once per text.
 */
export function headingUnitsOf(
  records: readonly EngineRecord[],
  analysisOf: (text: string) => TextAnalysis,
  pageKeywords: (record: number) => string | undefined,
): (record: number) => readonly number[] {
  return (record) => {
    const hierarchy = records[record]!.hierarchy as Record<string, unknown> | undefined;
    if (!hierarchy) return [];
    const keywords = pageKeywords(record);
    const units = [keywords ? analysisOf(keywords).typedUnits : 0];
    for (const level of HEADING_LEVELS) {
      const text = hierarchy[level];
      if (typeof text === 'string' && text !== '') units.push(analysisOf(text).typedUnits);
    }
    return units;
  };
}

/**
 * Query units a record's own heading holds as typed that no heading above it does
 * (OWN_HEADING_LEVELS: a table row's first cell names its row).
 */
export function ownHeadingUnitsOf(records: readonly EngineRecord[], analysisOf: (text: string) => TextAnalysis): (record: number) => number {
  return (record) => {
    const hierarchy = records[record]!.hierarchy as Record<string, unknown> | undefined;
    let above = 0;
    let own = 0;
    for (const level of OWN_HEADING_LEVELS) {
      const text = hierarchy?.[level];
      if (typeof text !== 'string' || text === '') continue;
      const units = analysisOf(text).typedUnits;
      own = units & ~above;
      above |= units;
    }
    return own;
  };
}

/**
 * Of `keywordUnits` (the units its page's keywords hold, headingUnitsOf's first), those a record
 * holds only in its searched `keywords` (the indexer puts a page's keywords on its title record,
 * and their words in `page_keywords`), not in its headings, text or code.
 */
export function keywordOnlyUnitsOf(
  records: readonly EngineRecord[],
  analysisOf: (text: string) => TextAnalysis,
): (record: number, keywordUnits: number) => number {
  return (record, keywordUnits) => {
    const {keywords, hierarchy, content, code, code_words: codeWords} = records[record]!;
    if (keywordUnits === 0 || !Array.isArray(keywords) || keywords.length === 0) return 0;
    let own = 0;
    for (const text of [content, code, codeWords, ...HIERARCHY_LEVELS.map((level) => (hierarchy as Record<string, unknown> | undefined)?.[level])]) {
      if (typeof text === 'string' && text !== '') own |= analysisOf(text).matchedUnits;
    }
    return keywordUnits & ~own;
  };
}

/** What the re-ranking reads of a record beyond the match. */
export interface RecordEvidence {
  /** The page id per record. */
  pageOf: Int32Array;
  /** Per heading, bit u set when it holds query unit u as typed; the page's keywords first (headingUnitsOf). */
  headingUnits: (record: number) => readonly number[];
  /** Units of the record's own heading no heading above it holds (ownHeadingUnitsOf). */
  ownHeadingUnits: (record: number) => number;
  /** Of its page keywords' units, those the record holds only in its searched keywords (keywordOnlyUnitsOf). */
  keywordOnlyUnits: (record: number, keywordUnits: number) => number;
  /** Bit u set when query unit u is an optional word (`optionalWords`). */
  optionalUnits: number;
  /** The record's `weight.pageRank`. */
  pageRank: (record: number) => number;
  /** Whether the query's words cover the record's page title (Algolia's `fullyHighlighted`). */
  titleCovered: (record: number) => boolean;
  /** Algolia's ranking information of a candidate position. */
  rankingInfo: (position: number) => TextualRankingInfo;
  /** The page order after the section rule, by page id (none: the section rule's). */
  pageOrder?: PageOrder<number>;
}

/**
 * `ordered`: candidate positions in Algolia order (after distinct). Returns the same positions,
 * re-ordered.
 */
export function rerankBySection(ordered: readonly number[], match: MatchResult, evidence: RecordEvidence): number[] {
  if (ordered.length < 2 || match.units.length === 0) return [...ordered];
  const {candidates, mask, typoSum} = match;
  const {pageOf, headingUnits, ownHeadingUnits, keywordOnlyUnits, optionalUnits, pageRank, titleCovered, rankingInfo} = evidence;
  // A misspelt word the index lacks matches every record through a typo, so there its typo tells
  // one record from another no more than the word itself does: one typo of it is not discounted.
  const typoOnlyUnits = match.units.reduce((bits, unit, u) => (unit.onlyByTypos ? bits | (1 << u) : bits), 0);
  const head = orderBySection(ordered.slice(0, RERANK_DEPTH), (position) => {
    const bits = mask[position]!;
    const topic = bits & ~optionalUnits;
    const record = candidates[position]!;
    const units = headingUnits(record);
    const keywords = units[0] ?? 0;
    let inHeadings = 0;
    let together = 0;
    for (let i = 1; i < units.length; i += 1) {
      inHeadings |= units[i]!;
      together = Math.max(together, popcount(units[i]! & topic));
    }
    // The page's keywords name what each of its sections belongs to, so their words count even
    // where the section itself lacks them.
    const named = (inHeadings & bits) | keywords;
    const info = rankingInfo(position);
    // A word matched only through typos is weaker evidence than a word matched as typed.
    const words = popcount(bits) - (typoSum[position]! - popcount(bits & typoOnlyUnits));
    return {
      words,
      placeWords: words - popcount(bits & keywordOnlyUnits(record, keywords & bits)),
      headingWords: popcount(named),
      topicHeadingWords: popcount(named & ~optionalUnits),
      sectionWords: together,
      ownHeadingWords: popcount(ownHeadingUnits(record) & topic),
      titleCovered: titleCovered(record),
      textual: textualRank(info),
      exactWords: info.nbExactWords ?? 0,
      closeness: closenessOf(info),
      pageRank: pageRank(record),
      page: pageOf[record]!,
    };
  }, evidence.pageOrder);
  return [...head, ...ordered.slice(RERANK_DEPTH)];
}
