import {expect, test} from './fixtures';

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
