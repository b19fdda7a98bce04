import {describe, expect, it} from 'vitest';
import {PageRelevance, relevanceTermIds, type RelevanceWord} from '../bm25';
import {buildInvertedIndex} from '../invertedIndex';
import {pageIdsOf} from '../sectionRerank';
import {DOCSEARCH_TEMPLATE_SETTINGS, resolveSettings} from '../settings';
import {docRecord} from './helpers';

/** Page relevance over `records`, and each page's score for a query by page path. */
function relevanceOf(records: ReturnType<typeof docRecord>[]) {
  const index = buildInvertedIndex(records, resolveSettings(DOCSEARCH_TEMPLATE_SETTINGS));
  const pageOf = pageIdsOf(records);
  const relevance = new PageRelevance(index, pageOf);
  const pageIds = new Map(records.map((record, i) => [String(record.url_without_anchor).replace('https://merchantry.io', ''), pageOf[i]!]));
  return (words: string[]) => {
    const score = relevance.scores(words.map((word) => index.dictionary.id(word)).filter((id) => id !== undefined));
    return (page: string) => score(pageIds.get(page)!);
  };
}

const filler = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');

describe('PageRelevance', () => {
  it('scores pages as shares of the best one, and a page without the words as 0', () => {
    const score = relevanceOf([
      docRecord({id: 'a', lvl1: 'Attribute', content: 'Delete an attribute with its options', page: '/a'}),
      docRecord({id: 'b', lvl1: 'Attribute group', content: 'A group lists attributes', page: '/b'}),
      docRecord({id: 'c', lvl1: 'Cart', content: 'Carts hold items', page: '/c'}),
    ])(['delete', 'attribute']);
    expect(score('/a')).toBe(1);
    expect(score('/b')).toBeGreaterThan(0);
    expect(score('/b')).toBeLessThan(1);
    expect(score('/c')).toBe(0);
  });

  it('weighs a rare word above a common one', () => {
    const common = Array.from({length: 6}, (_, i) => docRecord({id: `x${i}`, lvl1: `Page ${i}`, content: 'order totals', page: `/x${i}`}));
    const score = relevanceOf([
      ...common,
      docRecord({id: 'rare', lvl1: 'Refunds', content: 'refund policy', page: '/rare'}),
    ])(['order', 'refund']);
    expect(score('/rare')).toBeGreaterThan(score('/x0'));
  });

  it('prefers a short section that holds the word to a long one that mentions it once', () => {
    const score = relevanceOf([
      docRecord({id: 'short', lvl1: 'Webhooks', content: 'webhook secret', page: '/short'}),
      docRecord({id: 'long', lvl1: 'Stripe', content: `${filler(80)} webhook ${filler(80)}`, page: '/long'}),
    ])(['webhook']);
    expect(score('/short')).toBeGreaterThan(score('/long'));
  });

  it('counts more of the query words above more occurrences of one (a record scores its sum times the words it holds)', () => {
    const score = relevanceOf([
      docRecord({id: 'one', lvl1: 'Tokens', content: 'token token token token', page: '/one'}),
      docRecord({id: 'two', lvl1: 'Admin', content: 'admin token', page: '/two'}),
    ])(['admin', 'token']);
    expect(score('/two')).toBe(1);
    expect(score('/one')).toBeLessThan(1);
  });

  it('answers the same from its cache as the first time, whatever was asked between', () => {
    const ask = relevanceOf([
      docRecord({id: 'a', lvl1: 'Cron jobs', content: 'schedule a job', page: '/a'}),
      docRecord({id: 'b', lvl1: 'Events', content: 'a job runs after an event', page: '/b'}),
    ]);
    const first = ask(['job', 'schedule']);
    const scores = [first('/a'), first('/b')];
    ask(['event']);
    const again = ask(['job', 'schedule']);
    expect([again('/a'), again('/b')]).toEqual(scores);
  });
});

describe('relevanceTermIds', () => {
  const index = buildInvertedIndex(
    [
      docRecord({id: 'a', lvl1: 'View system', content: 'sortOrder sorts components; sortOrder again; sorting is stable', page: '/a'}),
      docRecord({id: 'b', lvl1: 'Modules', content: 'module folder structure, models and modals', page: '/b'}),
      docRecord({id: 'c', lvl1: 'Sorting', content: 'sortable lists', page: '/c'}),
    ],
    resolveSettings(DOCSEARCH_TEMPLATE_SETTINGS),
  );
  const termsFor = (words: RelevanceWord[]) => relevanceTermIds(words, index.dictionary, index.postingStart).map((id) => index.dictionary.terms[id]);
  const word = (term: string, prefix = false, maxTypos = 0): RelevanceWord => ({term, prefix, maxTypos});

  it('keeps a word the index holds as it is, each term once', () => {
    expect(termsFor([word('module'), word('folder'), word('module')])).toEqual(['module', 'folder']);
  });

  it('stands a word still being typed for its commonest completion', () => {
    expect(termsFor([word('sort', true)])).toEqual(['sort']);
    expect(termsFor([word('sorto', true)])).toEqual(['sortorder']);
    expect(termsFor([word('sorti', true)])).toEqual(['sorting']);
  });

  it('stands a misspelt word for its closest typo match, within the typos the match allows', () => {
    expect(termsFor([word('modul', false, 1)])).toEqual(['module']);
    expect(termsFor([word('sortorde', false, 1)])).toEqual(['sortorder']);
    expect(termsFor([word('modul', false, 0)])).toEqual([]);
    expect(termsFor([word('xyzzy', true, 1)])).toEqual([]);
  });

  it('does not complete a word the user has finished typing', () => {
    expect(termsFor([word('sorto', false, 0)])).toEqual([]);
  });
});
