import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {normalizeQuery, SearchRecorder, type AnsweredSearch} from '../searchRecorder';
import {InsightsStore} from '../store';

let dataDir: string;
let store: InsightsStore;
let clock: number;
let recorder: SearchRecorder;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'insights-recorder-'));
  store = InsightsStore.open(dataDir);
  clock = Date.UTC(2026, 10, 25, 12);
  // A flush interval longer than any test: the tests flush by hand.
  recorder = new SearchRecorder(store, {idleMs: 3000, flushIntervalMs: 3_600_000, now: () => clock});
});
afterEach(() => {
  recorder.close();
  store.close();
  rmSync(dataDir, {recursive: true, force: true});
});

function answered(query: string, extra: Partial<AnsweredSearch> = {}): AnsweredSearch {
  return {indexName: 'merchantry', query, nbHits: 5, withFilters: false, tags: [], hits: ['a'], ...extra};
}

function type(queries: string[], extra: Partial<AnsweredSearch> = {}, gapMs = 200): void {
  for (const query of queries) {
    recorder.record(answered(query, extra));
    clock += gapMs;
  }
}

const stored = () => store.db.prepare('SELECT query, nb_hits AS nbHits, tracked FROM searches ORDER BY id').all();

describe('SearchRecorder: prefix aggregation', () => {
  it('counts the keystrokes of one search once, as its last query', () => {
    type(['i', 'in', 'ins', 'inst', 'install']);
    recorder.flush();
    expect(stored()).toEqual([]);
    clock += 3000;
    recorder.flush();
    expect(stored()).toEqual([{query: 'install', nbHits: 5, tracked: 0}]);
  });

  it('follows backspacing, and a new word after a pause is a new search', () => {
    type(['cart', 'car', 'carts']);
    clock += 5000;
    type(['checkout']);
    recorder.close();
    expect(stored()).toEqual([
      {query: 'carts', nbHits: 5, tracked: 0},
      {query: 'checkout', nbHits: 5, tracked: 0},
    ]);
  });

  it('a keystroke answered after the next one does not end the run on it', () => {
    type(['c', 'cr', 'cro', 'cron', 'cront'], {}, 20);
    recorder.record(answered('crontab', {queryID: 'a'.repeat(32)}));
    clock += 5;
    recorder.record(answered('cronta', {queryID: 'b'.repeat(32)}));
    recorder.close();
    expect(stored()).toEqual([{query: 'crontab', nbHits: 5, tracked: 1}]);
    expect(store.db.prepare('SELECT query_id FROM search_query_ids ORDER BY query_id').all()).toEqual([{query_id: 'a'.repeat(32)}, {query_id: 'b'.repeat(32)}]);
  });

  it("times a keystroke by when it was asked, so one answered slowly under load still joins the run as late", () => {
    type(['c', 'cr', 'cro', 'cron', 'cront'], {}, 20);
    const asked = clock;
    recorder.record(answered('crontab', {askedAt: asked + 10}));
    // "cronta" was asked first, and answered a second later.
    clock += 1000;
    recorder.record(answered('cronta', {askedAt: asked}));
    recorder.close();
    expect(stored()).toEqual([{query: 'crontab', nbHits: 5, tracked: 0}]);
  });

  it('a shorter query not typed on the way is backspacing once a reaction could have sent it', () => {
    // A pasted query, then one backspace.
    type(['installl'], {}, 300);
    type(['install']);
    recorder.close();
    expect(stored()).toEqual([{query: 'install', nbHits: 5, tracked: 0}]);
  });

  it('keeps two visitors apart by user token, and a visitor changing topic starts a new search', () => {
    recorder.record(answered('pay', {userToken: 'u1'}));
    recorder.record(answered('pro', {userToken: 'u2'}));
    recorder.record(answered('payment', {userToken: 'u1'}));
    recorder.record(answered('product', {userToken: 'u2'}));
    recorder.record(answered('tax', {userToken: 'u1'}));
    recorder.close();
    expect(stored().map((row) => (row as {query: string}).query).sort()).toEqual(['payment', 'product', 'tax']);
  });

  it('keeps every query id of a run, so a click on any of them counts for the search', () => {
    type(['we', 'web', 'webhook'].map((q) => q), {}, 100);
    recorder.record(answered('webhooks', {queryID: 'a'.repeat(32)}));
    recorder.record(answered('webhook', {queryID: 'b'.repeat(32)}));
    recorder.close();
    expect(stored()).toEqual([{query: 'webhook', nbHits: 5, tracked: 1}]);
    expect(store.db.prepare('SELECT query_id FROM search_query_ids ORDER BY query_id').all()).toEqual([{query_id: 'a'.repeat(32)}, {query_id: 'b'.repeat(32)}]);
  });

  it('skips empty queries and normalises case, spaces and Unicode forms', () => {
    expect(normalizeQuery('  Ｃart   API ')).toBe('cart api');
    type(['', '   ']);
    recorder.close();
    expect(stored()).toEqual([]);
  });

  it('writes nothing on the request: a run that ends because a new one starts waits for the next flush', () => {
    recorder.record(answered('tax', {userToken: 'u1'}));
    recorder.record(answered('shipping', {userToken: 'u1'}));
    expect(stored()).toEqual([]);
    expect(recorder.pending).toBe(2);
    recorder.flush();
    expect(stored()).toEqual([{query: 'tax', nbHits: 5, tracked: 0}]);
  });
});
