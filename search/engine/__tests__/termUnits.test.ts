import {describe, expect, it} from 'vitest';
import {analyseTokens} from '../highlight';
import {buildInvertedIndex} from '../invertedIndex';
import type {QueryUnit} from '../query';
import {DOCSEARCH_TEMPLATE_SETTINGS, resolveSettings} from '../settings';
import {PHRASE_START_SHIFT, TermUnitMasks} from '../termUnits';
import {tokensOf} from '../textTokens';
import {UnitExpansion, type TypoRules} from '../unitExpansion';
import {docRecord} from './helpers';

const records = [docRecord({id: 'a', lvl1: 'Fast Refresh', content: 'Cancel an order before the cart is paid; refresh the page'})];
const index = buildInvertedIndex(records, resolveSettings(DOCSEARCH_TEMPLATE_SETTINGS));
const rules: TypoRules = {typoTolerance: false, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, allowTyposOnNumericTokens: true, disableTypoToleranceOnWords: [], ignorePlurals: false};
const word = (text: string, extra: Partial<QueryUnit> = {}): QueryUnit => ({kind: 'word', text, terms: [text], prefix: false, excluded: false, ...extra});
const expand = (unit: QueryUnit) => new UnitExpansion(unit, index, rules, false);
const id = (term: string) => index.dictionary.id(term)!;

describe('TermUnitMasks', () => {
  it("marks each unit's terms with its bit, and the first words of its phrases above PHRASE_START_SHIFT", () => {
    const masks = new TermUnitMasks(index.dictionary.size);
    const units = [expand(word('ca', {prefix: true})), expand(word('hmr', {alternatives: [{terms: ['fast', 'refresh'], exact: false}]}))];
    masks.mark(units);
    // "ca" prefixes "cancel" and "cart".
    expect(masks.bitsOf(id('cancel'))).toBe(0b01);
    expect(masks.bitsOf(id('cart'))).toBe(0b01);
    expect(masks.bitsOf(id('fast'))).toBe(1 << (1 + PHRASE_START_SHIFT));
    expect(masks.bitsOf(id('refresh'))).toBe(0);
    expect(masks.bitsOf(id('order'))).toBe(0);
  });

  it("forgets one search's marks when the next marks its own units", () => {
    const masks = new TermUnitMasks(index.dictionary.size);
    masks.mark([expand(word('cart'))]);
    expect(masks.bitsOf(id('cart'))).toBe(1);
    masks.mark([expand(word('order'))]);
    expect(masks.bitsOf(id('cart'))).toBe(0);
    expect(masks.bitsOf(id('order'))).toBe(1);
  });

  it('finds a multi-word alternative only where the text holds its first word, as before', () => {
    const masks = new TermUnitMasks(index.dictionary.size);
    const units = [expand(word('hmr', {alternatives: [{terms: ['fast', 'refresh'], exact: false}]}))];
    masks.mark(units);
    const options = {separatorsToIndex: '', camelCase: false};
    const title = analyseTokens('Fast Refresh', tokensOf('Fast Refresh', index.dictionary, options), units, masks);
    expect(title.ranges).toEqual([0, 12]);
    expect(title.matchedUnits).toBe(1);
    const content = 'Cancel an order before the cart is paid; refresh the page';
    expect(analyseTokens(content, tokensOf(content, index.dictionary, options), units, masks).matchedUnits).toBe(0);
  });
});
