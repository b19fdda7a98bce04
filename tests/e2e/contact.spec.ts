/**
 * /contact-us in a real browser against the site server: every validation message, a real
 * submission that is then found in the server's store, failures that keep the visitor's text,
 * and the email fallback when the page is served without the server.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {CONTACT_LIMITS} from '../../src/data/contact';
import {site} from '../../src/site';
import {expect, seriousAxeViolations, test} from './fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, {exact: true});

async function fillValid(page: Page, message: string): Promise<void> {
  await field(page, 'Name').fill('Ada Merchant');
  await field(page, 'Email').fill('ada@example.com');
  await page.getByLabel('Company (optional)').fill('Corner Shop Ltd');
  await field(page, 'Topic').selectOption('commercial-support');
  await field(page, 'Message').fill(message);
}

/** The error text tied to a field through aria-describedby. */
async function errorFor(page: Page, label: string): Promise<string> {
  const input = field(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (await input.getAttribute('aria-describedby'))!.split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  expect(errorId, `${label} has an error id in aria-describedby`).toBeTruthy();
  return (await page.locator(`[id="${errorId}"]`).innerText()).replace(/^!\s*/, '').trim();
}

test.describe('contact form', () => {
  test.beforeEach(async ({page, gotoHydrated}) => {
    await gotoHydrated('/contact-us');
    await expect(page.getByRole('button', {name: 'Send message'})).toBeVisible();
  });

  test('submitting an empty form shows every required message and focuses the first field', async ({page}) => {
    await page.getByRole('button', {name: 'Send message'}).click();
    expect(await errorFor(page, 'Name')).toBe('Enter your name.');
    expect(await errorFor(page, 'Email')).toBe('Enter your email address so we can reply.');
    expect(await errorFor(page, 'Topic')).toBe('Choose a topic.');
    expect(await errorFor(page, 'Message')).toBe('Write your message.');
    await expect(page.getByLabel('Company (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toBeFocused();
  });

  test('clicking Send straight from a field with a mistake still checks the whole form', async ({page}) => {
    // Leaving the field shows its error; that must not move the button away from the click.
    await field(page, 'Email').fill('ada@example');
    await page.getByRole('button', {name: 'Send message'}).click();
    expect(await errorFor(page, 'Name')).toBe('Enter your name.');
    expect(await errorFor(page, 'Email')).toBe('Enter an email address in the form name@example.com.');
    expect(await errorFor(page, 'Topic')).toBe('Choose a topic.');
    expect(await errorFor(page, 'Message')).toBe('Write your message.');
    await expect(field(page, 'Name')).toBeFocused();
  });

  test('checks the email form when the field is left', async ({page}) => {
    await field(page, 'Email').fill('ada@example');
    await field(page, 'Email').blur();
    expect(await errorFor(page, 'Email')).toBe('Enter an email address in the form name@example.com.');
    // Fixing the address clears the message while typing.
    await field(page, 'Email').fill('ada@example.com');
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('asks for a longer message, and for a shorter one', async ({page}) => {
    await field(page, 'Message').fill('Hi there');
    await field(page, 'Message').blur();
    expect(await errorFor(page, 'Message')).toBe(`Write at least ${CONTACT_LIMITS.message.min} characters so we can help.`);
    await field(page, 'Message').fill('x'.repeat(CONTACT_LIMITS.message.max + 1));
    expect(await errorFor(page, 'Message')).toBe(
      `Shorten your message to ${CONTACT_LIMITS.message.max} characters or fewer.`,
    );
  });

  test('focuses the first invalid field, not the first field', async ({page}) => {
    await fillValid(page, 'A message that is long enough to pass.');
    await field(page, 'Email').fill('not-an-address');
    await page.getByRole('button', {name: 'Send message'}).click();
    expect(await errorFor(page, 'Email')).toBe('Enter an email address in the form name@example.com.');
    await expect(field(page, 'Email')).toBeFocused();
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sends a valid message, which the server stores', async ({page}) => {
    const token = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const message = `We would like a support agreement for our store. Reference ${token}.`;
    await fillValid(page, message);
    await page.getByRole('button', {name: 'Send message'}).click();

    const heading = page.getByRole('heading', {name: 'Thank you, your message has been sent'});
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();

    const file = path.join(process.env.E2E_DATA_DIR!, 'contact', 'messages.jsonl');
    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
    const matches = lines.map((line) => JSON.parse(line) as Record<string, string>).filter((r) => r.message === message);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({
      name: 'Ada Merchant',
      email: 'ada@example.com',
      company: 'Corner Shop Ltd',
      topic: 'commercial-support',
    });
  });

  test('preselects the topic given in the query string', async ({page, gotoHydrated}) => {
    await gotoHydrated('/contact-us?topic=cloud');
    await expect(field(page, 'Topic')).toHaveValue('cloud');
  });

  test('has no serious accessibility violations with errors shown', async ({page}) => {
    await page.getByRole('button', {name: 'Send message'}).click();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('contact form failures', () => {
  // The browser logs the failed request itself; that is the point of these tests.
  test.use({allowConsoleErrors: ['status of 500', 'net::ERR_FAILED']});

  test('a server error shows a clear message and keeps every field', async ({page, gotoHydrated}) => {
    await page.route('**/api/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'CONTACT_STORE_FAILED',
                message: 'Your message could not be saved because of a server error. Please try again later.',
              },
            }),
          })
        : route.continue(),
    );
    await gotoHydrated('/contact-us');
    const message = 'Please keep this text when the server fails.';
    await fillValid(page, message);
    await page.getByRole('button', {name: 'Send message'}).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your message was not sent.');
    await expect(alert).toContainText('could not be saved because of a server error');
    await expect(alert).toContainText(site.community.contactEmail);
    await expect(field(page, 'Name')).toHaveValue('Ada Merchant');
    await expect(field(page, 'Email')).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Company (optional)')).toHaveValue('Corner Shop Ltd');
    await expect(field(page, 'Topic')).toHaveValue('commercial-support');
    await expect(field(page, 'Message')).toHaveValue(message);
  });

  test('a network failure says so and keeps the text', async ({page, gotoHydrated}) => {
    await page.route('**/api/contact', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await gotoHydrated('/contact-us');
    await fillValid(page, 'Sent while the network is down, keep me.');
    await page.getByRole('button', {name: 'Send message'}).click();
    await expect(page.getByRole('alert')).toContainText('We could not reach the server');
    await expect(field(page, 'Message')).toHaveValue('Sent while the network is down, keep me.');
  });
});

test.describe('without the site server', () => {
  test.use({allowConsoleErrors: ['status of 404']});

  test('shows the contact email instead of the form', async ({page, gotoHydrated}) => {
    // A static host answers the probe with its HTML 404 page.
    await page.route('**/api/contact', (route) =>
      route.fulfill({status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>'}),
    );
    await gotoHydrated('/contact-us');
    const email = page.getByRole('link', {name: site.community.contactEmail}).first();
    await expect(page.getByRole('heading', {name: 'Email us'})).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${site.community.contactEmail}`);
    await expect(page.getByRole('button', {name: 'Send message'})).toHaveCount(0);
  });
});
