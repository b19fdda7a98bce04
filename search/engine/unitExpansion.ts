/**
 * How one query unit expands in the dictionary, and the walk over the postings it matches.
 *
 * Each word unit expands into: its exact term, its plural forms (`ignorePlurals`), the id range of
 * terms it prefixes (last word), synonym alternatives, and typo matches within the word-size
 * budget. A prefix range is one contiguous block of postings, so even a one-letter prefix over
 * 100 000 records is a single linear scan. A phrase unit holds the id of each of its words.
 */
import type {InvertedIndex} from './invertedIndex';
import {POSTING_SOLE_WORD} from './invertedIndex';
import {pluralAlternatives} from './plurals';
import type {QueryUnit} from './query';
import {ENGLISH_STOP_WORDS} from './stopWords';
import {isNumericTerm} from './tokenize';

export interface TermMatch {
  readonly typos: number;
  /** Exact word (or plural form): counts for the `exact` criterion and highlights whole. */
  readonly exact: boolean;
  /** Normalised characters of the term covered by the query word (prefix highlight). */
  readonly matchedLength: number;
}

export interface TypoRules {
  typoTolerance: boolean | 'min' | 'strict';
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  allowTyposOnNumericTokens: boolean;
  disableTypoToleranceOnWords: readonly string[];
  ignorePlurals: boolean;
  /**
   * No typo match is a stop word. Where stop words are removed from the query they carry nothing, so
   * a word that meets one by a typo ("orm" → "or", "add" → "and") matched every record in name only
   * and marked a function word in every snippet.
   */
  noTyposToStopWords?: boolean;
}

/**
 * One shared, frozen TermMatch per (typos, exact, matched length): a word's typo matches can run to
 * thousands of terms, and the expansions kept between searches (expansionCache.ts) held an object
 * for each, about half their memory.
 */
const SHARED_MATCHES = new Map<number, TermMatch>();

export function termMatch(typos: number, exact: boolean, matchedLength: number): TermMatch {
  const key = (matchedLength * 8 + typos) * 2 + (exact ? 1 : 0);
  let match = SHARED_MATCHES.get(key);
  if (match === undefined) {
    match = Object.freeze({typos, exact, matchedLength});
    SHARED_MATCHES.set(key, match);
  }
  return match;
}

/** Upper bound on typo-matched terms per query word; past it `exhaustiveTypo` is false. */
export const MAX_TYPO_TERMS = 4096;

/** How one query unit expands in the dictionary. */
export class UnitExpansion {
  readonly unit: QueryUnit;
  /** Term ids `[from, to)` matched as exact prefixes (typos 0). */
  readonly range: readonly [number, number] | null;
  /** Id of the exact term, or -1. */
  readonly exactId: number;
  /** Matches outside `range`: the exact term (when not a prefix), plurals, typo matches. */
  readonly others: Map<number, TermMatch>;
  /** For phrases: the term id of each word (-1 when a word is not in the index). */
  readonly phraseIds: number[];
  /** For words: multi-word synonym alternatives, as the term ids of consecutive words (all indexed). */
  readonly phraseAlternatives: number[][];
  /** The same alternatives as terms (for highlighting). */
  readonly phraseAlternativeTerms: Array<readonly string[]>;
  readonly typoCapped: boolean;
  /** True when a word unit matches nothing as typed (no exact term, plural, prefix, stem or synonym):
   * every record it matches, it matches through at least one typo. */
  readonly onlyByTypos: boolean;
  /** How a term in `range` matches (the exact term, or a longer one), shared by every lookup:
   * highlighting looks up each word of a hit's text. */
  private readonly rangeMatches: {exact: TermMatch; prefix: TermMatch} | null = null;

