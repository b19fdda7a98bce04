/**
 * The inverted index: for every dictionary term, the list of its occurrences (record, attribute
 * slot, word position), plus the per-record data the ranking needs (custom-ranking ordinal,
 * distinct key) and the facet tables. Everything lives in flat typed arrays: 100 000 records make
 * a few million postings, and objects per posting would cost more memory than the records.
 */
import {isReservedKey} from './reservedKeys';
import {
  facetAttributeName,
  getPath,
  isUnder,
  parseCustomRanking,
  parseSearchableAttributes,
  stringLeaves,
  type SearchableSpec,
} from './attributes';
import {TermDictionary} from './dictionary';
import type {ResolvedSettings} from './settings';
import {forEachToken} from './tokenize';

/** Set on a posting when its attribute value is exactly one word (`exactOnSingleWordQuery`). */
export const POSTING_SOLE_WORD = 1;

/** Positions past this are clamped; they only feed proximity and the ordered-attribute rank. */
export const MAX_POSITION = 65_535;
/** Gap between array elements of one attribute, so words of two elements are never "near". */
const ARRAY_ELEMENT_GAP = 8;
/** The ranking key reserves 4 bits for the attribute rank. */
export const MAX_ATTRIBUTE_RANK = 15;
/**
 * The `attribute` criterion's value is rank × ATTRIBUTE_POSITION_RADIX + the word's position in an
 * ordered attribute (0 in an unordered one). Positions past the last digit count as the last: a
 * word that far into an attribute is as unimportant as any later one, and the digit stays bounded
 * so the whole ranking key still fits a float64 (rank.ts).
 */
export const ATTRIBUTE_POSITION_RADIX = 1024;
export const MAX_ATTRIBUTE_POSITION = ATTRIBUTE_POSITION_RADIX - 1;

export interface AttributeSlot {
  /** Concrete leaf path, e.g. `hierarchy.lvl2`. */
  path: string;
  rank: number;
  ordered: boolean;
  camelCase: boolean;
}

export interface FacetTable {
  attribute: string;
  /** Lowercased value → value id. */
  ids: Map<string, number>;
  /** Value as first seen (facet counts show it). */
  display: string[];
  /** Records holding each value id, ascending. */
  records: Int32Array[];
  /** Value ids per record: `values[offsets[r] .. offsets[r+1])`. */
  offsets: Int32Array;
  values: Int32Array;
}

export interface InvertedIndex {
  recordCount: number;
  dictionary: TermDictionary;
  slots: AttributeSlot[];
  /** Per slot: its rank × ATTRIBUTE_POSITION_RADIX, and 1 when positions count (`ordered`), for the scans. */
  slotAttribute: Int32Array;
  slotOrdered: Uint8Array;
  /** Postings of term t are `[postingStart[t], postingStart[t+1])`. */
  postingStart: Int32Array;
  postingRecord: Int32Array;
  postingSlot: Uint8Array;
  postingPosition: Uint16Array;
  postingFlags: Uint8Array;
  /** 0 = best record under `customRanking` (ties keep record order). */
  customRank: Int32Array;
  /** Id of the record's `attributeForDistinct` value, or -1 when it has none. */
  distinctKey: Int32Array;
  facets: Map<string, FacetTable>;
}

class GrowableInt32 {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}

