/**
 * Diagrams are committed SVGs shown as images: sized before they load, described for screen
 * readers, openable at full size, and drawn without any script.
 */
import {expect, test} from './fixtures';

const PAGE = '/docs/development/knowledge-base/architecture-overview';

test('a page shows its diagrams as described, sized images that open at full size', async ({page, gotoHydrated}) => {
  await gotoHydrated(PAGE);
  const images = page.locator('article figure.diagram img');
  await expect(images).toHaveCount(3);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('alt', /\S.{40,}/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const box = await image.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(await page.locator('article').evaluate((article) => article.clientWidth));
  }
  const first = page.locator('article figure.diagram a').first();
  const src = await images.first().getAttribute('src');
  await expect(first).toHaveAttribute('href', src!);
  await expect(first).not.toHaveAttribute('target', '_blank');
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
});

test('diagram pages load no diagram-drawing script', async ({page, gotoHydrated}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await gotoHydrated(PAGE);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // `mermaidAPI` is in every Mermaid build; the word `mermaid` alone is also in the site config.
  expect(scripts.filter((source) => source.includes('mermaidAPI'))).toEqual([]);
});
