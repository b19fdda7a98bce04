import {mkdtemp, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CSP_FILE, type CspFile} from '../../plugins/content-security-policy/policy';
import {cacheControlFor, loadStaticSite, resolvePath} from '../staticSite';

const files = new Set(['index.html', '404.html', 'pricing.html', 'extensions/index.html', 'docs/api/overview.html', 'assets/js/main.js']);

describe('resolvePath', () => {
  it.each([
    ['/', 'index.html'],
    ['/pricing', 'pricing.html'],
    ['/extensions', 'extensions/index.html'],
    ['/docs/api/overview', 'docs/api/overview.html'],
    ['/assets/js/main.js', 'assets/js/main.js'],
  ])('serves %s from %s', (pathname, file) => {
    expect(resolvePath(pathname, files)).toEqual({kind: 'file', file});
  });

  it.each([
    ['/extensions/', '/extensions'],
    ['/extensions//', '/extensions'],
    ['/pricing/index.html', '/pricing'],
    ['/index.html', '/'],
    ['/pricing.html', '/pricing'],
    ['/docs/api/overview/', '/docs/api/overview'],
  ])('redirects %s to %s', (pathname, location) => {
    expect(resolvePath(pathname, files)).toEqual({kind: 'redirect', location});
  });

  it.each(['/docs', '/docs/api', '/foo/bar', '/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/404.html', '/%E0%A4%A', '/pricing%00', 'relative'])(
    'answers %s with not found',
    (pathname) => {
      expect(resolvePath(pathname, files)).toEqual({kind: 'notFound'});
    },
  );
});

describe('resolvePath: redirects stay on the site', () => {
  const SITE = 'https://merchantry.example';
  it.each([
    '//evil.example.com/',
    '/%2F%2Fevil.example.com/',
    '/%2f%2fevil.example.com/index.html',
    '/\\evil.example.com/',
    '/%5Cevil.example.com/',
    '/%09/evil.example.com/',
    '/%0D%0A/evil.example.com/',
    '/%20//evil.example.com/',
    '///evil.example.com//',
    '/%E2%80%A8/evil.example.com/',
    '/\\/evil.example.com/',
  ])('%s redirects to a path of this site, in a valid header value', (pathname) => {
    const resolution = resolvePath(pathname, files);
    if (resolution.kind !== 'redirect') return;
    const target = new URL(resolution.location, `${SITE}/somewhere/`);
    expect(target.origin).toBe(SITE);
    expect(resolution.location).toMatch(/^\/(?![/\\])/);
    // What Node accepts in a header value (else ERR_INVALID_CHAR and a 500).
    expect(resolution.location).toMatch(/^[\x21-\x7e]+$/);
  });

  it('keeps non-ASCII and reserved characters of a path, percent-encoded', () => {
    expect(resolvePath('/caf%C3%A9/', files)).toEqual({kind: 'redirect', location: '/caf%C3%A9'});
    expect(resolvePath('/%E4%B8%AD%E6%96%87/', files)).toEqual({kind: 'redirect', location: '/%E4%B8%AD%E6%96%87'});
    expect(resolvePath('/a%0Ab/', files)).toEqual({kind: 'redirect', location: '/a%0Ab'});
  });
});

describe('cacheControlFor', () => {
  it('never caches pages without revalidation', () => {
    expect(cacheControlFor('docs/api/overview.html')).toBe('no-cache');
  });
  it('caches hashed bundles for a year', () => {
    expect(cacheControlFor('assets/js/main.4f2a9c1b.js')).toBe('public, max-age=31536000, immutable');
  });
  it('caches other static files for an hour', () => {
    expect(cacheControlFor('img/logo.svg')).toBe('public, max-age=3600');
  });
});

describe('loadStaticSite: the Content-Security-Policy', () => {
  async function siteWithPolicy(): Promise<string> {
    const root = await mkdtemp(path.join(tmpdir(), 'csp-site-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
    const file: CspFile = {directives: {'default-src': ["'self'"], 'connect-src': ["'self'"], 'frame-ancestors': ["'none'"]}};
    await writeFile(path.join(root, CSP_FILE), JSON.stringify(file));
    return root;
  }

  it("sends the build's policy as it is by default", async () => {
    const site = await loadStaticSite(await siteWithPolicy());
    expect(site.contentSecurityPolicy).toBe("default-src 'self'; connect-src 'self'; frame-ancestors 'none'");
  });

  it('lets pages connect to the stores named for the Try it console, and nowhere else', async () => {
    const site = await loadStaticSite(await siteWithPolicy(), {connectOrigins: ['http://localhost:3000', 'https://store.example.com']});
    expect(site.contentSecurityPolicy).toBe(
      "default-src 'self'; connect-src 'self' http://localhost:3000 https://store.example.com; frame-ancestors 'none'",
    );
  });
});
