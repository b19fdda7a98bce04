/**
 * The page feedback form's contract ("Was this page helpful?"), shared by the doc footer
 * (`src/theme/DocItem/Footer`) and the site server (`server/routes/feedback.ts`).
 *
 * Plain TypeScript only: the server imports this file, so no React, no Docusaurus aliases.
 */

export const FEEDBACK_ENDPOINT = '/api/feedback';

export const FEEDBACK_LIMITS = {
  comment: 500,
  page: 300,
  voter: 64,
  bodyBytes: 8 * 1024,
} as const;

/** Votes per client IP per window, counted like contact messages (memory only). */
export const FEEDBACK_RATE_LIMIT = {max: 20, windowMs: 10 * 60 * 1000} as const;

/** Form field names: the no-JavaScript form posts exactly these. */
export const FEEDBACK_FIELDS = {page: 'page', helpful: 'helpful', comment: 'comment', voter: 'voter'} as const;

/** Fragment the server redirects a plain form post to; the footer shows its message on `:target`. */
export const FEEDBACK_ANCHORS = {sent: 'feedback-sent', failed: 'feedback-failed'} as const;

/** The browser's random visitor id (a UUID from `crypto.randomUUID`, or any such token). */
const VOTER_ID = new RegExp(`^[A-Za-z0-9-]{8,${FEEDBACK_LIMITS.voter}}$`);

export interface FeedbackVote {
  page: string;
  helpful: boolean;
  comment: string;
  voter: string | null;
}

export type FeedbackValidation = {ok: true; value: FeedbackVote} | {ok: false; message: string};

/** A site path: one leading slash (not `//host`), no query string or fragment, no control characters. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^?#\s\\]*$/.test(value) && value.length <= FEEDBACK_LIMITS.page;
}

export function validateFeedback(body: Record<string, unknown>): FeedbackValidation {
  const {page, helpful, comment = '', voter} = body;
  if (typeof page !== 'string' || !isSitePath(page)) return {ok: false, message: 'The page is missing or is not a path of this site.'};
  if (helpful !== 'yes' && helpful !== 'no') return {ok: false, message: 'Choose "Yes" or "No".'};
  if (typeof comment !== 'string') return {ok: false, message: 'The comment must be text.'};
  const trimmed = comment.trim();
  if (trimmed.length > FEEDBACK_LIMITS.comment) return {ok: false, message: `Keep the comment to ${FEEDBACK_LIMITS.comment} characters.`};
  if (voter !== undefined && voter !== '' && (typeof voter !== 'string' || !VOTER_ID.test(voter))) {
    return {ok: false, message: 'The visitor id is not valid.'};
  }
  return {ok: true, value: {page, helpful: helpful === 'yes', comment: trimmed, voter: typeof voter === 'string' && voter !== '' ? voter : null}};
}
