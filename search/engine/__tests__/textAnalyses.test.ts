import {describe, expect, it} from 'vitest';
import {buildInvertedIndex} from '../invertedIndex';
import type {QueryUnit} from '../query';
import {DOCSEARCH_TEMPLATE_SETTINGS, resolveSettings} from '../settings';
import {TermUnitMasks} from '../termUnits';
import {SearchTextAnalyses} from '../textAnalyses';
import {TextTokenCache} from '../textTokens';
import {UnitExpansion, type TypoRules} from '../unitExpansion';
import {docRecord} from './helpers';

const records = [
  docRecord({id: 'a', lvl1: 'Fast Refresh', content: 'Cancel an order before the cart is paid; refresh the page'}),
  docRecord({id: 'b', lvl1: 'Shipping methods', content: 'A cart ships to one address'}),
];
const index = buildInvertedIndex(records, resolveSettings(DOCSEARCH_TEMPLATE_SETTINGS));
const rules: TypoRules = {typoTolerance: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, allowTyposOnNumericTokens: true, disableTypoToleranceOnWords: [], ignorePlurals: false};
const word = (text: string, extra: Partial<QueryUnit> = {}): QueryUnit => ({kind: 'word', text, terms: [text], prefix: false, excluded: false, ...extra});
const phrase = (...terms: string[]): QueryUnit => ({kind: 'phrase', text: terms.join(' '), terms, prefix: false, excluded: false});

const TEXTS = [
  'Fast Refresh',
  'Shipping methods',
  'Cancel an order before the cart is paid; refresh the page',
  'Unindexed words and a cart',
  'unindexed cart',
  '',
];

const QUERIES: Record<string, QueryUnit[]> = {
  'a prefix and a word with typos': [word('ca', {prefix: true}), word('ordr')],
  'a quoted phrase': [phrase('fast', 'refresh'), word('page')],
  'a quoted phrase whose first word the index lacks': [phrase('unindexed', 'cart')],
  'a multi-word alternative': [word('hmr', {alternatives: [{terms: ['fast', 'refresh'], exact: false}]}), word('cart')],
};

/** One search's analyses, as the engine makes them. */
function analysesFor(units: QueryUnit[]) {
  const tokens = new TextTokenCache(index.dictionary, '');
  const expansions = units.map((unit) => new UnitExpansion(unit, index, rules, true));
  return new SearchTextAnalyses(tokens, expansions, new TermUnitMasks(index.dictionary.size));
}

describe('SearchTextAnalyses.unitsIn', () => {
  for (const [label, units] of Object.entries(QUERIES)) {
    it(`gives the units a full analysis finds, for ${label}`, () => {
      const analysed = analysesFor(units);
      const quick = analysesFor(units);
      for (const text of TEXTS) {
        for (const camelCase of [false, true]) {
          expect(quick.unitsIn(text, camelCase), `${JSON.stringify(text)}, camel case ${camelCase}`).toBe(analysed.get(text, camelCase).matchedUnits);
        }
      }
      // Asked after the text's full analysis, it answers from it.
      for (const text of TEXTS) expect(analysed.unitsIn(text, true)).toBe(analysed.get(text, true).matchedUnits);
    });
  }

  it('finds the units the tests above rely on', () => {
    expect(analysesFor(QUERIES['a prefix and a word with typos']!).unitsIn(TEXTS[2]!, false)).toBe(0b11);
    expect(analysesFor(QUERIES['a quoted phrase whose first word the index lacks']!).unitsIn('unindexed cart', false)).toBe(1);
    expect(analysesFor(QUERIES['a multi-word alternative']!).unitsIn('Fast Refresh', false)).toBe(1);
  });
});
