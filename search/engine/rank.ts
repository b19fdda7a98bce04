/**
 * Ranking: Algolia's tie-breaking algorithm. Records are compared criterion by criterion in the
 * order of the `ranking` setting (the template's: words, filters, typo, attribute, proximity,
 * exact, custom); a later criterion only decides between records equal on every earlier one.
 *
 * Each criterion value is a small bounded integer, so the whole comparison packs into one float64
 * key (mixed radix, first criterion most significant) and sorting is a numeric sort. The custom
 * criterion is the record's precomputed `customRanking` ordinal, unique per record, which also
 * makes every key unique and the order deterministic.
 *
 * Everything here works on candidate positions: index k of the match arrays describes
 * `match.candidates[k]`.
 */
import type {InvertedIndex} from './invertedIndex';
import type {ExactOnSingleWordQuery} from './enums';
import {ATTRIBUTE_POSITION_RADIX, MAX_ATTRIBUTE_POSITION, MAX_ATTRIBUTE_RANK} from './invertedIndex';
import {keepCandidates, type MatchResult} from './match';
import type {MatchScratch} from './matchScratch';
import {popcount} from './popcount';
import {MAX_PROXIMITY_DISTANCE} from './proximity';

export type Criterion = 'words' | 'typo' | 'attribute' | 'proximity' | 'exact' | 'custom';

export interface RankingInfo {
  words: number;
  nbTypos: number;
  /** rank × ATTRIBUTE_POSITION_RADIX + position of the best matching attribute. */
  firstMatchedWord: number;
  proximityDistance: number;
  nbExactWords: number;
  /** Higher is better (records count − custom ordinal). */
  userScore: number;
}

export interface RankOptions {
  ranking: readonly string[];
  minProximity: number;
  exactOnSingleWordQuery: ExactOnSingleWordQuery;
  typoTolerance: boolean | 'min' | 'strict';
}

export {popcount};

