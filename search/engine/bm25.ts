/**
 * BM25 relevance of each page for a query, over the engine's own postings: the one input of local
 * mode's page order (../sectionOrder.ts, PageOrder) that Algolia's criteria do not give. The scoring
 * and the term each query word stands for are ../relevance.ts's, shared with hosted mode's browser,
 * whose term statistics (termStatsOf) come from here. Between two neighbouring pages that both hold
 * the words ("core tables list": the database page, which lists them, and data migration, which
 * mentions them), BM25 tells the page about the words from the page that mentions them.
 */
import {fieldScore, inverseFrequency, type TermStats} from '../relevance';
import type {InvertedIndex} from './invertedIndex';

/** Per-record term scores kept between searches (12 bytes each); past this the cache starts over. */
const CACHED_ENTRIES = 1_000_000;

interface TermScores {
  records: Int32Array;
  scores: Float64Array;
}

/** Top-level attribute (BM25 field) per attribute slot, and the fields in order. */
function fieldsOf(index: InvertedIndex): {fieldOfSlot: Int32Array; fields: string[]} {
  const fields = new Map<string, number>();
  const fieldOfSlot = Int32Array.from(index.slots, (slot) => {
    const field = slot.path.split('.')[0]!;
    if (!fields.has(field)) fields.set(field, fields.size);
    return fields.get(field)!;
  });
  return {fieldOfSlot, fields: [...fields.keys()]};
}

/** Words per record and field, `[record * fieldCount + field]`, and each field's average. */
function fieldLengths(index: InvertedIndex, fieldOfSlot: Int32Array, fieldCount: number): {lengths: Float32Array; averages: Float64Array} {
  const {postingRecord, postingSlot, recordCount} = index;
  const lengths = new Float32Array(recordCount * fieldCount);
  for (let p = 0; p < postingRecord.length; p += 1) lengths[postingRecord[p]! * fieldCount + fieldOfSlot[postingSlot[p]!]!]! += 1;
  const averages = new Float64Array(fieldCount);
  for (let i = 0; i < lengths.length; i += 1) averages[i % fieldCount]! += lengths[i]! / Math.max(recordCount, 1);
  return {lengths, averages};
}

/**
 * Records holding `termId` per field (into `holding`, one slot a field, zeroed by the caller), and
 * the records holding it at all. Postings are in record order, so one record's occurrences are consecutive.
 */
function countHolding(index: InvertedIndex, fieldOfSlot: Int32Array, termId: number, holding: Float64Array): number {
  const {postingStart, postingRecord, postingSlot} = index;
  const lastRecord = new Int32Array(holding.length).fill(-1);
  let records = 0;
  for (let p = postingStart[termId]!, previous = -1, end = postingStart[termId + 1]!; p < end; p += 1) {
    const record = postingRecord[p]!;
    const field = fieldOfSlot[postingSlot[p]!]!;
    if (record !== previous) records += 1;
    previous = record;
    if (lastRecord[field] !== record) {
      lastRecord[field] = record;
      holding[field]! += 1;
    }
  }
  return records;
}

/** What hosted mode's browser needs of the index to score hits as the engine scores records. */
export function termStatsOf(index: InvertedIndex): TermStats {
  const {fieldOfSlot, fields} = fieldsOf(index);
  const {averages} = fieldLengths(index, fieldOfSlot, Math.max(fields.length, 1));
  const terms = index.dictionary.terms;
  const holding = new Array<number>(terms.length * fields.length).fill(0);
  const perTerm = new Float64Array(fields.length);
  terms.forEach((_, id) => {
    perTerm.fill(0);
    countHolding(index, fieldOfSlot, id, perTerm);
    perTerm.forEach((count, field) => (holding[id * fields.length + field] = count));
  });
  return {
    records: index.recordCount,
    fields,
    averageLengths: [...averages].map((average) => Number(average.toFixed(3))),
    terms: [...terms],
    occurrences: terms.map((_, id) => index.postingStart[id + 1]! - index.postingStart[id]!),
    holding,
  };
}

