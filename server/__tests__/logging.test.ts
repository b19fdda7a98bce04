/**
 * Structured logs (issue #12, finding 6): one JSON line per request with a request id, error lines
 * carrying the same id, no query strings (API keys travel there) and no client IPs.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Writable} from 'node:stream';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SearchStore} from '../../search/store';
import {buildServer} from '../app';
import {pathOnly, startupMessage} from '../logging';
import {loadStaticSite} from '../staticSite';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/build');
const CLIENT_IP = '203.0.113.77';
const lines: Array<Record<string, unknown>> = [];
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-logs-'));
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line));
      done();
    },
  });
  const store = await SearchStore.open({dataDir: null});
  app = await buildServer({
    site: await loadStaticSite(FIXTURE),
    contact: {dataDir},
    search: {store, appId: 'MERCHANTRY', searchApiKey: 'public-search-key', allowedOrigins: []},
    logger: {stream},
  });
  app.get('/boom', async () => {
    throw new Error('boom');
  });
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, {recursive: true, force: true});
});

describe('request logs', () => {
  it('write one line per request with its id, method, path and status, and send the id back', async () => {
    const res = await app.inject({url: '/pricing?utm_source=secret-campaign', remoteAddress: CLIENT_IP});
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((entry) => entry.reqId === id && entry.msg === 'request completed');
    expect(line).toMatchObject({level: 30, req: {method: 'GET', path: '/pricing'}, res: {statusCode: 200}});
    expect(typeof line!.responseTimeMs).toBe('number');
  });

  it('log a 500 as an error line with the request id', async () => {
    const res = await app.inject({url: '/boom', remoteAddress: CLIENT_IP});
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(lines.some((entry) => entry.reqId === id && entry.level === 50 && JSON.stringify(entry.err).includes('boom'))).toBe(true);
  });

  it('never hold a query string, an API key or a client IP', async () => {
    await app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries?x-algolia-api-key=public-search-key&x-algolia-application-id=MERCHANTRY',
      payload: '{"requests":[{"indexName":"missing","query":"x"}]}',
      remoteAddress: CLIENT_IP,
    });
    const text = lines.map((entry) => JSON.stringify(entry)).join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain('public-search-key');
    expect(text).not.toContain('secret-campaign');
    expect(text).not.toContain(CLIENT_IP);
    expect(text).not.toContain('remoteAddress');
  });
});

describe('log helpers', () => {
  it('pathOnly drops the query string and fragment', () => {
    expect(pathOnly('/1/indexes/*/queries?x-algolia-api-key=k')).toBe('/1/indexes/*/queries');
    expect(pathOnly('/a#b')).toBe('/a');
    expect(pathOnly('/a')).toBe('/a');
  });

  it('the start-up line names the mode, index size and data dir', () => {
    const message = startupMessage({url: 'http://localhost:3000', mode: 'local', indexName: 'merchantry', indexRecords: 1234, dataDir: '/srv/data', buildDir: '/srv/build', hsts: false});
    expect(message).toContain('local search');
    expect(message).toContain('1234 records');
    expect(message).toContain('/srv/data');
  });
});
