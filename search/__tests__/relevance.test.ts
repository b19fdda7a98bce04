import {describe, expect, it} from 'vitest';
import {PageRelevance} from '../engine/bm25';
import {buildInvertedIndex} from '../engine/invertedIndex';
import {pageIdsOf} from '../engine/sectionRerank';
import {resolveSettings} from '../engine/settings';
import {SearchEngine} from '../engine/index';
import {docRecord} from '../engine/__tests__/helpers';
import {SITE_RELEVANCE_SETTINGS} from '../hostedRerank';
import {hitsRelevance, relevanceTermIds, relevanceWords} from '../relevance';
import {SITE_SEARCH_SETTINGS} from '../siteSettings';

const records = [
  docRecord({id: 'refunds', lvl1: 'Refunds', content: 'Refund a payment: refund the whole order or one line; the webhook follows.', page: '/refunds'}),
  docRecord({id: 'webhooks', lvl1: 'Webhooks', lvl2: 'Retries', content: 'A webhook for a refund is sent again until the webhook answers.', page: '/webhooks'}),
  docRecord({id: 'orders', lvl1: 'Orders', content: 'An order holds lines, a payment and its shipments.', page: '/orders', extra: {code: 'orderLine · refundOrder'}}),
  docRecord({id: 'cart', lvl1: 'Cart', content: 'A cart becomes an order at checkout.', page: '/cart', extra: {keywords: 'basket'}}),
];

describe('hitsRelevance (hosted mode, in the browser)', () => {
  const stats = new SearchEngine(records, SITE_SEARCH_SETTINGS).termStats();

  it("scores every page as the engine's BM25 does when the hits are the whole index", () => {
    const index = buildInvertedIndex(records, resolveSettings(SITE_SEARCH_SETTINGS));
    const pageOf = pageIdsOf(records);
    const engine = new PageRelevance(index, pageOf);
    for (const query of ['refund webhook', 'order payment', 'refundOrder', 'basket', 'webho', 'refnd order']) {
      const words = relevanceWords(query, SITE_RELEVANCE_SETTINGS);
      const ofEngine = engine.scores(relevanceTermIds(words, index.dictionary, (id) => index.postingStart[id + 1]! - index.postingStart[id]!));
      const ofHits = hitsRelevance(query, records, stats, SITE_RELEVANCE_SETTINGS);
      records.forEach((record, i) => expect(ofHits(String(record.url)), `${query}: ${record.objectID}`).toBeCloseTo(ofEngine(pageOf[i]!), 5));
    }
  });

  it('scores a page by its best hit, as a share of the best page, and a page without the words as 0', () => {
    const score = hitsRelevance('refund', records, stats, SITE_RELEVANCE_SETTINGS);
    expect(score('https://merchantry.io/refunds')).toBe(1);
    expect(score('https://merchantry.io/webhooks')).toBeGreaterThan(0);
    expect(score('https://merchantry.io/webhooks')).toBeLessThan(1);
    expect(score('https://merchantry.io/cart')).toBe(0);
    expect(hitsRelevance('zebra', records, stats, SITE_RELEVANCE_SETTINGS)('https://merchantry.io/refunds')).toBe(0);
  });

  it('is a plain JSON object, as the build writes it', () => {
    expect(JSON.parse(JSON.stringify(stats))).toEqual(stats);
    expect(stats.fields).toEqual(['hierarchy', 'content', 'code', 'keywords']);
    expect(stats.holding).toHaveLength(stats.terms.length * stats.fields.length);
    expect(stats.records).toBe(records.length);
  });
});
