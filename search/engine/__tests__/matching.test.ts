/** Which records a query matches: prefixes, typos, plurals, camel case, separators, optional words, phrases, restrictions. */
import {describe, expect, it} from 'vitest';
import {docRecord, engineOf, ids, MARK} from './helpers';

describe('SearchEngine: prefix and typo tolerance', () => {
  const engine = engineOf([
    docRecord({id: 'install', lvl1: 'Installation guide'}),
    docRecord({id: 'config', lvl1: 'Configuration guide'}),
    docRecord({id: 'cart', lvl1: 'Cart'}),
    docRecord({id: 'card', lvl1: 'Card payments'}),
    docRecord({id: 'node', lvl1: 'Node 20 and port 3000'}),
  ]);

  it('matches the last word as a prefix and highlights only the typed part', () => {
    const response = engine.search({query: 'instal', ...MARK}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['install']);
    expect(response.hits[0]!._highlightResult!.hierarchy).toMatchObject({
      lvl1: {value: '<mark>Instal</mark>lation guide', matchLevel: 'full', matchedWords: ['instal'], fullyHighlighted: false},
    });
  });

  it('does not treat a word followed by more text as a prefix', () => {
    expect(ids(engine.search({query: 'instal guide', removeWordsIfNoResults: 'none'}, {indexName: 'docs'}))).toEqual([]);
    // A trailing space ends the last word too.
    expect(ids(engine.search({query: 'gui '}, {indexName: 'docs'}))).toEqual([]);
    expect(ids(engine.search({query: 'gui'}, {indexName: 'docs'})).sort()).toEqual(['config', 'install']);
  });

  it('allows one typo from 3 letters and two from 7 (template word sizes)', () => {
    // "crat" → "cart": a swap is one typo ("card" would be two).
    expect(ids(engine.search({query: 'crat '}, {indexName: 'docs'}))).toEqual(['cart']);
    // "configuartoin": two swaps, 13 letters.
    const two = engine.search({query: 'configuartoin ', getRankingInfo: true}, {indexName: 'docs'});
    expect(ids(two)).toEqual(['config']);
    expect(two.hits[0]!._rankingInfo!.nbTypos).toBe(2);
    // Two typos in a 6-letter word are too many.
    expect(ids(engine.search({query: 'instla ', typoTolerance: true}, {indexName: 'docs'}))).toEqual([]);
  });

  it('allows no typo under 3 letters', () => {
    expect(ids(engine.search({query: 'nd '}, {indexName: 'docs'}))).toEqual([]);
  });

  it('never allows typos on numbers', () => {
    expect(ids(engine.search({query: '3001 '}, {indexName: 'docs'}))).toEqual([]);
    expect(ids(engine.search({query: '3000 '}, {indexName: 'docs'}))).toEqual(['node']);
    expect(ids(engine.search({query: '21 '}, {indexName: 'docs'}))).toEqual([]);
  });

  it('highlights a typo match whole and reports the word as typed', () => {
    const response = engine.search({query: 'instalation guide', ...MARK}, {indexName: 'docs'});
    expect(response.hits[0]!._highlightResult!.hierarchy).toMatchObject({
      lvl1: {value: '<mark>Installation</mark> <mark>guide</mark>', matchLevel: 'full', matchedWords: ['instalation', 'guide'], fullyHighlighted: true},
    });
  });

  it('ranks an exact word before a typo match', () => {
    expect(ids(engine.search({query: 'cart '}, {indexName: 'docs'}))).toEqual(['cart', 'card']);
    expect(ids(engine.search({query: 'card '}, {indexName: 'docs'}))).toEqual(['card', 'cart']);
  });

  it('turns typos off with typoTolerance: false and keeps the fewest with "min"', () => {
    expect(ids(engine.search({query: 'card ', typoTolerance: false}, {indexName: 'docs'}))).toEqual(['card']);
    expect(ids(engine.search({query: 'card ', typoTolerance: 'min'}, {indexName: 'docs'}))).toEqual(['card']);
    expect(ids(engine.search({query: 'card ', typoTolerance: 'strict'}, {indexName: 'docs'}))).toEqual(['card', 'cart']);
  });

  it('follows query-time word sizes', () => {
    expect(ids(engine.search({query: 'crat ', minWordSizefor1Typo: 5}, {indexName: 'docs'}))).toEqual([]);
  });
});

