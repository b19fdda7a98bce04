import {describe, expect, it} from 'vitest';
import type {MatchResult} from '../match';
import {rerankByPage} from '../pageRerank';

/** A match over records 0..n-1 with two query words; attribute rank r is stored as r × 1024. */
function matchOf(masks: number[], attributeRanks: number[]): MatchResult {
  const n = masks.length;
  return {
    candidates: Int32Array.from({length: n}, (_, i) => i),
    count: n,
    units: [{}, {}] as MatchResult['units'],
    mask: Int32Array.from(masks),
    exactMask: new Int32Array(n),
    soleExact: new Uint8Array(n),
    bestAttribute: Int32Array.from(attributeRanks, (rank) => rank * 1024),
    typoSum: new Int32Array(n),
    occurrences: null,
    relaxed: false,
    exhaustiveTypo: true,
  };
}

describe('rerankByPage', () => {
  it('moves up the page whose records together match the query best', () => {
    // Record 0 (page 0) matches both words in content; page 1 has three title/heading matches.
    const match = matchOf([3, 3, 3, 3], [7, 1, 2, 2]);
    expect(rerankByPage([0, 1, 2, 3], match, Int32Array.from([0, 1, 1, 1]), 20)).toEqual([1, 2, 3, 0]);
  });

  it('never moves a page above one whose best hit matched more query words', () => {
    const match = matchOf([3, 1, 1, 1], [7, 1, 1, 1]);
    expect(rerankByPage([0, 1, 2, 3], match, Int32Array.from([0, 1, 1, 1]), 20)).toEqual([0, 1, 2, 3]);
  });

  it("keeps a page's first three hits together and its others after every page's first ones", () => {
    const match = matchOf([3, 3, 3, 3, 3, 3], [1, 1, 1, 1, 1, 7]);
    expect(rerankByPage([0, 1, 2, 3, 4, 5], match, Int32Array.from([0, 0, 0, 0, 0, 1]), 20)).toEqual([0, 1, 2, 5, 3, 4]);
  });
});
