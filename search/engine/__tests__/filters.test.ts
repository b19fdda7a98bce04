import {describe, expect, it} from 'vitest';
import {SearchError} from '../errors';
import {facetFiltersToNode, parseFacetFilter, parseFilters} from '../filters';

describe('facet filters', () => {
  it('parses attr:value, attr:-value (negation) and attr:\\-value (literal dash)', () => {
    expect(parseFacetFilter('language:en')).toEqual({kind: 'facet', attribute: 'language', value: 'en'});
    expect(parseFacetFilter('docusaurus_tag:docs-default-current')).toEqual({kind: 'facet', attribute: 'docusaurus_tag', value: 'docs-default-current'});
    expect(parseFacetFilter('language:-fr')).toEqual({kind: 'not', child: {kind: 'facet', attribute: 'language', value: 'fr'}});
    expect(parseFacetFilter('tag:\\-beta')).toEqual({kind: 'facet', attribute: 'tag', value: '-beta'});
    expect(parseFacetFilter('url:https://x.io/a')).toEqual({kind: 'facet', attribute: 'url', value: 'https://x.io/a'});
  });

  it('turns a list into AND and nested lists into OR', () => {
    expect(facetFiltersToNode(['a:1', ['b:2', 'b:3']])).toEqual({
      kind: 'and',
      children: [
        {kind: 'facet', attribute: 'a', value: '1'},
        {kind: 'or', children: [{kind: 'facet', attribute: 'b', value: '2'}, {kind: 'facet', attribute: 'b', value: '3'}]},
      ],
    });
  });

  it('rejects a filter without a colon', () => {
    expect(() => parseFacetFilter('language')).toThrow(SearchError);
  });
});

describe('the filters expression language', () => {
  it('parses AND, OR, NOT with OR binding looser than AND', () => {
    expect(parseFilters('a:1 OR b:2 AND NOT c:3')).toEqual({
      kind: 'or',
      children: [
        {kind: 'facet', attribute: 'a', value: '1'},
        {kind: 'and', children: [{kind: 'facet', attribute: 'b', value: '2'}, {kind: 'not', child: {kind: 'facet', attribute: 'c', value: '3'}}]},
      ],
    });
  });

  it('parses parentheses, quoted values, comparisons, ranges and booleans', () => {
    expect(parseFilters('(a:"x y" OR a:\'z\') AND n >= 3 AND m:1 TO 5')).toEqual({
      kind: 'and',
      children: [
        {kind: 'or', children: [{kind: 'facet', attribute: 'a', value: 'x y'}, {kind: 'facet', attribute: 'a', value: 'z'}]},
        {kind: 'numeric', attribute: 'n', operator: '>=', value: 3},
        {kind: 'range', attribute: 'm', from: 1, to: 5},
      ],
    });
    expect(parseFilters('weight.level != 0')).toEqual({kind: 'numeric', attribute: 'weight.level', operator: '!=', value: 0});
    expect(parseFilters('true')).toEqual({kind: 'boolean', value: true});
    expect(parseFilters('   ')).toEqual({kind: 'and', children: []});
  });

  it.each([
    ['a:1 AND', 'Invalid syntax for "filters": expected a value but found end of input'],
    ['(a:1', 'Invalid syntax for "filters": expected ")" but found end of input'],
    ['a:1)', 'Invalid syntax for "filters": unexpected ")" at position 4'],
    ['a', 'Invalid syntax for "filters": expected ":" or a comparison after "a" at position 1'],
    ['n > x', 'Invalid syntax for "filters": expected a number but found "x" at position 5'],
    ['a:"open', 'Invalid syntax for "filters": unterminated string starting at position 3'],
  ])('rejects %s', (source, message) => {
    let error: unknown;
    try {
      parseFilters(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SearchError);
    expect((error as SearchError).message).toBe(message);
    expect((error as SearchError).status).toBe(400);
  });
});