  constructor(unit: QueryUnit, index: InvertedIndex, rules: TypoRules, allowTypos: boolean) {
    this.unit = unit;
    const dictionary = index.dictionary;
    this.others = new Map();
    this.phraseIds = [];
    this.phraseAlternatives = [];
    this.phraseAlternativeTerms = [];
    this.typoCapped = false;
    if (unit.kind === 'phrase') {
      this.range = null;
      this.exactId = -1;
      this.onlyByTypos = false;
      for (const term of unit.terms) this.phraseIds.push(dictionary.id(term) ?? -1);
      return;
    }
    const word = unit.terms[0]!;
    this.exactId = dictionary.id(word) ?? -1;
    this.range = unit.prefix ? dictionary.prefixRange(word) : null;
    if (this.range) {
      this.rangeMatches = {exact: termMatch(0, true, word.length), prefix: termMatch(0, false, word.length)};
    }
    const inRange = (id: number): boolean => this.range !== null && id >= this.range[0] && id < this.range[1];
    if (this.exactId >= 0 && !inRange(this.exactId)) {
      this.others.set(this.exactId, termMatch(0, true, word.length));
    }
    if (rules.ignorePlurals) {
      for (const form of pluralAlternatives(word)) {
        const id = dictionary.id(form);
        if (id !== undefined && !inRange(id)) this.others.set(id, termMatch(0, true, form.length));
      }
    }
    for (const alternative of unit.alternatives ?? []) {
      if (alternative.terms.length > 1) {
        const ids = alternative.terms.map((term) => dictionary.id(term) ?? -1);
        // A phrase with a word the index lacks matches nothing.
        if (ids.every((id) => id >= 0)) {
          this.phraseAlternatives.push(ids);
          this.phraseAlternativeTerms.push(alternative.terms);
        }
        continue;
      }
      const term = alternative.terms[0]!;
      const id = dictionary.id(term);
      if (id === undefined || inRange(id)) continue;
      const known = this.others.get(id);
      if (!known || known.typos > 0 || (alternative.exact && !known.exact)) {
        this.others.set(id, termMatch(0, alternative.exact, term.length));
      }
    }
    // Every match so far needs no typo; the typo matches come next.
    const noRange = this.range === null || this.range[0] >= this.range[1];
    this.onlyByTypos = noRange && this.others.size === 0 && this.phraseAlternatives.length === 0;
    const maxTypos = allowTypos ? typoBudget(word, rules) : 0;
    if (maxTypos > 0) {
      const fuzzy = dictionary.fuzzy(word, {maxTypos, prefix: unit.prefix, limit: MAX_TYPO_TERMS});
      this.typoCapped = fuzzy.length >= MAX_TYPO_TERMS;
      for (const match of fuzzy) {
        if (rules.noTyposToStopWords && ENGLISH_STOP_WORDS.has(dictionary.terms[match.termId]!)) continue;
        if (!this.others.has(match.termId) && !inRange(match.termId)) {
          this.others.set(match.termId, termMatch(match.typos, false, match.matchedLength));
        }
      }
    }
  }

  /** How a dictionary term matches this (word) unit, if at all. */
  lookup(termId: number): TermMatch | undefined {
    if (this.range && this.rangeMatches && termId >= this.range[0] && termId < this.range[1]) {
      return termId === this.exactId ? this.rangeMatches.exact : this.rangeMatches.prefix;
    }
    return this.others.get(termId);
  }

  /** Postings this unit touches: the cost of scanning it first. */
  postingCount(index: InvertedIndex): number {
    const start = index.postingStart;
    if (this.unit.kind === 'phrase') {
      return Math.min(...this.phraseIds.map((id) => (id < 0 ? 0 : start[id + 1]! - start[id]!)));
    }
    let count = this.range ? start[this.range[1]]! - start[this.range[0]]! : 0;
    for (const id of this.others.keys()) count += start[id + 1]! - start[id]!;
    for (const ids of this.phraseAlternatives) count += Math.min(...ids.map((id) => start[id + 1]! - start[id]!));
    return count;
  }
}

export function typoBudget(word: string, rules: TypoRules): number {
  if (rules.typoTolerance === false) return 0;
  if (!rules.allowTyposOnNumericTokens && isNumericTerm(word)) return 0;
  if (rules.disableTypoToleranceOnWords.some((disabled) => disabled.toLowerCase() === word)) return 0;
  const length = Array.from(word).length;
  if (length >= rules.minWordSizefor2Typos) return 2;
  if (length >= rules.minWordSizefor1Typo) return 1;
  return 0;
}

