/**
 * Compression on the fly, in one place: the options `@fastify/compress` is registered with, and
 * the same negotiation for the search API's cached answers, which keep a gzip copy made once
 * instead of compressing the same bytes on every hit (issue #12, search under load).
 */
import {promisify} from 'node:util';
import {gzip} from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type {FastifyReply, FastifyRequest} from 'fastify';

/**
 * Offered in this order. gzip comes first: on a 25 KB search answer it is as small as Brotli at
 * the plugin's quality 4 (4.0 KB each) for about a third of the CPU (0.36 against 0.99 ms).
 * Build-time copies of the site's files are still chosen Brotli first (@fastify/static).
 */
export const COMPRESSION_ENCODINGS: Array<'gzip' | 'br' | 'deflate'> = ['gzip', 'br', 'deflate'];
/** Smaller answers are sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** `*` and `x-gzip` count as gzip, as `@fastify/compress` reads them. */
const GZIP_ALIASES = /\*|x-gzip/gu;

/**
 * Whether `@fastify/compress` would answer this request with gzip: the same negotiation over the
 * same encodings, and the same opt-out header.
 */
export function wantsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return false;
  return negotiate(header.toLowerCase().replace(GZIP_ALIASES, 'gzip'), COMPRESSION_ENCODINGS) === 'gzip';
}

/** A JSON answer serialised once (UTF-8), with its gzip copy when it is worth compressing. */
export interface SerialisedJson {
  json: Buffer;
  /** Absent below the compression threshold. */
  gzip?: Buffer;
}

const gzipAsync = promisify(gzip);

/**
 * `json` with its gzip copy, compressed as the plugin would (zlib's default level) on libuv's
 * thread pool: on the event loop it was a quarter of an uncached search's CPU time under load
 * (issue #12), and off it the second core does that work while the loop answers other requests.
 */
export async function withGzipCopy(json: Buffer): Promise<SerialisedJson> {
  return json.length < COMPRESSION_THRESHOLD_BYTES ? {json} : {json, gzip: await gzipAsync(json)};
}

/**
 * Sends a serialised JSON answer: its gzip copy to clients that negotiate gzip, with the headers
 * the plugin would set (`content-encoding`, `vary` gaining `accept-encoding`) and a length; else
 * the JSON itself, which the plugin compresses (or not) as for any other answer.
 */
export function sendSerialisedJson(request: FastifyRequest, reply: FastifyReply, answer: SerialisedJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (answer.gzip === undefined || !wantsGzip(request)) return reply.send(answer.json);
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : String(vary).split(',').map((value) => value.trim());
  if (!values.some((value) => value.toLowerCase() === 'accept-encoding')) reply.header('vary', [...values, 'accept-encoding'].join(', '));
  // The plugin leaves an answer alone once it has an encoding.
  return reply.header('content-encoding', 'gzip').send(answer.gzip);
}
