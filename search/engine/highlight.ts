/**
 * `_highlightResult` and `_snippetResult` values, shaped as Algolia shapes them:
 * highlight `{value, matchLevel, matchedWords, fullyHighlighted?}`, snippet `{value, matchLevel}`.
 *
 * Record text is HTML-escaped first and the tags are added around escaped text, so nothing stored
 * in a record can inject markup into the widgets (which render these values as HTML).
 * A whole-word, plural or typo match is wrapped whole; a prefix match wraps only the typed part
 * (`<em>Instal</em>lation`).
 */
import type {TermDictionary} from './dictionary';
import type {UnitExpansion} from './unitExpansion';
import {escapeHtml} from './escapeHtml';
import {forEachToken, prefixEnd, type TokenizeOptions} from './tokenize';

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
  ranges: number[];
  /** Unmerged matches, flat `[start, end, unit, …]`. */
  matches: number[];
  /** Bit u set when unit u matched somewhere in the text. */
  matchedUnits: number;
  /** Whole-word spans, flat `[start, end, …]`, one pair per word. */
  words: number[];
}

interface PositionedToken {
  term: string;
  start: number;
  end: number;
  pos: number;
}

export function analyseText(text: string, units: readonly UnitExpansion[], dictionary: TermDictionary, options: TokenizeOptions): TextAnalysis {
  const matches: number[] = [];
  const words: number[] = [];
  let matchedUnits = 0;
  // Word sequences to find: quoted phrases, and words' multi-word alternatives (synonyms, splits).
  const hasPhrase = units.some((expansion) => expansion.unit.kind === 'phrase' || expansion.phraseAlternativeTerms.length > 0);
  const tokens: PositionedToken[] = [];
  forEachToken(text, options, (term, pos, start, end, word) => {
    const w = word * 2;
    if (words.length === w) words.push(start, end);
    else if (end > words[w + 1]!) words[w + 1] = end;
    if (hasPhrase) tokens.push({term, start, end, pos});
    if (units.length === 0) return;
    const id = dictionary.id(term);
    if (id === undefined) return;
    for (let u = 0; u < units.length; u += 1) {
      const expansion = units[u]!;
      if (expansion.unit.kind !== 'word') continue;
      const match = expansion.lookup(id);
      if (!match) continue;
      matchedUnits |= 1 << u;
      const stop = match.exact || match.matchedLength >= term.length ? end : prefixEnd(text, start, end, match.matchedLength);
      matches.push(start, stop, u);
    }
  });
  if (hasPhrase) {
    units.forEach((expansion, u) => {
      for (const terms of expansion.unit.kind === 'phrase' ? [expansion.unit.terms] : expansion.phraseAlternativeTerms) {
        for (const token of tokens) {
          if (token.term !== terms[0]) continue;
          let end = token.end;
          let ok = true;
          // Phrase words sit at consecutive positions (a camel-case whole word shares its first part's).
          for (let k = 1; k < terms.length && ok; k += 1) {
            const next = tokens.find((candidate) => candidate.pos === token.pos + k && candidate.term === terms[k]);
            if (next) end = next.end;
            else ok = false;
          }
          if (ok) {
            matches.push(token.start, end, u);
            matchedUnits |= 1 << u;
          }
        }
      }
    });
  }
  // Merge overlapping or touching ranges (camel-case parts, a whole word and its prefix).
  const order: number[] = [];
  for (let i = 0; i < matches.length; i += 3) order.push(i);
  order.sort((a, b) => matches[a]! - matches[b]! || matches[b + 1]! - matches[a + 1]!);
  const ranges: number[] = [];
  for (const i of order) {
    const start = matches[i]!;
    const end = matches[i + 1]!;
    const last = ranges.length - 1;
    if (last > 0 && start <= ranges[last]!) ranges[last] = Math.max(ranges[last]!, end);
    else ranges.push(start, end);
  }
  return {ranges, matches, matchedUnits, words};
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
  if (level !== 'none') {
    const {words, ranges} = analysis;
    let full = words.length > 0;
    for (let w = 0; w < words.length && full; w += 2) {
      let covered = false;
      for (let r = 0; r < ranges.length && !covered; r += 2) covered = ranges[r]! <= words[w]! && ranges[r + 1]! >= words[w + 1]!;
      full = covered;
    }
    result.fullyHighlighted = full;
  }
  return result;
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
