import {describe, expect, it} from 'vitest';
import {groupByPage, type PageSearchHit} from '../groupByPage';

const levels: Record<string, string | null> = {lvl0: 'API reference', lvl1: 'Cart', lvl2: 'API endpoints', lvl3: 'Create a cart', lvl4: null, lvl5: null, lvl6: null};

function hit(url: string, type: string, hierarchy: Record<string, string | null>, content?: string): PageSearchHit {
  const full = {...levels, ...hierarchy};
  const values = Object.fromEntries(Object.entries(full).filter(([, text]) => text).map(([level, text]) => [level, {value: `<mark>${text}</mark>`}]));
  return {url, type, hierarchy: full, _highlightResult: {hierarchy: values}, ...(content && {_snippetResult: {content: {value: content}}})};
}

describe('/search groups hits by page', () => {
  it('lists each page once, in the order of its first hit, with its matching sections beneath', () => {
    const groups = groupByPage([
      hit('/docs/api/cart#create-cart', 'lvl3', {}),
      hit('/docs/api/overview#rate-limits', 'lvl2', {lvl1: 'REST API overview', lvl2: 'Rate limits', lvl3: null}),
      hit('/docs/api/cart#add-item', 'content', {lvl3: 'Add an item'}, 'Adds a <mark>cart</mark> item'),
    ]);
    expect(groups.map((group) => [group.url, group.title])).toEqual([
      ['/docs/api/cart', '<mark>Cart</mark>'],
      ['/docs/api/overview', '<mark>REST API overview</mark>'],
    ]);
    expect(groups[0]!.sections).toEqual([
      {url: '/docs/api/cart#create-cart', path: ['<mark>API endpoints</mark>'], title: '<mark>Create a cart</mark>', summary: null},
      {url: '/docs/api/cart#add-item', path: ['<mark>API endpoints</mark>'], title: '<mark>Add an item</mark>', summary: 'Adds a <mark>cart</mark> item'},
    ]);
    expect(groups[1]!.sections).toEqual([{url: '/docs/api/overview#rate-limits', path: [], title: '<mark>Rate limits</mark>', summary: null}]);
  });

  it('a hit on the page title adds the page without a section; text above the first heading has no title', () => {
    const [group] = groupByPage([
      hit('/docs/api/cart', 'lvl1', {lvl2: null, lvl3: null}),
      hit('/docs/api/cart', 'content', {lvl2: null, lvl3: null}, 'The cart holds items'),
    ]);
    expect(group!.sections).toEqual([{url: '/docs/api/cart', path: [], title: null, summary: 'The cart holds items'}]);
    expect(group!.summary).toBeNull();
  });

  it("shows a page title hit's text, the page's summary, under the page title", () => {
    const [group] = groupByPage([
      hit('/docs/api/cart#create-cart', 'lvl3', {}),
      hit('/docs/api/cart', 'lvl1', {lvl2: null, lvl3: null}, 'Endpoints that hold a <mark>cart</mark>'),
    ]);
    expect(group!.summary).toBe('Endpoints that hold a <mark>cart</mark>');
    expect(group!.sections).toHaveLength(1);
  });

  it('escapes a level the engine sent no highlight for', () => {
    const [group] = groupByPage([{url: '/docs/a', type: 'lvl2', hierarchy: {lvl0: 'Docs', lvl1: 'A <b>', lvl2: 'x & y'}}]);
    expect(group!.title).toBe('A &lt;b&gt;');
    expect(group!.sections[0]!.title).toBe('x &amp; y');
  });
});
