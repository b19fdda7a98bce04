import {describe, expect, it} from 'vitest';
import {ExpansionCache} from '../expansionCache';
import {buildInvertedIndex} from '../invertedIndex';
import type {QueryUnit} from '../query';
import {DOCSEARCH_TEMPLATE_SETTINGS, resolveSettings} from '../settings';
import {termMatch, UnitExpansion, type TypoRules} from '../unitExpansion';
import {docRecord, engineOf} from './helpers';

const records = [
  docRecord({id: 'a', lvl1: 'Orders', content: 'Cancel an order, or cancelled orders, or a cancellation'}),
  docRecord({id: 'b', lvl1: 'Carts', content: 'Order the carts'}),
];
const index = buildInvertedIndex(records, resolveSettings(DOCSEARCH_TEMPLATE_SETTINGS));
const rules: TypoRules = {typoTolerance: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, allowTyposOnNumericTokens: true, disableTypoToleranceOnWords: [], ignorePlurals: false};
const word = (text: string, prefix = false): QueryUnit => ({kind: 'word', text, terms: [text], prefix, excluded: false});

describe('ExpansionCache', () => {
  it('holds one shared, frozen match per kind of match, not one object per matched term', () => {
    const typoRecords = [docRecord({id: 'c', lvl1: 'Carts', content: 'cart carp card care cars cast'})];
    const typoIndex = buildInvertedIndex(typoRecords, resolveSettings(DOCSEARCH_TEMPLATE_SETTINGS));
    const expansion = new UnitExpansion(word('carx'), typoIndex, {...rules, minWordSizefor1Typo: 3}, true);
    const matches = [...expansion.others.values()];
    // Five one-typo matches of four letters ("cart", "carp", "card", "care", "cars"): one object.
    expect(matches.filter((match) => match.typos === 1)).toHaveLength(5);
    expect(new Set(matches).size).toBe(1);
    expect(matches[0]).toBe(termMatch(1, false, 4));
    expect(Object.isFrozen(matches[0])).toBe(true);
    expect(termMatch(0, true, 4)).not.toBe(termMatch(0, false, 4));
  });

  it('expands a word once for the same reading and rules, and again for another', () => {
    const cache = new ExpansionCache();
    const first = cache.get(word('cancel'), index, rules, true);
    expect(cache.get(word('cancel'), index, rules, true)).toBe(first);
    expect(cache.get(word('cancel', true), index, rules, true)).not.toBe(first);
    expect(cache.get(word('cancel'), index, {...rules, typoTolerance: false}, false)).not.toBe(first);
    expect(cache.get({...word('cancel'), alternatives: [{terms: ['void'], exact: true}]}, index, rules, true)).not.toBe(first);
    expect(cache.size).toBe(4);
  });

  it('starts again empty past its budget of dictionary terms, or of words', () => {
    const cache = new ExpansionCache({words: 10, terms: 3});
    // "order" and its typo "orders" (two terms): within the budget.
    const order = cache.get(word('order'), index, rules, true);
    expect(cache.get(word('order'), index, rules, true)).toBe(order);
    cache.get(word('carts'), index, rules, true);
    expect(cache.size).toBe(1);
    expect(cache.get(word('order'), index, rules, true)).not.toBe(order);
    const twoWords = new ExpansionCache({words: 2, terms: 100});
    const cancel = twoWords.get(word('cancel'), index, rules, false);
    twoWords.get(word('carts'), index, rules, false);
    twoWords.get(word('order'), index, rules, false);
    expect(twoWords.size).toBe(1);
    expect(twoWords.get(word('cancel'), index, rules, false)).not.toBe(cancel);
  });

  it('leaves answers as they were: a search asked twice answers the same', () => {
    const engine = engineOf(records);
    const ask = () => engine.searchRequest({query: 'cancl order', getRankingInfo: true}, 'docs').hits.map((hit) => [hit.objectID, hit._rankingInfo]);
    expect(ask()).toEqual(ask());
    expect(ask().map(([id]) => id)).toEqual(['a']);
  });
});
