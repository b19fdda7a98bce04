import {describe, expect, it} from 'vitest';
import {TermDictionary} from '../dictionary';
import {TextTokenCache, tokensOf} from '../textTokens';

const dictionary = new TermDictionary(['cart', 'merchantry', 'order', 'shipping']);
const text = (i: number) => `Merchantry order ${i} ships the cart with shipping rules, note ${i}`;

describe('TextTokenCache', () => {
  it('answers the tokens a text tokenizes to, and the same object while it is kept', () => {
    const cache = new TextTokenCache(dictionary, '');
    const tokens = cache.get(text(1), false);
    expect(tokens).toEqual(tokensOf(text(1), dictionary, {separatorsToIndex: '', camelCase: false}));
    expect(cache.get(text(1), false)).toBe(tokens);
    expect(Array.from(tokens.ids.slice(0, 2))).toEqual([dictionary.id('merchantry'), dictionary.id('order')]);
  });

  it('keeps within its byte budget however many distinct texts are asked for, the latest first', () => {
    const budget = 20_000;
    const cache = new TextTokenCache(dictionary, '', budget);
    const oldest = cache.get(text(0), false);
    for (let i = 1; i < 300; i += 1) {
      cache.get(text(i), false);
      cache.get(text(i), true);
    }
    // Two option sets, each within the budget, and each still holding texts.
    expect(cache.heldBytes).toBeLessThanOrEqual(2 * budget);
    expect(cache.heldBytes).toBeGreaterThan(budget);
    const latest = cache.get(text(299), false);
    expect(cache.get(text(299), false)).toBe(latest);
    // The oldest was let go: asking again tokenizes it anew.
    expect(cache.get(text(0), false)).not.toBe(oldest);
    expect(cache.get(text(0), false)).toEqual(oldest);
  });

  it('tokenizes a text larger than the whole budget without keeping it', () => {
    const cache = new TextTokenCache(dictionary, '', 1_000);
    const long = 'merchantry cart '.repeat(200);
    expect(cache.get(long, false).ids.length).toBe(400);
    expect(cache.heldBytes).toBe(0);
  });
});
