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
import type {UnitExpansion} from './match';
import {prefixEnd, tokenize, type Token, type TokenizeOptions} from './tokenize';

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
  tokenize: TokenizeOptions;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

interface Analysis {
  tokens: Token[];
  /** Merged highlight ranges [start, end) in the original text, ascending. */
  ranges: Array<[number, number]>;
  /** Indexes of the units that matched somewhere in the text. */
  matchedUnits: Set<number>;
  /** Whole-word spans [start, end), one per word. */
  words: Array<[number, number]>;
}

function analyse(text: string, units: readonly UnitExpansion[], dictionary: TermDictionary, options: TokenizeOptions): Analysis {
  const tokens = tokenize(text, options);
  const raw: Array<[number, number]> = [];
  const matchedUnits = new Set<number>();
  units.forEach((expansion, u) => {
    if (expansion.unit.kind === 'phrase') {
      const terms = expansion.unit.terms;
      // Phrase words are consecutive positions (camel-case aliases share their first part's).
      const byPosition = new Map<number, Token[]>();
      for (const token of tokens) byPosition.set(token.pos, [...(byPosition.get(token.pos) ?? []), token]);
      for (const token of tokens) {
        if (token.term !== terms[0]) continue;
        let end = token.end;
        let ok = true;
        for (let k = 1; k < terms.length && ok; k += 1) {
          const next = byPosition.get(token.pos + k)?.find((candidate) => candidate.term === terms[k]);
          if (next) end = next.end;
          else ok = false;
        }
        if (ok) {
          raw.push([token.start, end]);
          matchedUnits.add(u);
        }
      }
      return;
    }
    for (const token of tokens) {
      const id = dictionary.id(token.term);
      const match = id === undefined ? undefined : expansion.lookup(id);
      if (!match) continue;
      matchedUnits.add(u);
      const end =
        match.exact || match.matchedLength >= token.term.length
          ? token.end
          : prefixEnd(text, token.start, token.end, match.matchedLength);
      raw.push([token.start, end]);
    }
  });
  raw.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const ranges: Array<[number, number]> = [];
  for (const range of raw) {
    const last = ranges[ranges.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else ranges.push([range[0], range[1]]);
  }
  const words: Array<[number, number]> = [];
  for (const token of tokens) {
    const current = words[token.word];
    if (current) {
      current[0] = Math.min(current[0], token.start);
      current[1] = Math.max(current[1], token.end);
    } else {
      words[token.word] = [token.start, token.end];
    }
  }
  return {tokens, ranges, matchedUnits, words: words.filter(Boolean)};
}

/** `text[from, to)` escaped, with the parts inside `ranges` wrapped in the tags. */
function render(text: string, from: number, to: number, ranges: ReadonlyArray<[number, number]>, options: HighlightOptions): string {
  let out = '';
  let cursor = from;
  for (const [start, end] of ranges) {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e <= s) continue;
    out += escapeHtml(text.slice(cursor, s));
    out += options.preTag + escapeHtml(text.slice(s, e)) + options.postTag;
    cursor = e;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function matchLevel(matched: number, total: number): MatchLevel {
  if (matched === 0 || total === 0) return 'none';
  return matched >= total ? 'full' : 'partial';
}

export function highlightText(
  text: string,
  units: readonly UnitExpansion[],
  dictionary: TermDictionary,
  options: HighlightOptions,
): HighlightResult {
  const analysis = analyse(text, units, dictionary, options.tokenize);
  const level = matchLevel(analysis.matchedUnits.size, units.length);
  const result: HighlightResult = {
    value: render(text, 0, text.length, analysis.ranges, options),
    matchLevel: level,
    matchedWords: units.filter((_, u) => analysis.matchedUnits.has(u)).map((expansion) => expansion.unit.text),
  };
  if (level !== 'none') {
    result.fullyHighlighted =
      analysis.words.length > 0 &&
      analysis.words.every(([start, end]) => analysis.ranges.some(([s, e]) => s <= start && e >= end));
  }
  return result;
}

/**
 * An N-word window around the best match (the one with the most distinct query words inside,
 * earliest first), starting N/2 words before it, shifted back to stay full near the end. The
 * ellipsis marks each cut side. Without a match: the first N words, `matchLevel: "none"`.
 */
export function snippetText(
  text: string,
  units: readonly UnitExpansion[],
  dictionary: TermDictionary,
  words: number,
  ellipsis: string,
  options: HighlightOptions,
): SnippetResult {
  const analysis = analyse(text, units, dictionary, options.tokenize);
  const level = matchLevel(analysis.matchedUnits.size, units.length);
  const spans = analysis.words;
  if (spans.length <= words || words <= 0) {
    if (words <= 0) return {value: '', matchLevel: level};
    return {value: render(text, 0, text.length, analysis.ranges, options), matchLevel: level};
  }
  // Which units each word matched.
  const unitsPerWord: Array<Set<number>> = spans.map(() => new Set());
  units.forEach((expansion, u) => {
    for (const [start, end] of matchedSpans(text, expansion, dictionary, options.tokenize)) {
      spans.forEach(([ws, we], w) => {
        if (start < we && end > ws) unitsPerWord[w]!.add(u);
      });
    }
  });
  const half = Math.floor(words / 2);
  let bestStart = 0;
  let bestScore = 0;
  for (let w = 0; w < spans.length; w += 1) {
    if (unitsPerWord[w]!.size === 0) continue;
    const start = Math.max(0, Math.min(w - half, spans.length - words));
    const inside = new Set<number>();
    for (let k = start; k < start + words; k += 1) for (const u of unitsPerWord[k]!) inside.add(u);
    if (inside.size > bestScore) {
      bestScore = inside.size;
      bestStart = start;
    }
  }
  const endWord = bestStart + words;
  let from = spans[bestStart]![0];
  let to = spans[endWord - 1]![1];
  // Keep punctuation attached to the first and last words (`(see`, `machine,`).
  while (from > 0 && isAttachedPunctuation(text[from - 1]!)) from -= 1;
  while (to < text.length && isAttachedPunctuation(text[to]!)) to += 1;
  const value =
    (bestStart > 0 ? ellipsis : '') +
    render(text, from, to, analysis.ranges, options) +
    (endWord < spans.length ? ellipsis : '');
  return {value, matchLevel: level};
}

const isAttachedPunctuation = (char: string): boolean => !/[\s\p{L}\p{N}_]/u.test(char);

function matchedSpans(text: string, expansion: UnitExpansion, dictionary: TermDictionary, options: TokenizeOptions): Array<[number, number]> {
  return analyse(text, [expansion], dictionary, options).ranges;
}
