import {describe, expect, it} from 'vitest';
import {flagsAsWords} from '../commandFlags';
import {docRecord, ids} from '../engine/__tests__/helpers';
import {DOCSEARCH_TEMPLATE_SETTINGS, SearchEngine} from '../engine/index';

describe('flagsAsWords', () => {
  it('drops the dashes of a flag, and keeps one dash, which excludes, and dashes inside a word', () => {
    expect(flagsAsWords('npm run build --workspaces --if-present')).toBe('npm run build workspaces if-present');
    expect(flagsAsWords('--version')).toBe('version');
    expect(flagsAsWords('deploy -docker e-commerce a--b')).toBe('deploy -docker e-commerce a--b');
    expect(flagsAsWords('seed -- --products')).toBe('seed -- products');
  });

  it("lets local mode find the flag's word, which strict mode excludes as Algolia's advanced syntax may", () => {
    const records = [
      docRecord({id: 'psql', lvl1: 'System requirements', content: 'Check PostgreSQL with psql --version before you install.'}),
      docRecord({id: 'shell', lvl1: 'Database shell', content: 'Open psql to run queries by hand.'}),
    ];
    const search = (localRanking: boolean) =>
      ids(new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS, {localRanking}).search({query: 'psql --version'}, {indexName: 'docs'}));
    expect(search(true)[0]).toBe('psql');
    expect(search(false)).toEqual(['shell']);
  });
});