export function buildInvertedIndex(records: ReadonlyArray<Record<string, unknown>>, settings: ResolvedSettings): InvertedIndex {
  const recordCount = records.length;
  const tokenOptions = {separatorsToIndex: settings.separatorsToIndex, camelCase: false};
  const camelOptions = {...tokenOptions, camelCase: true};

  const specs: SearchableSpec[] | null = settings.searchableAttributes
    ? parseSearchableAttributes(settings.searchableAttributes)
    : null;
  const slots: AttributeSlot[] = [];
  const slotIds = new Map<string, number>();
  const slotFor = (path: string, rank: number, ordered: boolean): number => {
    let id = slotIds.get(path);
    if (id === undefined) {
      // The posting stores the slot in one byte.
      if (slots.length === 255) return -1;
      id = slots.length;
      slots.push({
        path,
        rank: Math.min(rank, MAX_ATTRIBUTE_RANK),
        ordered,
        camelCase: settings.camelCaseAttributes.some((base) => isUnder(path, base)),
      });
      slotIds.set(path, id);
    }
    return id;
  };

  // Pass 1: tokenise every searchable value, interning terms in first-seen order.
  const termIds = new Map<string, number>();
  const tokTerm = new GrowableInt32();
  const tokRecord = new GrowableInt32();
  const tokSlotPos = new GrowableInt32();
  const leaves: Array<{path: string; value: string; element: number}> = [];
  for (let r = 0; r < recordCount; r += 1) {
    const record = records[r]!;
    leaves.length = 0;
    const leafRanks: Array<{rank: number; ordered: boolean}> = [];
    if (specs) {
      for (const spec of specs) {
        for (const path of spec.paths) {
          const before = leaves.length;
          stringLeaves(getPath(record, path), path, leaves);
          for (let k = before; k < leaves.length; k += 1) leafRanks.push({rank: spec.rank, ordered: spec.ordered});
        }
      }
    } else {
      for (const [key, value] of Object.entries(record)) {
        if (key === 'objectID' || isReservedKey(key)) continue;
        const before = leaves.length;
        stringLeaves(value, key, leaves);
        for (let k = before; k < leaves.length; k += 1) leafRanks.push({rank: 0, ordered: true});
      }
    }
    const nextPosition = new Map<number, number>();
    for (let k = 0; k < leaves.length; k += 1) {
      const leaf = leaves[k]!;
      const {rank, ordered} = leafRanks[k]!;
      const slot = slotFor(leaf.path, rank, ordered);
      if (slot < 0) continue;
      const base = nextPosition.get(slot) ?? 0;
      const firstToken = tokTerm.length;
      let last = base;
      const words = forEachToken(leaf.value, slots[slot]!.camelCase ? camelOptions : tokenOptions, (term, pos) => {
        let id = termIds.get(term);
        if (id === undefined) {
          id = termIds.size;
          termIds.set(term, id);
        }
        const position = Math.min(base + pos, MAX_POSITION);
        if (position > last) last = position;
        tokTerm.push(id);
        tokRecord.push(r);
        // slot (8 bits) | sole flag (1 bit) | position (16 bits)
        tokSlotPos.push((slot << 17) | position);
      });
      if (words === 1) {
        for (let t = firstToken; t < tokTerm.length; t += 1) tokSlotPos.data[t]! |= POSTING_SOLE_WORD << 16;
      }
      nextPosition.set(slot, last + ARRAY_ELEMENT_GAP);
    }
  }

  // Dictionary ids are ranks in sorted order, so prefixes map to id ranges.
  const firstSeen = [...termIds.keys()];
  const sortedIds = firstSeen.map((_, i) => i).sort((a, b) => (firstSeen[a]! < firstSeen[b]! ? -1 : 1));
  const remap = new Int32Array(firstSeen.length);
  sortedIds.forEach((tempId, finalId) => {
    remap[tempId] = finalId;
  });
  const dictionary = new TermDictionary(sortedIds.map((tempId) => firstSeen[tempId]!));

  // Pass 2: counting sort of the tokens by final term id (stable, so record order is kept).
  const tokenCount = tokTerm.length;
  const postingStart = new Int32Array(dictionary.size + 1);
  for (let t = 0; t < tokenCount; t += 1) postingStart[remap[tokTerm.data[t]!]! + 1]! += 1;
  for (let id = 0; id < dictionary.size; id += 1) postingStart[id + 1]! += postingStart[id]!;
  const cursor = postingStart.slice(0, dictionary.size);
  const postingRecord = new Int32Array(tokenCount);
  const postingSlot = new Uint8Array(tokenCount);
  const postingPosition = new Uint16Array(tokenCount);
  const postingFlags = new Uint8Array(tokenCount);
  for (let t = 0; t < tokenCount; t += 1) {
    const id = remap[tokTerm.data[t]!]!;
    const at = cursor[id]!++;
    const packed = tokSlotPos.data[t]!;
    postingRecord[at] = tokRecord.data[t]!;
    postingSlot[at] = packed >>> 17;
    postingPosition[at] = packed & 0xffff;
    postingFlags[at] = (packed >>> 16) & 1;
  }

  return {
    recordCount,
    dictionary,
    slots,
    slotAttribute: Int32Array.from(slots, (slot) => slot.rank * ATTRIBUTE_POSITION_RADIX),
    slotOrdered: Uint8Array.from(slots, (slot) => (slot.ordered ? 1 : 0)),
    postingStart,
    postingRecord,
    postingSlot,
    postingPosition,
    postingFlags,
    customRank: buildCustomRank(records, settings.customRanking),
    distinctKey: buildDistinctKeys(records, settings.attributeForDistinct),
    facets: buildFacets(records, settings.attributesForFaceting),
  };
}

