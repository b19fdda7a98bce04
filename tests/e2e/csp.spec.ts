/**
 * The Content-Security-Policy the server sends (hashes of the build's inline scripts, no
 * 'unsafe-inline' for scripts). Every test's page fails on a policy violation (fixtures.ts), and
 * the axe pass hydrates every route of the spec, `/blog` and the not-found page; this file
 * hydrates the rest of the build's sitemap (blog posts, tags, archives), so every page that ships
 * is loaded once with the policy enforced, and none twice.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {A11Y_ROUTES} from './a11yRoutes';
import {expect, test, waitForHydration} from './fixtures';

// Playwright runs from the repository root.
const SITEMAP = path.resolve('build/sitemap.xml');
const ROUTES = [...readFileSync(SITEMAP, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]!).pathname)
  .filter((route) => !A11Y_ROUTES.includes(route));

test.describe('Content-Security-Policy on every route', () => {
  test('the policy allows scripts by origin and hash only', async ({page}) => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  test.describe('a script outside the policy', () => {
    test.use({allowConsoleErrors: ['CSP violation', 'Content Security Policy']});
    test('is blocked and reported as a console error, which fails any other test', async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/privacy');
      await waitForHydration(page);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      });
      await expect.poll(() => errors.some((line) => line.startsWith('CSP violation: script-src'))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
    });
  });

  for (const route of ROUTES) {
    test(`${route} hydrates with no violation`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      // The template's inline loader ran: it is what appends the bundles.
      expect(await page.locator('head script[src]').count()).toBeGreaterThan(0);
    });
  }
});
