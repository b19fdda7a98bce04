/**
 * The query string → query units: words, quoted phrases (`"exact phrase"`) and excluded words
 * (`-word`), the last two only with `advancedSyntax`.
 */
import {tokenize, type TokenizeOptions} from './tokenize';
import type {QueryType} from './enums';

export interface QueryUnit {
  kind: 'word' | 'phrase';
  /** As typed, lowercased: what `matchedWords` reports. */
  text: string;
  /** Normalised terms: one for a word, several for a phrase. */
  terms: string[];
  /** Matches any word starting with it (the last word under `prefixLast`). */
  prefix: boolean;
  excluded: boolean;
  /**
   * What this word also matches through synonyms (set by the engine, not the parser): one term,
   * or several that must follow each other (a multi-word synonym of another length). The parser
   * writes the key as undefined: the engine's copies (`{...unit, alternatives}`) then replace a
   * key, where adding one would take V8's slow path (hits.ts, `planned`).
   */
  alternatives?: ReadonlyArray<{terms: readonly string[]; exact: boolean}>;
}

export interface QueryParseOptions {
  advancedSyntax: boolean;
  exactPhrase: boolean;
  excludeWords: boolean;
  queryType: QueryType;
  separatorsToIndex: string;
}

/** Algolia reads at most this many bytes of a query; we read as many characters. */
export const MAX_QUERY_LENGTH = 512;
/** Positive units that take part in matching; the ranking key reserves room for this many. */
export const MAX_QUERY_UNITS = 10;

/**
 * Whether a query word matches as a prefix: every word under `prefixAll`; under `prefixLast`, the
 * last word when nothing is typed after it (the user is still typing it). `end`: where the word
 * ends in the query, of `length` characters.
 */
export function matchedAsPrefix(queryType: QueryType, last: boolean, end: number, length: number): boolean {
  return queryType === 'prefixAll' || (queryType === 'prefixLast' && last && end === length);
}

export function parseQuery(query: string, options: QueryParseOptions): QueryUnit[] {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const tokenOptions: TokenizeOptions = {separatorsToIndex: options.separatorsToIndex, camelCase: false};
  const phrases = options.advancedSyntax && options.exactPhrase;
  const exclusions = options.advancedSyntax && options.excludeWords;
  const units: QueryUnit[] = [];
  // Whether the last positive unit reaches the end of the query (nothing typed after it).
  let lastUnitEnd = -1;
  let lastPositive: QueryUnit | null = null;

  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    const atWordStart = i === 0 || /\s/.test(text[i - 1]!);
    let excluded = false;
    let start = i;
    if (exclusions && char === '-' && atWordStart && i + 1 < text.length && !/\s/.test(text[i + 1]!)) {
      excluded = true;
      start = i + 1;
    }
    if (phrases && text[start] === '"') {
      const close = text.indexOf('"', start + 1);
      const end = close === -1 ? text.length : close;
      const body = text.slice(start + 1, end);
      const terms = tokenize(body, tokenOptions).map((token) => token.term);
      if (terms.length > 0) {
        const unit: QueryUnit = {kind: 'phrase', text: body.trim().toLowerCase(), terms, prefix: false, excluded, alternatives: undefined};
        units.push(unit);
        if (!excluded) {
          lastPositive = unit;
          lastUnitEnd = -1;
        }
      }
      i = close === -1 ? text.length : close + 1;
      continue;
    }
    // A whitespace-delimited chunk; separators inside it (`node.js`) split it into several words.
    let end = start;
    while (end < text.length && !/\s/.test(text[end]!) && !(phrases && text[end] === '"')) end += 1;
    const chunk = text.slice(start, end);
    for (const token of tokenize(chunk, tokenOptions)) {
      const unit: QueryUnit = {
        kind: 'word',
        text: chunk.slice(token.start, token.end).toLowerCase(),
        terms: [token.term],
        prefix: matchedAsPrefix(options.queryType, false, start + token.end, text.length),
        excluded,
        alternatives: undefined,
      };
      units.push(unit);
      if (!excluded) {
        lastPositive = unit;
        lastUnitEnd = start + token.end;
      }
    }
    i = end;
  }

  if (lastPositive?.kind === 'word') lastPositive.prefix = matchedAsPrefix(options.queryType, true, lastUnitEnd, text.length);
  return [...units.filter((unit) => !unit.excluded), ...units.filter((unit) => unit.excluded)];
}

/**
 * The units that take part in matching: the first MAX_QUERY_UNITS positive ones, then the excluded.
 * Taken after `removeStopWords`, so that the function words of a long question do not use up the
 * places of its topic words.
 */
export function firstUnits(units: readonly QueryUnit[]): QueryUnit[] {
  const positive = units.filter((unit) => !unit.excluded).slice(0, MAX_QUERY_UNITS);
  return [...positive, ...units.filter((unit) => unit.excluded)];
}
