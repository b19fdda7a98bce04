/**
 * The try-it console on an API page: its code loads only when a reader opens it, it is usable
 * with the keyboard, and it runs a whole checkout against the sandbox from the cart page.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import Fastify, {type FastifyInstance} from 'fastify';
import {expect, showOperation, test} from './fixtures';

/** Opens an operation's console, edits its body or parameters, sends it and returns the response body. */
async function send(page: Page, id: string, edits: {params?: Record<string, string>; body?: unknown} = {}): Promise<string> {
  const section = await showOperation(page, id);
  const toggle = section.getByRole('button', {name: 'Try it'});
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const form = section.getByRole('form');
  for (const [name, value] of Object.entries(edits.params ?? {})) await form.getByLabel(new RegExp(`^${name} \\(`)).fill(value);
  if (edits.body !== undefined) await form.getByLabel(/^Body/).fill(JSON.stringify(edits.body));
  await form.getByRole('button', {name: /^Send /}).click();
  await expect(form.getByRole('status')).toContainText(/\d{3}.* in \d+ ms/);
  return (await form.locator('pre').last().textContent()) ?? '';
}

test('the console loads on first open, not with the page', async ({page, gotoHydrated}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated('/docs/api/cart');
  const section = await showOperation(page, 'createCart');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  const toggle = section.getByRole('button', {name: 'Try it'});
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByRole('form', {name: 'Try Create a cart'})).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

test('a cart is created, filled and checked out against the sandbox from the page', async ({page, gotoHydrated}) => {
  await gotoHydrated('/docs/api/cart');
  const cart = JSON.parse(await send(page, 'createCart')) as {data: {uuid: string}};
  const cartId = cart.data.uuid;
  const added = JSON.parse(await send(page, 'addCartItem', {params: {cart_id: cartId}, body: {sku: 'KET-GOOSE-1L', qty: 1}})) as {
    data: {item: {product_sku: string}};
  };
  expect(added.data.item.product_sku).toBe('KET-GOOSE-1L');
  for (const id of ['setCartContact', 'setCartAddress', 'setCartShippingMethod', 'setCartPaymentMethod']) {
    await send(page, id, {params: {cart_id: cartId}});
    await expect(page.locator(`section[data-operation-id="${id}"]`).getByRole('status')).toContainText('200 OK');
  }
  const order = JSON.parse(await send(page, 'checkoutCart', {params: {cart_id: cartId}, body: {cart_id: cartId}})) as {data: {order_number: string}};
  expect(order.data.order_number).toBeTruthy();
});

test('a broken body is named next to its field and not sent', async ({page, gotoHydrated}) => {
  await gotoHydrated('/docs/api/cart');
  const section = await showOperation(page, 'createCart');
  await section.getByRole('button', {name: 'Try it'}).click();
  const body = section.getByLabel(/^Body/);
  await body.fill('{"items": [');
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByText(/^The body is not JSON: /)).toBeVisible();
  await section.getByRole('button', {name: /^Send /}).click();
  await expect(body).toBeFocused();
  // The open console, with its error shown, on its own: the page around it has its own axe pass.
  const {violations} = await new AxeBuilder({page}).include('section[data-operation-id="createCart"] form').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test.describe("pointed at the reader's own store", () => {
  // One stand-in store on one port: both tests in one worker.
  test.describe.configure({mode: 'serial'});
  // The refused request is reported by the browser and by the page's policy listener.
  test.use({allowConsoleErrors: ['CSP violation', 'Content Security Policy', 'Failed to fetch']});
  const allowed = `http://127.0.0.1:${process.env.E2E_STORE_PORT}`;
  let store: FastifyInstance;

  test.beforeAll(async () => {
    store = Fastify();
    store.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-allow-headers', 'Authorization, Content-Type');
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    });
    store.options('/*', async (_request, reply) => reply.code(204).send());
    store.post('/api/carts', async () => ({data: {uuid: 'cart-from-my-store'}}));
    await store.listen({port: Number(process.env.E2E_STORE_PORT), host: '127.0.0.1'});
  });
  test.afterAll(async () => {
    await store.close();
  });

  async function sendToStore(page: Page, storeUrl: string): Promise<Locator> {
    const section = await showOperation(page, 'createCart');
    await section.getByRole('button', {name: 'Try it'}).click();
    const form = section.getByRole('form');
    await form.getByLabel('My store').check();
    await form.getByLabel(/^Store URL/).fill(storeUrl);
    await form.getByRole('button', {name: /^Send /}).click();
    return form;
  }

  test('sends the request to a store the site server lists in TRY_IT_ORIGINS', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/cart');
    const form = await sendToStore(page, allowed);
    await expect(form.getByRole('status')).toContainText(/200.* in \d+ ms/);
    await expect(form.locator('pre').last()).toContainText('cart-from-my-store');
  });

  test('refuses any other store, and says how to allow it', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/cart');
    const form = await sendToStore(page, 'http://127.0.0.1:9');
    await expect(form).toContainText('TRY_IT_ORIGINS');
  });
});
