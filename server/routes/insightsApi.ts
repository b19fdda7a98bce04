/**
 * What the Insights (`/1/events`) and Analytics (`/2/...`) plugins share: bodies read as strings
 * (browsers send JSON as `text/plain`), the key check, and Algolia-shaped errors
 * (`{"status": N, "message": "..."}`), never a 500 for bad input.
 */
import type {FastifyError, FastifyInstance, FastifyRequest} from 'fastify';
import {InsightsApiError} from '../../search/insights/errors';
import {apiErrorAnswer} from '../apiErrors';
import {credentials, sameSecret} from './algoliaRequest';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/** Scoped to the calling plugin: every body is a string, at most `bodyLimit` bytes. */
export function acceptStringBodies(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', {parseAs: 'string', bodyLimit}, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError | InsightsApiError, request, reply) => {
    const {status, message} = apiErrorAnswer(error, request, {
      own: (candidate) => candidate instanceof InsightsApiError,
      bodyLimit,
      logLabel: 'insights API',
    });
    return reply.code(status).send({status, message});
  });
}

/**
 * Throws a 403 unless the request carries the application id and one of `keys`. With
 * `headerOnly`, a key in the query string does not count (keys that must not reach logs).
 */
export function requireKey(request: FastifyRequest, appId: string, keys: ReadonlyArray<string | undefined>, headerOnly: boolean): void {
  const given = credentials(request);
  const keyOk = (!headerOnly || given.fromHeader) && keys.some((key) => key !== undefined && sameSecret(given.apiKey, key));
  if (!sameSecret(given.appId, appId) || !keyOk) throw new InsightsApiError(403, INVALID_CREDENTIALS);
}

export function parseJsonBody(body: unknown): unknown {
  if (typeof body !== 'string' || body.trim() === '') throw new InsightsApiError(400, 'Invalid JSON: the request body is empty');
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new InsightsApiError(400, `Invalid JSON: ${error instanceof Error ? error.message : 'parse error'}`);
  }
}
