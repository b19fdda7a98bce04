/**
 * The API reference in the browser: sidebar operation links land on their operation, the method
 * badges show, and the code-sample tabs switch together and remember the reader's choice.
 */
import {expect, test} from './fixtures';

const TAB_STORAGE_KEY = 'docusaurus.tab.api-sample';

test.describe('API sidebar', () => {
  test('an operation link scrolls to the operation on the same page', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/product');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    // The badge drawn before the label is part of the accessible name: "DELETE Delete a product link".
    const link = sidebar.getByRole('link', {name: 'DELETE Delete a product link', exact: true});
    await expect(link).toHaveAttribute('href', '/docs/api/product#delete-product-link');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/product#delete-product-link$/);
    await expect(page.locator('h3#delete-product-link')).toBeInViewport();
    await expect(page.locator('section[data-operation-id="deleteProductLink"]')).toBeInViewport();
  });

  test('an operation link from another page opens that page at the operation', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/overview');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    // Entity categories are collapsed until their page is open; the caret expands one in place.
    await sidebar.getByRole('button', {name: /Cart/}).click();
    const link = sidebar.getByRole('link', {name: 'POST Place the order', exact: true});
    // The list slides open; on a busy machine a click during the slide can press on the link and
    // release on what moved under the pointer. The list's height is `auto` once it is fully open.
    await expect(link.locator('xpath=ancestor::ul[1]')).toHaveAttribute('style', /height: auto/);
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/cart#checkout-cart$/);
    await expect(page.locator('h3#checkout-cart')).toBeInViewport();
  });

  test('marks each operation link with its HTTP method', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/product');
    const items = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('li.api-method');
    await expect(items).toHaveCount(6);
    const badges = await items.evaluateAll((nodes) =>
      nodes.map((node) => getComputedStyle(node.querySelector('a')!, '::before').content),
    );
    expect(badges).toEqual(['"POST"', '"PATCH"', '"DELETE"', '"POST"', '"PATCH"', '"DELETE"']);
  });
});

test.describe('code samples', () => {
  test('switch together on a page and remember the choice on the next page', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/product');
    const create = page.locator('section[data-operation-id="createProduct"]');
    const update = page.locator('section[data-operation-id="updateProduct"]');
    await expect(create.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');

    await create.getByRole('tab', {name: 'Node.js'}).click();
    await expect(create.getByRole('tab', {name: 'Node.js'})).toHaveAttribute('aria-selected', 'true');
    await expect(create.locator('[role="tabpanel"]:not([hidden])')).toContainText('process.env.MERCHANTRY_HOME_URL');
    // Every sample set on the page follows, and the URL stays clean.
    await expect(update.getByRole('tab', {name: 'Node.js'})).toHaveAttribute('aria-selected', 'true');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), TAB_STORAGE_KEY)).toBe('node');

    await create.getByRole('tab', {name: 'JavaScript'}).click();
    await expect(create.locator('[role="tabpanel"]:not([hidden])')).toContainText("await fetch('/api/products'");

    await gotoHydrated('/docs/api/cart');
    const createCart = page.locator('section[data-operation-id="createCart"]');
    await expect(createCart.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(createCart.locator('[role="tabpanel"]:not([hidden])')).toContainText("await fetch('/api/carts'");
  });
});

test.describe('samples in six languages', () => {
  test('Python, PHP and Go load when picked, each with a copy button', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/cart');
    const create = page.locator('section[data-operation-id="createCart"]');
    for (const [tab, text] of [['Python', 'import requests'], ['PHP', 'curl_setopt_array'], ['Go', 'package main']] as const) {
      await create.getByRole('tab', {name: tab}).click();
      const panel = create.locator('[role="tabpanel"]:not([hidden])');
      await expect(panel).toContainText(text);
      await expect(panel.getByRole('button', {name: /copy/i})).toBeAttached();
    }
  });
});

test.describe('operation body', () => {
  test('opens nested body fields in place', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/product');
    const create = page.locator('section[data-operation-id="createProduct"]');
    const options = create.locator('details', {has: page.locator('summary', {hasText: 'Fields of options'})}).first();
    await expect(options.getByRole('cell', {name: 'option_type', exact: false}).first()).toBeHidden();
    await options.locator('summary').first().click();
    await expect(options.locator('code', {hasText: /^option_type$/}).first()).toBeVisible();
  });

  test('the overview links the published OpenAPI document', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/overview');
    const link = page.getByRole('link', {name: /Download the OpenAPI document/});
    await expect(link).toHaveAttribute('href', '/openapi/merchantry.yaml');
    const response = await page.request.get('/openapi/merchantry.yaml');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^openapi: 3\.1\.0$/m);
  });
});
