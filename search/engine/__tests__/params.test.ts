import {describe, expect, it} from 'vitest';
import {errorOf} from './helpers';
import {decodeParamsString, parseRequestParams, parseSearchParams} from '../params';
import {docSearchModalRequest} from '../../docSearchModalRequest';

describe('parseRequestParams: body forms (search-protocol.md §1.2–§1.4)', () => {
  it('reads the v5 object form the DocSearch modal sends', () => {
    const {indexName, ...sent} = docSearchModalRequest('instal', 'merchantry');
    const {params, paramsString} = parseRequestParams({indexName, ...sent});
    expect(params).toEqual(sent);
    expect(paramsString.startsWith('query=instal&attributesToRetrieve=%5B%22hierarchy.lvl0%22')).toBe(true);
    expect(paramsString).not.toContain('indexName');
  });

  it('reads the /search page form: facets as a string, hitsPerPage 0', () => {
    const {params} = parseRequestParams({
      indexName: 'merchantry',
      advancedSyntax: true,
      analytics: false,
      clickAnalytics: false,
      facetFilters: [['language:en']],
      facets: 'docusaurus_tag',
      hitsPerPage: 0,
      page: 0,
      query: 'instal',
    });
    expect(params).toMatchObject({advancedSyntax: true, analytics: false, facets: ['docusaurus_tag'], hitsPerPage: 0, facetFilters: [['language:en']]});
  });

  it('reads a params string with JSON lists, comma lists, and typed strings', () => {
    const {params, paramsString} = parseRequestParams({
      indexName: 'x',
      params:
        'query=instal%20guide&hitsPerPage=20&page=2&advancedSyntax=true&facetFilters=%5B%22language%3Aen%22%2C%5B%22docusaurus_tag%3Adefault%22%5D%5D&attributesToRetrieve=url,type&distinct=false',
    });
    expect(params).toEqual({
      query: 'instal guide',
      hitsPerPage: 20,
      page: 2,
      advancedSyntax: true,
      facetFilters: ['language:en', ['docusaurus_tag:default']],
      attributesToRetrieve: ['url', 'type'],
      distinct: 0,
    });
    expect(paramsString).toBe(
      'query=instal%20guide&hitsPerPage=20&page=2&advancedSyntax=true&facetFilters=%5B%22language%3Aen%22%2C%5B%22docusaurus_tag%3Adefault%22%5D%5D&attributesToRetrieve=url,type&distinct=false',
    );
  });

  it('reads legacy comma filter lists with parenthesised OR groups', () => {
    const {params} = parseRequestParams({params: 'facetFilters=language:en,(docusaurus_tag:default,docusaurus_tag:docs-default-current)'});
    expect(params.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  });

  it('reads a legacy params object', () => {
    expect(parseRequestParams({indexName: 'x', params: {query: 'cart', hitsPerPage: '5'}}).params).toEqual({query: 'cart', hitsPerPage: 5});
  });

  it('merges params with sibling keys, siblings winning', () => {
    const {params, paramsString} = parseRequestParams({indexName: 'x', params: 'query=cart&hitsPerPage=5', hitsPerPage: 7});
    expect(params).toEqual({query: 'cart', hitsPerPage: 7});
    expect(paramsString).toBe('query=cart&hitsPerPage=5&hitsPerPage=7');
  });

  it('ignores unknown parameters and request-level keys', () => {
    expect(parseRequestParams({indexName: 'x', type: 'default', someFutureParam: 3, query: 'a'}).params).toEqual({query: 'a'});
  });

  it('decodes + as a space in params strings', () => {
    expect(decodeParamsString('query=cart+rules')).toEqual({query: 'cart rules'});
  });
});

describe('parseSearchParams: values', () => {
  it('coerces booleans and numbers given as strings', () => {
    expect(parseSearchParams({clickAnalytics: 'true', page: '3', typoTolerance: 'min', distinct: '2'})).toEqual({
      clickAnalytics: true,
      page: 3,
      typoTolerance: 'min',
      distinct: 2,
    });
  });

  it('caps hitsPerPage at 1000', () => {
    expect(parseSearchParams({hitsPerPage: 5000}).hitsPerPage).toBe(1000);
  });

  it.each([
    [{hitsPerPage: 'ten'}, 'Invalid value for "hitsPerPage": expected a number'],
    [{hitsPerPage: 2.5}, 'Invalid value for "hitsPerPage": expected an integer'],
    [{hitsPerPage: -1}, 'Invalid value for "hitsPerPage": expected a number greater than or equal to 0'],
    [{page: -2}, 'Invalid value for "page": expected a number greater than or equal to 0'],
    [{query: 42}, 'Invalid value for "query": expected a string'],
    [{advancedSyntax: 'yes'}, 'Invalid value for "advancedSyntax": expected a boolean'],
    [{attributesToRetrieve: [1, 2]}, 'Invalid value for "attributesToRetrieve": expected a list of strings'],
    [{attributesToRetrieve: '[not json'}, 'Invalid value for "attributesToRetrieve": expected a list of strings (the value is not valid JSON)'],
    [{facetFilters: [['a:b', ['c:d']]]}, 'Invalid value for "facetFilters": expected a list of strings or of lists of strings'],
    [{facetFilters: 42}, 'Invalid value for "facetFilters": expected a string or a list of filters'],
    [{facetFilters: '(a:b'}, 'Invalid value for "facetFilters": expected a filter list (unclosed parenthesis)'],
    [{queryType: 'prefixSome'}, 'Invalid value for "queryType": expected one of "prefixLast", "prefixAll", "prefixNone"'],
    [{distinct: 9}, 'Invalid value for "distinct": expected a number between 0 and 4'],
    [{typoTolerance: 'maybe'}, 'Invalid value for "typoTolerance": expected a boolean, "min" or "strict"'],
    [{minProximity: 9}, 'Invalid value for "minProximity": expected a number between 1 and 7'],
  ])('rejects %j with a 400', (raw, message) => {
    const error = errorOf(() => parseSearchParams(raw));
    expect(error.code).toBe('SEARCH_INVALID_PARAM');
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
  });

  it('rejects a params value that is neither a string nor an object', () => {
    expect(errorOf(() => parseRequestParams({params: 5})).message).toBe('Invalid value for "params": expected a string or an object');
  });
});
