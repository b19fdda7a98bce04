/**
 * Matching: query units → the records that match them, with what the ranking needs per record
 * (which units matched, typos per unit, exact units, best attribute). The units' expansions come
 * from unitExpansion.ts, the per-record state lives in the scratch memory of matchScratch.ts; this
 * file is the scan over their postings and the collection of the candidates.
 */
import {popcount} from './popcount';
import {SearchError} from './errors';
import type {RemoveWordsIfNoResults} from './enums';
import type {InvertedIndex} from './invertedIndex';
import {MAX_ATTRIBUTE_POSITION, POSTING_SOLE_WORD} from './invertedIndex';
import {STATE_EXACT_SHIFT, STATE_SOLE_BIT, STATE_STRIDE, type MatchScratch, type Occurrences} from './matchScratch';
import {MAX_QUERY_UNITS, type QueryUnit} from './query';
import {UnitExpansion, forEachOccurrence, forEachPhraseAlternative, type TypoRules} from './unitExpansion';

// Module-local copies: imported constants are module getters once compiled, and the scan reads
// these per posting.
const EXACT_SHIFT = STATE_EXACT_SHIFT;
const SOLE_BIT = STATE_SOLE_BIT;
const LAST_POSITION = MAX_ATTRIBUTE_POSITION;

/**
 * What the ranking needs about each matching record, in arrays aligned with `candidates`
 * (index k describes `candidates[k]`).
 */
export interface MatchResult {
  /** Matching records, in no particular order. */
  candidates: Int32Array;
  count: number;
  /** Positive units, in query order. */
  units: UnitExpansion[];
  /** Bit u set when unit u matched the record. */
  mask: Int32Array;
  /** Bit u set when unit u matched a whole word (or a plural form). */
  exactMask: Int32Array;
  /** 1 when a single-word query matched the whole value of an attribute. */
  soleExact: Uint8Array;
  /** rank × ATTRIBUTE_POSITION_RADIX + position (ordered attributes only) of the best occurrence. */
  bestAttribute: Int32Array;
  /** Sum over matched units of the fewest typos each needed. */
  typoSum: Int32Array;
  /** Every occurrence of every unit in the scanned records (multi-word queries only). */
  occurrences: Occurrences | null;
  /** True when words had to be made optional (`removeWordsIfNoResults`). */
  relaxed: boolean;
  exhaustiveTypo: boolean;
}

/** Keeps the candidates at `positions` (ascending), compacting every aligned array. */
export function keepCandidates(match: MatchResult, positions: readonly number[]): void {
  const pick = <T extends Int32Array | Uint8Array>(array: T, make: (n: number) => T): T => {
    const out = make(positions.length);
    positions.forEach((k, i) => {
      out[i] = array[k]!;
    });
    return out;
  };
  match.candidates = pick(match.candidates, (n) => new Int32Array(n));
  match.mask = pick(match.mask, (n) => new Int32Array(n));
  match.exactMask = pick(match.exactMask, (n) => new Int32Array(n));
  match.soleExact = pick(match.soleExact, (n) => new Uint8Array(n));
  match.bestAttribute = pick(match.bestAttribute, (n) => new Int32Array(n));
  match.typoSum = pick(match.typoSum, (n) => new Int32Array(n));
  match.count = positions.length;
}

export interface MatchOptions {
  units: QueryUnit[];
  rules: TypoRules;
  /** Pass mask from the filters, or null for "every record". */
  filter: Uint8Array | null;
  /** Attribute slots allowed to match (`restrictSearchableAttributes`), or null. */
  slotAllowed: Uint8Array | null;
  removeWordsIfNoResults: RemoveWordsIfNoResults;
  /** Bit u set when positive unit u is an optional word (`optionalWords`): not required to match. */
  optionalMask?: number;
  /**
   * At least this many positive units must match (local mode's widening: records missing words).
   * Only the rarest units that such a record must hold one of open candidates.
   */
  minMatched?: number;
  /**
   * With `minMatched`: the records must hold as many units as can be asked while at least this
   * many records still match (at least `minMatched`, at most every unit): one scan where raising
   * the threshold step by step would take one each.
   */
  enough?: number;
}

/** A contiguous run of postings matched with the same typo count. */
interface PostingBlock {
  from: number;
  to: number;
  typos: number;
  /** Postings in `[exactFrom, exactTo)` are exact-word matches. */
  exactFrom: number;
  exactTo: number;
}

