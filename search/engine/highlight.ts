/**
 * `_highlightResult` and `_snippetResult` values, shaped as Algolia shapes them:
 * highlight `{value, matchLevel, matchedWords, fullyHighlighted?}`, snippet `{value, matchLevel}`.
 *
 * Record text is HTML-escaped first and the tags are added around escaped text, so nothing stored
 * in a record can inject markup into the widgets (which render these values as HTML).
 * A whole-word, plural or typo match is wrapped whole; a prefix match wraps only the typed part
 * (`<em>Instal</em>lation`).
 */
import {PHRASE_START_SHIFT, UNIT_BITS, type TermUnitMasks} from './termUnits';
import type {UnitExpansion} from './unitExpansion';
import {escapeHtml} from './escapeHtml';
import {prefixEnd} from './tokenize';
import type {TextTokens} from './textTokens';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightOptions {
  preTag: string;
  postTag: string;
}

export {escapeHtml};

/** Where the query matched one text; shared by its highlight and its snippet. */
export interface TextAnalysis {
  /** Merged highlight ranges, flat `[start, end, start, end, …]`, ascending. */
  ranges: readonly number[];
  /** Unmerged matches, flat `[start, end, unit, …]`. */
  matches: number[];
  /** Bit u set when unit u matched somewhere in the text. */
  matchedUnits: number;
  /** Of those, the units it holds as typed: without a typo, or a word the index lacks (onlyByTypos). */
  typedUnits: number;
  /** Whole-word spans, flat `[start, end, …]`, one pair per word. */
  words: number[];
}

const NO_RANGES: readonly number[] = Object.freeze([]);

/**
 * Where the query's units occur in a text: highlight ranges, and which units matched.
 * `termUnits`: marked for `units` (TermUnitMasks.mark).
 */
export function analyseTokens(text: string, tokens: TextTokens, units: readonly UnitExpansion[], termUnits: TermUnitMasks): TextAnalysis {
  const matches: number[] = [];
  let matchedUnits = 0;
  let typedUnits = 0;
  const {ids, terms, pos, start, end} = tokens;
  /** Units with a phrase whose first word the text holds. */
  let phraseStarts = 0;
  for (let t = 0; t < ids.length; t += 1) {
    const id = ids[t]!;
    if (id < 0) continue;
    const termBits = termUnits.bitsOf(id);
    phraseStarts |= termBits >>> PHRASE_START_SHIFT;
    // Units in order, lowest bit first, as the ranges below are merged from.
    for (let bits = termBits & UNIT_BITS; bits !== 0; bits &= bits - 1) {
      const u = 31 - Math.clz32(bits & -bits);
      const match = units[u]!.lookup(id)!;
      matchedUnits |= 1 << u;
      if (match.typos === 0 || units[u]!.onlyByTypos) typedUnits |= 1 << u;
      const stop = match.exact || match.matchedLength >= terms[t]!.length ? end[t]! : prefixEnd(text, start[t]!, end[t]!, match.matchedLength);
      matches.push(start[t]!, stop, u);
    }
  }
  // Word sequences to find: quoted phrases, and words' multi-word alternatives (synonyms, splits).
  // `firstId`: the phrase's first word's term id when indexed, compared instead of its text.
  const findPhrase = (phrase: readonly string[], u: number, firstId: number) => {
    for (let t = 0; t < terms.length; t += 1) {
      if (firstId >= 0 ? ids[t] !== firstId : terms[t] !== phrase[0]) continue;
      let stop = end[t]!;
      let ok = true;
      // Phrase words sit at consecutive positions (a camel-case whole word shares its first part's).
      for (let k = 1; k < phrase.length && ok; k += 1) {
        let next = -1;
        for (let c = 0; c < terms.length && next < 0; c += 1) if (pos[c] === pos[t]! + k && terms[c] === phrase[k]) next = c;
        if (next >= 0) stop = end[next]!;
        else ok = false;
      }
      if (ok) {
        matches.push(start[t]!, stop, u);
        matchedUnits |= 1 << u;
        typedUnits |= 1 << u;
      }
    }
  };
  for (let u = 0; u < units.length; u += 1) {
    const expansion = units[u]!;
    if (expansion.unit.kind === 'phrase') {
      const firstId = expansion.phraseIds[0]!;
      // A first word outside the index is looked for by its text (a text the index does not search).
      if (firstId < 0 || (phraseStarts >>> u) & 1) findPhrase(expansion.unit.terms, u, firstId);
    } else if ((phraseStarts >>> u) & 1) {
      expansion.phraseAlternativeTerms.forEach((phrase, i) => findPhrase(phrase, u, expansion.phraseAlternatives[i]![0]!));
    }
  }
  // Most texts a query touches (headings and contents of its hits) hold no match, or one.
  if (matches.length === 0) return {ranges: NO_RANGES, matches, matchedUnits, typedUnits, words: tokens.words};
  if (matches.length === 3) return {ranges: [matches[0]!, matches[1]!], matches, matchedUnits, typedUnits, words: tokens.words};
  // Merge overlapping or touching ranges (camel-case parts, a whole word and its prefix).
  const order: number[] = [];
  for (let i = 0; i < matches.length; i += 3) order.push(i);
  order.sort((a, b) => matches[a]! - matches[b]! || matches[b + 1]! - matches[a + 1]!);
  const ranges: number[] = [];
  for (const i of order) {
    const from = matches[i]!;
    const to = matches[i + 1]!;
    const last = ranges.length - 1;
    if (last > 0 && from <= ranges[last]!) ranges[last] = Math.max(ranges[last]!, to);
    else ranges.push(from, to);
  }
  return {ranges, matches, matchedUnits, typedUnits, words: tokens.words};
}

