import {describe, expect, it} from 'vitest';
import type {DocSearchHit} from '@docsearch/react';
import {sectionLevelOf, withSectionPath} from '../sectionPath';

const hierarchy = {lvl0: 'Cart', lvl1: 'Cart', lvl2: 'Endpoints', lvl3: 'Create a cart', lvl4: 'Errors', lvl5: '409', lvl6: null};

function hit(type: DocSearchHit['type'], levels: Partial<DocSearchHit['hierarchy']>, snippets?: Record<string, {value: string}>): DocSearchHit {
  return {
    objectID: type,
    type,
    content: type === 'content' ? 'The cart was already checked out.' : null,
    url: '/docs/api/cart#create-cart',
    url_without_anchor: '/docs/api/cart',
    anchor: 'create-cart',
    hierarchy: {...hierarchy, ...levels},
    ...(snippets && {_snippetResult: {hierarchy: snippets}}),
  } as unknown as DocSearchHit;
}

const path = (item: DocSearchHit) => (item._snippetResult as unknown as {hierarchy: {lvl1: {value: string}}}).hierarchy.lvl1.value;

describe('the path line of a modal row', () => {
  it("names the deepest table-of-contents heading above the row's own title", () => {
    expect(sectionLevelOf(hit('content', {}))).toBe('lvl3');
    expect(sectionLevelOf(hit('lvl5', {}))).toBe('lvl3');
    expect(sectionLevelOf(hit('lvl3', {}))).toBe('lvl2');
    expect(sectionLevelOf(hit('lvl2', {}))).toBeNull();
    expect(sectionLevelOf(hit('content', {lvl2: 'Install', lvl3: null, lvl4: null, lvl5: null}))).toBe('lvl2');
    expect(sectionLevelOf(hit('content', {lvl2: null, lvl3: null, lvl4: null, lvl5: null}))).toBeNull();
  });

  it('tells apart rows of different operations of one page', () => {
    const rows = ['Create a cart', 'Apply a coupon'].map((operation) => path(withSectionPath(hit('content', {lvl3: operation, lvl5: null}))));
    expect(rows).toEqual(['Cart › Create a cart', 'Cart › Apply a coupon']);
  });

  it('names the table row of a text row, which its title does not show', () => {
    expect(path(withSectionPath(hit('content', {lvl3: 'Create a shipment', lvl5: 'tracking_number'})))).toBe('Cart › Create a shipment › tracking_number');
    expect(path(withSectionPath(hit('content', {lvl2: null, lvl3: null, lvl4: null, lvl5: 'DB_HOST'})))).toBe('Cart › DB_HOST');
    // A heading row is its own title: no table row to add.
    expect(path(withSectionPath(hit('lvl3', {lvl5: 'tracking_number'})))).toBe('Cart › Endpoints');
  });

  it("keeps the engine's highlighting and escapes plain text", () => {
    const item = withSectionPath(hit('content', {lvl3: 'Use <b> & more', lvl5: null}, {lvl1: {value: '<mark>Cart</mark>'}}));
    expect(path(item)).toBe('<mark>Cart</mark> › Use &lt;b&gt; &amp; more');
  });

  it('leaves rows whose page title is their section, and the record itself, alone', () => {
    const title = hit('lvl2', {});
    expect(withSectionPath(title)).toBe(title);
    const row = hit('content', {});
    withSectionPath(row);
    expect(row).not.toHaveProperty('_snippetResult');
  });
});