function postingBlocks(expansion: UnitExpansion, index: InvertedIndex): PostingBlock[] {
  const start = index.postingStart;
  const blocks: PostingBlock[] = [];
  if (expansion.range) {
    const [from, to] = expansion.range;
    const exact = expansion.exactId;
    blocks.push({
      from: start[from]!,
      to: start[to]!,
      typos: 0,
      exactFrom: exact >= 0 ? start[exact]! : -1,
      exactTo: exact >= 0 ? start[exact + 1]! : -1,
    });
  }
  for (const [id, match] of expansion.others) {
    const from = start[id]!;
    const to = start[id + 1]!;
    blocks.push({from, to, typos: match.typos, exactFrom: match.exact ? from : -1, exactTo: match.exact ? to : -1});
  }
  return blocks;
}

/**
 * Applies one block of postings to the per-record state. Kept a top-level function with every
 * input a parameter: it runs once per posting (millions of times per query at 100k records) and
 * V8 optimises such a flat loop far better than a closure over the query's variables.
 */
function scanBlock(
  block: PostingBlock,
  u: number,
  epoch: number,
  onlyKnown: boolean,
  touchedCount: number,
  index: InvertedIndex,
  state: Int32Array,
  excludedStamp: Int32Array,
  touched: Int32Array,
  filter: Uint8Array | null,
  slotAllowed: Uint8Array | null,
  slotAttribute: Int32Array,
  slotOrdered: Uint8Array,
  occ: Occurrences | null,
): number {
  const {postingRecord, postingSlot, postingPosition, postingFlags} = index;
  const {to, exactFrom, exactTo} = block;
  const typoCount = block.typos;
  const bit = 1 << u;
  const exactBit = bit << EXACT_SHIFT;
  const typoShift = 2 * u;
  const typoClear = ~(3 << typoShift);
  const sole = POSTING_SOLE_WORD;
  let at = occ === null ? 0 : occ.count;
  for (let p = block.from; p < to; p += 1) {
    const record = postingRecord[p]!;
    if (filter !== null && filter[record] === 0) continue;
    const slot = postingSlot[p]!;
    if (slotAllowed !== null && slotAllowed[slot] === 0) continue;
    const s = record << 2;
    if (state[s] !== epoch) {
      if (onlyKnown || excludedStamp[record] === epoch) continue;
      state[s] = epoch;
      state[s + 1] = 0;
      state[s + 2] = 0x7fffffff;
      state[s + 3] = 0;
      touched[touchedCount++] = record;
    }
    let bits = state[s + 1]!;
    const typoBits = state[s + 3]!;
    // The fewest typos this unit needed in the record (the 2-bit field is valid once `bit` is set).
    if ((bits & bit) === 0 ? typoCount !== 0 : typoCount < ((typoBits >>> typoShift) & 3)) {
      state[s + 3] = (typoBits & typoClear) | (typoCount << typoShift);
    }
    bits |= bit;
    if (p >= exactFrom && p < exactTo) {
      bits |= exactBit;
      if ((postingFlags[p]! & sole) !== 0) bits |= SOLE_BIT;
    }
    state[s + 1] = bits;
    const position = postingPosition[p]!;
    const attribute = slotAttribute[slot]! + (slotOrdered[slot] === 1 ? (position < LAST_POSITION ? position : LAST_POSITION) : 0);
    if (attribute < state[s + 2]!) state[s + 2] = attribute;
    if (occ !== null) {
      occ.record[at] = record;
      occ.unit[at] = u;
      occ.slot[at] = slot;
      occ.position[at] = position;
      at += 1;
    }
  }
  if (occ !== null) occ.count = at;
  return touchedCount;
}

