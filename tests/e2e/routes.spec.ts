import {ALL_ROUTES} from '../specRoutes';
import {expect, test} from './fixtures';

test.describe('every route of the spec', () => {
  for (const route of ALL_ROUTES) {
    test(`${route} answers 200 and renders its title`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page).not.toHaveTitle(/Page Not Found/);
      await expect(page).toHaveTitle(/Merchantry/);
      // Every page names itself in a top-level heading, except the search page's form-first layout.
      if (route !== '/search') await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test.describe('paths the spec does not list', () => {
  test.use({allowConsoleErrors: ['status of 404']});
  const notFound = ['/docs', '/docs/api', '/foo/bar', '/etc/passwd', '/docs/development/nope', '/blog/no-such-post', '/extensions/unknown'];
  for (const path of notFound) {
    test(`${path} shows the not-found page with 404`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    });
  }

  const redirects: [string, string][] = [
    ['/extensions/', '/extensions'],
    ['/pricing/index.html', '/pricing'],
    ['/docs/api/overview/', '/docs/api/overview'],
    ['/search/?q=install', '/search?q=install'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} is normalised to ${to}`, async ({page}) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
    });
  }
});
