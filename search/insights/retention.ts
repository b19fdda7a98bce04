/**
 * How long the insights store keeps what it records. The privacy page renders these numbers, so
 * what it promises and what the server deletes cannot drift apart.
 */
export const INSIGHTS_RETENTION_DAYS = {
  /** Recorded searches and click, conversion and view events. */
  searches: 90,
  /** Page feedback (votes and comments), read by the writers over a release cycle or two. */
  feedback: 365,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;