/** `typoTolerance: "min"` keeps the fewest-typo records, `"strict"` the two lowest typo counts. */
export function applyTypoMode(match: MatchResult, mode: 'min' | 'strict'): void {
  if (match.count === 0 || match.units.length === 0) return;
  const sums = Array.from(match.typoSum.subarray(0, match.count));
  const distinct = [...new Set(sums)].sort((a, b) => a - b);
  const limit = mode === 'min' ? distinct[0]! : (distinct[1] ?? distinct[0]!);
  const kept: number[] = [];
  sums.forEach((sum, k) => {
    if (sum <= limit) kept.push(k);
  });
  keepCandidates(match, kept);
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
 * (count, then fill) in the engine's scratch buffers, as are the results: a query allocates nothing
 * per record or per occurrence.
 */
export function computeProximity(index: InvertedIndex, match: MatchResult, minProximity: number, byMinProximity: boolean, scratch: MatchScratch): ProximityResult {
  const {candidates, count, units} = match;
  if (units.length < 2 || count === 0) return scratch.proximityBuffers(count, false);
  const {proximity, attribute} = scratch.proximityBuffers(count, byMinProximity);
  const epoch = scratch.nextPositionEpoch();
  const {position, positionStamp} = scratch;
  for (let k = 0; k < count; k += 1) {
    position[candidates[k]!] = k;
    positionStamp[candidates[k]!] = epoch;
  }
  // Occurrences were gathered during the scan; keep the candidates' ones, grouped per candidate.
  const occ = match.occurrences!;
  const offsets = scratch.candidateOffsets.fill(0, 0, count + 1);
  for (let i = 0; i < occ.count; i += 1) {
    const record = occ.record[i]!;
    if (positionStamp[record] === epoch) offsets[position[record]! + 1]! += 1;
  }
  for (let k = 0; k < count; k += 1) offsets[k + 1]! += offsets[k]!;
  const cursor = scratch.candidateCursor;
  cursor.set(offsets.subarray(0, count));
  const {unit: occUnit, slot: occSlot, position: occPos} = scratch.ensureGrouped(offsets[count]!);
  for (let i = 0; i < occ.count; i += 1) {
    const record = occ.record[i]!;
    if (positionStamp[record] !== epoch) continue;
    const at = cursor[position[record]!]!++;
    occUnit[at] = occ.unit[i]!;
    occSlot[at] = occ.slot[i]!;
    occPos[at] = occ.position[i]!;
  }

  // Fixed buffers with a count: emptying an array (length = 0) drops its storage, so refilling it
  // for every candidate allocated anew each time.
  const matchedUnits = new Int32Array(units.length);
  let matchedCount = 0;
  const slots = new Int32Array(256);
  let slotCount = 0;
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
    from = offsets[k]!;
    to = offsets[k + 1]!;
    matchedCount = 0;
    for (let u = 0; u < units.length; u += 1) if ((match.mask[k]! & (1 << u)) !== 0) matchedUnits[matchedCount++] = u;
    let sum = 0;
    for (let m = 1; m < matchedCount; m += 1) sum += pair(matchedUnits[m - 1]!, matchedUnits[m]!, -1);
    proximity[k] = sum;
    if (!attribute) continue;
    attribute[k] = match.bestAttribute[k]!;
    if (matchedCount < 2) continue;
    slotCount = 0;
    for (let i = from; i < to; i += 1) {
      let seen = false;
      for (let n = 0; n < slotCount && !seen; n += 1) seen = slots[n] === occSlot[i];
      if (!seen) slots[slotCount++] = occSlot[i]!;
    }
    let best = Number.POSITIVE_INFINITY;
    for (let n = 0; n < slotCount; n += 1) {
      const slot = slots[n]!;
      let slotSum = 0;
      for (let m = 1; m < matchedCount; m += 1) slotSum += pair(matchedUnits[m - 1]!, matchedUnits[m]!, slot);
      const info = index.slots[slot]!;
      let first = MAX_ATTRIBUTE_POSITION;
      if (info.ordered) for (let i = from; i < to; i += 1) if (occSlot[i] === slot && occPos[i]! < first) first = occPos[i]!;
      const value = info.rank * ATTRIBUTE_POSITION_RADIX + (info.ordered ? first : 0);
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

export function rankingInfo(index: InvertedIndex, match: MatchResult, k: number, proximity: ProximityResult, options: RankOptions): RankingInfo {
  const unitCount = match.units.length;
  const record = match.candidates[k]!;
  return {
    words: popcount(match.mask[k]!),
    nbTypos: match.typoSum[k]!,
    firstMatchedWord: unitCount === 0 ? 0 : (proximity.attribute?.[k] ?? match.bestAttribute[k]!),
    proximityDistance: proximity.proximity[k]!,
    nbExactWords: exactWords(match, k, options.exactOnSingleWordQuery),
    userScore: index.recordCount - index.customRank[record]!,
  };
}

function exactWords(match: MatchResult, k: number, singleMode: RankOptions['exactOnSingleWordQuery']): number {
  if (match.units.length === 1) {
    if (singleMode === 'attribute') return match.soleExact[k]!;
    return singleMode === 'word' ? match.exactMask[k]! & 1 : 0;
  }
  return popcount(match.exactMask[k]! & match.mask[k]!);
}

/**
 * One float64 key per candidate; smaller ranks first. Built one criterion at a time (a tight
 * loop per criterion over the candidate arrays) rather than one candidate at a time, in the
 * engine's scratch memory (valid until its next search).
 */
export function rankKeys(index: InvertedIndex, match: MatchResult, proximity: ProximityResult, options: RankOptions, scratch: MatchScratch): Float64Array {
  const criteria = effectiveCriteria(options);
  const unitCount = match.units.length;
  const count = match.count;
  const {mask, exactMask, soleExact, bestAttribute, typoSum, candidates} = match;
  const keys = scratch.rankKeys(count);
  for (const criterion of criteria) {
    switch (criterion) {
      case 'words': {
        const radix = unitCount + 1;
        for (let k = 0; k < count; k += 1) keys[k] = keys[k]! * radix + (unitCount - popcount(mask[k]!));
        break;
      }
      case 'typo': {
        const radix = 3 * unitCount + 1;
        for (let k = 0; k < count; k += 1) keys[k] = keys[k]! * radix + Math.min(typoSum[k]!, radix - 1);
        break;
      }
      case 'attribute': {
        const radix = (MAX_ATTRIBUTE_RANK + 1) * ATTRIBUTE_POSITION_RADIX;
        const values = unitCount === 0 ? null : (proximity.attribute ?? bestAttribute);
        for (let k = 0; k < count; k += 1) keys[k] = keys[k]! * radix + (values === null ? 0 : values[k]!);
        break;
      }
      case 'proximity': {
        const radix = MAX_PROXIMITY_DISTANCE * Math.max(unitCount - 1, 0) + 1;
        const values = proximity.proximity;
        for (let k = 0; k < count; k += 1) keys[k] = keys[k]! * radix + Math.min(values[k]!, radix - 1);
        break;
      }
      case 'exact': {
        const radix = unitCount + 1;
        if (unitCount === 1) {
          const mode = options.exactOnSingleWordQuery;
          for (let k = 0; k < count; k += 1) {
            const exact = mode === 'attribute' ? soleExact[k]! : mode === 'word' ? exactMask[k]! & 1 : 0;
            keys[k] = keys[k]! * radix + (1 - exact);
          }
        } else {
          for (let k = 0; k < count; k += 1) keys[k] = keys[k]! * radix + (unitCount - popcount(exactMask[k]! & mask[k]!));
        }
        break;
      }
      case 'custom': {
        const radix = Math.max(index.recordCount, 1);
        const customRank = index.customRank;
        for (let k = 0; k < count; k += 1) keys[k] = keys[k]! * radix + customRank[candidates[k]!]!;
        break;
      }
    }
  }
  return keys;
}

/**
 * Positions (into `keys`) of the `k` smallest keys, ascending; equal keys by position. Only the
 * positions in `among` (ascending) take part when it is given.
 */
export function smallestKeys(keys: Float64Array, k: number, among?: Int32Array): Int32Array {
  const n = among ? among.length : keys.length;
  if (k <= 0 || n === 0) return new Int32Array(0);
  const before = (a: number, b: number): number => keys[a]! - keys[b]! || a - b;
  if (k >= n) {
    const all = among ? among.slice() : Int32Array.from({length: n}, (_, i) => i);
    return all.sort(before);
  }
  // Bounded max-heap of the k best seen so far: O(n log k), and most keys are rejected by one
  // comparison with the root (a later position never displaces an equal key). Sorting all n with
  // a comparator cost 2–3 times as much even for n a few times k (60 of 480: 73 against 25 µs).
  const heap = new Int32Array(k);
  let size = 0;
  const above = (a: number, b: number): boolean => before(a, b) > 0;
  const siftUp = (i: number): void => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!above(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const siftDown = (i: number): void => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < size && above(heap[left]!, heap[top]!)) top = left;
      if (right < size && above(heap[right]!, heap[top]!)) top = right;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let j = 0; j < n; j += 1) {
    const i = among ? among[j]! : j;
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
  out.sort(before);
  return out;
}

/**
 * The first `wanted` candidates in rank order after `distinct` (at most `distinct` records per
 * `attributeForDistinct` value; records without the attribute are never grouped).
 * Returns candidate positions.
 */
export function rankedDistinct(
  keys: Float64Array,
  candidates: Int32Array,
  distinctKey: Int32Array,
  distinct: number,
  wanted: number,
  scratch: MatchScratch,
): number[] {
  if (wanted <= 0) return [];
  // Usually the best few times `wanted` hold enough groups; when they do not (every paragraph of
  // a few pages matched), a second, larger pool would rank most of the candidates anyway.
  const pool = distinct > 0 ? wanted * 3 + 16 : wanted;
  const kept = keptAfterDistinct(smallestKeys(keys, pool), candidates, distinctKey, distinct, wanted);
  if (kept.length === wanted || pool >= keys.length) return kept;
  if (distinct === 1) return Array.from(smallestKeys(keys, wanted, groupLeaders(keys, candidates, distinctKey, scratch)));
  return keptAfterDistinct(smallestKeys(keys, keys.length), candidates, distinctKey, distinct, wanted);
}

/** The first `wanted` of `ordered` with at most `distinct` per group. */
function keptAfterDistinct(ordered: Int32Array, candidates: Int32Array, distinctKey: Int32Array, distinct: number, wanted: number): number[] {
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
    if (kept.length === wanted) break;
  }
  return kept;
}

/** Each group's best candidate (equal keys: the earlier) and every ungrouped one, ascending. */
function groupLeaders(keys: Float64Array, candidates: Int32Array, distinctKey: Int32Array, scratch: MatchScratch): Int32Array {
  // groupCount holds the group's slot in `leaders` where groupStamp is current.
  const epoch = scratch.nextGroupEpoch();
  const {groupCount: slotOfGroup, groupStamp} = scratch;
  const leaders: number[] = [];
  for (let position = 0; position < keys.length; position += 1) {
    const group = distinctKey[candidates[position]!]!;
    if (group >= 0 && groupStamp[group] === epoch) {
      const slot = slotOfGroup[group]!;
      if (keys[position]! < keys[leaders[slot]!]!) leaders[slot] = position;
      continue;
    }
    if (group >= 0) {
      groupStamp[group] = epoch;
      slotOfGroup[group] = leaders.length;
    }
    leaders.push(position);
  }
  return Int32Array.from(leaders).sort();
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