/** `text[from, to)` escaped, with the parts inside `ranges` wrapped in the tags. */
function render(text: string, from: number, to: number, ranges: readonly number[], options: HighlightOptions): string {
  let out = '';
  let cursor = from;
  for (let r = 0; r < ranges.length; r += 2) {
    const s = Math.max(ranges[r]!, from);
    const e = Math.min(ranges[r + 1]!, to);
    if (e <= s) continue;
    out += escapeHtml(text.slice(cursor, s));
    out += options.preTag + escapeHtml(text.slice(s, e)) + options.postTag;
    cursor = e;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function bitCount(value: number): number {
  let count = 0;
  for (let v = value; v !== 0; v &= v - 1) count += 1;
  return count;
}

function matchLevel(analysis: TextAnalysis, unitCount: number): MatchLevel {
  const matched = bitCount(analysis.matchedUnits);
  if (matched === 0 || unitCount === 0) return 'none';
  return matched >= unitCount ? 'full' : 'partial';
}

export function highlightFromAnalysis(text: string, analysis: TextAnalysis, units: readonly UnitExpansion[], options: HighlightOptions): HighlightResult {
  const level = matchLevel(analysis, units.length);
  const result: HighlightResult = {
    value: render(text, 0, text.length, analysis.ranges, options),
    matchLevel: level,
    matchedWords: units.filter((_, u) => (analysis.matchedUnits & (1 << u)) !== 0).map((expansion) => expansion.unit.text),
  };
  if (level !== 'none') result.fullyHighlighted = isFullyHighlighted(analysis);
  return result;
}

/** Algolia's `fullyHighlighted`: every word of the text lies inside a highlighted range. */
export function isFullyHighlighted(analysis: TextAnalysis): boolean {
  const {words, ranges} = analysis;
  let full = words.length > 0;
  for (let w = 0; w < words.length && full; w += 2) {
    let covered = false;
    for (let r = 0; r < ranges.length && !covered; r += 2) covered = ranges[r]! <= words[w]! && ranges[r + 1]! >= words[w + 1]!;
    full = covered;
  }
  return full;
}

const isAttachedPunctuation = (char: string): boolean => !/[\s\p{L}\p{N}_]/u.test(char);

/**
 * An N-word window around the best match (the one with the most distinct query words inside,
 * earliest first), starting N/2 words before it, shifted back to stay full near the end. The
 * ellipsis marks each cut side. Without a match: the first N words, `matchLevel: "none"`.
 */
export function snippetFromAnalysis(
  text: string,
  analysis: TextAnalysis,
  units: readonly UnitExpansion[],
  wordCount: number,
  ellipsis: string,
  options: HighlightOptions,
): SnippetResult {
  const level = matchLevel(analysis, units.length);
  const {words, matches} = analysis;
  const total = words.length / 2;
  if (wordCount <= 0) return {value: '', matchLevel: level};
  if (total <= wordCount) return {value: render(text, 0, text.length, analysis.ranges, options), matchLevel: level};
  // Word index of each match (words are ascending and disjoint: binary search on their starts).
  const wordOf = (offset: number): number => {
    let lo = 0;
    let hi = total - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (words[mid * 2]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const matchWords: number[] = [];
  const matchUnits: number[] = [];
  for (let i = 0; i < matches.length; i += 3) {
    matchWords.push(wordOf(matches[i]!));
    matchUnits.push(matches[i + 2]!);
  }
  const half = Math.floor(wordCount / 2);
  let bestStart = 0;
  let bestScore = 0;
  let bestAnchor = Number.POSITIVE_INFINITY;
  for (const anchor of matchWords) {
    const start = Math.max(0, Math.min(anchor - half, total - wordCount));
    let inside = 0;
    for (let m = 0; m < matchWords.length; m += 1) {
      if (matchWords[m]! >= start && matchWords[m]! < start + wordCount) inside |= 1 << matchUnits[m]!;
    }
    const score = bitCount(inside);
    if (score > bestScore || (score === bestScore && anchor < bestAnchor)) {
      bestScore = score;
      bestStart = start;
      bestAnchor = anchor;
    }
  }
  const endWord = bestStart + wordCount;
  let from = words[bestStart * 2]!;
  let to = words[(endWord - 1) * 2 + 1]!;
  // Keep punctuation attached to the first and last words (`(see`, `machine,`).
  while (from > 0 && isAttachedPunctuation(text[from - 1]!)) from -= 1;
  while (to < text.length && isAttachedPunctuation(text[to]!)) to += 1;
  const value =
    (bestStart > 0 ? ellipsis : '') + render(text, from, to, analysis.ranges, options) + (endWord < total ? ellipsis : '');
  return {value, matchLevel: level};
}
