/**
 * Slow clients cannot hold connections (issue #12, finding 6): a request whose headers or body
 * never finish is answered 408 and its connection closed. Tests wait for the close, never sleep;
 * the timeouts are shortened through the same limits object the server reads.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {connect, type Socket} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildServer} from '../app';
import {SERVER_LIMITS} from '../limits';
import {loadStaticSite} from '../staticSite';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/build');
let app: FastifyInstance;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-timeouts-'));
  app = await buildServer({
    site: await loadStaticSite(FIXTURE),
    contact: {dataDir},
    httpLimits: {headersTimeoutMs: 300, requestTimeoutMs: 600, connectionsCheckingIntervalMs: 50},
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  port = (app.server.address() as {port: number}).port;
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, {recursive: true, force: true});
});

/** Resolves with what the server sent once it closes the connection. */
function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
}

describe('timeouts', () => {
  it('close a connection whose headers never end', async () => {
    const socket = connect(port, '127.0.0.1');
    const done = closed(socket);
    socket.write('GET / HTTP/1.1\r\nHost: site.example\r\nX-Slow: ');
    expect(await done).toMatch(/^HTTP\/1\.1 408/);
  });

  it('close a connection whose body never ends', async () => {
    const socket = connect(port, '127.0.0.1');
    const done = closed(socket);
    socket.write('POST /api/contact HTTP/1.1\r\nHost: site.example\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":');
    expect(await done).toMatch(/^HTTP\/1\.1 408/);
  });

  it('come from SERVER_LIMITS.http unless a test shortens them', async () => {
    const defaults = await buildServer({site: await loadStaticSite(FIXTURE), contact: {dataDir}});
    try {
      expect(defaults.server.requestTimeout).toBe(SERVER_LIMITS.http.requestTimeoutMs);
      expect(defaults.server.headersTimeout).toBe(SERVER_LIMITS.http.headersTimeoutMs);
      expect(defaults.server.keepAliveTimeout).toBe(SERVER_LIMITS.http.keepAliveTimeoutMs);
      expect(defaults.server.maxRequestsPerSocket).toBe(SERVER_LIMITS.http.maxRequestsPerSocket);
      expect(SERVER_LIMITS.http.requestTimeoutMs).toBeGreaterThan(SERVER_LIMITS.http.headersTimeoutMs);
    } finally {
      await defaults.close();
    }
    expect(app.server.requestTimeout).toBe(600);
    expect(app.server.headersTimeout).toBe(300);
  });
});
