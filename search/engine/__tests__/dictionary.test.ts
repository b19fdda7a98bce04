import {describe, expect, it} from 'vitest';
import {osaDistance, TermDictionary} from '../dictionary';

/** Deterministic pseudo-random numbers (mulberry32), so property runs are repeatable. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state |= 0;
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomWord(next: () => number, alphabet = 'abcde', maxLength = 7): string {
  const length = 1 + Math.floor(next() * maxLength);
  let word = '';
  for (let i = 0; i < length; i += 1) word += alphabet[Math.floor(next() * alphabet.length)]!;
  return word;
}

function dictionaryOf(words: string[]): TermDictionary {
  return new TermDictionary([...new Set(words)].sort());
}

/** Brute force: the smallest distance between `word` and any prefix of `term`. */
function prefixDistance(word: string, term: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let end = 0; end <= term.length; end += 1) best = Math.min(best, osaDistance(word, term.slice(0, end)));
  return best;
}

/**
 * The reference budget: up to `maxTypos`; with 2, a third typo when the first letter is replaced
 * and the rest is within two typos. Returns the typo count, or null when out of budget.
 */
function reference(word: string, term: string, maxTypos: number, distance: (a: string, b: string) => number): number | null {
  const d = distance(word, term);
  if (d <= maxTypos) return d;
  if (maxTypos === 2 && word.length > 1 && term[0] !== word[0] && distance(term[0]! + word.slice(1), term) <= 2) return 3;
  return null;
}

describe('TermDictionary', () => {
  const dictionary = dictionaryOf(['cart', 'card', 'carts', 'category', 'checkout', 'install', 'installation', 'instance']);

  it('gives ids in sorted order and exact lookups', () => {
    expect(dictionary.terms).toEqual(['card', 'cart', 'carts', 'category', 'checkout', 'install', 'installation', 'instance']);
    expect(dictionary.id('cart')).toBe(1);
    expect(dictionary.id('nope')).toBeUndefined();
  });

  it('maps a prefix to a contiguous id range', () => {
    expect(dictionary.prefixRange('car')).toEqual([0, 3]);
    expect(dictionary.prefixRange('inst')).toEqual([5, 8]);
    expect(dictionary.prefixRange('zzz')).toEqual([8, 8]);
    expect(dictionary.prefixRange('')).toEqual([0, 8]);
  });

  it('finds typo matches with a swap counted as one typo', () => {
    const matches = dictionary.fuzzy('crat', {maxTypos: 1, prefix: false, limit: 100});
    expect(matches.map((m) => [dictionary.terms[m.termId], m.typos])).toEqual([['cart', 1]]);
  });

  it('finds typo matches on prefixes and reports the covered length', () => {
    const matches = dictionary.fuzzy('isntal', {maxTypos: 1, prefix: true, limit: 100});
    expect(matches.map((m) => [dictionary.terms[m.termId], m.typos, m.matchedLength])).toEqual([
      ['install', 1, 6],
      ['installation', 1, 6],
    ]);
  });

  it('allows a third typo only when the first letter is wrong', () => {
    const words = dictionaryOf(['configuration']);
    expect(words.fuzzy('xonfgiuratoin', {maxTypos: 2, prefix: false, limit: 10}).map((m) => m.typos)).toEqual([3]);
    expect(words.fuzzy('cnofgiuratoin', {maxTypos: 2, prefix: false, limit: 10})).toEqual([]);
    // On a prefix, the covered length counts the replaced first letter.
    expect(words.fuzzy('xonfgiuratoi', {maxTypos: 2, prefix: true, limit: 10})).toEqual([{termId: 0, typos: 3, matchedLength: 11}]);
  });

  // Long words over two letters: many terms far longer or shorter than the query, where only the
  // cells near the diagonal are computed.
  it.each([
    ['full words', 42, false, osaDistance, 'abcde', 7],
    ['prefixes', 7, true, prefixDistance, 'abcde', 7],
    ['long full words', 11, false, osaDistance, 'ab', 14],
    ['long prefixes', 13, true, prefixDistance, 'ab', 14],
  ] as const)('matches a brute-force scan on random dictionaries (%s)', (_mode, seed, prefix, distance, alphabet, maxLength) => {
    const next = random(seed);
    for (let run = 0; run < 40; run += 1) {
      const words = Array.from({length: 60}, () => randomWord(next, alphabet, maxLength));
      const dict = dictionaryOf(words);
      const word = randomWord(next, alphabet, maxLength);
      // Prefixes are typed letter by letter, so each longer one is worked out from the one before.
      for (const query of prefix ? Array.from(word, (_, i) => word.slice(0, i + 1)) : [word]) {
        for (const maxTypos of [1, 2]) {
          const found = new Map(dict.fuzzy(query, {maxTypos, prefix, limit: 1000}).map((m) => [dict.terms[m.termId]!, m.typos]));
          const expected = new Map(
            dict.terms
              .map((term) => [term, reference(query, term, maxTypos, distance)] as const)
              .filter((entry): entry is readonly [string, number] => entry[1] !== null && entry[1] > 0),
          );
          expect(found).toEqual(expected);
        }
      }
    }
  });

  it('gives a prefix typed after a shorter one what it gives on its own, in the same order', () => {
    const next = random(5);
    for (let run = 0; run < 40; run += 1) {
      const words = Array.from({length: 80}, () => randomWord(next, 'abcd', 9));
      const typed = dictionaryOf(words);
      const word = randomWord(next, 'abcd', 9);
      for (let end = 1; end <= word.length; end += 1) {
        for (const maxTypos of [1, 2]) {
          const options = {maxTypos, prefix: true, limit: 1000};
          expect(typed.fuzzy(word.slice(0, end), options)).toEqual(dictionaryOf(words).fuzzy(word.slice(0, end), options));
        }
      }
    }
  });

  it('stops at the limit', () => {
    const dict = dictionaryOf(Array.from({length: 50}, (_, i) => `ab${String.fromCharCode(97 + (i % 26))}${i}`));
    expect(dict.fuzzy('ax', {maxTypos: 1, prefix: true, limit: 5})).toHaveLength(5);
  });
});
