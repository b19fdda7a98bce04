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

/**
 * Bounds per tokenizing option set: texts, and the memory their tokens hold. About 110 bytes a
 * token (typed arrays, the term strings, word spans), measured on the site index, where every
 * developer-query prefix touches 3,100 texts of 67,000 tokens (7 MB). The byte bound is what holds
 * on a large index, where requests for 1000 hits with every attribute would otherwise keep the
 * tokens of most of its texts.
 */
const CACHED_TEXTS = 50_000;
const CACHED_BYTES = 8 * 1024 * 1024;
const BYTES_PER_TOKEN = 110;
const BYTES_PER_TEXT = 200;

/** Tokens of the texts of one index, for plain and camel-case attributes. */
export class TextTokenCache {
  private readonly caches: LRUCache<string, TextTokens>[];

  constructor(
    private readonly dictionary: TermDictionary,
    private readonly separatorsToIndex: string,
    /** Per option set; tests pass a small one. */
    maxBytes: number = CACHED_BYTES,
  ) {
    this.caches = [false, true].map(
      () =>
        new LRUCache<string, TextTokens>({
          max: CACHED_TEXTS,
          maxSize: maxBytes,
          sizeCalculation: (tokens) => BYTES_PER_TEXT + BYTES_PER_TOKEN * tokens.ids.length,
        }),
    );
  }

  /** The memory the kept tokens are counted as holding, both option sets together. */
  get heldBytes(): number {
    return this.caches.reduce((sum, cache) => sum + cache.calculatedSize, 0);
  }

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
