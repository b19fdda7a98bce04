/**
 * What an API route answers for an error, shared by the search, insights and sandbox plugins:
 * the route's own named errors (@fastify/error classes, each with its code and status, defined
 * beside the routes that throw them: algoliaRequest.ts, sandbox/errors.ts) and a 4xx that Fastify
 * raised (bad body, wrong content length, body over the limit) keep their status and message, as
 * does a 503 (too many searches waiting, SearchBusyError), and anything else is logged and answered
 * 500 without its details, so bad input never reads as a server fault.
 *
 * The search library's errors (the engine's SearchError, the insights InsightsApiError) stay plain
 * classes with a `status`: search/ has no HTTP or Fastify dependency by design. Each plugin names
 * them to `apiErrorAnswer` through `own`.
 */
import type {FastifyError, FastifyRequest} from 'fastify';

export interface ApiErrorAnswer {
  status: number;
  message: string;
}

export interface ApiErrorOptions {
  /** A library's error classes, answered with their status and message. */
  own?: (error: unknown) => error is Error & {status: number};
  /** The body limit, named in the 413 message; unset, Fastify's own message is kept. */
  bodyLimit?: number;
  /** Words that open a 400 for a body Fastify could not read (an empty or mis-sized one). */
  unreadableBodyPrefix?: string;
  /** Names the API in the log line of an unexpected error. */
  logLabel: string;
}

const UNREADABLE_BODY = new Set(['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function apiErrorAnswer(error: FastifyError | Error, request: FastifyRequest, options: ApiErrorOptions): ApiErrorAnswer {
  if (options.own?.(error)) return {status: error.status, message: error.message};
  const {code, statusCode} = error as Partial<FastifyError>;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' && options.bodyLimit !== undefined) {
    return {status: 413, message: `Request body too large: the limit is ${options.bodyLimit} bytes`};
  }
  if (options.unreadableBodyPrefix !== undefined && code !== undefined && UNREADABLE_BODY.has(code)) {
    return {status: 400, message: `${options.unreadableBodyPrefix}${error.message}`};
  }
  if (typeof statusCode === 'number' && ((statusCode >= 400 && statusCode < 500) || statusCode === 503)) return {status: statusCode, message: error.message};
  request.log.error({err: error}, `${options.logLabel} error`);
  return {status: 500, message: 'Internal error'};
}
