import {describe, expect, it} from 'vitest';
import {loadDocument} from '../../../../../openapi/document';
import {entityData} from '../../../../../openapi/entityPartial';
import {buildReference} from '../../../../../openapi/reference';
import type {ApiOperationData} from '../../types';
import {buildRequest, formatBody, inputProblems, type TryItInputs} from '../request';

// The data the pages import (docs/api/_operations/<entity>.json), rendered here from the document.
const operations = Object.assign({}, ...buildReference(loadDocument()).map(entityData)) as Record<string, ApiOperationData>;
const addCartItem = operations.addCartItem!;
const createProduct = operations.createProduct!;

function exampleInputs(operation: ApiOperationData): TryItInputs {
  return {
    baseUrl: '/sandbox',
    params: Object.fromEntries(operation.parameters.map((p) => [p.name, p.example ?? ''])),
    body: operation.requestBody?.example ?? '',
    token: '',
  };
}

describe('try-it request', () => {
  it('starts from the documented example with nothing to fix', () => {
    expect(inputProblems(addCartItem, exampleInputs(addCartItem))).toEqual({});
  });

  it('fills the path, sends JSON and the token to the chosen base', () => {
    const {url, init} = buildRequest(createProduct, {...exampleInputs(createProduct), baseUrl: 'https://shop.example.org/', token: 't0k'});
    expect(url).toBe('https://shop.example.org/api/products');
    expect(init).toMatchObject({method: 'POST', headers: {'Content-Type': 'application/json', Authorization: 'Bearer t0k'}});
    const cartCall = buildRequest(addCartItem, exampleInputs(addCartItem));
    expect(cartCall.url).toBe(`/sandbox/api/cart/${addCartItem.parameters[0]!.example}/items`);
  });

  it('names each problem next to its field', () => {
    const problems = inputProblems(addCartItem, {...exampleInputs(addCartItem), params: {cart_id: ' '}, body: '{"sku": ', baseUrl: 'shop'});
    expect(Object.keys(problems).sort()).toEqual(['baseUrl', 'body', 'cart_id']);
    expect(problems.cart_id).toBe('cart_id is required');
    expect(problems.body).toMatch(/^The body is not JSON: /);
  });

  it('formats JSON bodies and leaves others as they are', () => {
    expect(formatBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatBody('Not found')).toBe('Not found');
  });
});
