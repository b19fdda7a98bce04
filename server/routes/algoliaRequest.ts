/**
 * What the Algolia-compatible APIs read from a request: credentials where the clients put them,
 * JSON bodies sent as strings (browsers label them text/plain), search parameters from a query
 * string, and the search API's own named errors (@fastify/error classes).
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import createError from '@fastify/error';
import type {FastifyRequest} from 'fastify';
import {SearchError} from '../../search/engine/errors';

// The search API's HTTP-level errors, each with the status Algolia answers (the engine's own
// errors are `SearchError`s). apiErrorAnswer answers them with their status and message.
/** An empty or unreadable JSON body. */
export const SearchInvalidJsonError = createError<'SEARCH_INVALID_JSON', 400, [detail: string]>('SEARCH_INVALID_JSON', 'Invalid JSON: %s', 400);
/** Wrong credentials, or a search key on a write route. */
export const SearchForbiddenError = createError<'SEARCH_FORBIDDEN', 403, [message: string]>('SEARCH_FORBIDDEN', '%s', 403);
export const SearchRouteNotFoundError = createError<'SEARCH_ROUTE_NOT_FOUND', 404, [method: string, path: string]>(
  'SEARCH_ROUTE_NOT_FOUND',
  'Path not found: %s %s',
  404,
);
export const SearchMethodNotAllowedError = createError<'SEARCH_METHOD_NOT_ALLOWED', 405, [method: string, path: string]>(
  'SEARCH_METHOD_NOT_ALLOWED',
  'Method not allowed: %s %s',
  405,
);
/** A request whose answer would pass the server's hit or byte budget. */
export const SearchOverBudgetError = createError<'SEARCH_OVER_BUDGET', 400, [message: string]>('SEARCH_OVER_BUDGET', '%s', 400);
export const SearchRateLimitedError = createError<'SEARCH_RATE_LIMITED', 429, [retryAfterSeconds: number]>(
  'SEARCH_RATE_LIMITED',
  'Too many requests: retry in %s s',
  429,
);

/** More searches waiting for their turn than the server lets wait (server/searchTurns.ts). */
export const SearchBusyError = createError<'SEARCH_BUSY', 503, [retryAfterSeconds: number]>(
  'SEARCH_BUSY',
  'Too many searches at once: retry in %s s',
  503,
);

export const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';

export function sameSecret(given: string, expected: string): boolean {
  // Hash both so the comparison is constant-time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Credentials where the clients put them: headers (Node) or the query string (browsers, search key only). */
export function credentials(request: FastifyRequest): {appId: string; apiKey: string; fromHeader: boolean} {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = (name: string): string | undefined => {
    for (const [key, value] of Object.entries(query)) {
      if (key.toLowerCase() === name && typeof value === 'string') return value;
    }
    return undefined;
  };
  const header = (name: string): string | undefined => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const headerKey = header('x-algolia-api-key');
  return {
    appId: header('x-algolia-application-id') ?? fromQuery('x-algolia-application-id') ?? '',
    apiKey: headerKey ?? fromQuery('x-algolia-api-key') ?? '',
    fromHeader: headerKey !== undefined,
  };
}

export function parseJson(body: unknown): unknown {
  if (body === undefined || body === null || (typeof body === 'string' && body.trim() === '')) {
    throw new SearchInvalidJsonError('the request body is empty');
  }
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new SearchInvalidJsonError(error instanceof Error ? error.message : 'parse error');
  }
}

export function jsonObject(body: unknown): Record<string, unknown> {
  const value = parseJson(body);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SearchError('SEARCH_INVALID_REQUEST', 'Invalid request: the body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** The part of a query string that is search parameters (credentials and agent excluded). */
export function queryStringParams(request: FastifyRequest): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (!key.toLowerCase().startsWith('x-algolia-') && typeof value === 'string') out[key] = value;
  }
  return out;
}

export function notFound(request: FastifyRequest): InstanceType<typeof SearchRouteNotFoundError> {
  return new SearchRouteNotFoundError(request.method, request.url.split('?', 1)[0]!);
}
