/**
 * The Insights API's `POST /1/events` body, checked the way Algolia checks it: every event must
 * be valid or none is accepted (422 naming the first fault).
 */
import {DAY_MS} from './retention';
import {InsightsApiError} from './errors';
import type {StoredEvent} from './store';

export const INSIGHTS_LIMITS = {
  eventsPerRequest: 1000,
  eventNameLength: 64,
  objectIDsPerEvent: 20,
  userTokenLength: 129,
  /** Algolia refuses events stamped more than 30 days back. */
  maxEventAgeMs: 30 * DAY_MS,
  /** Clock skew tolerated for timestamps ahead of the server's clock. */
  maxFutureSkewMs: 60 * 60 * 1000,
  /** Algolia's body limit for the Insights API. */
  bodyBytes: 2 * 1024 * 1024,
} as const;

const EVENT_TYPES = new Set(['click', 'conversion', 'view']);
const USER_TOKEN = /^[A-Za-z0-9_=/+-]+$/;
const QUERY_ID = /^[0-9a-f]{32}$/i;
// Printable ASCII, as Algolia asks of event names.
const EVENT_NAME = /^[\x20-\x7e]+$/;

const invalid = (message: string) => new InsightsApiError(422, message);

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function checkEvent(raw: unknown, at: string, now: number): StoredEvent[] {
  if (!isObject(raw)) throw invalid(`${at}: expected an object`);
  const {eventType, eventName, index, userToken, authenticatedUserToken, objectIDs, positions, queryID, timestamp, filters} = raw;
  if (typeof eventType !== 'string' || !EVENT_TYPES.has(eventType)) {
    throw invalid(`${at}.eventType: expected "click", "conversion" or "view"`);
  }
  if (typeof eventName !== 'string' || eventName.length === 0 || eventName.length > INSIGHTS_LIMITS.eventNameLength || !EVENT_NAME.test(eventName)) {
    throw invalid(`${at}.eventName: expected 1 to ${INSIGHTS_LIMITS.eventNameLength} printable ASCII characters`);
  }
  if (typeof index !== 'string' || index === '') throw invalid(`${at}.index: expected a non-empty string`);
  for (const [name, token, required] of [['userToken', userToken, true], ['authenticatedUserToken', authenticatedUserToken, false]] as const) {
    if (token === undefined && !required) continue;
    if (typeof token !== 'string' || token.length === 0 || token.length > INSIGHTS_LIMITS.userTokenLength || !USER_TOKEN.test(token)) {
      throw invalid(`${at}.${name}: expected 1 to ${INSIGHTS_LIMITS.userTokenLength} characters among letters, digits, "_", "=", "/", "+" and "-"`);
    }
  }
  if (filters !== undefined) {
    throw invalid(`${at}.filters: this server records events on objectIDs only`);
  }
  if (!Array.isArray(objectIDs) || objectIDs.length === 0 || objectIDs.length > INSIGHTS_LIMITS.objectIDsPerEvent) {
    throw invalid(`${at}.objectIDs: expected 1 to ${INSIGHTS_LIMITS.objectIDsPerEvent} object ids`);
  }
  objectIDs.forEach((id, i) => {
    if (typeof id !== 'string' || id === '') throw invalid(`${at}.objectIDs[${i}]: expected a non-empty string`);
  });
  if (queryID !== undefined && (typeof queryID !== 'string' || !QUERY_ID.test(queryID))) {
    throw invalid(`${at}.queryID: expected 32 hexadecimal characters`);
  }
  if (positions !== undefined) {
    if (eventType !== 'click' || queryID === undefined) throw invalid(`${at}.positions: only click events after a search (with a queryID) have positions`);
    if (!Array.isArray(positions) || positions.length !== objectIDs.length) {
      throw invalid(`${at}.positions: expected one position per objectID (${objectIDs.length})`);
    }
    positions.forEach((p, i) => {
      if (typeof p !== 'number' || !Number.isInteger(p) || p < 1) throw invalid(`${at}.positions[${i}]: expected a whole number from 1`);
    });
  } else if (eventType === 'click' && queryID !== undefined) {
    throw invalid(`${at}.positions: a click after a search (with a queryID) needs one position per objectID`);
  }
  let eventAt = now;
  if (timestamp !== undefined) {
    if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) throw invalid(`${at}.timestamp: expected milliseconds since the Unix epoch`);
    if (timestamp < now - INSIGHTS_LIMITS.maxEventAgeMs) throw invalid(`${at}.timestamp: events older than 30 days are refused`);
    if (timestamp > now + INSIGHTS_LIMITS.maxFutureSkewMs) throw invalid(`${at}.timestamp: the timestamp is in the future`);
    eventAt = timestamp;
  }
  return (objectIDs as string[]).map((objectID, i) => ({
    at: eventAt,
    eventType: eventType as StoredEvent['eventType'],
    eventName,
    indexName: index,
    queryID: queryID?.toLowerCase() ?? null,
    objectID,
    position: Array.isArray(positions) ? (positions[i] as number) : null,
  }));
}

/** The rows to store for a parsed `{events: [...]}` body, or the 422 Algolia would answer. */
export function parseInsightsEvents(body: unknown, now: number): StoredEvent[] {
  if (!isObject(body) || !Array.isArray(body.events)) throw invalid('Invalid body: expected {"events": [...]}');
  const {events} = body;
  if (events.length === 0) throw invalid('events: expected at least one event');
  if (events.length > INSIGHTS_LIMITS.eventsPerRequest) {
    throw invalid(`events: at most ${INSIGHTS_LIMITS.eventsPerRequest} events per request, got ${events.length}`);
  }
  return events.flatMap((event, i) => checkEvent(event, `events[${i}]`, now));
}
