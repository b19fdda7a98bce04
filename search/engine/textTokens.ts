/**
 * A record text's tokens as highlighting reads them, worked out once per text and kept while the
 * index lives: an index's records and dictionary never change (a write builds a new index), so
 * only the query's matching is left for each hit. Tokenizing was half of the engine's time per
 * search in a profile of the site server under load (issue #12, search at 50 connections).
 */
import {LRUCache} from 'lru-cache';
import type {TermDictionary} from './dictionary';
import {forEachToken, type TokenizeOptions} from './tokenize';

export interface TextTokens {
  /** Per token (camel-case parts, then their whole word): dictionary id, -1 when not indexed. */
  ids: Int32Array;
  terms: string[];
  pos: Int32Array;
  start: Int32Array;
  end: Int32Array;
  /** Whole-word spans, flat `[start, end, …]`, one pair per word. */
  words: number[];
}

export function tokensOf(text: string, dictionary: TermDictionary, options: TokenizeOptions): TextTokens {
  const terms: string[] = [];
  const ids: number[] = [];
  const positions: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const words: number[] = [];
  forEachToken(text, options, (term, pos, start, end, word) => {
    const w = word * 2;
    if (words.length === w) words.push(start, end);
    else if (end > words[w + 1]!) words[w + 1] = end;
    terms.push(term);
    ids.push(dictionary.id(term) ?? -1);
    positions.push(pos);
    starts.push(start);
    ends.push(end);
  });
  return {ids: Int32Array.from(ids), terms, pos: Int32Array.from(positions), start: Int32Array.from(starts), end: Int32Array.from(ends), words};
}

/** Texts kept per tokenizing option set; the site index has about 4 000 distinct texts. */
const CACHED_TEXTS = 50_000;

/** Tokens of the texts of one index, for plain and camel-case attributes. */
export class TextTokenCache {
  private readonly caches = [false, true].map(() => new LRUCache<string, TextTokens>({max: CACHED_TEXTS}));

  constructor(
    private readonly dictionary: TermDictionary,
    private readonly separatorsToIndex: string,
  ) {}

  get(text: string, camelCase: boolean): TextTokens {
    const cache = this.caches[camelCase ? 1 : 0]!;
    let tokens = cache.get(text);
    if (tokens === undefined) {
      tokens = tokensOf(text, this.dictionary, {separatorsToIndex: this.separatorsToIndex, camelCase});
      cache.set(text, tokens);
    }
    return tokens;
  }
}
