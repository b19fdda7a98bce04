/**
 * The durable store behind the Insights and Analytics APIs and page feedback: one SQLite file,
 * `<dataDir>/insights.sqlite`, through better-sqlite3.
 *
 * Why SQLite: the questions asked of this data are group-bys over date ranges (top searches,
 * rates per day, clicks joined to the searches that led to them), which SQL answers in the
 * store instead of in JavaScript over every row; writes are small transactions that survive a
 * crash of the process (WAL journal); it is one file under DATA_DIR with nothing to run beside
 * the server. better-sqlite3 is synchronous, which suits a store written by batches off the
 * request path and read by a report, and it is the best-kept SQLite binding for Node 20.
 *
 * Nothing here holds an IP address, a user agent or a user token.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {DAY_MS, INSIGHTS_RETENTION_DAYS} from './retention';

/** One search as the analytics count it: the last query of a run of keystrokes. */
export interface StoredSearch {
  at: number;
  indexName: string;
  query: string;
  nbHits: number;
  /** `clickAnalytics` was on: the search returned query ids that events can point to. */
  queryIDs: string[];
  /** The search had filters (Algolia's `withFilterCount`). */
  withFilters: boolean;
  /** `analyticsTags` of the search, for `tags=` segments. */
  tags: string[];
  /** Object ids of the first page of hits (for `/2/hits`). */
  hits: string[];
}

/** One object of an Insights event (an event on three objects is three rows). */
export interface StoredEvent {
  at: number;
  eventType: 'click' | 'conversion' | 'view';
  eventName: string;
  indexName: string;
  queryID: string | null;
  objectID: string;
  /** 1-based position in the results, clicks after a search only. */
  position: number | null;
}

export interface StoredFeedback {
  at: number;
  /** Site path of the page, without query string or hash. */
  page: string;
  helpful: boolean;
  comment: string;
  /**
   * Random id the visitor's browser keeps so that a second vote replaces the first; null for a
   * form posted without JavaScript, which then counts on its own.
   */
  voter: string | null;
}

export const INSIGHTS_DB_FILE = 'insights.sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS searches (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  index_name TEXT NOT NULL,
  query TEXT NOT NULL,
  nb_hits INTEGER NOT NULL,
  tracked INTEGER NOT NULL,
  with_filters INTEGER NOT NULL,
  tags TEXT NOT NULL,
  hits TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS searches_by_index_time ON searches (index_name, at);
CREATE TABLE IF NOT EXISTS search_query_ids (
  query_id TEXT PRIMARY KEY,
  search_id INTEGER NOT NULL REFERENCES searches (id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS search_query_ids_by_search ON search_query_ids (search_id);
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  event_type TEXT NOT NULL,
  event_name TEXT NOT NULL,
  index_name TEXT NOT NULL,
  query_id TEXT,
  object_id TEXT NOT NULL,
  position INTEGER
);
CREATE INDEX IF NOT EXISTS events_by_query ON events (query_id) WHERE query_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS events_by_time ON events (at);
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  page TEXT NOT NULL,
  helpful INTEGER NOT NULL,
  comment TEXT NOT NULL,
  voter TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS feedback_one_vote ON feedback (page, voter) WHERE voter IS NOT NULL;
CREATE INDEX IF NOT EXISTS feedback_by_time ON feedback (at);
`;

export interface RetentionResult {
  searches: number;
  events: number;
  feedback: number;
}

export class InsightsStore {
  readonly db: Database.Database;
  readonly file: string;
  private readonly insertSearch: Database.Statement;
  private readonly insertQueryId: Database.Statement;
  private readonly insertEvent: Database.Statement;
  private readonly upsertVote: Database.Statement;
  private readonly insertAnonymousVote: Database.Statement;

  private constructor(file: string) {
    this.file = file;
    this.db = new Database(file);
    // WAL: readers (the Analytics API, the report) never block the writer; a committed
    // transaction survives a crash of the process. NORMAL sync skips an fsync per commit, which
    // WAL makes safe against corruption (a power cut can lose the last commits, not the file).
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    this.insertSearch = this.db.prepare(
      'INSERT INTO searches (at, index_name, query, nb_hits, tracked, with_filters, tags, hits) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertQueryId = this.db.prepare('INSERT OR IGNORE INTO search_query_ids (query_id, search_id) VALUES (?, ?)');
    this.insertEvent = this.db.prepare(
      'INSERT INTO events (at, event_type, event_name, index_name, query_id, object_id, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.upsertVote = this.db.prepare(
      `INSERT INTO feedback (at, page, helpful, comment, voter) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (page, voter) WHERE voter IS NOT NULL DO UPDATE SET at = excluded.at, helpful = excluded.helpful, comment = excluded.comment`,
    );
    this.insertAnonymousVote = this.db.prepare('INSERT INTO feedback (at, page, helpful, comment, voter) VALUES (?, ?, ?, ?, NULL)');
  }

  /** Opens (creating if needed) `<dataDir>/insights.sqlite`. */
  static open(dataDir: string): InsightsStore {
    mkdirSync(dataDir, {recursive: true});
    return new InsightsStore(path.join(dataDir, INSIGHTS_DB_FILE));
  }

  /** Writes searches in one transaction. */
  addSearches(searches: readonly StoredSearch[]): void {
    if (searches.length === 0) return;
    this.db.transaction(() => {
      for (const s of searches) {
        const {lastInsertRowid} = this.insertSearch.run(
          s.at,
          s.indexName,
          s.query,
          s.nbHits,
          s.queryIDs.length > 0 ? 1 : 0,
          s.withFilters ? 1 : 0,
          JSON.stringify(s.tags),
          JSON.stringify(s.hits),
        );
        for (const queryID of s.queryIDs) this.insertQueryId.run(queryID, lastInsertRowid);
      }
    })();
  }

  /** Writes events in one transaction: all of a request or none. */
  addEvents(events: readonly StoredEvent[]): void {
    if (events.length === 0) return;
    this.db.transaction(() => {
      for (const e of events) this.insertEvent.run(e.at, e.eventType, e.eventName, e.indexName, e.queryID, e.objectID, e.position);
    })();
  }

  /** A visitor's vote on a page; a second vote with the same voter id replaces the first. */
  addFeedback(vote: StoredFeedback): void {
    if (vote.voter === null) this.insertAnonymousVote.run(vote.at, vote.page, vote.helpful ? 1 : 0, vote.comment);
    else this.upsertVote.run(vote.at, vote.page, vote.helpful ? 1 : 0, vote.comment, vote.voter);
  }

  /** Deletes what is older than the retention periods the privacy page states. */
  applyRetention(now: number): RetentionResult {
    const searchCutoff = now - INSIGHTS_RETENTION_DAYS.searches * DAY_MS;
    const feedbackCutoff = now - INSIGHTS_RETENTION_DAYS.feedback * DAY_MS;
    return this.db.transaction(() => ({
      searches: this.db.prepare('DELETE FROM searches WHERE at < ?').run(searchCutoff).changes,
      events: this.db.prepare('DELETE FROM events WHERE at < ?').run(searchCutoff).changes,
      feedback: this.db.prepare('DELETE FROM feedback WHERE at < ?').run(feedbackCutoff).changes,
    }))();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