function buildCustomRank(records: ReadonlyArray<Record<string, unknown>>, customRanking: readonly string[]): Int32Array {
  const specs = parseCustomRanking(customRanking);
  const order = records.map((_, i) => i);
  if (specs.length > 0) {
    const columns = specs.map((spec) => records.map((record) => getPath(record, spec.path)));
    order.sort((a, b) => {
      for (let s = 0; s < specs.length; s += 1) {
        const cmp = compareRankingValues(columns[s]![a], columns[s]![b], specs[s]!.direction);
        if (cmp !== 0) return cmp;
      }
      return a - b;
    });
  }
  const rank = new Int32Array(records.length);
  order.forEach((recordIndex, position) => {
    rank[recordIndex] = position;
  });
  return rank;
}

/** Missing values rank last in both directions, as in Algolia. */
function compareRankingValues(a: unknown, b: unknown, direction: 'asc' | 'desc'): number {
  const va = rankingValue(a);
  const vb = rankingValue(b);
  if (va === undefined || vb === undefined) return va === vb ? 0 : va === undefined ? 1 : -1;
  const cmp = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
  return direction === 'asc' ? cmp : -cmp;
}

function rankingValue(value: unknown): number | string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value;
  return undefined;
}

function buildDistinctKeys(records: ReadonlyArray<Record<string, unknown>>, attribute: string | null): Int32Array {
  const keys = new Int32Array(records.length).fill(-1);
  if (!attribute) return keys;
  const ids = new Map<string, number>();
  records.forEach((record, r) => {
    const value = getPath(record, attribute);
    if (value === undefined || value === null) return;
    const key = typeof value === 'string' ? value : JSON.stringify(value);
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    keys[r] = id;
  });
  return keys;
}

/** Facet values of a record attribute: strings, numbers and booleans, arrays flattened. */
export function facetValues(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => facetValues(item));
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [];
}

function buildFacets(records: ReadonlyArray<Record<string, unknown>>, attributesForFaceting: readonly string[]): Map<string, FacetTable> {
  const facets = new Map<string, FacetTable>();
  // `_tags` is always filterable in Algolia (tagFilters).
  const attributes = new Set([...attributesForFaceting.map(facetAttributeName), '_tags']);
  for (const attribute of attributes) {
    const ids = new Map<string, number>();
    const display: string[] = [];
    const lists: number[][] = [];
    const offsets = new Int32Array(records.length + 1);
    const values: number[] = [];
    records.forEach((record, r) => {
      const seen = new Set<number>();
      for (const raw of facetValues(getPath(record, attribute))) {
        const key = raw.toLowerCase();
        let id = ids.get(key);
        if (id === undefined) {
          id = display.length;
          ids.set(key, id);
          display.push(raw);
          lists.push([]);
        }
        if (seen.has(id)) continue;
        seen.add(id);
        lists[id]!.push(r);
        values.push(id);
      }
      offsets[r + 1] = values.length;
    });
    facets.set(attribute, {
      attribute,
      ids,
      display,
      records: lists.map((list) => Int32Array.from(list)),
      offsets,
      values: Int32Array.from(values),
    });
  }
  return facets;
}
