import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {DAY_MS, INSIGHTS_RETENTION_DAYS} from '../retention';
import {InsightsStore, type StoredSearch} from '../store';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'insights-store-'));
});
afterEach(() => rmSync(dataDir, {recursive: true, force: true}));

const NOW = Date.UTC(2026, 10, 25, 12);

function search(overrides: Partial<StoredSearch> = {}): StoredSearch {
  return {at: NOW, indexName: 'merchantry', query: 'install', nbHits: 3, queryIDs: [], withFilters: false, tags: [], hits: ['a', 'b'], ...overrides};
}

const count = (store: InsightsStore, table: string) => (store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as {n: number}).n;

describe('InsightsStore', () => {
  it('keeps searches, events and votes across a close and a reopen', () => {
    const first = InsightsStore.open(dataDir);
    first.addSearches([search({queryIDs: ['q1', 'q2']}), search({query: 'cart'})]);
    first.addEvents([{at: NOW, eventType: 'click', eventName: 'Item Selected', indexName: 'merchantry', queryID: 'q2', objectID: 'a', position: 1}]);
    first.addFeedback({at: NOW, page: '/docs/a', helpful: false, comment: 'unclear', voter: 'v1'});
    first.close();
    const again = InsightsStore.open(dataDir);
    expect(count(again, 'searches')).toBe(2);
    expect(count(again, 'search_query_ids')).toBe(2);
    expect(count(again, 'events')).toBe(1);
    expect(again.db.prepare('SELECT page, helpful, comment FROM feedback').all()).toEqual([{page: '/docs/a', helpful: 0, comment: 'unclear'}]);
    again.close();
  });

  it('holds one vote per page per voter: a second vote replaces the first; votes without a voter each count', () => {
    const store = InsightsStore.open(dataDir);
    store.addFeedback({at: NOW, page: '/docs/a', helpful: false, comment: '', voter: 'v1'});
    store.addFeedback({at: NOW + 1, page: '/docs/a', helpful: true, comment: 'found it', voter: 'v1'});
    store.addFeedback({at: NOW, page: '/docs/b', helpful: true, comment: '', voter: 'v1'});
    store.addFeedback({at: NOW, page: '/docs/a', helpful: false, comment: '', voter: null});
    store.addFeedback({at: NOW, page: '/docs/a', helpful: false, comment: '', voter: null});
    expect(store.db.prepare("SELECT helpful, comment FROM feedback WHERE page = '/docs/a' AND voter = 'v1'").all()).toEqual([{helpful: 1, comment: 'found it'}]);
    expect(count(store, 'feedback')).toBe(4);
    store.close();
  });

  it('deletes what is past the retention periods, and the query ids of deleted searches with them', () => {
    const store = InsightsStore.open(dataDir);
    const searchLimit = NOW - INSIGHTS_RETENTION_DAYS.searches * DAY_MS;
    const feedbackLimit = NOW - INSIGHTS_RETENTION_DAYS.feedback * DAY_MS;
    store.addSearches([search({at: searchLimit - 1, queryIDs: ['old']}), search({at: searchLimit, queryIDs: ['kept']})]);
    store.addEvents([
      {at: searchLimit - 1, eventType: 'view', eventName: 'Items Viewed', indexName: 'merchantry', queryID: null, objectID: 'a', position: null},
      {at: searchLimit + 1, eventType: 'view', eventName: 'Items Viewed', indexName: 'merchantry', queryID: null, objectID: 'a', position: null},
    ]);
    store.addFeedback({at: feedbackLimit - 1, page: '/old', helpful: true, comment: '', voter: null});
    store.addFeedback({at: searchLimit - 1, page: '/kept', helpful: true, comment: '', voter: null});
    expect(store.applyRetention(NOW)).toEqual({searches: 1, events: 1, feedback: 1});
    expect(store.db.prepare('SELECT query_id FROM search_query_ids').all()).toEqual([{query_id: 'kept'}]);
    expect(store.db.prepare('SELECT page FROM feedback').all()).toEqual([{page: '/kept'}]);
    store.close();
  });
});
