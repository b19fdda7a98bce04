/**
 * The Content-Security-Policy the server sends (hashes of the build's inline scripts, no
 * 'unsafe-inline' for scripts) with every route of the built site: each page hydrates, runs its
 * inline scripts and reports no violation. Routes come from the build's sitemap, plus the
 * not-found page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, waitForHydration} from './fixtures';

// Playwright runs from the repository root.
const SITEMAP = path.resolve('build/sitemap.xml');
const ROUTES = [...readFileSync(SITEMAP, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.describe('Content-Security-Policy on every route', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
  });

  test('the policy allows scripts by origin and hash only', async ({page}) => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  for (const route of ROUTES) {
    test(`${route} hydrates with no violation`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      // The template's inline loader ran: it is what appends the bundles.
      expect(await page.locator('head script[src]').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    });
  }

  test.describe('the not-found page', () => {
    test.use({allowConsoleErrors: ['status of 404']});
    test('hydrates with no violation', async ({page}) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    });
  });
});
