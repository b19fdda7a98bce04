/**
 * Which of one search's word units each dictionary term matches, as bits: highlighting scans every
 * token of the texts a search reads (the headings of its 60 re-ranked hits, then its hits'
 * attributes), and most tokens match no unit. One typed-array read answers that for all units at
 * once, where asking each unit's expansion cost a Map lookup per unit and token.
 */
import type {UnitExpansion} from './unitExpansion';

/**
 * Bit u + PHRASE_START_SHIFT: the term starts one of unit u's phrases (a quoted phrase, or a
 * multi-word alternative), so a text without it needs no phrase search for u. A query has at most
 * MAX_QUERY_UNITS (10) units, so both sets of bits fit.
 */
export const PHRASE_START_SHIFT = 16;
/** The bits of the units a term matches. */
export const UNIT_BITS = (1 << PHRASE_START_SHIFT) - 1;

/** Kept by the engine and reused by each search: stamped per search, never cleared. */
export class TermUnitMasks {
  private readonly masks: Uint32Array;
  private readonly stamps: Uint32Array;
  private epoch = 0;
  /** The units the marks are for: a search that finds others here marks its own again. */
  private owner: readonly UnitExpansion[] | null = null;

  constructor(termCount: number) {
    this.masks = new Uint32Array(termCount);
    this.stamps = new Uint32Array(termCount);
  }

  /** Marks the terms `units` match (bit u for unit u), unless they are marked already. */
  mark(units: readonly UnitExpansion[]): void {
    if (this.owner === units) return;
    this.owner = units;
    this.epoch += 1;
    if (this.epoch === 0xffffffff) {
      this.stamps.fill(0);
      this.epoch = 1;
    }
    units.forEach((expansion, u) => {
      const phraseStart = 1 << (u + PHRASE_START_SHIFT);
      if (expansion.unit.kind === 'phrase') {
        if (expansion.phraseIds[0]! >= 0) this.set(expansion.phraseIds[0]!, phraseStart);
        return;
      }
      const bit = 1 << u;
      if (expansion.range) for (let id = expansion.range[0]; id < expansion.range[1]; id += 1) this.set(id, bit);
      for (const id of expansion.others.keys()) this.set(id, bit);
      for (const ids of expansion.phraseAlternatives) this.set(ids[0]!, phraseStart);
    });
  }

  /** Bits of the marked units that term `id` matches, and above PHRASE_START_SHIFT the units whose phrases it starts. */
  bitsOf(id: number): number {
    return this.stamps[id] === this.epoch ? this.masks[id]! : 0;
  }

  private set(id: number, bit: number): void {
    if (this.stamps[id] === this.epoch) this.masks[id]! |= bit;
    else {
      this.stamps[id] = this.epoch;
      this.masks[id] = bit;
    }
  }
}
