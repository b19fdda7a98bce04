/**
 * Shared browser-test fixtures: every page a test opens fails the test on a console error, an
 * uncaught exception or a Content-Security-Policy violation, and `gotoHydrated` waits until React
 * owns the page.
 */
import {test as base, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface SiteFixtures {
  /** Console errors a test expects (e.g. a failed request it provoked); matched by substring. */
  allowConsoleErrors: string[];
  gotoHydrated: (path: string) => Promise<void>;
  /** Every request URL the page made, for origin checks. */
  requests: string[];
}

export const test = base.extend<SiteFixtures>({
  allowConsoleErrors: [[], {option: true}],
  requests: async ({page}, use) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await use(urls);
  },
  page: async ({page, allowConsoleErrors}, use) => {
    const problems: string[] = [];
    // The server enforces a Content-Security-Policy: a blocked script or style on any page a test
    // opens is an error line like any other.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    const allowed = (text: string) => allowConsoleErrors.some((fragment) => text.includes(fragment));
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowed(message.text())) problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!allowed(error.message)) problems.push(`pageerror: ${error.message}`);
    });
    await use(page);
    expect(problems, 'console errors and uncaught exceptions').toEqual([]);
  },
  gotoHydrated: async ({page}, use) => {
    // Named steps, so the suite's duration summary shows where a slow page test spends its time.
    await use(async (path: string) => {
      await test.step('load', () => page.goto(path));
      await test.step('hydrate', () => waitForHydration(page));
    });
  },
});

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Serious and critical axe violations, as readable lines. Every rule runs, as in a default scan.
 *
 * Legacy mode runs `axe.run` in the page itself; the default mode runs it per frame, ships every
 * partial result through the protocol and finishes in a second page, which on a page with a few
 * thousand code tokens cost 5–7 times the audit itself (the site has no iframes to gain from it).
 * `resultTypes` keeps one node per passing rule instead of all of them; violations stay complete.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await test.step('axe', () =>
    new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']}).analyze(),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}

export {expect};
