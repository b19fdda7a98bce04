/**
 * Per-engine scratch memory for matching and ranking: typed arrays sized to the record count once
 * and reset per query with an epoch stamp instead of being cleared, so a query allocates nothing
 * per record.
 */
import {ExpansionCache} from './expansionCache';

/** Occurrences gathered during the scan of a multi-word query, for proximity. */
export interface Occurrences {
  record: Int32Array;
  unit: Uint8Array;
  slot: Uint8Array;
  position: Uint16Array;
  count: number;
}

/** Initial size of the occurrence buffers; they double when a query needs more. */
const INITIAL_OCCURRENCES = 1 << 16;

/**
 * Per-record state of the query being matched, packed four int32 per record so that a posting
 * touches one cache line instead of one per array (100 000 records would spread them over
 * megabytes): epoch stamp, unit bits (matched | exact << 16 | sole-word << 30), best attribute,
 * and 2-bit typo counts per unit.
 */
/** Int32 slots per record in `MatchScratch.state` (the scan indexes it with `record << 2`). */
export const STATE_STRIDE = 4;
/** Bit of the state's second slot where a unit's exact-match bits start. */
export const STATE_EXACT_SHIFT = 16;
/** Set in the state's second slot when a single word matched an attribute's whole value. */
export const STATE_SOLE_BIT = 1 << 30;

/** Reusable per-engine scratch memory. */
export class MatchScratch {
  readonly state: Int32Array;
  readonly excludedStamp: Int32Array;
  readonly touched: Int32Array;
  /** Candidate position per record, valid where `positionStamp` is the current position epoch. */
  readonly position: Int32Array;
  readonly positionStamp: Int32Array;
  /** Per distinct group: how many hits were kept (distinctCount), or the slot of its best hit
   * (groupLeaders in rank.ts); valid where `groupStamp` is current. */
  readonly groupCount: Int32Array;
  readonly groupStamp: Int32Array;
  occurrences: Occurrences;
  /** Query words' expansions, kept between searches (the index under this scratch never changes). */
  readonly expansions = new ExpansionCache();
  /**
   * computeProximity's regrouping of the candidates' occurrences: where each candidate's run
   * starts (`candidateOffsets`, count + 1 entries used), a fill cursor per candidate, and the runs
   * themselves (never more than the occurrences gathered).
   */
  readonly candidateOffsets: Int32Array;
  readonly candidateCursor: Int32Array;
  grouped: Pick<Occurrences, 'unit' | 'slot' | 'position'>;
  /** Proximity per candidate, and the attribute criterion it picks (`proximityBuffers`). */
  private readonly proximity: Int32Array;
  private readonly proximityAttribute: Int32Array;
  private readonly keys: Float64Array;
  epoch = 0;
  private positionEpoch = 0;
  private groupEpoch = 0;

  constructor(recordCount: number) {
    this.state = new Int32Array(recordCount * STATE_STRIDE);
    this.excludedStamp = new Int32Array(recordCount);
    this.touched = new Int32Array(recordCount);
    this.position = new Int32Array(recordCount);
    this.positionStamp = new Int32Array(recordCount);
    this.groupCount = new Int32Array(recordCount);
    this.groupStamp = new Int32Array(recordCount);
    this.candidateOffsets = new Int32Array(recordCount + 1);
    this.candidateCursor = new Int32Array(recordCount);
    this.proximity = new Int32Array(recordCount);
    this.proximityAttribute = new Int32Array(recordCount);
    this.keys = new Float64Array(recordCount);
    this.grouped = {unit: new Uint8Array(0), slot: new Uint8Array(0), position: new Uint16Array(0)};
    this.occurrences = {
      record: new Int32Array(INITIAL_OCCURRENCES),
      unit: new Uint8Array(INITIAL_OCCURRENCES),
      slot: new Uint8Array(INITIAL_OCCURRENCES),
      position: new Uint16Array(INITIAL_OCCURRENCES),
      count: 0,
    };
  }

  /** The occurrence buffers, grown (doubling) to hold at least `size` entries. */
  ensureOccurrences(size: number): Occurrences {
    while (this.occurrences.record.length < size) this.growOccurrences();
    return this.occurrences;
  }

  growOccurrences(): Occurrences {
    const old = this.occurrences;
    const size = old.record.length * 2;
    const grow = <T extends Int32Array | Uint8Array | Uint16Array>(array: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(array);
      return next;
    };
    this.occurrences = {
      record: grow(old.record, (n) => new Int32Array(n)),
      unit: grow(old.unit, (n) => new Uint8Array(n)),
      slot: grow(old.slot, (n) => new Uint8Array(n)),
      position: grow(old.position, (n) => new Uint16Array(n)),
      count: old.count,
    };
    return this.occurrences;
  }

  /**
   * Zeroed proximity (and attribute) arrays for `count` candidates: views of this scratch, valid
   * until the engine's next search, which is all a query's ranking needs.
   */
  proximityBuffers(count: number, withAttribute: boolean): {proximity: Int32Array; attribute: Int32Array | null} {
    return {
      proximity: this.proximity.subarray(0, count).fill(0),
      attribute: withAttribute ? this.proximityAttribute.subarray(0, count).fill(0) : null,
    };
  }

  /** Zeroed rank keys for `count` candidates (rank.ts `rankKeys`), valid until the next search. */
  rankKeys(count: number): Float64Array {
    return this.keys.subarray(0, count).fill(0);
  }

  /** The grouped-occurrence buffers, at least `size` long (sized like the occurrence buffers). */
  ensureGrouped(size: number): MatchScratch['grouped'] {
    if (this.grouped.unit.length < size) {
      const capacity = Math.max(size, this.occurrences.record.length);
      this.grouped = {unit: new Uint8Array(capacity), slot: new Uint8Array(capacity), position: new Uint16Array(capacity)};
    }
    return this.grouped;
  }

  nextEpoch(): number {
    this.epoch = advanceEpoch(this.epoch, () => {
      for (let i = 0; i < this.state.length; i += STATE_STRIDE) this.state[i] = 0;
      this.excludedStamp.fill(0);
    });
    return this.epoch;
  }

  nextPositionEpoch(): number {
    this.positionEpoch = advanceEpoch(this.positionEpoch, () => this.positionStamp.fill(0));
    return this.positionEpoch;
  }

  nextGroupEpoch(): number {
    this.groupEpoch = advanceEpoch(this.groupEpoch, () => this.groupStamp.fill(0));
    return this.groupEpoch;
  }
}

/**
 * The epoch after `epoch`. Stamps are int32: at the last value the stamps are cleared (`reset`)
 * and counting starts again at 1, so an old stamp never equals a new epoch.
 */
function advanceEpoch(epoch: number, reset: () => void): number {
  const next = epoch + 1;
  if (next !== 2 ** 31 - 1) return next;
  reset();
  return 1;
}
