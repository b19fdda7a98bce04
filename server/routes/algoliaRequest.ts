/**
 * What the Algolia-compatible APIs read from a request: credentials where the clients put them,
 * JSON bodies sent as strings (browsers label them text/plain), search parameters from a query
 * string, and the search API's own named errors.
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import type {FastifyRequest} from 'fastify';
import {SearchError} from '../../search/engine/errors';
import {ApiError} from '../apiErrors';

export type SearchApiErrorCode =
  | 'SEARCH_INVALID_JSON'
  | 'SEARCH_BODY_TOO_LARGE'
  | 'SEARCH_FORBIDDEN'
  | 'SEARCH_ROUTE_NOT_FOUND'
  | 'SEARCH_METHOD_NOT_ALLOWED'
  | 'SEARCH_OVER_BUDGET'
  | 'SEARCH_RATE_LIMITED';

/** An HTTP-level error of the search API (the engine's own errors are `SearchError`s). */
export type SearchApiError = ApiError<SearchApiErrorCode>;
export const searchApiError = (code: SearchApiErrorCode, status: number, message: string): SearchApiError => new ApiError(status, message, code);

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
    throw searchApiError('SEARCH_INVALID_JSON', 400, 'Invalid JSON: the request body is empty');
  }
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch (error) {
    throw searchApiError('SEARCH_INVALID_JSON', 400, `Invalid JSON: ${error instanceof Error ? error.message : 'parse error'}`);
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

export function notFound(request: FastifyRequest): SearchApiError {
  return searchApiError('SEARCH_ROUTE_NOT_FOUND', 404, `Path not found: ${request.method} ${request.url.split('?', 1)[0]}`);
}
