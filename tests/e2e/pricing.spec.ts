/**
 * /pricing in a real browser: the plans and their order, the monthly/yearly switch (mouse and
 * keyboard), the comparison table's structure, and the FAQ accordion driven by keyboard only.
 */
import {COMPARISON, FAQ, TIERS} from '../../src/data/pricing';
import {expect, seriousAxeViolations, test} from './fixtures';

test.beforeEach(async ({gotoHydrated}) => {
  await gotoHydrated('/pricing');
});

test('lists the free self-hosted edition first, then the cloud plans with monthly prices', async ({page}) => {
  const cards = page.locator('article[data-tier]');
  await expect(cards).toHaveCount(TIERS.length);
  await expect(cards.nth(0).getByRole('heading', {level: 3})).toHaveText('Self-hosted');
  await expect(cards.nth(0)).toContainText('$0');
  await expect(page.locator('article[data-tier="cloud-personal"]')).toContainText('$10 per month');
  await expect(page.locator('article[data-tier="cloud-professional"]')).toContainText('$20 per month');
  await expect(page.locator('main')).not.toContainText(/coming soon/i);
});

test('the billing switch shows yearly prices and back', async ({page}) => {
  const monthly = page.getByRole('radio', {name: 'Monthly'});
  const yearly = page.getByRole('radio', {name: /Yearly/});
  await expect(page.getByRole('group', {name: 'Billing period'})).toBeVisible();
  await expect(monthly).toBeChecked();

  await page.getByRole('radio', {name: /Yearly/}).click();
  await expect(yearly).toBeChecked();
  const personal = page.locator('article[data-tier="cloud-personal"]');
  const professional = page.locator('article[data-tier="cloud-professional"]');
  await expect(personal).toContainText('$8 per month');
  await expect(personal).toContainText('Billed $96 once a year');
  await expect(professional).toContainText('$16 per month');
  await expect(professional).toContainText('Billed $192 once a year');

  await monthly.check();
  await expect(personal).toContainText('Billed $10 every month');
});

test('the billing switch works from the keyboard', async ({page}) => {
  const monthly = page.getByRole('radio', {name: 'Monthly'});
  const yearly = page.getByRole('radio', {name: /Yearly/});
  await monthly.focus();
  await page.keyboard.press('ArrowRight');
  await expect(yearly).toBeChecked();
  await expect(yearly).toBeFocused();
  await expect(page.locator('article[data-tier="cloud-personal"]')).toContainText('$8 per month');
  await page.keyboard.press('ArrowLeft');
  await expect(monthly).toBeChecked();
  await expect(page.locator('article[data-tier="cloud-personal"]')).toContainText('$10 per month');
});

test('the comparison is a real table with column and row headers', async ({page}) => {
  const table = page.getByRole('table', {name: 'What each plan includes'});
  await expect(table).toBeVisible();
  for (const tier of TIERS) {
    await expect(table.getByRole('columnheader', {name: tier.name})).toHaveAttribute('scope', 'col');
  }
  const rows = COMPARISON.flatMap((group) => group.rows);
  await expect(table.locator('th[scope="row"]')).toHaveCount(rows.length);
  const priority = table.getByRole('row', {name: /Priority support/});
  await expect(priority.getByRole('cell')).toHaveText(['Not included', 'Not included', 'Included']);
});

test('the FAQ accordion opens, closes and moves focus by keyboard alone', async ({page}) => {
  const questions = page.locator('section[aria-labelledby="pricing-faq"]').getByRole('button');
  await expect(questions).toHaveCount(FAQ.length);
  const first = questions.first();
  const second = questions.nth(1);
  const firstAnswer = page.locator(`#${await first.getAttribute('aria-controls')}`);

  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(firstAnswer).toBeVisible();
  await expect(firstAnswer).toContainText(FAQ[0]!.answer[0]!.slice(0, 40));

  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();

  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press(' ');
  await expect(second).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();

  // Tab leaves the accordion's buttons in document order, as plain buttons should.
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
});

test("a link to a question, as search results give, opens that question's answer", async ({page, gotoHydrated}) => {
  const [first, second] = FAQ;
  // Arriving from elsewhere (a new document), not a jump within the page loaded before the test.
  await page.goto('about:blank');
  await gotoHydrated(`/pricing#pricing-faq-${second!.id}-question`);
  const linked = page.getByRole('button', {name: second!.question});
  await expect(linked).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', {name: second!.question})).toContainText(second!.answer[0]!.slice(0, 40));
  await expect(page.getByRole('button', {name: first!.question})).toHaveAttribute('aria-expanded', 'false');
  // A later link within the page opens its question too.
  await page.evaluate((id) => {
    window.location.hash = `pricing-faq-${id}-question`;
  }, first!.id);
  await expect(page.getByRole('button', {name: first!.question})).toHaveAttribute('aria-expanded', 'true');
});

test('has no serious accessibility violations, with the FAQ open and yearly prices shown', async ({page}) => {
  await page.getByRole('radio', {name: /Yearly/}).check();
  await page.getByRole('button', {name: FAQ[0]!.question}).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
