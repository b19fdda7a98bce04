import {describe, expect, it} from 'vitest';
import {DOCSEARCH_TEMPLATE_SETTINGS, SearchEngine} from '../index';
import {docRecord, ids} from './helpers';

const engine = (settings = {}) =>
  new SearchEngine(
    [
      docRecord({id: 'install', lvl1: 'Installation guide', content: 'Run the generator to install Merchantry.'}),
      docRecord({id: 'how', lvl1: 'How it works', content: 'What is a module and how do modules load.'}),
      docRecord({id: 'cron', lvl1: 'Cron jobs', content: 'Schedule a job in Merchantry.'}),
      docRecord({id: 'deploy', lvl1: 'Deploy', content: 'Deploy the store to a server.'}),
    ],
    {...DOCSEARCH_TEMPLATE_SETTINGS, ...settings},
  );
const search = (e: SearchEngine, query: string, params = {}) => ids(e.search({query, ...params}, {indexName: 'docs'}));

describe('removeStopWords', () => {
  it('drops function words so a question finds the page that answers it', () => {
    // Without: every word is required, nothing matches, and allOptional lets "how" and "do" win.
    expect(search(engine(), 'how do I install ')[0]).toBe('how');
    expect(search(engine({removeStopWords: ['en']}), 'how do I install ')).toEqual(['install']);
    expect(search(engine(), 'how do I install ', {removeStopWords: true})).toEqual(['install']);
  });

  it('keeps a stop word that is still being typed (a prefix) and inside phrases', () => {
    // "ho" is not a stop word; "how" typed last is a prefix and stays.
    expect(search(engine({removeStopWords: true}), 'modules how')).toEqual(['how']);
    expect(search(engine({removeStopWords: true}), '"how it works"')).toEqual(['how']);
  });

  it('keeps a query made only of stop words', () => {
    expect(search(engine({removeStopWords: true}), 'what is ')).toEqual(['how']);
  });

  it('drops them before the query is cut to its first ten words, so a long question keeps its topic', () => {
    // Twelve words, the topic last: cut first, the query kept "make" alone of its words, which no
    // record holds, and found nothing.
    const question = 'how do i make it so that it is on a server ';
    expect(search(engine({removeStopWords: true}), question)).toEqual(['deploy']);
  });

  it('follows languages: a list without English removes nothing', () => {
    expect(search(engine({removeStopWords: ['fr']}), 'how do I install ')[0]).toBe('how');
  });
});

describe('optionalWords', () => {
  it('makes a word optional but ranks records that match it first', () => {
    const e = engine({optionalWords: ['merchantry']});
    expect(search(e, 'deploy merchantry ')).toEqual(['deploy']);
    expect(search(e, 'install merchantry ')).toEqual(['install']);
    expect(search(e, 'job merchantry ')).toEqual(['cron']);
    // Both match "schedule"? Only cron; with two candidates the one with the optional word leads.
    expect(search(engine({optionalWords: ['store']}), 'deploy store ')).toEqual(['deploy']);
  });

  it('matches any record with one of the words when every word is optional', () => {
    expect(search(engine({optionalWords: ['merchantry']}), 'merchantry ').sort()).toEqual(['cron', 'install']);
    expect(search(engine(), 'merchantry ', {optionalWords: ['merchantry']}).sort()).toEqual(['cron', 'install']);
  });

  it('ranks the record matching the optional word above one that does not', () => {
    const e = new SearchEngine(
      [docRecord({id: 'plain', lvl1: 'Deploy'}), docRecord({id: 'both', lvl1: 'Deploy', content: 'Merchantry on a server'})],
      {...DOCSEARCH_TEMPLATE_SETTINGS, optionalWords: ['merchantry']},
    );
    expect(search(e, 'deploy merchantry ')).toEqual(['both', 'plain']);
  });
});

describe('typos in local mode, where stop words are removed', () => {
  const records = [
    docRecord({id: 'payments', lvl1: 'Payments', content: 'Pay by card or cash on delivery.'}),
    docRecord({id: 'database', lvl1: 'Database', content: 'The query builder, not an ORM, for cash reports.'}),
  ];
  const answer = (localRanking: boolean) =>
    new SearchEngine(records, {...DOCSEARCH_TEMPLATE_SETTINGS, removeStopWords: true}, {localRanking}).search(
      {query: 'orm cash ', getRankingInfo: true, attributesToHighlight: ['content']},
      {indexName: 'docs'},
    ).hits;
  const contentWords = (hit: {_highlightResult?: Record<string, unknown>}) => (hit._highlightResult?.content as {matchedWords?: string[]} | undefined)?.matchedWords;

  it('never lands on a stop word: "orm" does not match "or"', () => {
    const payments = answer(true).find((hit) => hit.objectID === 'payments')!;
    expect(payments._rankingInfo?.words).toBe(1);
    expect(contentWords(payments)).toEqual(['cash']);
    expect(answer(true)[0]!.objectID).toBe('database');
  });

  it('does in strict mode, as Algolia answers', () => {
    const payments = answer(false).find((hit) => hit.objectID === 'payments')!;
    expect(payments._rankingInfo?.words).toBe(2);
    expect(contentWords(payments)).toEqual(['orm', 'cash']);
  });
});
