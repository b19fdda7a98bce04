/**
 * Compression on the fly, in one place: the options `@fastify/compress` is registered with, and
 * the search API's answers, compressed once where they are made and kept compressed in its cache
 * instead of compressing the same bytes on every hit (issue #12, search under load).
 */
import {Readable} from 'node:stream';
import {brotliCompressSync, brotliDecompressSync, constants} from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type {FastifyReply, FastifyRequest} from 'fastify';

/**
 * What the plugin compresses on the fly (files without a build-time copy, search answers to clients
 * without Brotli), in this order: gzip first, a third of the CPU of the plugin's Brotli quality 4 for
 * the same size on a 25 KB answer (0.36 against 0.99 ms). Build-time copies of the site's files are
 * still chosen Brotli first (siteFiles.ts).
 */
export const COMPRESSION_ENCODINGS: Array<'gzip' | 'br' | 'deflate'> = ['gzip', 'br', 'deflate'];
/** Smaller answers are sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Search answers are offered Brotli first, which every browser takes, compressed on the event loop.
 * On a 36 KB modal answer, quality 2 takes 0.12–0.14 ms for 7.1 KB, against 0.31 ms for 6.5 KB with
 * gzip at zlib's default level (0.35–0.50 ms of CPU in all when that gzip ran on libuv's pool), and
 * quality 1 half of quality 2's time for 7.5 KB. An answer the cache keeps is sent many times, so it
 * gets the smaller copy; one sent once (a prefix typed once) gets the cheaper one.
 */
const SEARCH_ANSWER_ENCODINGS = ['br', 'gzip', 'deflate'];
export const SEARCH_BROTLI_QUALITY = {kept: 2, once: 1} as const;

/** Whether a search answer goes to this request as Brotli; `x-no-compression` opts out as for the plugin. */
export function wantsBrotli(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return false;
  return negotiate(header.toLowerCase(), SEARCH_ANSWER_ENCODINGS) === 'br';
}

/** A JSON answer serialised once (UTF-8), with its Brotli copy when it is worth compressing. */
export interface SerialisedJson {
  json: Buffer;
  /** Absent below the compression threshold. */
  br?: Buffer;
}

/** `json` with its Brotli copy, for an answer the cache keeps or one sent once (`SEARCH_BROTLI_QUALITY`). */
export function withBrotliCopy(json: Buffer, use: keyof typeof SEARCH_BROTLI_QUALITY): SerialisedJson {
  if (json.length < COMPRESSION_THRESHOLD_BYTES) return {json};
  const params = {[constants.BROTLI_PARAM_QUALITY]: SEARCH_BROTLI_QUALITY[use], [constants.BROTLI_PARAM_SIZE_HINT]: json.length};
  return {json, br: brotliCompressSync(json, {params})};
}

/**
 * What the response cache keeps of a serialised answer: its Brotli copy alone when it has one, a
 * fifth of the JSON's bytes (a modal answer: 5–7 KB against 25–36 KB); else the JSON.
 */
export type KeptJson = {br: Buffer; json?: undefined} | {json: Buffer; br?: undefined};

export function keptCopy(answer: SerialisedJson): KeptJson {
  return answer.br === undefined ? {json: answer.json} : {br: answer.br};
}

/** Sends JSON as it is, for the plugin to compress (gzip for most clients without Brotli) or not. */
function sendPlainJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Sends a Brotli copy with the headers the plugin would set (`content-encoding`, `vary` gaining
 * `accept-encoding`) and a length.
 */
function sendBrotliCopy(reply: FastifyReply, br: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : String(vary).split(',').map((value) => value.trim());
  if (!values.some((value) => value.toLowerCase() === 'accept-encoding')) reply.header('vary', [...values, 'accept-encoding'].join(', '));
  // The plugin leaves an answer alone once it has an encoding.
  return reply.header('content-encoding', 'br').send(br);
}

/**
 * Sends a serialised JSON answer: its Brotli copy to clients that take Brotli; else the JSON
 * itself. `takesBrotli`: `wantsBrotli(request)`, when the caller has already asked.
 */
export function sendSerialisedJson(request: FastifyRequest, reply: FastifyReply, answer: SerialisedJson, takesBrotli?: boolean): FastifyReply {
  if (answer.br === undefined || !(takesBrotli ?? wantsBrotli(request))) return sendPlainJson(reply, answer.json);
  return sendBrotliCopy(reply, answer.br);
}

/**
 * Sends what the cache kept: the Brotli copy to clients that take Brotli, which every browser
 * does; to the few others, the JSON decompressed from it (0.11–0.27 ms for a modal answer, less than
 * the gzip the plugin then makes of it).
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): FastifyReply {
  if (kept.br === undefined) return sendPlainJson(reply, kept.json);
  return wantsBrotli(request) ? sendBrotliCopy(reply, kept.br) : sendPlainJson(reply, brotliDecompressSync(kept.br));
}

/**
 * Sends an answer no cache keeps: its Brotli copy at the quality for answers sent once to clients
 * that take Brotli, else the JSON, which the plugin compresses or not. Compressed here rather than
 * by the plugin's stream, which cost 3.2 ms of CPU a search against 2.7–2.8 (typed prefixes, 50
 * connections).
 */
export function sendJsonOnce(request: FastifyRequest, reply: FastifyReply, json: Buffer): FastifyReply {
  const brotli = wantsBrotli(request);
  return sendSerialisedJson(request, reply, brotli ? withBrotliCopy(json, 'once') : {json}, brotli);
}

/**
 * UTF-16 units per piece of an answer sent in pieces: at most 96 KB of UTF-8, below glibc's
 * 128 KB mmap threshold. A 1 MB answer encoded whole took a 1 MB block from malloc; freed, such
 * blocks raise glibc's threshold, and the ones after come from its heap, which keeps the pages once
 * they are free (resident memory stayed 20 MB up after 48 such answers, search/DESIGN.md). Pieces
 * of one size reuse the same freed blocks instead.
 */
const PIECE_UNITS = 32 * 1024;

/** `text` as UTF-8 pieces of `units` UTF-16 units, one more where that keeps a surrogate pair whole. */
export function* utf8Pieces(text: string, units = PIECE_UNITS): Generator<Buffer> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + units, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
    yield Buffer.from(text.slice(start, end));
    start = end;
  }
}

/**
 * Sends a JSON answer too large for the response cache as a stream of pieces, which the plugin
 * compresses as any stream (gzip first, `COMPRESSION_ENCODINGS`) on libuv's pool, not on the
 * event loop that other requests wait for.
 */
export function sendJsonInPieces(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Readable.from(utf8Pieces(text), {objectMode: false}));
}