export class PageRelevance {
  private readonly index: InvertedIndex;
  private readonly pageOf: Int32Array;
  private readonly pageCount: number;
  /** Field (top-level attribute) per attribute slot. */
  private readonly fieldOfSlot: Int32Array;
  private readonly fieldCount: number;
  /** Words per record and field, `[record * fieldCount + field]`; built on the first search. */
  private lengths: Float32Array | null = null;
  private averages: Float64Array | null = null;
  private readonly terms = new Map<number, TermScores>();
  private cachedEntries = 0;
  private readonly recordScore: Float64Array;
  private readonly recordWords: Uint8Array;
  private readonly pageScore: Float64Array;

  constructor(index: InvertedIndex, pageOf: Int32Array) {
    this.index = index;
    this.pageOf = pageOf;
    this.pageCount = pageOf.reduce((most, page) => Math.max(most, page + 1), 0);
    const {fieldOfSlot, fields} = fieldsOf(index);
    this.fieldOfSlot = fieldOfSlot;
    this.fieldCount = Math.max(fields.length, 1);
    this.recordScore = new Float64Array(index.recordCount);
    this.recordWords = new Uint8Array(index.recordCount);
    this.pageScore = new Float64Array(this.pageCount);
  }

  /**
   * Each page's score as a share of the best page's (0 when no page holds a term), by page id.
   * `termIds`: the query's words as dictionary ids, each once.
   */
  scores(termIds: readonly number[]): (page: number) => number {
    const touched: number[] = [];
    for (const termId of termIds) {
      const {records, scores} = this.termScores(termId);
      for (let i = 0; i < records.length; i += 1) {
        const record = records[i]!;
        if (this.recordWords[record] === 0) touched.push(record);
        this.recordScore[record]! += scores[i]!;
        this.recordWords[record]! += 1;
      }
    }
    const pages: number[] = [];
    let best = 0;
    for (const record of touched) {
      const score = this.recordScore[record]! * this.recordWords[record]!;
      this.recordScore[record] = 0;
      this.recordWords[record] = 0;
      const page = this.pageOf[record]!;
      if (this.pageScore[page] === 0) pages.push(page);
      if (score > this.pageScore[page]!) this.pageScore[page] = score;
      best = Math.max(best, score);
    }
    const shares = new Map<number, number>();
    for (const page of pages) {
      shares.set(page, this.pageScore[page]! / best);
      this.pageScore[page] = 0;
    }
    return (page) => shares.get(page) ?? 0;
  }

  /** One term's BM25+ score per record holding it, summed over the record's fields. */
  private termScores(termId: number): TermScores {
    const cached = this.terms.get(termId);
    if (cached) return cached;
    const {lengths, averages} = this.fieldLengths();
    const {postingStart, postingRecord, postingSlot, recordCount} = this.index;
    const fields = this.fieldCount;
    const first = postingStart[termId]!;
    const end = postingStart[termId + 1]!;
    // Two passes: the first counts the records holding the term per field (the IDF), the second
    // scores them.
    const holding = new Float64Array(fields);
    const records = countHolding(this.index, this.fieldOfSlot, termId, holding);
    const idf = holding.map((count) => inverseFrequency(recordCount, count));
    const scores: TermScores = {records: new Int32Array(records), scores: new Float64Array(records)};
    const frequency = new Float64Array(fields);
    let at = -1;
    for (let p = first; p < end; p += 1) {
      const record = postingRecord[p]!;
      if (at < 0 || scores.records[at] !== record) scores.records[++at] = record;
      frequency[this.fieldOfSlot[postingSlot[p]!]!]! += 1;
      if (p + 1 < end && postingRecord[p + 1] === record) continue;
      let score = 0;
      for (let field = 0; field < fields; field += 1) {
        const tf = frequency[field]!;
        if (tf === 0) continue;
        score += fieldScore(tf, lengths[record * fields + field]!, averages[field]!, idf[field]!);
        frequency[field] = 0;
      }
      scores.scores[at] = score;
    }
    this.cachedEntries += records;
    if (this.cachedEntries > CACHED_ENTRIES) {
      this.terms.clear();
      this.cachedEntries = records;
    }
    this.terms.set(termId, scores);
    return scores;
  }

  private fieldLengths(): {lengths: Float32Array; averages: Float64Array} {
    if (!this.lengths || !this.averages) ({lengths: this.lengths, averages: this.averages} = fieldLengths(this.index, this.fieldOfSlot, this.fieldCount));
    return {lengths: this.lengths, averages: this.averages};
  }
}
