import {describe, expect, it} from 'vitest';
import cart from '../../../../../docs/api/_operations/cart.json';
import product from '../../../../../docs/api/_operations/product.json';
import type {ApiOperationData} from '../../types';
import {buildRequest, formatBody, inputProblems, type TryItInputs} from '../request';

const addCartItem = (cart as Record<string, ApiOperationData>).addCartItem!;
const createProduct = (product as Record<string, ApiOperationData>).createProduct!;

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
