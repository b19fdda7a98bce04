/**
 * Ranking: Algolia's tie-breaking algorithm. Records are compared criterion by criterion in the
 * order of the `ranking` setting (the template's: words, filters, typo, attribute, proximity,
 * exact, custom); a later criterion only decides between records equal on every earlier one.
 *
 * Each criterion value is a small bounded integer, so the whole comparison packs into one float64
 * key (mixed radix, first criterion most significant) and sorting is a numeric sort. The custom
 * criterion is the record's precomputed `customRanking` ordinal, unique per record, which also
 * makes every key unique and the order deterministic.
 */
import type {InvertedIndex} from './invertedIndex';
import {MAX_ATTRIBUTE_RANK} from './invertedIndex';
import type {MatchResult, MatchScratch} from './match';
import {MAX_QUERY_UNITS} from './query';

/** Word distance counted for two words in different attributes, and the cap for any distance. */
export const MAX_PROXIMITY_DISTANCE = 8;

export type Criterion = 'words' | 'typo' | 'attribute' | 'proximity' | 'exact' | 'custom';

export interface RankingInfo {
  words: number;
  nbTypos: number;
  /** rank × 1024 + position of the best matching attribute. */
  firstMatchedWord: number;
  proximityDistance: number;
  nbExactWords: number;
  /** Higher is better (records count − custom ordinal). */
  userScore: number;
}

export interface RankOptions {
  ranking: readonly string[];
  minProximity: number;
  exactOnSingleWordQuery: 'attribute' | 'none' | 'word';
  typoTolerance: boolean | 'min' | 'strict';
}

export function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function typoSum(match: MatchResult, record: number): number {
  let sum = 0;
  const base = record * MAX_QUERY_UNITS;
  for (let u = 0; u < match.units.length; u += 1) {
    const t = match.typos[base + u]!;
    if (t !== 255) sum += t;
  }
  return sum;
}

/** `typoTolerance: "min"` keeps the fewest-typo records, `"strict"` the two lowest typo counts. */
export function applyTypoMode(match: MatchResult, mode: 'min' | 'strict'): void {
  if (match.count === 0 || match.units.length === 0) return;
  const sums = Array.from(match.candidates.subarray(0, match.count), (record) => typoSum(match, record));
  const distinct = [...new Set(sums)].sort((a, b) => a - b);
  const limit = mode === 'min' ? distinct[0]! : (distinct[1] ?? distinct[0]!);
  const kept: number[] = [];
  sums.forEach((sum, k) => {
    if (sum <= limit) kept.push(match.candidates[k]!);
  });
  match.candidates = Int32Array.from(kept);
  match.count = kept.length;
}

export interface ProximityResult {
  /** Per candidate position. */
  proximity: Int32Array;
  /**
   * Per candidate position: the attribute criterion recomputed from the attribute where the words
   * are closest (`attributeCriteriaComputedByMinProximity`), or null when not asked for.
   */
  attribute: Int32Array | null;
}

/**
 * Proximity per candidate: for each pair of consecutive matched units (query order), the smallest
 * word distance between them inside one attribute value (a reversed pair costs one more), capped
 * at 8, floored at `minProximity`; 8 when they never share an attribute. Summed over the pairs.
 *
 * With `byMinProximity`, the attribute criterion becomes that of the attribute whose own
 * proximity is smallest: a title holding both words beats a title holding one of them plus a
 * paragraph holding both (the DocSearch template turns this on).
 *
 * The scan already gathered every occurrence; they are regrouped per candidate into flat arrays
 * (count, then fill), so a query allocates a handful of typed arrays, not one list per record.
 */
