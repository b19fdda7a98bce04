import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine/index';
import {extractRecords} from '../indexer/extract';
import {SITE_SEARCH_SETTINGS} from '../siteSettings';
import {siteSynonymsFor} from '../siteSynonyms';

const page =
  '<html><body><article><header><h1>Database</h1></header><h2 id=queries>Queries</h2><p>Insert rows with the query builder.</p>' +
  '<h2 id=transactions>Transactions</h2><p>Wrap several statements in one transaction: all of them are saved, or none.</p>' +
  '<h2 id=switch-off>Disable a module</h2><p>Set enabled to false.</p>' +
  '<h2 id=pool>Connection pool</h2><p>Each process keeps up to 20 database connections.</p>' +
  '<h2 id=theme>Choose a theme</h2><p>Set system.theme to the folder of the theme to use.</p>' +
  '<h2 id=areas>Areas</h2><p>Each Area renders the components placed in it.</p>' +
  '<h2 id=checklist>Checklist</h2><p>Run these checks before launch.</p>' +
  '<h2 id=subscribers>Subscribers</h2><p>A subscriber runs after each event.</p>' +
  '<h2 id=sign-out>Sign out</h2><p>Sign out of the admin when you are done.</p>' +
  '<h2 id=stock>Stock</h2><p>Hide products that are out of stock.</p>' +
  '<h2 id=extensions>Extensions</h2><p>Write an extension to add a feature.</p></article></body></html>';

describe("the site's reviewed synonyms", () => {
  const records = extractRecords(page, 'https://merchantry.io/docs/database', {pageRank: 4});
  const engine = new SearchEngine(records, SITE_SEARCH_SETTINGS, {synonyms: siteSynonymsFor(records)});
  const anchors = (engine: SearchEngine, query: string) => engine.search({query}, {indexName: 'merchantry'}).hits.map((hit) => hit.anchor);

  it('find the transaction section for work done atomically, a word the docs never use', () => {
    expect(anchors(engine, 'run statements atomically')[0]).toBe('transactions');
    expect(anchors(engine, 'atomic')).toEqual(['transactions']);
    expect(anchors(new SearchEngine(records, SITE_SEARCH_SETTINGS), 'atomic')).toEqual([]);
  });

  it('find how to disable a module for "deactivate", the word of other platforms', () => {
    expect(anchors(engine, 'deactivate')).toEqual(['switch-off']);
    expect(anchors(engine, 'deactivate module')[0]).toBe('switch-off');
  });

  it('find how to disable a module for "turn off"', () => {
    expect(anchors(engine, 'turn off')[0]).toBe('switch-off');
    expect(anchors(new SearchEngine(records, SITE_SEARCH_SETTINGS), 'turn off')).not.toContain('switch-off');
  });

  it('read "db" as database, the abbreviation developers type', () => {
    expect(anchors(engine, 'db connections')[0]).toBe('pool');
    expect(anchors(engine, 'db')).toContain('pool');
    expect(anchors(new SearchEngine(records, SITE_SEARCH_SETTINGS), 'db')).toEqual([]);
  });

  it('read the short forms developers type as the words the pages spell out', () => {
    expect(anchors(engine, 'tx')).toEqual(['transactions']);
    expect(anchors(new SearchEngine(records, SITE_SEARCH_SETTINGS), 'tx')).toEqual([]);
  });

  it('find the areas for a "slot", what other frameworks call them', () => {
    expect(anchors(engine, 'slot')).toEqual(['areas']);
    expect(anchors(new SearchEngine(records, SITE_SEARCH_SETTINGS), 'slot')).toEqual([]);
  });

  it('find the subscribers for an "observer" and stock for "sold out", words of other platforms', () => {
    expect(anchors(engine, 'observer')).toEqual(['subscribers']);
    expect(anchors(engine, 'sold out')[0]).toBe('stock');
    const plain = new SearchEngine(records, SITE_SEARCH_SETTINGS);
    expect(anchors(plain, 'observer')).toEqual([]);
    expect(anchors(plain, 'sold out')[0]).toBe('sign-out');
  });

  it('find extensions for "addons", what other platforms call them', () => {
    expect(anchors(engine, 'addons')[0]).toBe('extensions');
    expect(anchors(new SearchEngine(records, SITE_SEARCH_SETTINGS), 'addons')).toEqual([]);
  });

  it('find the pre-launch checklist for "going live"', () => {
    expect(anchors(engine, 'going live')).toEqual(['checklist']);
    expect(anchors(new SearchEngine(records, SITE_SEARCH_SETTINGS), 'going live')).toEqual([]);
  });

  it('find the theme for a "storefront template" or a "reskin", what merchants call it', () => {
    expect(anchors(engine, 'switch storefront template')[0]).toBe('theme');
    expect(anchors(engine, 'store template')).toEqual(['theme']);
    expect(anchors(engine, 'reskin')).toEqual(['theme']);
    expect(anchors(new SearchEngine(records, SITE_SEARCH_SETTINGS), 'storefront template')).toEqual([]);
  });
});
