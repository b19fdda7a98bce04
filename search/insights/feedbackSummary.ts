/**
 * Page feedback as the writers read it: per page, the yes and no votes and the comments, least
 * helpful first (most "no" votes, then the lowest share of "yes").
 */
import type {InsightsStore} from './store';

export interface PageFeedbackSummary {
  page: string;
  yes: number;
  no: number;
  /** Newest first. */
  comments: Array<{helpful: boolean; comment: string; date: string}>;
}

export function feedbackSummary(store: InsightsStore, from: number, to: number, limit: number): PageFeedbackSummary[] {
  const pages = store.db
    .prepare(
      `SELECT page, SUM(helpful) AS yes, SUM(1 - helpful) AS no FROM feedback WHERE at >= ? AND at < ?
       GROUP BY page ORDER BY no DESC, CAST(yes AS REAL) / (yes + no) ASC, page ASC LIMIT ?`,
    )
    .all(from, to, limit) as Array<{page: string; yes: number; no: number}>;
  const comments = store.db.prepare(
    `SELECT helpful, comment, strftime('%Y-%m-%d', at / 1000, 'unixepoch') AS date FROM feedback
     WHERE page = ? AND at >= ? AND at < ? AND comment != '' ORDER BY at DESC`,
  );
  return pages.map((row) => ({
    ...row,
    comments: (comments.all(row.page, from, to) as Array<{helpful: number; comment: string; date: string}>).map((c) => ({...c, helpful: c.helpful === 1})),
  }));
}
