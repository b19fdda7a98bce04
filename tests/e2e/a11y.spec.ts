import {ALL_ROUTES} from '../specRoutes';
import {expect, seriousAxeViolations, test} from './fixtures';

test.describe('axe on every route', () => {
  for (const route of [...ALL_ROUTES, '/blog']) {
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
