import {describe, expect, it} from 'vitest';
import {DOCSEARCH_TEMPLATE_SETTINGS, SearchEngine} from '../index';
import {docRecord} from './helpers';

describe('partial words before the last (local mode)', () => {
  const records = [
    docRecord({id: 'overview', lvl1: 'REST overview', content: 'Pagination of list endpoints, with a limit.'}),
    docRecord({id: 'cart', lvl1: 'Cart', content: 'List the items of a cart over REST, a page at a time.'}),
  ];
  const answer = (localRanking: boolean, query: string) =>
    new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS, {localRanking}).search({query, getRankingInfo: true}, {indexName: 'docs'}).hits;

  it('reads a word the index lacks but that begins indexed words as a prefix, as the last word is read', () => {
    const hits = answer(true, 'paginat rest list');
    expect(hits[0]!.objectID).toBe('overview');
    expect(hits[0]!._rankingInfo).toMatchObject({words: 3, nbTypos: 0});
  });

  it('leaves words the index holds, and short ones, whole', () => {
    // "page" is indexed: it does not also match "pagination".
    const overview = answer(true, 'page rest').find((hit) => hit.objectID === 'overview');
    expect(overview?._rankingInfo?.words).toBe(1);
    // "pag" is too short to be read as the start of a word: it reaches "page" by a typo, not "pagination".
    expect(answer(true, 'pag rest list').find((hit) => hit.objectID === 'overview')?._rankingInfo?.words).toBe(2);
  });

  it('is not Algolia\'s reading: strict mode matches the word only by typos, as hosted Algolia does', () => {
    expect(answer(false, 'paginat rest list').find((hit) => hit.objectID === 'overview')?._rankingInfo?.words ?? 0).toBeLessThan(3);
  });
});
