import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildServer} from '../app';
import {loadStaticSite} from '../staticSite';
import {rawRequest} from './rawHttp';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/build');
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  app = await buildServer({site: await loadStaticSite(FIXTURE), contact: {dataDir}});
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, {recursive: true, force: true});
});

describe('site server: pages', () => {
  it('serves the home page as HTML that is revalidated on every visit', async () => {
    const res = await app.inject({url: '/'});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('Home page');
  });

  it('serves clean URLs from x.html and x/index.html', async () => {
    expect((await app.inject({url: '/pricing'})).body).toContain('<h1>Pricing</h1>');
    expect((await app.inject({url: '/extensions'})).body).toContain('<h1>Extensions</h1>');
  });

  it.each([
    ['/extensions/', '/extensions'],
    ['/pricing/index.html', '/pricing'],
    ['/pricing/?plan=cloud', '/pricing?plan=cloud'],
  ])('redirects %s to %s with 301', async (url, location) => {
    const res = await app.inject({url});
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each(['/docs', '/docs/api', '/foo/bar', '/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json', '/.env'])(
    'answers %s with the 404 page and status 404',
    async (url) => {
      const res = await app.inject({url});
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page Not Found');
    },
  );

  it.each([
    '//evil.example.com/',
    '/%2F%2Fevil.example.com/',
    '/%09/evil.example.com/',
    '/%0D%0A/evil.example.com/',
    '/%0d%0aSet-Cookie:%20x=1/',
    '/%E2%80%A8/',
    '/%E4%B8%AD/',
    '/pricing/?q=%0D%0A',
    '/pricing/?q=\u4e2d',
  ])('never redirects %s off the site, and never answers 500', async (url) => {
    const res = await app.inject({url});
    expect([301, 404]).toContain(res.statusCode);
    if (res.statusCode === 301) {
      const location = String(res.headers.location);
      expect(new URL(location, 'http://site.example/a/b').host).toBe('site.example');
      expect(location).not.toMatch(/[\r\n]/);
    }
  });

  it.each([
    ['a backslash', 'GET /\\evil.example.com/ HTTP/1.1'],
    ['two backslashes', 'GET /\\\\evil.example.com/ HTTP/1.1'],
    ['a tab', 'GET /\t/evil.example.com/ HTTP/1.1'],
    ['raw UTF-8', `GET /${Buffer.from('中文', 'utf8').toString('latin1')}/ HTTP/1.1`],
    ['raw UTF-8 in the query', `GET /pricing/?q=${Buffer.from('中', 'utf8').toString('latin1')} HTTP/1.1`],
  ])('on a real socket, a path with %s stays on the site and never answers 500', async (_name, requestLine) => {
    await app.listen({port: 0, host: '127.0.0.1'}).catch(() => undefined);
    const port = (app.server.address() as {port: number}).port;
    const res = await rawRequest(port, requestLine);
    expect(res.status).toBeLessThan(500);
    if (res.status === 301) {
      expect(new URL(res.headers.location!, 'http://site.example/a/b').host).toBe('site.example');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.inject({method: 'HEAD', url: '/pricing'});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
    expect((await app.inject({method: 'HEAD', url: '/nope'})).statusCode).toBe(404);
  });

  it('answers other methods on pages with 405 and on missing pages with 404', async () => {
    expect((await app.inject({method: 'POST', url: '/pricing'})).statusCode).toBe(405);
    expect((await app.inject({method: 'POST', url: '/nope'})).statusCode).toBe(404);
  });
});

describe('site server: assets', () => {
  it('caches hashed bundles for a year and compresses them', async () => {
    const res = await app.inject({url: '/assets/js/main.4f2a9c1b.js', headers: {'accept-encoding': 'gzip'}});
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sets security headers', async () => {
    const res = await app.inject({url: '/img/logo.svg'});
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
