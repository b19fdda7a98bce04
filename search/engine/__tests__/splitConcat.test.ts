import {describe, expect, it} from 'vitest';
import {DOCSEARCH_TEMPLATE_SETTINGS, SearchEngine} from '../index';
import {docRecord, ids} from './helpers';

const records = [
  docRecord({id: 'cron', lvl1: 'Cron jobs', content: 'Register a cron job in bootstrap.'}),
  docRecord({id: 'apart', lvl1: 'Jobs', content: 'A job queue; cron is elsewhere.'}),
  docRecord({id: 'database', lvl1: 'Database', content: 'The database holds every table.'}),
  docRecord({id: 'cronjob', lvl1: 'The cronjob process', content: 'A process named cronjob.'}),
];
const engine = new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS);
const search = (query: string, params = {}) => ids(engine.search({query, ...params}, {indexName: 'docs'}));

describe('splitting and concatenation (on with typo tolerance)', () => {
  it('splits a word into two indexed words that follow each other', () => {
    const found = search('cronjob ');
    expect(found).toContain('cron');
    // "cron" and "job" both occur in that record, but not one after the other.
    expect(found).not.toContain('apart');
  });

  it('ranks the word as typed before its split', () => {
    expect(search('cronjob ')[0]).toBe('cronjob');
  });

  it('joins two consecutive words into an indexed word', () => {
    expect(search('data base ')).toEqual(['database']);
  });

  it('splits the word being typed into whole words only', () => {
    expect(search('cronjob')).toContain('cron');
  });

  it('is off with typoTolerance: false, as on Algolia', () => {
    expect(search('data base ', {typoTolerance: false})).toEqual([]);
    expect(search('cronjob ', {typoTolerance: false})).toEqual(['cronjob']);
  });
});

describe('phrases found from their rarest word', () => {
  const phraseRecords = [
    docRecord({id: 'ordered', lvl1: 'Setup', content: 'Common words then unique word.'}),
    docRecord({id: 'reversed', lvl1: 'Setup', content: 'Rare word then common words.'}),
    ...Array.from({length: 5}, (_, i) => docRecord({id: `common-${i}`, lvl1: 'Common', content: `Common text ${i}.`})),
  ];
  const phraseEngine = new SearchEngine(phraseRecords, DOCSEARCH_TEMPLATE_SETTINGS);
  const phrase = (query: string) => ids(phraseEngine.search({query, advancedSyntax: true}, {indexName: 'docs'}));

  it('keeps word order and adjacency when a later word is the rarest', () => {
    // "unique" (one posting) drives; the words before it must sit right before it.
    expect(phrase('"then unique"')).toEqual(['ordered']);
    expect(phrase('"common words then unique"')).toEqual(['ordered']);
    expect(phrase('"words unique"')).toEqual([]);
    expect(phrase('"unique then"')).toEqual([]);
    expect(phrase('"rare word then"')).toEqual(['reversed']);
  });
});
