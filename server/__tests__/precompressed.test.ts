/**
 * Precompressed copies written by the build are served as they are (issue #12, finding 8): the
 * negotiated encoding, the original's type, a length, Vary, and HEAD identical to GET; from memory,
 * with validators and 304s as a file server gives them (server/siteFiles.ts).
 */
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, brotliDecompressSync, gzipSync} from 'node:zlib';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildServer} from '../app';
import {loadStaticSite} from '../staticSite';

let dir: string;
let app: FastifyInstance;
const PAGE = `<!DOCTYPE html><html><body><h1>Pricing</h1>${'<p>Plans and prices for every store.</p>'.repeat(100)}</body></html>`;
const NOT_FOUND = `<!DOCTYPE html><html><body><h1>Page Not Found</h1>${'<p>Try the search.</p>'.repeat(100)}</body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  cpSync(path.join(import.meta.dirname, 'fixtures/build'), dir, {recursive: true});
  writeFileSync(path.join(dir, 'pricing.html'), PAGE);
  writeFileSync(path.join(dir, 'pricing.html.br'), brotliCompressSync(PAGE));
  writeFileSync(path.join(dir, 'pricing.html.gz'), gzipSync(PAGE));
  writeFileSync(path.join(dir, '404.html'), NOT_FOUND);
  writeFileSync(path.join(dir, '404.html.br'), brotliCompressSync(NOT_FOUND));
  app = await buildServer({site: await loadStaticSite(dir), contact: {dataDir: dir}});
});

afterAll(async () => {
  await app.close();
  rmSync(dir, {recursive: true, force: true});
});

describe('precompressed files', () => {
  it('sends the brotli copy as is, with the page type, a length and Vary', async () => {
    const res = await app.inject({url: '/pricing', headers: {'accept-encoding': 'gzip, deflate, br'}});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(readFileSync(path.join(dir, 'pricing.html.br')).length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
  });

  it('sends the gzip copy to gzip-only clients and the page itself to others', async () => {
    expect((await app.inject({url: '/pricing', headers: {'accept-encoding': 'gzip'}})).headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({url: '/pricing', headers: {'accept-encoding': 'identity'}});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });

  it('HEAD matches GET, length included', async () => {
    const headers = {'accept-encoding': 'br'};
    const get = await app.inject({url: '/pricing', headers});
    const head = await app.inject({method: 'HEAD', url: '/pricing', headers});
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('does not serve the copies as pages of their own', async () => {
    expect((await app.inject({url: '/pricing.html.br'})).statusCode).toBe(404);
  });

  it('sends the not-found page from its copy too, with status 404, whatever validators or ranges ask', async () => {
    const miss = await app.inject({url: '/wp-login.php', headers: {'accept-encoding': 'br'}});
    expect(miss.statusCode).toBe(404);
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.headers.vary).toMatch(/accept-encoding/i);
    expect(miss.headers['cache-control']).toBe('no-cache');
    expect(Number(miss.headers['content-length'])).toBe(readFileSync(path.join(dir, '404.html.br')).length);
    expect(brotliDecompressSync(miss.rawPayload).toString()).toBe(NOT_FOUND);
    const conditional = await app.inject({url: '/nope', headers: {'if-modified-since': new Date(Date.now() + 60_000).toUTCString(), range: 'bytes=0-9'}});
    expect(conditional.statusCode).toBe(404);
    expect(conditional.body).toBe(NOT_FOUND);
  });

  it('sends validators for the bytes it sends, and 304 to a request whose own are fresh', async () => {
    const br = await app.inject({url: '/pricing', headers: {'accept-encoding': 'br'}});
    const plain = await app.inject({url: '/pricing'});
    expect(br.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    expect(new Date(String(br.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    const again = await app.inject({url: '/pricing', headers: {'accept-encoding': 'br', 'if-none-match': String(br.headers.etag)}});
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(br.headers.etag);
    const since = await app.inject({url: '/pricing', headers: {'if-modified-since': String(plain.headers['last-modified'])}});
    expect(since.statusCode).toBe(304);
    // Another encoding's validator, or a reload that asks past caches, gets the page.
    expect((await app.inject({url: '/pricing', headers: {'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag)}})).statusCode).toBe(200);
    expect((await app.inject({url: '/pricing', headers: {'if-none-match': String(plain.headers.etag), 'cache-control': 'no-cache'}})).statusCode).toBe(200);
  });

  it('answers a range request with the whole file, and the text types with their charset', async () => {
    const ranged = await app.inject({url: '/pricing', headers: {range: 'bytes=0-9'}});
    expect(ranged.statusCode).toBe(200);
    expect(ranged.body).toBe(PAGE);
    expect(ranged.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await app.inject({url: '/assets/js/main.4f2a9c1b.js'})).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('reads the build once, at start: a file removed from disk afterwards is still served', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'in-memory-'));
    cpSync(dir, copy, {recursive: true});
    const server = await buildServer({site: await loadStaticSite(copy), contact: {dataDir: copy}});
    try {
      rmSync(path.join(copy, 'pricing.html'));
      rmSync(path.join(copy, 'pricing.html.br'));
      const res = await server.inject({url: '/pricing', headers: {'accept-encoding': 'br'}});
      expect(res.statusCode).toBe(200);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
    } finally {
      await server.close();
      rmSync(copy, {recursive: true, force: true});
    }
  });

  it('compresses what has no build-time copy with gzip first, Brotli when it is all the client takes', async () => {
    const res = await app.inject({url: '/assets/js/main.4f2a9c1b.js', headers: {'accept-encoding': 'gzip, deflate, br'}});
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({url: '/assets/js/main.4f2a9c1b.js', headers: {'accept-encoding': 'br'}})).headers['content-encoding']).toBe('br');
  });
});