/** One occurrence callback: record, posting index (-1 for phrase matches), typos, exact, slot, position. */
export type OccurrenceVisitor = (record: number, typos: number, exact: boolean, slot: number, position: number, sole: boolean) => void;

/** Calls `visit` for every occurrence of `expansion` in the index. */
export function forEachOccurrence(expansion: UnitExpansion, index: InvertedIndex, visit: OccurrenceVisitor): void {
  const {postingStart, postingRecord, postingSlot, postingPosition, postingFlags} = index;
  if (expansion.unit.kind === 'phrase') {
    forEachPhraseOccurrence(expansion.phraseIds, index, visit);
    return;
  }
  if (expansion.range) {
    const [from, to] = expansion.range;
    const exactFrom = expansion.exactId >= 0 ? postingStart[expansion.exactId]! : -1;
    const exactTo = expansion.exactId >= 0 ? postingStart[expansion.exactId + 1]! : -1;
    for (let p = postingStart[from]!, end = postingStart[to]!; p < end; p += 1) {
      visit(postingRecord[p]!, 0, p >= exactFrom && p < exactTo, postingSlot[p]!, postingPosition[p]!, (postingFlags[p]! & POSTING_SOLE_WORD) !== 0);
    }
  }
  for (const [id, match] of expansion.others) {
    for (let p = postingStart[id]!, end = postingStart[id + 1]!; p < end; p += 1) {
      visit(postingRecord[p]!, match.typos, match.exact, postingSlot[p]!, postingPosition[p]!, (postingFlags[p]! & POSTING_SOLE_WORD) !== 0);
    }
  }
  forEachPhraseAlternative(expansion, index, visit);
}

/**
 * Occurrences of a word's multi-word synonym alternatives: typo-free, and not exact (Algolia counts
 * only one-word alternatives as exact words).
 */
export function forEachPhraseAlternative(expansion: UnitExpansion, index: InvertedIndex, visit: OccurrenceVisitor): void {
  for (const ids of expansion.phraseAlternatives) {
    forEachPhraseOccurrence(ids, index, (record, typos, _exact, slot, position, sole) => visit(record, typos, false, slot, position, sole));
  }
}

/** Consecutive positions in one attribute slot; reported at the first word's position. */
function forEachPhraseOccurrence(ids: readonly number[], index: InvertedIndex, visit: OccurrenceVisitor): void {
  if (ids.length === 0 || ids.some((id) => id < 0)) return;
  const {postingStart, postingRecord, postingSlot, postingPosition} = index;
  const key = (record: number, slot: number, position: number): number => (record * 256 + slot) * 65_536 + position;
  // The rarest word drives: only the records holding it can hold the phrase, so the other words'
  // postings are kept only for those records (a split such as "in stall" pairs a rare word with
  // one found in most records).
  let driver = 0;
  const size = (id: number): number => postingStart[id + 1]! - postingStart[id]!;
  for (let k = 1; k < ids.length; k += 1) if (size(ids[k]!) < size(ids[driver]!)) driver = k;
  const driverId = ids[driver]!;
  const records = new Set<number>();
  for (let p = postingStart[driverId]!; p < postingStart[driverId + 1]!; p += 1) records.add(postingRecord[p]!);
  const others = ids.map((id, k) => {
    if (k === driver) return null;
    const set = new Set<number>();
    for (let p = postingStart[id]!; p < postingStart[id + 1]!; p += 1) {
      if (records.has(postingRecord[p]!)) set.add(key(postingRecord[p]!, postingSlot[p]!, postingPosition[p]!));
    }
    return set;
  });
  for (let p = postingStart[driverId]!; p < postingStart[driverId + 1]!; p += 1) {
    const record = postingRecord[p]!;
    const slot = postingSlot[p]!;
    const position = postingPosition[p]! - driver;
    if (position < 0) continue;
    if (others.every((set, k) => set === null || set.has(key(record, slot, position + k)))) {
      visit(record, 0, true, slot, position, false);
    }
  }
}
