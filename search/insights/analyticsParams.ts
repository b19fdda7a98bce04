/**
 * The query-string parameters the Analytics API v2 routes share (`index`, `startDate`, `endDate`,
 * `limit`, `offset`, `tags`, `clickAnalytics`, `orderBy`, `direction`, `search`), with Algolia's
 * defaults: the last eight days including today, 10 items from the first.
 */
import {DAY_MS} from './retention';
import {InsightsApiError} from './errors';

export const ANALYTICS_LIMITS = {defaultLimit: 10, maxLimit: 1000, defaultDays: 8} as const;

/** OR of ANDs of tags: `a AND b OR c` is `(a AND b) OR c`. */
export type TagFilter = string[][];

export interface AnalyticsRange {
  index: string;
  /** Inclusive start and exclusive end, in milliseconds (UTC days). */
  from: number;
  to: number;
  /** Every day of the range, `YYYY-MM-DD`, for the daily breakdowns. */
  days: string[];
  tags: TagFilter | null;
}

export interface AnalyticsParams extends AnalyticsRange {
  limit: number;
  offset: number;
  clickAnalytics: boolean;
  orderBy: string;
  direction: 'asc' | 'desc';
  search: string | null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const bad = (message: string) => new InsightsApiError(400, message);

export function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function parseDay(name: string, value: string): number {
  const match = DATE.exec(value);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || Number.isNaN(ms) || formatDay(ms) !== value) throw bad(`Invalid ${name}: expected a date as YYYY-MM-DD, got "${value}"`);
  return ms;
}

function parseCount(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw bad(`Invalid ${name}: expected a whole number, got "${value}"`);
  const n = Number(value);
  if (n > max) throw bad(`Invalid ${name}: at most ${max}`);
  return n;
}

export function parseTags(value: string): TagFilter {
  const groups: TagFilter = [[]];
  let expectTag = true;
  for (const token of value.trim().split(/\s+/)) {
    const operator = token === 'AND' || token === 'OR';
    if (operator === expectTag) throw bad(`Invalid tags: "${value}"`);
    if (token === 'OR') groups.push([]);
    else if (!operator) groups.at(-1)!.push(token);
    expectTag = operator;
  }
  if (expectTag) throw bad(`Invalid tags: "${value}"`);
  return groups;
}

function text(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw bad(`Invalid ${name}: give it once`);
  return value;
}

export function parseAnalyticsParams(query: Record<string, unknown>, now: number): AnalyticsParams {
  const index = text(query, 'index');
  if (!index) throw bad('Missing index: the index parameter is required');
  const today = parseDay('endDate', formatDay(now));
  const endText = text(query, 'endDate');
  const startText = text(query, 'startDate');
  const end = endText ? parseDay('endDate', endText) : today;
  const start = startText ? parseDay('startDate', startText) : end - (ANALYTICS_LIMITS.defaultDays - 1) * DAY_MS;
  if (start > end) throw bad('Invalid dates: startDate is after endDate');
  const days: string[] = [];
  for (let day = start; day <= end; day += DAY_MS) days.push(formatDay(day));
  const tagsText = text(query, 'tags');
  const direction = text(query, 'direction') ?? 'desc';
  if (direction !== 'asc' && direction !== 'desc') throw bad('Invalid direction: expected "asc" or "desc"');
  const clickAnalytics = text(query, 'clickAnalytics');
  if (clickAnalytics !== undefined && clickAnalytics !== 'true' && clickAnalytics !== 'false') throw bad('Invalid clickAnalytics: expected true or false');
  return {
    index,
    from: start,
    to: end + DAY_MS,
    days,
    tags: tagsText ? parseTags(tagsText) : null,
    limit: parseCount('limit', text(query, 'limit'), ANALYTICS_LIMITS.defaultLimit, ANALYTICS_LIMITS.maxLimit),
    offset: parseCount('offset', text(query, 'offset'), 0, Number.MAX_SAFE_INTEGER),
    clickAnalytics: clickAnalytics === 'true',
    orderBy: text(query, 'orderBy') ?? 'searchCount',
    direction,
    search: text(query, 'search') ?? null,
  };
}