describe('SearchEngine: plurals, camel case, separators', () => {
  const engine = engineOf([
    docRecord({id: 'category', lvl1: 'Category'}),
    docRecord({id: 'hooks', lvl1: 'Hookable and getValue', content: 'Call getValue to read a registry value.'}),
    docRecord({id: 'env', lvl1: 'Environment', content: 'Set MERCHANTRY_HOME_URL before the first start.'}),
  ]);

  it('matches singular and plural forms (ignorePlurals)', () => {
    expect(ids(engine.search({query: 'categories '}, {indexName: 'docs'}))).toEqual(['category']);
    expect(ids(engine.search({query: 'categories ', ignorePlurals: false}, {indexName: 'docs'}))).toEqual([]);
  });

  it('splits camel-case words in camelCaseAttributes and keeps the whole word too', () => {
    for (const query of ['getvalue', 'getValue', 'get value', 'value ']) {
      expect(ids(engine.search({query}, {indexName: 'docs'}))).toContain('hooks');
    }
    const response = engine.search({query: 'value ', ...MARK}, {indexName: 'docs'});
    expect((response.hits[0]!._highlightResult!.hierarchy as Record<string, {value: string}>).lvl1!.value).toBe('Hookable and get<mark>Value</mark>');
  });

  it('keeps underscores inside words (separatorsToIndex "_")', () => {
    expect(ids(engine.search({query: 'merchantry_home_url'}, {indexName: 'docs'}))).toEqual(['env']);
    expect(ids(engine.search({query: 'home '}, {indexName: 'docs'}))).toEqual([]);
  });
});

describe('SearchEngine: matching modes', () => {
  const engine = engineOf([
    docRecord({id: 'machine', lvl1: 'Build', content: 'The CLI needs Node 20 on the build machine.'}),
    docRecord({id: 'other', lvl1: 'Machines', content: 'Build the image on one machine, run it on another.'}),
    docRecord({id: 'ecommerce', lvl1: 'E-commerce basics'}),
  ]);

  it('requires every word, then makes them optional when nothing matches (allOptional)', () => {
    expect(ids(engine.search({query: 'build machine'}, {indexName: 'docs'})).sort()).toEqual(['machine', 'other']);
    const relaxed = engine.search({query: 'build zzzz'}, {indexName: 'docs'});
    expect(ids(relaxed).sort()).toEqual(['machine', 'other']);
    expect(ids(engine.search({query: 'build zzzz', removeWordsIfNoResults: 'none'}, {indexName: 'docs'}))).toEqual([]);
    expect(ids(engine.search({query: 'zzzz build', removeWordsIfNoResults: 'firstWords'}, {indexName: 'docs'})).sort()).toEqual([
      'machine',
      'other',
    ]);
  });

  it('matches quoted phrases exactly and excludes -words (advancedSyntax)', () => {
    expect(ids(engine.search({query: '"build machine"'}, {indexName: 'docs'}))).toEqual(['machine']);
    expect(ids(engine.search({query: 'build -node'}, {indexName: 'docs'}))).toEqual(['other']);
    expect(ids(engine.search({query: 'build -"node 20"'}, {indexName: 'docs'}))).toEqual(['other']);
    // Without advanced syntax, quotes and dashes are plain separators.
    expect(ids(engine.search({query: 'build -node', advancedSyntax: false}, {indexName: 'docs'}))).toEqual(['machine']);
    // A dash inside a word is not an operator.
    expect(ids(engine.search({query: 'e-commerce'}, {indexName: 'docs'}))).toEqual(['ecommerce']);
    const phrase = engine.search({query: '"build machine"', ...MARK, attributesToSnippet: []}, {indexName: 'docs'});
    expect((phrase.hits[0]!._highlightResult!.content as {value: string}).value).toBe('The CLI needs Node 20 on the <mark>build machine</mark>.');
  });

  it('searches only restrictSearchableAttributes', () => {
    const only = (restrictSearchableAttributes: string[]) =>
      ids(engine.search({query: 'machines', ignorePlurals: false, typoTolerance: false, restrictSearchableAttributes}, {indexName: 'docs'}));
    expect(only(['content'])).toEqual([]);
    expect(only(['hierarchy'])).toEqual(['other']);
    expect(only(['hierarchy.lvl1'])).toEqual(['other']);
  });
});
