import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../engine/index';
import {SITE_SEARCH_SETTINGS} from '../../siteSettings';
import {extractRecords} from '../extract';
import {SEARCH_EXCLUDE_CLASS} from '../searchExclude';

const SITE = 'https://merchantry.io';
const X = SEARCH_EXCLUDE_CLASS;

/** One operation as the API reference template renders it (ApiOperation, ApiCodeSamples, ApiErrors). */
function operation(id: string, title: string, method: string, path: string, description: string, marked: boolean): string {
  const mark = marked ? ` class="${X}"` : '';
  return (
    `<h3 id=${id}>${title}</h3><section><p>${method}<code>${path}</code></p><p>${description}</p>` +
    `<div${mark}><p><strong>Auth.</strong> Admin: send one of these credentials.</p><ul><li>Admin access token: Authorization: Bearer token from POST /api/user/tokens</li></ul></div>` +
    `<h4>Example request</h4><div><ul role=tablist${mark}><li>curl</li><li>JavaScript</li><li>Node.js</li></ul>` +
    `<pre class="prism-code language-bash"><code>curl -X ${method} https://shop.example.com${path}</code></pre></div>` +
    `<h4>Errors</h4><table><tbody>` +
    `<tr${mark}><td>429</td><td><p>The client IP went over a rate limit: 120 requests a minute on /api/**, and 8 per 15 minutes on credential endpoints.</p></td><td>Too many requests</td></tr>` +
    `<tr><td>409</td><td><p>The cart was already checked out.</p></td><td>Conflict</td></tr>` +
    `</tbody></table></section>`
  );
}

function cartPage(marked: boolean): string {
  const operations = [
    operation('create-cart', 'Create a cart', 'POST', '/api/carts', 'Starts a cart with one or more items.', marked),
    operation('add-cart-item', 'Add an item to a cart', 'POST', '/api/cart/{cart_id}/items', 'Adds a product to the cart by SKU.', marked),
    operation('apply-cart-coupon', 'Apply a coupon', 'POST', '/api/carts/{cart_id}/coupons', 'Applies a coupon code to the cart.', marked),
    operation('checkout-cart', 'Place the order', 'POST', '/api/carts/{cart_id}/checkout', 'Turns the cart into an order.', marked),
  ];
  return `<html><body><article><header><h1>Cart</h1></header><p>A cart holds what a shopper is about to buy.</p><h2 id=endpoints>API endpoints</h2>${operations.join('')}</article></body></html>`;
}

const overviewPage =
  '<html><body><article><header><h1>REST API overview</h1></header><h2 id=rate-limits>Rate limits</h2>' +
  '<p>Limits apply per client IP: every /api/** endpoint allows 120 requests per minute.</p>' +
  '<h2 id=reference-pages>Reference pages</h2><table><tbody><tr><td>Cart</td><td>Carts and checkout</td></tr></tbody></table></article></body></html>';

function engineOver(marked: boolean): SearchEngine {
  const records = [
    ...extractRecords(cartPage(marked), `${SITE}/docs/api/cart`, {pageRank: 3}),
    ...extractRecords(overviewPage, `${SITE}/docs/api/overview`, {pageRank: 2}),
  ];
  return new SearchEngine(records, SITE_SEARCH_SETTINGS);
}

/** A row as the modal titles it: a heading row by its own heading, a content row by its text. */
const rows = (engine: SearchEngine, query: string): string[] =>
  engine.search({query, hitsPerPage: 20}, {indexName: 'merchantry'}).hits.map((hit) => {
    const hierarchy = hit.hierarchy as Record<string, string | null>;
    return `${String(hit.url).replace(SITE, '')} ${String(hit.type === 'content' ? hit.content : hierarchy[String(hit.type)])}`;
  });

describe('markup with the search-exclude class', () => {
  it('becomes no record, nor part of one, nor of a code attribute, with everything inside it', () => {
    const html =
      `<html><body><article><header><h1>T</h1></header><h2 id=a>A</h2><p>Kept.</p>` +
      `<p class="${X}">Skipped paragraph.</p><div class="${X}"><h3 id=hidden>Hidden heading</h3><ul><li>Skipped item</li></ul>` +
      `<pre class="prism-code language-bash"><code>npm run skipped</code></pre></div>` +
      `<table><tbody><tr class="${X}"><td>429</td><td>Skipped row</td></tr><tr><td>409</td><td>Kept row</td></tr></tbody></table></article></body></html>`;
    const records = extractRecords(html, `${SITE}/t`);
    expect(records.map((record) => [record.type, record.hierarchy.lvl5 ?? record.hierarchy.lvl2, record.content])).toEqual([
      ['lvl1', null, null],
      ['lvl2', 'A', null],
      ['content', 'A', 'Kept.'],
      ['lvl5', '409', null],
      ['content', '409', 'Kept row'],
    ]);
    expect(records.some((record) => record.code !== undefined)).toBe(false);
  });

  it("leaves an API operation's own text in its record and drops the boilerplate every operation repeats", () => {
    const records = extractRecords(cartPage(true), `${SITE}/docs/api/cart`);
    const create = records.filter((record) => record.anchor === 'create-cart' && record.type === 'content');
    expect(create.map((record) => record.content)).toEqual(['POST/api/carts Starts a cart with one or more items.', 'The cart was already checked out. Conflict']);
    expect(records.some((record) => /rate limit|curl JavaScript|Bearer/.test(record.content ?? ''))).toBe(false);
  });
});

describe('queries against an API page', () => {
  it('"cart api" lands on the entity\'s endpoints and lists each operation once, by its own title', () => {
    const found = rows(engineOver(true), 'cart api');
    expect(found.slice(0, 5)).toEqual([
      '/docs/api/cart#endpoints API endpoints',
      '/docs/api/cart#create-cart Create a cart',
      '/docs/api/cart#add-cart-item Add an item to a cart',
      '/docs/api/cart#apply-cart-coupon Apply a coupon',
      '/docs/api/cart#checkout-cart Place the order',
    ]);
    expect(new Set(found).size).toBe(found.length);
  });

  it('a rate-limit question gets the page that documents limits, not a copy per operation', () => {
    const question = 'rate limit requests per minute';
    const unmarked = rows(engineOver(false), question);
    expect(unmarked.filter((row) => row.startsWith('/docs/api/cart#') && row.includes('rate limit'))).toHaveLength(4);
    expect(rows(engineOver(true), question)).toEqual(['/docs/api/overview#rate-limits Limits apply per client IP: every /api/** endpoint allows 120 requests per minute.']);
  });
});
