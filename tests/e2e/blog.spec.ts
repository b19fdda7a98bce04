import {expect, test, waitForHydration} from './fixtures';

// Lighthouse's SEO and accessibility audits of /blog flagged these two (link-text, target-size).
test.describe('blog list', () => {
  test('each excerpt links to its post by the post title, in the visible text', async ({page, gotoHydrated}) => {
    await gotoHydrated('/blog');
    const titles = await page.locator('article h2').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    const readMore = page.locator('article footer a[href^="/blog/"]:not([rel="tag"])');
    await expect(readMore).toHaveText(titles.map((title) => `Read more about ${title}`));
    // The accessible name is the visible text (no aria-label that says something else).
    for (const title of titles) await expect(page.getByRole('link', {name: `Read more about ${title}`, exact: true})).toBeVisible();
  });

  test('each post shows its date as the theme writes it, from the HTML the server sent, and its reading time', async ({page}) => {
    // Marked before any script runs: a date re-rendered by hydration would be a new node.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => document.querySelectorAll('article header time').forEach((time) => time.setAttribute('data-server', '')));
    });
    await page.goto('/blog');
    await waitForHydration(page);
    const dates = page.locator('article header time');
    expect(await dates.count()).toBeGreaterThan(1);
    const shown = await dates.evaluateAll((times) =>
      times.map((time) => ({
        server: time.hasAttribute('data-server'),
        text: time.textContent,
        theme: new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(time.getAttribute('datetime')!)),
        after: time.parentElement!.textContent!.slice(time.textContent!.length),
      })),
    );
    for (const {server, text, theme, after} of shown) {
      expect({server, text}).toEqual({server: true, text: theme});
      expect(after).toMatch(/^ · (One min read|\d+ min read)$/);
    }
  });

  test("authors' social links are touch targets of at least 24 × 24 px", async ({page, gotoHydrated}) => {
    await gotoHydrated('/blog');
    const links = page.locator('article header a[title]:has(svg)');
    expect(await links.count()).toBeGreaterThan(0);
    const sizes = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    for (const {width, height} of sizes) {
      expect(width).toBeGreaterThanOrEqual(24);
      expect(height).toBeGreaterThanOrEqual(24);
    }
  });
});
