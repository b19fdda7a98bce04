/**
 * What the site server writes to its log (Fastify's pino, one JSON object per line): one line per
 * request with its id, method, path, status and time, error lines with the same id, and a line at
 * start. Never a query string (the browser clients put API keys there) and never a client IP: the
 * privacy page promises IPs are used only to answer and protect, and held in memory, not stored.
 */
import {randomUUID} from 'node:crypto';
import {LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions} from 'fastify';

export interface LogOptions {
  level?: string;
  /** Where lines go; stdout by default (tests pass a stream to read them). */
  stream?: NodeJS.WritableStream;
}

/** The path of a request URL, without its query string. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function loggerOptions(options: LogOptions): FastifyServerOptions['logger'] {
  return {
    level: options.level ?? 'info',
    ...(options.stream ? {stream: options.stream} : {}),
    serializers: {
      req: (request: FastifyRequest) => ({method: request.method, path: pathOnly(request.url)}),
      res: (reply: {statusCode: number}) => ({statusCode: reply.statusCode}),
    },
  };
}

/**
 * One line per request, when it ends (Fastify writes two: incoming and completed), with the time
 * it took. Errors keep Fastify's own lines.
 */
export class SiteLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = {req: request, res: reply, responseTimeMs: Math.round(reply.elapsedTime)};
    if (error) reply.log.error({...fields, err: error}, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** A random id per request, logged with every line of that request and sent back as `x-request-id`. */
export const genReqId = (): string => randomUUID();

export interface StartupFacts {
  url: string;
  mode: 'local' | 'hosted';
  indexName?: string;
  indexRecords?: number;
  dataDir: string;
  buildDir: string;
  hsts: boolean;
}

/** The line an operator looks for first: how this process is set up. */
export function startupMessage(facts: StartupFacts): string {
  const search =
    facts.mode === 'local'
      ? `local search, index "${facts.indexName}" with ${facts.indexRecords ?? 0} records`
      : 'hosted search (Algolia), no search API here';
  return `site server on ${facts.url}: ${search}; data dir ${facts.dataDir}; build ${facts.buildDir}; HSTS ${facts.hsts ? 'on' : 'off'}`;
}