export function computeProximity(index: InvertedIndex, match: MatchResult, minProximity: number, byMinProximity: boolean, scratch: MatchScratch): ProximityResult {
  const {candidates, count, units} = match;
  const proximity = new Int32Array(count);
  if (units.length < 2 || count === 0) return {proximity, attribute: null};
  const attribute = byMinProximity ? new Int32Array(count) : null;
  const epoch = scratch.nextPositionEpoch();
  const {position, positionStamp} = scratch;
  for (let k = 0; k < count; k += 1) {
    position[candidates[k]!] = k;
    positionStamp[candidates[k]!] = epoch;
  }
  // Occurrences were gathered during the scan; keep the candidates' ones, grouped per candidate.
  const occ = match.occurrences!;
  const offsets = new Int32Array(count + 1);
  for (let i = 0; i < occ.count; i += 1) {
    const record = occ.record[i]!;
    if (positionStamp[record] === epoch) offsets[position[record]! + 1]! += 1;
  }
  for (let k = 0; k < count; k += 1) offsets[k + 1]! += offsets[k]!;
  const cursor = offsets.slice(0, count);
  const total = offsets[count]!;
  const occUnit = new Uint8Array(total);
  const occSlot = new Uint8Array(total);
  const occPos = new Int32Array(total);
  for (let i = 0; i < occ.count; i += 1) {
    const record = occ.record[i]!;
    if (positionStamp[record] !== epoch) continue;
    const at = cursor[position[record]!]!++;
    occUnit[at] = occ.unit[i]!;
    occSlot[at] = occ.slot[i]!;
    occPos[at] = occ.position[i]!;
  }

  const matchedUnits: number[] = [];
  const slots: number[] = [];
  let from = 0;
  let to = 0;
  /** Smallest distance from an occurrence of unit `a` to one of unit `b` in the same slot. */
  const pair = (a: number, b: number, onlySlot: number): number => {
    let best = MAX_PROXIMITY_DISTANCE;
    for (let i = from; i < to; i += 1) {
      if (occUnit[i] !== a || (onlySlot >= 0 && occSlot[i] !== onlySlot)) continue;
      for (let j = from; j < to; j += 1) {
        if (occUnit[j] !== b || occSlot[j] !== occSlot[i]) continue;
        const delta = occPos[j]! - occPos[i]!;
        const distance = delta > 0 ? delta : -delta + 1;
        if (distance < best) best = distance;
      }
      if (best <= minProximity) return minProximity;
    }
    return Math.max(best, minProximity);
  };
  for (let k = 0; k < count; k += 1) {
    const record = candidates[k]!;
    from = offsets[k]!;
    to = offsets[k + 1]!;
    matchedUnits.length = 0;
    for (let u = 0; u < units.length; u += 1) if ((match.mask[record]! & (1 << u)) !== 0) matchedUnits.push(u);
    let sum = 0;
    for (let m = 1; m < matchedUnits.length; m += 1) sum += pair(matchedUnits[m - 1]!, matchedUnits[m]!, -1);
    proximity[k] = sum;
    if (!attribute) continue;
    attribute[k] = match.bestAttribute[record]!;
    if (matchedUnits.length < 2) continue;
    slots.length = 0;
    for (let i = from; i < to; i += 1) if (!slots.includes(occSlot[i]!)) slots.push(occSlot[i]!);
    let best = Number.POSITIVE_INFINITY;
    for (const slot of slots) {
      let slotSum = 0;
      for (let m = 1; m < matchedUnits.length; m += 1) slotSum += pair(matchedUnits[m - 1]!, matchedUnits[m]!, slot);
      const info = index.slots[slot]!;
      let first = 1023;
      if (info.ordered) for (let i = from; i < to; i += 1) if (occSlot[i] === slot && occPos[i]! < first) first = occPos[i]!;
      const value = info.rank * 1024 + (info.ordered ? first : 0);
      // Closest words first, then the more important attribute.
      const score = slotSum * 1_000_000 + value;
      if (score < best) {
        best = score;
        attribute[k] = value;
      }
    }
  }
  return {proximity, attribute};
}

/** The ranking order actually applied: known criteria only, `typo` first under min/strict. */
export function effectiveCriteria(options: RankOptions): Criterion[] {
  const known: Criterion[] = ['words', 'typo', 'attribute', 'proximity', 'exact', 'custom'];
  let criteria = options.ranking.filter((name): name is Criterion => (known as string[]).includes(name));
  if (options.typoTolerance === 'min' || options.typoTolerance === 'strict') {
    criteria = ['typo', ...criteria.filter((name) => name !== 'typo')];
  }
  // The custom ordinal is the final tie-break even when `custom` is not listed.
  if (!criteria.includes('custom')) criteria.push('custom');
  return criteria;
}

export function rankingInfo(index: InvertedIndex, match: MatchResult, record: number, proximity: number, options: RankOptions, attribute?: number): RankingInfo {
  const unitCount = match.units.length;
  const matched = popcount(match.mask[record]!);
  let nbExactWords: number;
  if (unitCount === 1) {
    nbExactWords =
      options.exactOnSingleWordQuery === 'attribute'
        ? match.soleExact[record]!
        : options.exactOnSingleWordQuery === 'word'
          ? popcount(match.exactMask[record]! & 1)
          : 0;
  } else {
    nbExactWords = popcount(match.exactMask[record]! & match.mask[record]!);
  }
  return {
    words: matched,
    nbTypos: unitCount === 0 ? 0 : typoSum(match, record),
    firstMatchedWord: unitCount === 0 ? 0 : (attribute ?? match.bestAttribute[record]!),
    proximityDistance: proximity,
    nbExactWords,
    userScore: index.recordCount - index.customRank[record]!,
  };
}

