/** Filters and facet counts as a search applies them (the filter language itself: filters.test.ts). */
import {describe, expect, it} from 'vitest';
import {SearchError} from '../index';
import {docRecord, engineOf, ids} from './helpers';

describe('SearchEngine: filters and facets', () => {
  const engine = engineOf([
    docRecord({id: 'doc', lvl1: 'Cart', tag: 'docs-default-current', version: 'current'}),
    docRecord({id: 'old', lvl1: 'Cart', tag: 'docs-default-2.1', version: ['2.1', '2.0'], page: '/docs/2.1/cart'}),
    docRecord({id: 'blog', lvl1: 'Cart news', tag: 'default', page: '/blog/cart'}),
    docRecord({id: 'fr', lvl1: 'Panier cart', tag: 'default', language: 'fr', page: '/fr/cart'}),
  ]);
  const search = (params: Record<string, unknown>) => ids(engine.searchRequest({query: 'cart', ...params}, 'docs')).sort();

  it('applies facetFilters: string, AND list, OR lists, negation, case-insensitive values', () => {
    expect(search({facetFilters: 'language:fr'})).toEqual(['fr']);
    expect(search({facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]})).toEqual(['blog', 'doc']);
    expect(search({facetFilters: ['language:EN', 'docusaurus_tag:DEFAULT']})).toEqual(['blog']);
    expect(search({facetFilters: ['language:-fr']})).toEqual(['blog', 'doc', 'old']);
    expect(search({facetFilters: []})).toEqual(['blog', 'doc', 'fr', 'old']);
  });

  it('matches any element of an array attribute', () => {
    expect(search({facetFilters: ['version:2.0']})).toEqual(['old']);
  });

  it('matches nothing on an attribute that is not in attributesForFaceting', () => {
    expect(search({facetFilters: ['url:https://merchantry.io/blog/cart']})).toEqual([]);
  });

  it('applies filters: attr:value, AND, OR, NOT, parentheses, quotes, numbers', () => {
    expect(search({filters: 'language:en AND NOT docusaurus_tag:default'})).toEqual(['doc', 'old']);
    expect(search({filters: '(docusaurus_tag:default OR version:current) AND language:en'})).toEqual(['blog', 'doc']);
    expect(search({filters: 'docusaurus_tag:"docs-default-2.1"'})).toEqual(['old']);
    expect(search({filters: 'weight.level >= 90 AND language:fr'})).toEqual(['fr']);
    expect(search({filters: 'weight.level:0 TO 10'})).toEqual([]);
    expect(search({numericFilters: ['weight.level=90'], facetFilters: ['language:fr']})).toEqual(['fr']);
  });

  it('rejects malformed filters with a 400 SearchError', () => {
    for (const filters of ['language:en AND', '(language:en', 'language', 'weight.level > x']) {
      let error: unknown;
      try {
        engine.search({query: 'cart', filters}, {indexName: 'docs'});
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SearchError);
      expect((error as SearchError).status).toBe(400);
      expect((error as SearchError).message).toMatch(/^Invalid syntax for "filters"/);
    }
  });

  it('counts facet values over the matching records (before distinct)', () => {
    const response = engine.search({query: 'cart', facets: ['docusaurus_tag', 'language']}, {indexName: 'docs'});
    expect(response.facets).toEqual({
      docusaurus_tag: {default: 2, 'docs-default-current': 1, 'docs-default-2.1': 1},
      language: {en: 3, fr: 1},
    });
    expect(response.exhaustiveFacetsCount).toBe(true);
    const all = engine.search({query: 'cart', facets: ['*'], maxValuesPerFacet: 1}, {indexName: 'docs'});
    // `lang` is faceted by the template but no record has it: left out.
    expect(Object.keys(all.facets!).sort()).toEqual(['docusaurus_tag', 'language', 'type', 'version']);
    expect(all.facets!.docusaurus_tag).toEqual({default: 2});
  });
});
