/**
 * The built site's files held in memory from start, each with its build-time compressed copies
 * (scripts/precompressBuild.ts) and the headers that describe them, so a page or an asset is
 * answered without a file system call. Each such call is a round trip through libuv's thread pool:
 * under the load bench's mix, serving files from disk (stat, open, read and close a request, as
 * @fastify/static did) took a quarter of the server's CPU on the event loop (search/DESIGN.md).
 * The build is about 15 MB with its copies; it is read once, and again by a restart after a new
 * build.
 *
 * Answers are what `send` gave: the type with a UTF-8 charset for text, a weak ETag from the size
 * and modification time of the bytes sent, Last-Modified, 304 to a conditional request that is
 * fresh (`fresh`, as Express decides it). Range requests get the whole file (HTTP lets a server
 * ignore Range; nothing on the site is large enough to resume).
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type {FastifyReply, FastifyRequest} from 'fastify';
import fresh from 'fresh';
import mime from 'mime';
import {isCompressedCopy, type StaticSite} from './staticSite';

/** One encoding of a file: its bytes and their validators. */
interface Encoded {
  body: Buffer;
  etag: string;
  lastModified: string;
}

export interface SiteFile {
  type: string;
  identity: Encoded;
  /** Build-time copies, by content-encoding. */
  copies: Partial<Record<'br' | 'gzip', Encoded>>;
}

/** Build-time copies by file suffix, in the order a client that takes both equally gets them. */
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** `send`'s rule: scripts, JSON and text carry a charset. */
function contentType(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  return /^(text\/|application\/javascript|application\/json)/.test(type) ? `${type}; charset=utf-8` : type;
}

async function encoded(file: string): Promise<Encoded> {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  return {body, etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`, lastModified: info.mtime.toUTCString()};
}

/** Every file of the site that is not itself a compressed copy, read into memory. */
export async function loadSiteFiles({root, files}: StaticSite): Promise<Map<string, SiteFile>> {
  const loaded = new Map<string, SiteFile>();
  for (const file of files) {
    if (isCompressedCopy(file, files)) continue;
    const copies: SiteFile['copies'] = {};
    for (const [encoding, suffix] of COPIES) {
      if (files.has(`${file}${suffix}`)) copies[encoding] = await encoded(path.join(root, `${file}${suffix}`));
    }
    loaded.set(file, {type: contentType(file), identity: await encoded(path.join(root, file)), copies});
  }
  return loaded;
}

/** The copy this request takes, if the file has one: `@fastify/static`'s negotiation, `*` read as gzip. */
function chosenCopy(request: FastifyRequest, file: SiteFile): 'br' | 'gzip' | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined) return undefined;
  const offered = COPIES.map(([encoding]) => encoding).filter((encoding) => encoding in file.copies);
  if (offered.length === 0) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), offered);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * Sends `file` with its type and, when `validators`, its ETag and Last-Modified (a 304 when the
 * request's own are fresh). A file without a copy the client takes goes as it is, for the
 * compression plugin to compress on the fly or not. HEAD gets the same headers and no body.
 */
export function sendLoadedFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, validators: boolean): FastifyReply {
  const encoding = chosenCopy(request, file);
  const sent = encoding ? file.copies[encoding]! : file.identity;
  reply.header('content-type', file.type);
  if (encoding) reply.header('content-encoding', encoding);
  if (validators) {
    reply.header('etag', sent.etag).header('last-modified', sent.lastModified);
    if (reply.statusCode === 200 && fresh(request.headers, {etag: sent.etag, 'last-modified': sent.lastModified})) {
      return reply.code(304).send();
    }
  }
  return reply.send(sent.body);
}
