/**
 * An error of the Insights or Analytics API, answered as Algolia answers them:
 * `{"status": N, "message": "..."}` with the same HTTP status.
 */
export class InsightsApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'InsightsApiError';
    this.status = status;
  }
}
