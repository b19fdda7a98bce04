import {describe, expect, it} from 'vitest';
import {cacheControlFor, resolvePath} from '../staticSite';

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
