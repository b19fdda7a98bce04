import {describe, expect, it} from 'vitest';
import {INSIGHTS_LIMITS, parseInsightsEvents} from '../events';

const NOW = Date.UTC(2026, 10, 25, 12);
const QUERY_ID = '0123456789abcdef0123456789abcdef';
const click = {eventType: 'click', eventName: 'Item Selected', index: 'merchantry', userToken: 'anon-1', objectIDs: ['a', 'b'], positions: [1, 4], queryID: QUERY_ID};

const fault = (body: unknown) => {
  try {
    parseInsightsEvents(body, NOW);
  } catch (error) {
    return {status: (error as {status: number}).status, message: (error as Error).message};
  }
  throw new Error('expected a 422');
};

describe('parseInsightsEvents', () => {
  it('turns a click after a search into one row per object with its position', () => {
    expect(parseInsightsEvents({events: [click]}, NOW)).toEqual([
      {at: NOW, eventType: 'click', eventName: 'Item Selected', indexName: 'merchantry', queryID: QUERY_ID, objectID: 'a', position: 1},
      {at: NOW, eventType: 'click', eventName: 'Item Selected', indexName: 'merchantry', queryID: QUERY_ID, objectID: 'b', position: 4},
    ]);
  });

  it('keeps a given timestamp and accepts views and conversions without positions', () => {
    const rows = parseInsightsEvents(
      {events: [{eventType: 'view', eventName: 'Items Viewed', index: 'merchantry', userToken: 'u', objectIDs: ['a'], timestamp: NOW - 1000}, {eventType: 'conversion', eventName: 'Copied', index: 'merchantry', userToken: 'u', objectIDs: ['a'], queryID: QUERY_ID}]},
      NOW,
    );
    expect(rows.map((row) => [row.eventType, row.at, row.position])).toEqual([['view', NOW - 1000, null], ['conversion', NOW, null]]);
  });

  it('answers 422 naming the first fault, for each of Algolia limits', () => {
    expect(fault({events: []})).toEqual({status: 422, message: 'events: expected at least one event'});
    expect(fault({events: Array.from({length: INSIGHTS_LIMITS.eventsPerRequest + 1}, () => click)}).message).toMatch(/at most 1000 events/);
    expect(fault({events: [{...click, eventName: 'x'.repeat(65)}]}).message).toMatch(/^events\[0\]\.eventName: expected 1 to 64/);
    expect(fault({events: [click, {...click, positions: [1]}]}).message).toBe('events[1].positions: expected one position per objectID (2)');
    expect(fault({events: [{...click, positions: undefined}]}).message).toMatch(/needs one position per objectID/);
    expect(fault({events: [{...click, positions: [0, 1]}]}).message).toMatch(/positions\[0\]/);
    expect(fault({events: [{...click, queryID: 'nope'}]}).message).toMatch(/queryID: expected 32 hexadecimal/);
    expect(fault({events: [{...click, userToken: 'has space'}]}).message).toMatch(/userToken/);
    expect(fault({events: [{...click, eventType: 'purchase'}]}).message).toMatch(/eventType/);
    expect(fault({events: [{...click, objectIDs: Array.from({length: 21}, (_, i) => String(i)), positions: undefined, queryID: undefined}]}).message).toMatch(/1 to 20 object ids/);
    expect(fault({events: [{...click, timestamp: NOW - 31 * 24 * 3600 * 1000}]}).message).toMatch(/older than 30 days/);
    expect(fault({events: [{...click, filters: ['a:b']}]}).message).toMatch(/objectIDs only/);
    expect(fault([click]).message).toMatch(/expected \{"events"/);
  });
});
