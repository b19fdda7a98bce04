import {describe, expect, it} from 'vitest';
import {DOCSEARCH_TEMPLATE_SETTINGS, SearchEngine} from '../index';
import type {SynonymHit} from '../../synonyms';
import {docRecord, ids} from './helpers';

const records = [
  docRecord({id: 'cron', lvl1: 'Cron jobs', content: 'Schedule work with cron expressions.'}),
  docRecord({id: 'cart', lvl1: 'Cart', content: 'A cart holds items.'}),
  docRecord({id: 'refresh', lvl1: 'Fast Refresh', content: 'Edits show without a reload.'}),
  docRecord({id: 'background', lvl1: 'Background colours', content: 'Pick a background.'}),
];
const SYNONYMS: SynonymHit[] = [
  {objectID: 'basket', type: 'synonym', synonyms: ['cart', 'basket', 'trolley']},
  {objectID: 'background-job', type: 'onewaysynonym', input: 'background job', synonyms: ['cron']},
  {objectID: 'hmr', type: 'onewaysynonym', input: 'hot reload', synonyms: ['fast refresh']},
  {objectID: 'hmr-abbreviation', type: 'onewaysynonym', input: 'hmr', synonyms: ['fast refresh']},
  {objectID: 'refresh-fast', type: 'onewaysynonym', input: 'quick', synonyms: ['reload without']},
];
const engine = (synonyms: SynonymHit[] = SYNONYMS, settings = {}) =>
  new SearchEngine(records, {...DOCSEARCH_TEMPLATE_SETTINGS, ...settings}, {synonyms});
const search = (e: SearchEngine, query: string, params = {}) => ids(e.search({query, ...params}, {indexName: 'docs'}));

describe('synonyms', () => {
  it('regular synonyms find each other, in every direction', () => {
    expect(search(engine(), 'basket ')).toEqual(['cart']);
    expect(search(engine(), 'trolley ')).toEqual(['cart']);
    expect(search(engine([]), 'basket ')).toEqual([]);
  });

  it('a one-way synonym finds its synonyms from its input only', () => {
    expect(search(engine(), 'background job ')[0]).toBe('cron');
    expect(search(engine(), 'cron ')).toEqual(['cron']);
  });

  it('maps a multi-word replacement word for word', () => {
    expect(search(engine(), 'hot reload ')).toEqual(['refresh']);
  });

  it('applies a multi-word replacement of another length as consecutive words, highlighted whole', () => {
    const response = engine().search({query: 'hmr ', getRankingInfo: true, highlightPreTag: '<b>', highlightPostTag: '</b>'}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['refresh']);
    // Not exact: Algolia counts only one-word alternatives as exact words.
    expect(response.hits[0]!._rankingInfo).toMatchObject({nbTypos: 0, nbExactWords: 0});
    expect((response.hits[0]!._highlightResult!.hierarchy as Record<string, {value: string}>).lvl1!.value).toBe('<b>Fast Refresh</b>');
    // The words must follow each other: "reload" then "without" is not in the content.
    expect(search(engine(), 'quick ')).toEqual([]);
    expect(search(engine([]), 'hmr ')).toEqual([]);
  });

  it('needs the whole input, allows plural forms, and no typos', () => {
    expect(search(engine(), 'background jobs ')[0]).toBe('cron');
    expect(search(engine(), 'baskets ')).toEqual(['cart']);
    expect(search(engine(), 'baskte ')).toEqual([]);
  });

  it('counts a one-word synonym as an exact, typo-free word and highlights the synonym', () => {
    const response = engine().search({query: 'basket ', getRankingInfo: true, highlightPreTag: '<b>', highlightPostTag: '</b>'}, {indexName: 'docs'});
    expect(response.hits[0]!._rankingInfo).toMatchObject({nbTypos: 0, nbExactWords: 1});
    expect((response.hits[0]!._highlightResult!.hierarchy as Record<string, {value: string}>).lvl1!.value).toBe('<b>Cart</b>');
  });

  it('is turned off per query with synonyms: false', () => {
    expect(search(engine(), 'basket ', {synonyms: false})).toEqual([]);
  });

  it('ignores stop words the query lost when matching an input', () => {
    const e = engine([{objectID: 'x', type: 'onewaysynonym', input: 'take a payment', synonyms: ['cart']}], {removeStopWords: true});
    expect(search(e, 'take a payment ')).toEqual(['cart']);
  });
});
