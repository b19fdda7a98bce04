import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, cpSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildServer} from '../../../server/app';
import {loadStaticSite} from '../../../server/staticSite';
import {CSP_FILE, inlineScriptHashes, policyDirectives, serializePolicy, writeCspFile} from '../policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const OPTIONS = {algolia: false, insights: false, gtag: false};

describe('inline script hashes', () => {
  it('hashes the exact text of executable inline scripts only', () => {
    const html = `<html><head><script>var a = "<b>";</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script></head><body><script type="module">b()</script><script data-rh=true>c()</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha('var a = "<b>";'), sha('b()'), sha('c()')]);
  });
});

describe('policy directives', () => {
  it('allow scripts by origin and hash, never unsafe-inline or unsafe-eval, and refuse framing', () => {
    const policy = serializePolicy(policyDirectives([sha('x')], OPTIONS));
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).toBe(`script-src 'self' ${sha('x')}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('open exactly the outside hosts the build uses', () => {
    const hosted = policyDirectives([], {algolia: true, insights: true, gtag: true});
    expect(hosted['connect-src']).toContain('https://*.algolia.net');
    expect(hosted['script-src']).toContain('https://www.googletagmanager.com');
    expect(hosted['script-src']).toContain('https://cdn.jsdelivr.net');
    expect(policyDirectives([], OPTIONS)['connect-src']).toEqual(["'self'"]);
  });
});

describe('csp.json', () => {
  it('is written from the built pages and sent by the site server', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-build-'));
    try {
      cpSync(path.join(import.meta.dirname, '../../../server/__tests__/fixtures/build'), dir, {recursive: true});
      mkdirSync(path.join(dir, 'docs'), {recursive: true});
      writeFileSync(path.join(dir, 'docs/inline.html'), '<html><body><script>inline()</script></body></html>');
      await writeCspFile(dir, OPTIONS);
      const written = JSON.parse(readFileSync(path.join(dir, CSP_FILE), 'utf8'));
      expect(written.directives['script-src']).toContain(sha('inline()'));
      const app = await buildServer({site: await loadStaticSite(dir), contact: {dataDir: dir}});
      const res = await app.inject({url: '/pricing'});
      expect(res.headers['content-security-policy']).toContain(sha('inline()'));
      await app.close();
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
