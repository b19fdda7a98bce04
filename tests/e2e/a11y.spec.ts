import {A11Y_ROUTES} from './a11yRoutes';
import {expect, seriousAxeViolations, test} from './fixtures';

test.describe('axe on every route', () => {
  for (const route of A11Y_ROUTES) {
    test(`${route} has no serious or critical violation`, async ({page, gotoHydrated}) => {
      await gotoHydrated(route);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe('axe on the not-found page', () => {
  test.use({allowConsoleErrors: ['status of 404']});
  test('has no serious or critical violation', async ({page, gotoHydrated}) => {
    await gotoHydrated('/no-such-page');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('the axe scan itself', () => {
  test('reports serious violations planted in a page', async ({page, gotoHydrated}) => {
    await gotoHydrated('/privacy');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      const faint = document.createElement('p');
      faint.textContent = 'Text too faint to read';
      faint.style.color = '#eeeeee';
      faint.style.backgroundColor = '#ffffff';
      document.querySelector('main')!.append(image, faint);
    });
    const violations = await seriousAxeViolations(page);
    expect(violations.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  });
});
