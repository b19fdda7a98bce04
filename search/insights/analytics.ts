/**
 * The Analytics API v2 answers, in Algolia's response shapes, computed in SQL over the insights
 * store. A search is "tracked" when it ran with `clickAnalytics` (it has query ids); its clicks
 * and conversions are the events whose `queryID` is one of them. Dates are UTC days.
 */
import type {AnalyticsParams, AnalyticsRange} from './analyticsParams';
import {InsightsApiError} from './errors';
import type {InsightsStore} from './store';

type Row = Record<string, number | string | null>;

/** Algolia's click-position buckets: 1 to 10 each, then 11–20, then 21 to the end (-1). */
export const CLICK_POSITION_BUCKETS: ReadonlyArray<readonly [number, number]> = [
  [1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [6, 6], [7, 7], [8, 8], [9, 9], [10, 10], [11, 20], [21, -1],
];

/** The searches of the range and segment, as the CTE `s`. */
function searchesOf(range: AnalyticsRange): {sql: string; args: Array<string | number>} {
  const args: Array<string | number> = [range.index, range.from, range.to];
  let where = 'index_name = ? AND at >= ? AND at < ?';
  if (range.tags) {
    const groups = range.tags.map((group) => `(${group.map(() => 'EXISTS (SELECT 1 FROM json_each(searches.tags) WHERE value = ?)').join(' AND ')})`);
    where += ` AND (${groups.join(' OR ')})`;
    args.push(...range.tags.flat());
  }
  return {sql: `s AS (SELECT * FROM searches WHERE ${where})`, args};
}

/** Per search of `s`: its clicks, conversions and the positions of its clicks (CTE `e`). */
const EVENTS_PER_SEARCH = `e AS (
  SELECT q.search_id AS id,
    SUM(ev.event_type = 'click') AS clicks,
    SUM(ev.event_type = 'conversion') AS conversions,
    SUM(CASE WHEN ev.event_type = 'click' THEN ev.position END) AS position_sum,
    SUM(ev.event_type = 'click' AND ev.position IS NOT NULL) AS positioned
  FROM search_query_ids q JOIN events ev ON ev.query_id = q.query_id
  WHERE q.search_id IN (SELECT id FROM s)
  GROUP BY q.search_id)`;

const DAY_OF = "strftime('%Y-%m-%d', s.at / 1000, 'unixepoch')";

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** SQL for each `orderBy` Algolia accepts on top searches, over the aggregated columns. */
const TOP_SEARCH_ORDER: Record<string, string> = {
  searchCount: 'count',
  clickThroughRate: 'CAST(clickedSearches AS REAL) / NULLIF(trackedSearchCount, 0)',
  averageClickPosition: 'CAST(positionSum AS REAL) / NULLIF(positioned, 0)',
  conversionRate: 'CAST(convertedSearches AS REAL) / NULLIF(trackedSearchCount, 0)',
  trackedSearchCount: 'trackedSearchCount',
  clickCount: 'clickCount',
  conversionCount: 'conversionCount',
};

export class InsightsAnalytics {
  constructor(private readonly store: InsightsStore) {}

  private all(sql: string, args: Array<string | number>): Row[] {
    return this.store.db.prepare(sql).all(...args) as Row[];
  }

  /** One row per day of the range, zeros where nothing happened. */
  private daily<T>(range: AnalyticsRange, select: string, withEvents: boolean, shape: (row: Row, date: string) => T): T[] {
    const s = searchesOf(range);
    const rows = this.all(
      `WITH ${s.sql}${withEvents ? `, ${EVENTS_PER_SEARCH}` : ''}
       SELECT ${DAY_OF} AS date, ${select} FROM s ${withEvents ? 'LEFT JOIN e ON e.id = s.id' : ''} GROUP BY date`,
      s.args,
    );
    const byDay = new Map(rows.map((row) => [row.date as string, row]));
    return range.days.map((date) => shape(byDay.get(date) ?? {}, date));
  }

  /** `GET /2/searches` */
  topSearches(p: AnalyticsParams): {searches: object[]} {
    const order = TOP_SEARCH_ORDER[p.orderBy];
    if (!order || (!p.clickAnalytics && p.orderBy !== 'searchCount')) {
      throw new InsightsApiError(400, `Invalid orderBy: "${p.orderBy}"${p.clickAnalytics ? '' : ' (without clickAnalytics only searchCount)'}`);
    }
    const s = searchesOf(p);
    const rows = this.all(
      `WITH ${s.sql}, ${EVENTS_PER_SEARCH}
       SELECT s.query AS search, COUNT(*) AS count, s.nb_hits AS nbHits, MAX(s.at) AS lastAt,
         SUM(s.tracked) AS trackedSearchCount,
         SUM(s.tracked AND COALESCE(e.clicks, 0) > 0) AS clickedSearches,
         SUM(s.tracked AND COALESCE(e.conversions, 0) > 0) AS convertedSearches,
         COALESCE(SUM(e.clicks), 0) AS clickCount,
         COALESCE(SUM(e.conversions), 0) AS conversionCount,
         COALESCE(SUM(e.position_sum), 0) AS positionSum,
         COALESCE(SUM(e.positioned), 0) AS positioned
       FROM s LEFT JOIN e ON e.id = s.id
       GROUP BY s.query
       ORDER BY ${order} ${p.direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, count DESC, search ASC
       LIMIT ? OFFSET ?`,
      [...s.args, p.limit, p.offset],
    );
    if (!p.clickAnalytics) return {searches: rows.map((row) => ({search: row.search, count: row.count, nbHits: row.nbHits}))};
    const positions = this.clickPositions(p, rows.map((row) => row.search as string));
    return {
      searches: rows.map((row) => {
        const tracked = row.trackedSearchCount as number;
        return {
          search: row.search,
          count: row.count,
          clickThroughRate: ratio(row.clickedSearches as number, tracked),
          averageClickPosition: ratio(row.positionSum as number, row.positioned as number),
          clickPositions: positions.get(row.search as string) ?? bucketize([]),
          conversionRate: ratio(row.convertedSearches as number, tracked),
          trackedSearchCount: tracked,
          clickCount: row.clickCount,
          conversionCount: row.conversionCount,
          nbHits: row.nbHits,
        };
      }),
    };
  }

  private clickPositions(range: AnalyticsRange, queries: string[]): Map<string, Array<{position: number[]; clickCount: number}>> {
    const out = new Map<string, Array<{position: number[]; clickCount: number}>>();
    if (queries.length === 0) return out;
    const s = searchesOf(range);
    const rows = this.all(
      `WITH ${s.sql}
       SELECT s.query AS search, ev.position AS position, COUNT(*) AS n
       FROM s JOIN search_query_ids q ON q.search_id = s.id JOIN events ev ON ev.query_id = q.query_id
       WHERE ev.event_type = 'click' AND ev.position IS NOT NULL AND s.query IN (${queries.map(() => '?').join(', ')})
       GROUP BY s.query, ev.position`,
      [...s.args, ...queries],
    );
    const grouped = new Map<string, Array<{position: number; n: number}>>();
    for (const row of rows) {
      const list = grouped.get(row.search as string) ?? [];
      list.push({position: row.position as number, n: row.n as number});
      grouped.set(row.search as string, list);
    }
    for (const [search, list] of grouped) out.set(search, bucketize(list));
    return out;
  }

  /** `GET /2/searches/noResults` */
  searchesNoResults(p: AnalyticsParams): {searches: Array<{search: string; count: number; withFilterCount: number}>} {
    const s = searchesOf(p);
    const rows = this.all(
      `WITH ${s.sql}
       SELECT query AS search, COUNT(*) AS count, SUM(with_filters) AS withFilterCount
       FROM s WHERE nb_hits = 0 GROUP BY query ORDER BY count DESC, search ASC LIMIT ? OFFSET ?`,
      [...s.args, p.limit, p.offset],
    );
    return {searches: rows as Array<{search: string; count: number; withFilterCount: number}>};
  }

  /** `GET /2/searches/noClicks`: queries with results whose tracked searches got no click at all. */
  searchesNoClicks(p: AnalyticsParams): {searches: Array<{search: string; count: number; nbHits: number}>} {
    const s = searchesOf(p);
    const rows = this.all(
      `WITH ${s.sql}, ${EVENTS_PER_SEARCH}
       SELECT s.query AS search, COUNT(*) AS count, s.nb_hits AS nbHits, MAX(s.at) AS lastAt
       FROM s LEFT JOIN e ON e.id = s.id
       WHERE s.tracked = 1 AND s.nb_hits > 0
       GROUP BY s.query HAVING COALESCE(SUM(e.clicks), 0) = 0
       ORDER BY count DESC, search ASC LIMIT ? OFFSET ?`,
      [...s.args, p.limit, p.offset],
    );
    return {searches: rows.map(({search, count, nbHits}) => ({search: search as string, count: count as number, nbHits: nbHits as number}))};
  }

  /** `GET /2/searches/count` */
  searchesCount(range: AnalyticsRange): {count: number; dates: Array<{date: string; count: number}>} {
    const dates = this.daily(range, 'COUNT(*) AS count', false, (row, date) => ({date, count: (row.count as number | null) ?? 0}));
    return {count: dates.reduce((sum, day) => sum + day.count, 0), dates};
  }

  /** `GET /2/searches/noResultRate` */
  noResultRate(range: AnalyticsRange) {
    const dates = this.daily(range, 'COUNT(*) AS count, SUM(s.nb_hits = 0) AS noResultCount', false, (row, date) => {
      const count = (row.count as number | null) ?? 0;
      const noResultCount = (row.noResultCount as number | null) ?? 0;
      return {date, noResultCount, count, rate: ratio(noResultCount, count) ?? 0};
    });
    const count = dates.reduce((sum, day) => sum + day.count, 0);
    const noResultCount = dates.reduce((sum, day) => sum + day.noResultCount, 0);
    return {rate: ratio(noResultCount, count) ?? 0, count, noResultCount, dates};
  }

  /** `GET /2/clicks/clickThroughRate` */
  clickThroughRate(range: AnalyticsRange) {
    const dates = this.daily(
      range,
      'SUM(s.tracked) AS tracked, SUM(s.tracked AND COALESCE(e.clicks, 0) > 0) AS clicked, COALESCE(SUM(e.clicks), 0) AS clicks',
      true,
      (row, date) => {
        const trackedSearchCount = (row.tracked as number | null) ?? 0;
        return {rate: ratio((row.clicked as number | null) ?? 0, trackedSearchCount), clickCount: (row.clicks as number | null) ?? 0, trackedSearchCount, date, clicked: (row.clicked as number | null) ?? 0};
      },
    );
    const trackedSearchCount = dates.reduce((sum, day) => sum + day.trackedSearchCount, 0);
    const clicked = dates.reduce((sum, day) => sum + day.clicked, 0);
    return {
      rate: ratio(clicked, trackedSearchCount),
      clickCount: dates.reduce((sum, day) => sum + day.clickCount, 0),
      trackedSearchCount,
      dates: dates.map(({clicked: _clicked, ...day}) => day),
    };
  }

  /** `GET /2/clicks/averageClickPosition` */
  averageClickPosition(range: AnalyticsRange) {
    const dates = this.daily(range, 'COALESCE(SUM(e.position_sum), 0) AS positionSum, COALESCE(SUM(e.positioned), 0) AS clicks', true, (row, date) => ({
      average: ratio((row.positionSum as number | null) ?? 0, (row.clicks as number | null) ?? 0),
      clickCount: (row.clicks as number | null) ?? 0,
      date,
      positionSum: (row.positionSum as number | null) ?? 0,
    }));
    const clickCount = dates.reduce((sum, day) => sum + day.clickCount, 0);
    const positionSum = dates.reduce((sum, day) => sum + day.positionSum, 0);
    return {average: ratio(positionSum, clickCount), clickCount, dates: dates.map(({positionSum: _sum, ...day}) => day)};
  }

  /** `GET /2/hits`: the objects most often on the first page of results (of `search` if given). */
  topHits(p: AnalyticsParams): {hits: object[]} {
    const s = searchesOf(p);
    const args = [...s.args];
    const only = p.search === null ? '' : 'WHERE s.query = ?';
    if (p.search !== null) args.push(p.search);
    const rows = this.all(
      `WITH ${s.sql},
       eo AS (
         SELECT q.search_id AS id, ev.object_id AS object_id,
           SUM(ev.event_type = 'click') AS clicks, SUM(ev.event_type = 'conversion') AS conversions
         FROM search_query_ids q JOIN events ev ON ev.query_id = q.query_id
         WHERE q.search_id IN (SELECT id FROM s)
         GROUP BY q.search_id, ev.object_id)
       SELECT j.value AS hit, COUNT(*) AS count, SUM(s.tracked) AS trackedHitCount,
         COALESCE(SUM(eo.clicks), 0) AS clickCount, SUM(s.tracked AND COALESCE(eo.clicks, 0) > 0) AS clicked,
         COALESCE(SUM(eo.conversions), 0) AS conversionCount, SUM(s.tracked AND COALESCE(eo.conversions, 0) > 0) AS converted
       FROM s JOIN json_each(s.hits) j LEFT JOIN eo ON eo.id = s.id AND eo.object_id = j.value
       ${only}
       GROUP BY j.value ORDER BY count DESC, hit ASC LIMIT ? OFFSET ?`,
      [...args, p.limit, p.offset],
    );
    if (!p.clickAnalytics) return {hits: rows.map(({hit, count}) => ({hit, count}))};
    return {
      hits: rows.map((row) => ({
        hit: row.hit,
        count: row.count,
        clickThroughRate: ratio(row.clicked as number, row.trackedHitCount as number),
        conversionRate: ratio(row.converted as number, row.trackedHitCount as number),
        trackedHitCount: row.trackedHitCount,
        clickCount: row.clickCount,
        conversionCount: row.conversionCount,
      })),
    };
  }
}

function bucketize(list: Array<{position: number; n: number}>): Array<{position: number[]; clickCount: number}> {
  return CLICK_POSITION_BUCKETS.map(([from, to]) => ({
    position: [from, to],
    clickCount: list.filter(({position}) => position >= from && (to === -1 || position <= to)).reduce((sum, {n}) => sum + n, 0),
  }));
}
