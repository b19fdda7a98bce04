/** The hits' highlight and snippet results. */
import {describe, expect, it} from 'vitest';
import {docRecord, engineOf, MARK} from './helpers';

describe('SearchEngine: highlight and snippet results', () => {
  const long =
    'The CLI needs Node 20 on the build machine, so install it first and check the version before you deploy the stack to production.';
  const engine = engineOf([
    docRecord({id: 'aws', lvl0: 'Deployment', lvl1: 'Deploy Merchantry to AWS', lvl2: 'Prerequisites', content: long, anchor: 'pre'}),
    docRecord({id: 'xss', lvl1: 'Escaping', content: 'Never render <img src=x onerror=alert(1)> from a record & trust it.', anchor: 'xss'}),
  ]);

  it('shapes _highlightResult like Algolia: nested hierarchy without nulls, levels in order', () => {
    const hit = engine.search({query: 'deploy prerequisites', ...MARK}, {indexName: 'docs'}).hits[0]!;
    const hierarchy = hit._highlightResult!.hierarchy as Record<string, unknown>;
    expect(Object.keys(hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(hierarchy.lvl0).toEqual({value: 'Deployment', matchLevel: 'none', matchedWords: []});
    expect(hierarchy.lvl1).toEqual({value: '<mark>Deploy</mark> Merchantry to AWS', matchLevel: 'partial', matchedWords: ['deploy'], fullyHighlighted: false});
    expect(hierarchy.lvl2).toEqual({value: '<mark>Prerequisites</mark>', matchLevel: 'partial', matchedWords: ['prerequisites'], fullyHighlighted: true});
    expect(hit._highlightResult!.content).toMatchObject({matchLevel: 'partial', matchedWords: ['deploy']});
  });

  it('splits camel case in a highlighted leaf only where camelCaseAttributes names it, when the path asked for lies above', () => {
    const mixed = engineOf([docRecord({id: 'stock', lvl1: 'backInStock', lvl2: 'backInStock alerts'})], {
      camelCaseAttributes: ['hierarchy.lvl1'],
      attributesToHighlight: ['hierarchy'],
    });
    const hierarchy = mixed.search({query: 'stock', ...MARK}, {indexName: 'docs'}).hits[0]!._highlightResult!.hierarchy as Record<string, {value: string}>;
    expect(hierarchy.lvl1!.value).toBe('backIn<mark>Stock</mark>');
    expect(hierarchy.lvl2!.value).toBe('backInStock alerts');
  });

  it('uses the template tags by default', () => {
    const hit = engine.search({query: 'aws'}, {indexName: 'docs'}).hits[0]!;
    expect((hit._highlightResult!.hierarchy as Record<string, {value: string}>).lvl1!.value).toBe(
      'Deploy Merchantry to <span class="algolia-docsearch-suggestion--highlight">AWS</span>',
    );
  });

  it('cuts snippets to N words around the best match with the ellipsis on each cut side', () => {
    const hit = engine.search({query: 'version', ...MARK, attributesToSnippet: ['content:6', 'hierarchy.lvl1:2'], snippetEllipsisText: '…'}, {indexName: 'docs'})
      .hits[0]!;
    expect(hit._snippetResult).toEqual({
      hierarchy: {lvl1: {value: 'Deploy Merchantry…', matchLevel: 'none'}},
      content: {value: '…and check the <mark>version</mark> before you…', matchLevel: 'full'},
    });
  });

  it('snippets from the start when the text starts near the match, and whole short values', () => {
    const hit = engine.search({query: 'node', ...MARK, attributesToSnippet: ['content:10', 'hierarchy.lvl2']}, {indexName: 'docs'}).hits[0]!;
    expect(hit._snippetResult!.content).toEqual({value: 'The CLI needs <mark>Node</mark> 20 on the build machine, so…', matchLevel: 'full'});
    expect(hit._snippetResult!.hierarchy).toEqual({lvl2: {value: 'Prerequisites', matchLevel: 'none'}});
  });

  it('uses the index snippet setting (content:10) when the request sends none', () => {
    const hit = engine.search({query: 'stack'}, {indexName: 'docs'}).hits[0]!;
    expect(Object.keys(hit._snippetResult!)).toEqual(['content']);
    expect((hit._snippetResult!.content as {value: string}).value.startsWith('…')).toBe(true);
  });

  it('escapes record text before adding the tags (no markup injection)', () => {
    const response = engine.search({query: 'onerror', ...MARK, attributesToSnippet: ['content:20']}, {indexName: 'docs'});
    const highlight = (response.hits[0]!._highlightResult!.content as {value: string}).value;
    expect(highlight).toBe('Never render &lt;img src=x <mark>onerror</mark>=alert(1)&gt; from a record &amp; trust it.');
    expect(highlight).not.toContain('<img');
    expect((response.hits[0]!._snippetResult!.content as {value: string}).value).not.toContain('<img');
    // Tags in the query are only text to match.
    const tagQuery = engine.search({query: '<img src=x>', ...MARK, attributesToSnippet: ['content']}, {indexName: 'docs'});
    const rendered = JSON.stringify(tagQuery.hits.map((hit) => [hit._highlightResult, hit._snippetResult]));
    expect(rendered).toContain('&lt;<mark>img</mark>');
    expect(rendered).not.toContain('<img');
  });
});
