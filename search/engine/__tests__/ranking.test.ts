/** Algolia's tie-breaking order over the matched records, criterion by criterion. */
import {describe, expect, it} from 'vitest';
import {docRecord, engineOf, ids} from './helpers';

describe('SearchEngine: tie-breaking order (words, filters, typo, attribute, proximity, exact, custom)', () => {
  it('words: more matched words first when words are optional', () => {
    const engine = engineOf([
      docRecord({id: 'one', lvl1: 'Stripe'}),
      docRecord({id: 'two', lvl1: 'Stripe webhooks'}),
    ]);
    const response = engine.search({query: 'stripe webhooks refunds'}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['two', 'one']);
  });

  it('typo before attribute: an exact word in content beats a typo in the title', () => {
    const engine = engineOf([
      docRecord({id: 'title-typo', lvl1: 'Paymetn settings', position: 0}),
      docRecord({id: 'content-exact', lvl1: 'Checkout', content: 'Each payment is captured when the order ships.', position: 1}),
    ]);
    expect(ids(engine.search({query: 'payment '}, {indexName: 'docs'}))).toEqual(['content-exact', 'title-typo']);
  });

  it('attribute: lvl0 before lvl1 before lvl2 before content', () => {
    const engine = engineOf([
      docRecord({id: 'content', lvl0: 'Guides', lvl1: 'Basics', content: 'Themes change the storefront.', position: 0}),
      docRecord({id: 'lvl2', lvl0: 'Guides', lvl1: 'Basics', lvl2: 'Themes', position: 1}),
      docRecord({id: 'lvl1', lvl0: 'Guides', lvl1: 'Themes', position: 2}),
      docRecord({id: 'lvl0', lvl0: 'Themes', lvl1: 'Overview', position: 3}),
    ]);
    expect(ids(engine.search({query: 'themes'}, {indexName: 'docs'}))).toEqual(['lvl0', 'lvl1', 'lvl2', 'content']);
  });

  it('attribute: content is ordered (an early match wins), hierarchy levels are not', () => {
    const content = engineOf([
      docRecord({id: 'late', lvl1: 'A', content: 'You can add one or more endpoints and then a webhook.', position: 0}),
      docRecord({id: 'early', lvl1: 'B', content: 'Webhook endpoints receive events.', position: 1}),
    ]);
    expect(ids(content.search({query: 'webhook'}, {indexName: 'docs'}))).toEqual(['early', 'late']);
    const titles = engineOf([
      docRecord({id: 'late-word', lvl1: 'Checkout and cart rules', position: 0}),
      docRecord({id: 'early-word', lvl1: 'Cart rules and checkout', position: 1}),
    ]);
    // Same attribute, position ignored (unordered), words equally close: custom ranking decides.
    expect(ids(titles.search({query: 'cart rules'}, {indexName: 'docs'}))).toEqual(['late-word', 'early-word']);
  });

  it('attribute: attributes sharing a priority ("a,b") are unordered, as Algolia always makes them', () => {
    const records = [
      docRecord({id: 'late', lvl1: 'A', content: 'You can add one or more endpoints and then a webhook.', position: 0}),
      docRecord({id: 'early', lvl1: 'B', content: 'Webhook endpoints receive events.', position: 1}),
    ];
    const shared = engineOf(records, {searchableAttributes: ['hierarchy.lvl1,content']});
    // Position ignored: custom ranking decides.
    expect(ids(shared.search({query: 'webhook'}, {indexName: 'docs'}))).toEqual(['late', 'early']);
    expect(ids(engineOf(records, {searchableAttributes: ['hierarchy.lvl1', 'content']}).search({query: 'webhook'}, {indexName: 'docs'}))).toEqual(['early', 'late']);
  });

  it('attribute is taken where the words are closest (attributeCriteriaComputedByMinProximity)', () => {
    const engine = engineOf([
      docRecord({id: 'paragraph', lvl1: 'Deploy Merchantry', content: 'Deploy to AWS with one command.', position: 0}),
      docRecord({id: 'title', lvl1: 'Deploy Merchantry to AWS', position: 1}),
    ]);
    expect(ids(engine.search({query: 'deploy aws'}, {indexName: 'docs'}))).toEqual(['title', 'paragraph']);
    expect(ids(engine.search({query: 'deploy aws', attributeCriteriaComputedByMinProximity: false}, {indexName: 'docs'}))).toEqual([
      'paragraph',
      'title',
    ]);
  });

  it('proximity: words next to each other first', () => {
    const engine = engineOf([
      docRecord({id: 'far', lvl1: 'Cart totals, taxes and the REST api', position: 0}),
      docRecord({id: 'near', lvl1: 'The cart api in detail', position: 1}),
    ]);
    const response = engine.search({query: 'cart api', getRankingInfo: true}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['near', 'far']);
    expect(response.hits.map((hit) => hit._rankingInfo!.proximityDistance)).toEqual([1, 6]);
  });

  it('exact: whole words before prefixes; a single word equal to a whole attribute first', () => {
    const prefix = engineOf([
      docRecord({id: 'prefix', lvl1: 'Cartridge rules', position: 0}),
      docRecord({id: 'word', lvl1: 'Cart rules', position: 1}),
    ]);
    expect(ids(prefix.search({query: 'rules cart'}, {indexName: 'docs'}))).toEqual(['word', 'prefix']);
    const whole = engineOf([
      docRecord({id: 'longer', lvl1: 'Cart rules', position: 0}),
      docRecord({id: 'whole', lvl1: 'Cart', position: 1}),
    ]);
    expect(ids(whole.search({query: 'cart'}, {indexName: 'docs'}))).toEqual(['whole', 'longer']);
    expect(ids(whole.search({query: 'cart', exactOnSingleWordQuery: 'word'}, {indexName: 'docs'}))).toEqual(['longer', 'whole']);
  });

  it('custom: pageRank desc, then level desc, then position asc', () => {
    const engine = engineOf([
      docRecord({id: 'content', lvl1: 'Orders', content: 'Orders list', level: 0, position: 1, anchor: 'a'}),
      docRecord({id: 'lvl2', lvl1: 'Orders', lvl2: 'More', level: 80, position: 2, anchor: 'b'}),
      docRecord({id: 'lvl1-late', lvl1: 'Orders', level: 90, position: 9, page: '/docs/late'}),
      docRecord({id: 'lvl1-early', lvl1: 'Orders', level: 90, position: 0, page: '/docs/early'}),
      docRecord({id: 'ranked', lvl1: 'Orders', level: 0, position: 50, pageRank: 5, anchor: 'c'}),
    ]);
    expect(ids(engine.search({query: 'orders'}, {indexName: 'docs'}))).toEqual(['ranked', 'lvl1-early', 'lvl1-late', 'lvl2', 'content']);
  });

  it('an empty query lists every record in custom-ranking order', () => {
    const engine = engineOf([
      docRecord({id: 'b', lvl1: 'B', level: 80, anchor: 'x'}),
      docRecord({id: 'a', lvl1: 'A', level: 90}),
    ]);
    const response = engine.search({query: ''}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['a', 'b']);
    expect(response.hits[0]!._highlightResult!.hierarchy).toMatchObject({lvl1: {value: 'A', matchLevel: 'none', matchedWords: []}});
  });
});
