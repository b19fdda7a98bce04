/**
 * Seed data for `npm run search:report -- --demo`: two weeks of plausible searches, clicks and
 * page votes, generated from a fixed seed so every run (and every clone) shows the same report.
 * Written to its own store, never to the server's.
 */
import {randomBytes} from 'node:crypto';
import {seededRandom} from '../seededRandom';
import {DAY_MS} from './retention';
import type {InsightsStore, StoredEvent, StoredFeedback, StoredSearch} from './store';

/** [query, hits, share of searches that click something] */
const QUERIES: Array<[string, number, number]> = [
  ['install', 24, 0.8],
  ['webhook', 18, 0.7],
  ['cart api', 31, 0.75],
  ['stripe', 12, 0.65],
  ['extension', 40, 0.5],
  ['env variables', 9, 0.6],
  ['migrations', 7, 0.55],
  ['rate limit', 5, 0.7],
  ['product variants', 14, 0.45],
  ['docker', 6, 0.5],
  ['checkout flow', 11, 0.3],
  ['theme override', 8, 0.2],
  ['graphql', 0, 0],
  ['wishlist export', 0, 0],
  ['multi currency', 3, 0.1],
  ['sso login', 0, 0],
  ['refund policy', 4, 0],
];

/** [page, helpful votes, unhelpful votes, comments as [helpful, text]] */
const PAGES: Array<[string, number, number, Array<[boolean, string]>]> = [
  ['/docs/development/getting-started/installation-guide', 41, 3, [[true, 'Worked first time on Ubuntu.'], [false, 'The Node version table was out of date for me.']]],
  ['/docs/development/knowledge-base/database', 12, 9, [[false, 'Missing an example of a rollback.'], [false, 'Which migrations run on start?']]],
  ['/docs/api/cart', 20, 4, [[false, 'Say which header carries the cart token.']]],
  ['/docs/development/module/create-your-first-extension', 15, 11, [[false, 'The scaffold command failed on Windows.'], [false, 'Too long; a checklist would help.'], [true, 'Great walkthrough.']]],
  ['/docs/development/theme/theme-overview', 6, 8, [[false, 'How do I override a single component?']]],
];

export const DEMO_DAYS = 14;

export function seedDemo(store: InsightsStore, indexName: string, now: number): {searches: number; events: number; votes: number} {
  const random = seededRandom(16);
  const hex = () => randomBytes(16).toString('hex');
  const searches: StoredSearch[] = [];
  const events: StoredEvent[] = [];
  const votes: StoredFeedback[] = [];
  const startOfToday = Math.floor(now / DAY_MS) * DAY_MS;
  for (let day = DEMO_DAYS - 1; day >= 0; day--) {
    const dayStart = startOfToday - day * DAY_MS;
    const perDay = 30 + Math.floor(random() * 40);
    for (let n = 0; n < perDay; n++) {
      // Earlier queries in the list are searched more (a rough Zipf shape).
      const [query, nbHits, clickShare] = QUERIES[Math.floor(QUERIES.length * random() ** 2)]!;
      const at = dayStart + Math.floor(random() * (day === 0 ? Math.max(1, now - dayStart) : DAY_MS));
      const queryID = hex();
      const slug = query.replace(/\s+/g, '-');
      const hits = Array.from({length: Math.min(nbHits, 10)}, (_, i) => `demo-${slug}-${i + 1}`);
      searches.push({at, indexName, query, nbHits, queryIDs: [queryID], withFilters: true, tags: [], hits});
      if (hits.length > 0 && random() < clickShare) {
        const position = 1 + Math.floor(hits.length * random() ** 3);
        events.push({at: at + 4000, eventType: 'click', eventName: 'Item Selected', indexName, queryID, objectID: hits[position - 1]!, position});
      }
    }
  }
  for (const [page, yes, no, comments] of PAGES) {
    const unsaid = {true: comments.filter(([h]) => h).map(([, text]) => text), false: comments.filter(([h]) => !h).map(([, text]) => text)};
    for (let i = 0; i < yes + no; i++) {
      const helpful = i < yes;
      const comment = unsaid[`${helpful}`].shift() ?? '';
      votes.push({at: startOfToday - Math.floor(random() * DEMO_DAYS) * DAY_MS + 3_600_000, page, helpful, comment, voter: `demo-voter-${page.length}-${i}`});
    }
  }
  store.addSearches(searches);
  store.addEvents(events);
  for (const vote of votes) store.addFeedback(vote);
  return {searches: searches.length, events: events.length, votes: votes.length};
}
