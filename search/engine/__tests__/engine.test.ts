import {describe, expect, it} from 'vitest';
import {docRecord, engineOf, ids} from './helpers';

describe('SearchEngine: distinct and pagination', () => {
  const records = [
    docRecord({id: 'heading', lvl1: 'Install', lvl2: 'With npm', page: '/docs/install', anchor: 'npm', level: 80, position: 1}),
    docRecord({id: 'content', lvl1: 'Install', lvl2: 'With npm', content: 'Run npm install.', page: '/docs/install', anchor: 'npm', position: 2}),
    ...Array.from({length: 23}, (_, i) => docRecord({id: `p${i}`, lvl1: `Install step ${i}`, page: `/docs/step-${i}`, position: i})),
  ];
  const engine = engineOf(records);

  it('keeps the best hit per url and counts nbHits after distinct', () => {
    const response = engine.search({query: 'npm', hitsPerPage: 10}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['heading']);
    expect(response.nbHits).toBe(1);
    expect(engine.searchRequest({query: 'npm', distinct: false}, 'docs').nbHits).toBe(2);
  });

  it('pages through hits with nbPages, page and hitsPerPage', () => {
    const first = engine.search({query: 'install', hitsPerPage: 10}, {indexName: 'docs'});
    expect(first).toMatchObject({nbHits: 24, nbPages: 3, page: 0, hitsPerPage: 10});
    const third = engine.search({query: 'install', hitsPerPage: 10, page: 2}, {indexName: 'docs'});
    expect(third.hits).toHaveLength(4);
    const all = new Set([0, 1, 2].flatMap((page) => ids(engine.search({query: 'install', hitsPerPage: 10, page}, {indexName: 'docs'}))));
    expect(all.size).toBe(24);
    expect(engine.search({query: 'install', hitsPerPage: 10, page: 7}, {indexName: 'docs'}).hits).toEqual([]);
  });

  it('defaults to 20 hits, caps at 1000 and answers facet-only queries with hitsPerPage 0', () => {
    expect(engine.search({query: 'install'}, {indexName: 'docs'}).hits).toHaveLength(20);
    expect(engine.searchRequest({query: 'install', hitsPerPage: 5000}, 'docs').hitsPerPage).toBe(1000);
    const facetOnly = engine.search({query: 'install', hitsPerPage: 0, facets: ['language']}, {indexName: 'docs'});
    expect(facetOnly).toMatchObject({hits: [], nbHits: 24, nbPages: 0, hitsPerPage: 0, facets: {language: {en: 25}}});
  });

  it('stops at paginationLimitedTo', () => {
    const response = engine.search({query: 'install', hitsPerPage: 10, page: 1, paginationLimitedTo: 15}, {indexName: 'docs'});
    expect(response.nbPages).toBe(2);
    expect(response.hits).toHaveLength(5);
  });
});

describe('SearchEngine: response shape and parameters', () => {
  const engine = engineOf([docRecord({id: 'a', lvl1: 'Orders', content: 'Order lifecycle.'})]);

  it('answers every field the widgets read', () => {
    const response = engine.searchRequest({query: 'Orders  ', hitsPerPage: 5}, 'merchantry');
    expect(response).toMatchObject({
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 5,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: {nbHits: true, typo: true},
      query: 'Orders  ',
      params: 'query=Orders%20%20&hitsPerPage=5',
      index: 'merchantry',
    });
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(1);
    expect(response.queryID).toBeUndefined();
    expect(Object.keys(response.hits[0]!)).toEqual([
      'type',
      'hierarchy',
      'content',
      'url',
      'url_without_anchor',
      'anchor',
      'objectID',
      '_snippetResult',
      '_highlightResult',
    ]);
  });

  it('returns a queryID with clickAnalytics', () => {
    expect(engine.searchRequest({query: 'orders', clickAnalytics: true}, 'x').queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('retrieves attributesToRetrieve (nested paths, *, -exclusions), objectID always', () => {
    const pick = (attributesToRetrieve: string[]) =>
      Object.keys(engine.search({query: 'orders', attributesToRetrieve, attributesToHighlight: [], attributesToSnippet: []}, {indexName: 'x'}).hits[0]!);
    expect(pick(['url'])).toEqual(['url', 'objectID']);
    expect(pick(['*', '-hierarchy', '-weight']).sort()).toEqual(
      ['anchor', 'content', 'docusaurus_tag', 'language', 'objectID', 'type', 'url', 'url_without_anchor'].sort(),
    );
    const nested = engine.search({query: 'orders', attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1']}, {indexName: 'x'}).hits[0]!;
    expect(nested.hierarchy).toEqual({lvl0: 'Documentation', lvl1: 'Orders'});
  });

  it('keeps only responseFields', () => {
    expect(Object.keys(engine.searchRequest({query: 'orders', responseFields: ['nbHits', 'hits']}, 'x')).sort()).toEqual(['hits', 'nbHits']);
  });

  it('accepts the params-string form', () => {
    const response = engine.searchRequest({params: 'query=order&hitsPerPage=1&attributesToRetrieve=url,type&facetFilters=%5B%22language%3Aen%22%5D'}, 'x');
    expect(response).toMatchObject({nbHits: 1, hitsPerPage: 1, query: 'order'});
    expect(Object.keys(response.hits[0]!)).toEqual(['type', 'url', 'objectID', '_snippetResult', '_highlightResult']);
  });
});
