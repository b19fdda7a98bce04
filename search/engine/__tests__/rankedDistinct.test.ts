/** Selecting the first hits after `distinct`: the shortcuts must give what ranking every candidate gives. */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {MatchScratch} from '../matchScratch';
import {rankedDistinct, smallestKeys} from '../rank';

/** Every candidate ranked by (key, position), then at most `distinct` per group. */
function reference(keys: readonly number[], groups: readonly number[], distinct: number, wanted: number): number[] {
  const order = keys.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
  const seen = new Map<number, number>();
  const kept: number[] = [];
  for (const position of order) {
    const group = distinct > 0 ? groups[position]! : -1;
    if (group >= 0) {
      if ((seen.get(group) ?? 0) >= distinct) continue;
      seen.set(group, (seen.get(group) ?? 0) + 1);
    }
    kept.push(position);
    if (kept.length === wanted) break;
  }
  return kept;
}

// Few distinct keys and few groups, so ties and crowded groups are the usual case.
const candidateSets = fc.array(fc.record({key: fc.integer({min: 0, max: 6}), group: fc.integer({min: -1, max: 5})}), {maxLength: 2000});

describe('rankedDistinct', () => {
  it('equals ranking every candidate, for distinct 0, 1 and 2 and any number wanted', () => {
    fc.assert(
      fc.property(candidateSets, fc.integer({min: 0, max: 2}), fc.integer({min: 1, max: 70}), (rows, distinct, wanted) => {
        const keys = Float64Array.from(rows, (row) => row.key);
        // Candidate k is record k; a record's group is its distinctKey.
        const candidates = Int32Array.from(rows, (_, k) => k);
        const distinctKey = Int32Array.from(rows, (row) => row.group);
        const got = rankedDistinct(keys, candidates, distinctKey, distinct, wanted, new MatchScratch(Math.max(rows.length, 8)));
        expect(got).toEqual(reference([...keys], [...distinctKey], distinct, wanted));
      }),
    );
  });

  it('takes one page per url even when one page fills the first pool', () => {
    // 300 paragraphs of page 0 rank first, then one hit each of pages 1 to 60.
    const keys = Float64Array.from({length: 360}, (_, k) => k);
    const distinctKey = Int32Array.from({length: 360}, (_, k) => (k < 300 ? 0 : k - 299));
    const got = rankedDistinct(keys, Int32Array.from(keys), distinctKey, 1, 60, new MatchScratch(360));
    expect(got).toEqual([0, ...Array.from({length: 59}, (_, k) => 300 + k)]);
  });
});

describe('smallestKeys', () => {
  it('orders equal keys by position, among a subset too', () => {
    const keys = Float64Array.from([3, 1, 1, 2, 1, 0, 1]);
    expect([...smallestKeys(keys, 4)]).toEqual([5, 1, 2, 4]);
    expect([...smallestKeys(keys, 3, Int32Array.from([0, 2, 3, 6]))]).toEqual([2, 6, 3]);
  });
});