/** One float64 key per candidate; smaller ranks first. */
export function rankKeys(index: InvertedIndex, match: MatchResult, proximity: ProximityResult, options: RankOptions): Float64Array {
  const criteria = effectiveCriteria(options);
  const unitCount = match.units.length;
  const radix: Record<Criterion, number> = {
    words: unitCount + 1,
    typo: 3 * unitCount + 1,
    attribute: (MAX_ATTRIBUTE_RANK + 1) * 1024,
    proximity: MAX_PROXIMITY_DISTANCE * Math.max(unitCount - 1, 0) + 1,
    exact: unitCount + 1,
    custom: Math.max(index.recordCount, 1),
  };
  const codes = criteria.map((criterion) => CRITERION_CODE[criterion]);
  const radixes = criteria.map((criterion) => radix[criterion]);
  const {mask, exactMask, soleExact, bestAttribute, typos} = match;
  const singleMode = options.exactOnSingleWordQuery;
  // Imported constants are module getters once compiled; the loop reads local copies.
  const UNITS = MAX_QUERY_UNITS;
  const customRank = index.customRank;
  const proximityValues = proximity.proximity;
  const attributeValues = proximity.attribute;
  const keys = new Float64Array(match.count);
  for (let k = 0; k < match.count; k += 1) {
    const record = match.candidates[k]!;
    let key = 0;
    for (let c = 0; c < codes.length; c += 1) {
      let value = 0;
      switch (codes[c]) {
        case CRITERION_CODE.words:
          value = unitCount - popcount(mask[record]!);
          break;
        case CRITERION_CODE.typo: {
          const base = record * UNITS;
          for (let u = 0; u < unitCount; u += 1) {
            const t = typos[base + u]!;
            if (t !== 255) value += t;
          }
          value = Math.min(value, radix.typo - 1);
          break;
        }
        case CRITERION_CODE.attribute:
          value = unitCount === 0 ? 0 : attributeValues !== null ? attributeValues[k]! : bestAttribute[record]!;
          break;
        case CRITERION_CODE.proximity:
          value = Math.min(proximityValues[k]!, radix.proximity - 1);
          break;
        case CRITERION_CODE.exact:
          if (unitCount === 1) {
            const exact = singleMode === 'attribute' ? soleExact[record]! : singleMode === 'word' ? exactMask[record]! & 1 : 0;
            value = 1 - exact;
          } else {
            value = unitCount - popcount(exactMask[record]! & mask[record]!);
          }
          break;
        default:
          value = customRank[record]!;
      }
      key = key * radixes[c]! + value;
    }
    keys[k] = key;
  }
  return keys;
}

const CRITERION_CODE: Record<Criterion, number> = {words: 0, typo: 1, attribute: 2, proximity: 3, exact: 4, custom: 5};

/** Positions (into `keys`) of the `k` smallest keys, ascending. */
export function smallestKeys(keys: Float64Array, k: number): Int32Array {
  const n = keys.length;
  if (k <= 0 || n === 0) return new Int32Array(0);
  if (k * 8 >= n) {
    const all = Int32Array.from({length: n}, (_, i) => i);
    all.sort((a, b) => keys[a]! - keys[b]!);
    return all.subarray(0, Math.min(k, n));
  }
  // Bounded max-heap of the k best seen so far: O(n log k), and most keys are rejected by one
  // comparison with the root.
  const heap = new Int32Array(k);
  let size = 0;
  const less = (a: number, b: number): boolean => keys[a]! > keys[b]!; // max-heap on key
  const siftUp = (i: number): void => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const siftDown = (i: number): void => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < size && less(heap[left]!, heap[top]!)) top = left;
      if (right < size && less(heap[right]!, heap[top]!)) top = right;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let i = 0; i < n; i += 1) {
    if (size < k) {
      heap[size] = i;
      size += 1;
      siftUp(size - 1);
    } else if (keys[i]! < keys[heap[0]!]!) {
      heap[0] = i;
      siftDown(0);
    }
  }
  const out = heap.slice(0, size);
  out.sort((a, b) => keys[a]! - keys[b]!);
  return out;
}

/**
 * The first `wanted` candidates in rank order after `distinct` (at most `distinct` records per
 * `attributeForDistinct` value; records without the attribute are never grouped).
 * Returns candidate positions.
 */
export function rankedDistinct(keys: Float64Array, candidates: Int32Array, distinctKey: Int32Array, distinct: number, wanted: number): number[] {
  if (wanted <= 0) return [];
  let pool = distinct > 0 ? wanted * 3 + 16 : wanted;
  for (;;) {
    const ordered = smallestKeys(keys, pool);
    const kept: number[] = [];
    const perGroup = new Map<number, number>();
    for (const position of ordered) {
      const group = distinct > 0 ? distinctKey[candidates[position]!]! : -1;
      if (group >= 0) {
        const seen = perGroup.get(group) ?? 0;
        if (seen >= distinct) continue;
        perGroup.set(group, seen + 1);
      }
      kept.push(position);
      if (kept.length === wanted) return kept;
    }
    if (pool >= keys.length) return kept;
    pool *= 4;
  }
}

/** Hits left after `distinct`: per group at most `distinct`, ungrouped records all count. */
export function distinctCount(candidates: Int32Array, count: number, distinctKey: Int32Array, distinct: number, scratch: MatchScratch): number {
  if (distinct <= 0) return count;
  const epoch = scratch.nextGroupEpoch();
  const {groupCount, groupStamp} = scratch;
  let total = 0;
  for (let k = 0; k < count; k += 1) {
    const group = distinctKey[candidates[k]!]!;
    if (group < 0) {
      total += 1;
    } else if (groupStamp[group] !== epoch) {
      groupStamp[group] = epoch;
      groupCount[group] = 1;
      total += 1;
    } else if (groupCount[group]! < distinct) {
      groupCount[group]! += 1;
      total += 1;
    }
  }
  return total;
}