export function matchRecords(index: InvertedIndex, scratch: MatchScratch, options: MatchOptions): MatchResult {
  const {rules, filter, slotAllowed} = options;
  const positive = options.units.filter((unit) => !unit.excluded);
  if (positive.length > MAX_QUERY_UNITS) {
    throw new SearchError('SEARCH_INVALID_PARAM', `Search engine: at most ${MAX_QUERY_UNITS} query words are supported`);
  }
  // `typoTolerance: false` and phrases never allow typos; `min`/`strict` are applied after.
  const units = positive.map((unit) => scratch.expansions.get(unit, index, rules, rules.typoTolerance !== false));
  const excludedUnits = options.units
    .filter((unit) => unit.excluded)
    .map((unit) => scratch.expansions.get({...unit, prefix: false}, index, {...rules, typoTolerance: false}, false));
  const n = index.recordCount;
  const unitCount = units.length;
  // Imported constants are module getters once compiled; hot loops read local copies.
  const STRIDE = STATE_STRIDE;
  const {state, excludedStamp, touched} = scratch;
  const {slotAttribute, slotOrdered} = index;

  const result: MatchResult = {
    candidates: new Int32Array(0),
    count: 0,
    units,
    mask: new Int32Array(0),
    exactMask: new Int32Array(0),
    soleExact: new Uint8Array(0),
    bestAttribute: new Int32Array(0),
    typoSum: new Int32Array(0),
    occurrences: null,
    relaxed: false,
    exhaustiveTypo: !units.some((unit) => unit.typoCapped),
  };

  const stampExclusions = (epoch: number): void => {
    for (const expansion of excludedUnits) {
      forEachOccurrence(expansion, index, (record) => {
        excludedStamp[record] = epoch;
      });
    }
  };

  if (unitCount === 0) {
    // No words: every record that passes the filters matches (an empty query lists the index).
    const epoch = scratch.nextEpoch();
    stampExclusions(epoch);
    const candidates = new Int32Array(n);
    let count = 0;
    for (let r = 0; r < n; r += 1) {
      if (excludedStamp[r] !== epoch && (filter === null || filter[r] === 1)) candidates[count++] = r;
    }
    result.candidates = candidates.subarray(0, count);
    result.count = count;
    result.mask = new Int32Array(count);
    result.exactMask = new Int32Array(count);
    result.soleExact = new Uint8Array(count);
    result.bestAttribute = new Int32Array(count);
    result.typoSum = new Int32Array(count);
    return result;
  }

  const blocks = units.map((expansion) => (expansion.unit.kind === 'word' ? postingBlocks(expansion, index) : []));
  const collectOccurrences = unitCount > 1;

  /**
   * One pass over every unit's postings. Units go rarest first when `openers` is less than all of
   * them; only the first `openers` units may touch new records (1 when every word is required:
   * the rarest defines the records the others may touch).
   * The loop is written out flat: it runs once per posting, millions of times per query at 100k.
   */
  const scan = (openers: number): number => {
    const restrictToFirst = openers < unitCount;
    const epoch = scratch.nextEpoch();
    stampExclusions(epoch);
    let touchedCount = 0;
    let occ = scratch.occurrences;
    occ.count = 0;
    const order = units.map((_, u) => u);
    if (restrictToFirst) order.sort((a, b) => units[a]!.postingCount(index) - units[b]!.postingCount(index));
    for (let step = 0; step < order.length; step += 1) {
      const u = order[step]!;
      const bit = 1 << u;
      const exactBit = bit << EXACT_SHIFT;
      const typoShift = 2 * u;
      const onlyKnown = step >= openers;
      /** One occurrence: the same steps as the inlined loop below, for phrases. */
      const visit = (record: number, typoCount: number, exact: boolean, slot: number, position: number, sole: boolean): void => {
        if (filter !== null && filter[record] === 0) return;
        if (slotAllowed !== null && slotAllowed[slot] === 0) return;
        const s = record * STRIDE;
        if (state[s] !== epoch) {
          if (onlyKnown || excludedStamp[record] === epoch) return;
          state[s] = epoch;
          state[s + 1] = 0;
          state[s + 2] = 0x7fffffff;
          state[s + 3] = 0;
          touched[touchedCount++] = record;
        }
        const bits = state[s + 1]!;
        const typoBits = state[s + 3]!;
        if ((bits & bit) === 0 || typoCount < ((typoBits >>> typoShift) & 3)) {
          state[s + 3] = (typoBits & ~(3 << typoShift)) | (typoCount << typoShift);
        }
        state[s + 1] = bits | bit | (exact ? exactBit | (sole ? SOLE_BIT : 0) : 0);
        const attribute = slotAttribute[slot]! + (slotOrdered[slot] === 1 ? (position < LAST_POSITION ? position : LAST_POSITION) : 0);
        if (attribute < state[s + 2]!) state[s + 2] = attribute;
        if (collectOccurrences) {
          if (occ.count === occ.record.length) occ = scratch.growOccurrences();
          const at = occ.count++;
          occ.record[at] = record;
          occ.unit[at] = u;
          occ.slot[at] = slot;
          occ.position[at] = position;
        }
      };
      if (units[u]!.unit.kind === 'phrase') {
        forEachOccurrence(units[u]!, index, visit);
        continue;
      }
      for (const block of blocks[u]!) {
        if (collectOccurrences) occ = scratch.ensureOccurrences(occ.count + (block.to - block.from));
        touchedCount = scanBlock(
          block,
          u,
          epoch,
          onlyKnown,
          touchedCount,
          index,
          state,
          excludedStamp,
          touched,
          filter,
          slotAllowed,
          slotAttribute,
          slotOrdered,
          collectOccurrences ? occ : null,
        );
      }
      if (units[u]!.phraseAlternatives.length > 0) forEachPhraseAlternative(units[u]!, index, visit);
    }
    return touchedCount;
  };

  /** The touched records holding every `required` unit, with their data unpacked per candidate. */
  const collect = (touchedCount: number, required: number, minMatched = 0): number => {
    const candidates = new Int32Array(touchedCount);
    const mask = new Int32Array(touchedCount);
    const exactMask = new Int32Array(touchedCount);
    const soleExact = new Uint8Array(touchedCount);
    const bestAttribute = new Int32Array(touchedCount);
    const typoSum = new Int32Array(touchedCount);
    let count = 0;
    for (let k = 0; k < touchedCount; k += 1) {
      const record = touched[k]!;
      const s = record * STRIDE;
      const bits = state[s + 1]!;
      const matched = bits & 0xffff;
      if ((matched & required) !== required || (minMatched > 0 && popcount(matched) < minMatched)) continue;
      candidates[count] = record;
      mask[count] = matched;
      exactMask[count] = (bits >>> EXACT_SHIFT) & 0x3fff;
      soleExact[count] = (bits & SOLE_BIT) !== 0 ? 1 : 0;
      bestAttribute[count] = state[s + 2]!;
      const typoBits = state[s + 3]!;
      let sum = 0;
      for (let u = 0; u < unitCount; u += 1) if ((matched & (1 << u)) !== 0) sum += (typoBits >>> (2 * u)) & 3;
      typoSum[count] = sum;
      count += 1;
    }
    result.candidates = candidates.subarray(0, count);
    result.mask = mask.subarray(0, count);
    result.exactMask = exactMask.subarray(0, count);
    result.soleExact = soleExact.subarray(0, count);
    result.bestAttribute = bestAttribute.subarray(0, count);
    result.typoSum = typoSum.subarray(0, count);
    result.count = count;
    return count;
  };

  /** The highest unit count from `lowest` up that at least `enough` touched records hold, or `lowest`. */
  const strictestThreshold = (touchedCount: number, required: number, lowest: number, enough: number): number => {
    const holding = new Int32Array(unitCount + 1);
    for (let k = 0; k < touchedCount; k += 1) {
      const matched = state[touched[k]! * STRIDE + 1]! & 0xffff;
      if ((matched & required) === required) holding[popcount(matched)]! += 1;
    }
    let atLeast = 0;
    for (let m = unitCount; m > lowest; m -= 1) {
      atLeast += holding[m]!;
      if (atLeast >= enough) return m;
    }
    return lowest;
  };

  const allUnits = (1 << unitCount) - 1;
  const required = allUnits & ~(options.optionalMask ?? 0);
  // With every word required, the rarest word bounds the candidates; with optional words it cannot.
  // A record that may miss k units holds one of the k + 1 rarest.
  const minMatched = Math.min(options.minMatched ?? 0, unitCount);
  const openers = required === allUnits ? 1 : minMatched > 0 ? unitCount - minMatched + 1 : unitCount;
  let touchedCount = scan(openers);
  const least = minMatched > 0 && options.enough !== undefined ? strictestThreshold(touchedCount, required, minMatched, options.enough) : minMatched;
  if (collect(touchedCount, required, least) === 0 && unitCount > 1 && required !== 0 && options.removeWordsIfNoResults !== 'none') {
    touchedCount = scan(unitCount);
    for (const required of relaxedMasks(unitCount, options.removeWordsIfNoResults)) {
      if (collect(touchedCount, required) > 0) break;
    }
    result.relaxed = true;
  }
  result.occurrences = collectOccurrences ? scratch.occurrences : null;
  return result;
}

/** Required-unit masks to try, in order, when the full query matches nothing. */
function relaxedMasks(unitCount: number, mode: Exclude<RemoveWordsIfNoResults, 'none'>): number[] {
  if (mode === 'allOptional') return [0];
  const masks: number[] = [];
  for (let removed = 1; removed < unitCount; removed += 1) {
    let mask = 0;
    for (let u = 0; u < unitCount; u += 1) {
      const kept = mode === 'lastWords' ? u < unitCount - removed : u >= removed;
      if (kept) mask |= 1 << u;
    }
    masks.push(mask);
  }
  // Removing every word but one still needs at least one match.
  masks.push(0);
  return masks;
}
