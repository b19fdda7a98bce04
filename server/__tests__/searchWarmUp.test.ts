import {describe, expect, it} from 'vitest';
import type {SearchEngine} from '../../search/engine/index';
import {warmUpSearch} from '../searchWarmUp';

const page = (title: string, type = 'lvl1') => ({objectID: title, type, hierarchy: {lvl0: 'Docs', lvl1: title}});
const RECORDS = [page('Cart'), page('Cart', 'content'), page('Orders')];

/** An engine that only remembers the requests it was given. */
function recordingEngine() {
  const requests: Array<Record<string, unknown>> = [];
  const engine = {searchRequest: (request: Record<string, unknown>) => requests.push(request)} as unknown as SearchEngine;
  return {engine, requests};
}

describe('warmUpSearch', () => {
  it("types every prefix of each page title as the modal asks for it, up to the count", () => {
    const {engine, requests} = recordingEngine();
    expect(warmUpSearch(engine, RECORDS, 'merchantry', {searches: 8, budgetMs: 60_000})).toBe(8);
    expect(requests.map((request) => request.query)).toEqual(['C', 'Ca', 'Car', 'Cart', 'O', 'Or', 'Ord', 'Orde']);
    expect(requests[0]).toMatchObject({indexName: 'merchantry', hitsPerPage: 20, attributesToSnippet: expect.any(Array)});
  });

  it('stops once its time is spent', () => {
    const {engine, requests} = recordingEngine();
    expect(warmUpSearch(engine, RECORDS, 'merchantry', {searches: 8, budgetMs: -1})).toBe(0);
    expect(requests).toEqual([]);
  });
});
