import {A11Y_ROUTES, axeTestsFor} from './a11yRoutes';
import {expect, mountAllOperationDetails, seriousAxeViolations, test} from './fixtures';

test.describe('axe on every route', () => {
  for (const route of A11Y_ROUTES) {
    const count = axeTestsFor(route);
    for (let index = 0; index < count; index++) {
      const part = count === 1 ? '' : ` (part ${index + 1} of ${count})`;
      test(`${route} has no serious or critical violation${part}`, async ({page, gotoHydrated}) => {
        await gotoHydrated(route);
        // API pages mount operation details near the viewport; the scan covers them all.
        await mountAllOperationDetails(page);
        expect(await seriousAxeViolations(page, {index, count})).toEqual([]);
      });
    }
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

  test('a scan split into parts finds what the whole scan finds', async ({page, gotoHydrated}) => {
    await gotoHydrated('/privacy');
    // Faint text in the navbar, the article and the footer, so it falls into different parts.
    await page.evaluate(() => {
      for (const [index, selector] of ['nav.navbar', 'main article', 'footer'].entries()) {
        const faint = document.createElement('p');
        faint.id = `faint-${index}`;
        faint.textContent = 'Text too faint to read';
        faint.style.color = '#eeeeee';
        faint.style.backgroundColor = '#ffffff';
        document.querySelector(selector)!.append(faint);
      }
    });
    const contrastTargets = (lines: string[]) =>
      lines.filter((line) => line.startsWith('color-contrast')).flatMap((line) => line.match(/#faint-\d/g) ?? []);
    const whole = contrastTargets(await seriousAxeViolations(page));
    expect(whole.sort()).toEqual(['#faint-0', '#faint-1', '#faint-2']);
    const count = 3;
    const perPart: string[][] = [];
    for (let index = 0; index < count; index++) perPart.push(contrastTargets(await seriousAxeViolations(page, {index, count})));
    // Every planted line is found by exactly one part, and the lines fall into more than one part.
    expect(perPart.flat().sort()).toEqual(whole);
    expect(perPart.filter((targets) => targets.length > 0).length).toBeGreaterThan(1);
  });
});
