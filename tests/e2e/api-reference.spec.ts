/**
 * The API reference in the browser: sidebar operation links land on their operation, the method
 * badges show, and the code-sample tabs switch together and remember the reader's choice.
 */
import {expect, mountAllOperationDetails, showOperation, test} from './fixtures';

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

test.describe('operations', () => {
  test('each separates its method from its path in the text that is copied and indexed', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/product');
    const endpoints = page.locator('section[data-operation-id] > p:first-child');
    await expect(endpoints).toHaveCount(6);
    for (const text of await endpoints.allTextContents()) expect(text).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\//);
  });

  test("a required field's name and its badge read apart, and the badge is left out of search", async ({page, gotoHydrated}) => {
    // The indexer reads a row's first cell as its name (lvl5): glued, 2 426 records were named
    // "group_namerequired", "uuidrequired"…, which a search for the field's name does not match.
    await gotoHydrated('/docs/api/attribute-group');
    await mountAllOperationDetails(page);
    // Name cells ending in "required", once the mounted details have rendered their tables.
    const requiredNames = () =>
      page.locator('td').evaluateAll((cells) =>
        cells
          .filter((cell) => cell.firstElementChild?.tagName === 'CODE' && cell.textContent!.endsWith('required'))
          .map((cell) => ({text: cell.textContent, excluded: cell.lastElementChild!.classList.contains('search-exclude')})),
      );
    await expect.poll(async () => (await requiredNames()).length).toBeGreaterThan(0);
    const required = await requiredNames();
    for (const cell of required) expect(cell).toEqual({text: expect.stringMatching(/^\S+ required$/), excluded: true});
  });
});

test.describe('code samples', () => {
  test('switch together on a page and remember the choice on the next page', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/product');
    const create = await showOperation(page, 'createProduct');
    await expect(create.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');

    await create.getByRole('tab', {name: 'Node.js'}).click();
    await expect(create.getByRole('tab', {name: 'Node.js'})).toHaveAttribute('aria-selected', 'true');
    await expect(create.locator('[role="tabpanel"]:not([hidden])')).toContainText('process.env.MERCHANTRY_HOME_URL');
    // Every sample set on the page follows, also one that mounts later, and the URL stays clean.
    const update = await showOperation(page, 'updateProduct');
    await expect(update.getByRole('tab', {name: 'Node.js'})).toHaveAttribute('aria-selected', 'true');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), TAB_STORAGE_KEY)).toBe('node');

    await create.getByRole('tab', {name: 'JavaScript'}).click();
    await create.scrollIntoViewIfNeeded();
    await expect(create.locator('[role="tabpanel"]:not([hidden])')).toContainText("await fetch('/api/products'");

    await gotoHydrated('/docs/api/cart');
    const createCart = await showOperation(page, 'createCart');
    await expect(createCart.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(createCart.locator('[role="tabpanel"]:not([hidden])')).toContainText("await fetch('/api/carts'");
  });
});

test.describe('samples in six languages', () => {
  test('Python, PHP and Go load when picked, each with a copy button', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/cart');
    const create = await showOperation(page, 'createCart');
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
    const create = await showOperation(page, 'createProduct');
    const options = create.locator('details', {has: page.locator('summary', {hasText: 'Fields of options'})}).first();
    await expect(options.getByRole('cell', {name: 'option_type', exact: false}).first()).toBeHidden();
    await options.locator('summary').first().click();
    await expect(options.locator('code', {hasText: /^option_type$/}).first()).toBeVisible();
  });

  test('the overview links the published OpenAPI document', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/overview');
    const link = page.getByRole('link', {name: /download the OpenAPI document/i});
    await expect(link).toHaveAttribute('href', '/openapi/merchantry.yaml');
    const response = await page.request.get('/openapi/merchantry.yaml');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^openapi: 3\.1\.0$/m);
  });
});

test.describe('operation details', () => {
  // The first load of an entity page lays out and hydrates only the endpoint, description and
  // credentials of each operation; the rest is in the HTML, inside a noscript, until it is near.
  test('are in the HTML but not in the page until a reader comes near', async ({page, gotoHydrated}) => {
    const html = await (await page.request.get('/docs/api/cart')).text();
    expect(html.match(/<noscript><h4/g)).toHaveLength(16);
    await page.setViewportSize({width: 1280, height: 720});
    await gotoHydrated('/docs/api/cart');
    const checkout = page.locator('section[data-operation-id="checkoutCart"]');
    await expect(checkout.locator('noscript')).toHaveCount(1);
    // With scripts running, the parser keeps a noscript's markup as text: no elements are built.
    expect(await checkout.locator('noscript').evaluate((slot) => [slot.childElementCount, slot.textContent?.includes('<h4')])).toEqual([0, true]);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThanOrEqual(1500);
    await showOperation(page, 'checkoutCart');
    await expect(checkout.locator('noscript')).toHaveCount(0);
  });

  test('far from the viewport, an operation is not laid out until the reader comes near', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/cart');
    const endpoint = page.locator('section[data-operation-id="checkoutCart"] p').first();
    // Skipped by content-visibility: in the DOM, but without layout until it is near the viewport.
    expect(await endpoint.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}))).toBe(false);
    await endpoint.scrollIntoViewIfNeeded();
    await expect.poll(() => endpoint.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}))).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('are shown, their code samples as plain text', async ({page}) => {
      await page.goto('/docs/api/cart');
      const checkout = page.locator('section[data-operation-id="checkoutCart"]');
      await expect(checkout.getByRole('heading', {name: 'Errors', exact: true})).toBeVisible();
      // The page is lighter without Prism's token spans, which only the highlighter's colours need.
      const sample = checkout.locator('pre code').first();
      await expect(sample).toContainText('curl -X POST');
      await expect(sample.locator('span')).toHaveCount(0);
    });
  });

  test('are all in the page once find-in-page opens, so it finds their text', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/customer');
    await mountAllOperationDetails(page);
    const sections = page.locator('section[data-operation-id]');
    await expect(sections.getByRole('heading', {name: 'Errors', exact: true})).toHaveCount(await sections.count());
  });

  test('a link to an operation opens at its heading, which stays there as the details around it mount', async ({page, gotoHydrated}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated('/docs/api/cart#set-cart-shipping-method');
    const section = page.locator('section[data-operation-id="setCartShippingMethod"]');
    await expect(section.getByRole('heading', {name: 'Example request', exact: true})).toBeAttached();
    // Details above the heading mounted too (a screen ahead), and scroll anchoring kept the heading in view.
    await expect(page.locator('section[data-operation-id="setCartAddress"]').getByRole('heading', {name: 'Errors', exact: true})).toBeAttached();
    await expect(page.locator('h3#set-cart-shipping-method')).toBeInViewport();
  });

  test('mount after a client-side navigation too', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/api/overview');
    await page.getByRole('main').getByRole('link', {name: 'Product', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/product$/);
    const create = await showOperation(page, 'createProduct');
    await expect(create.getByRole('table').first()).toBeVisible();
  });
});
