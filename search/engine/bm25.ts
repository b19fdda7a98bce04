/**
 * BM25 relevance of each page for a query, over the engine's own postings: the one input of local
 * mode's page order (../sectionOrder.ts, PageOrder) that Algolia's criteria do not give. Algolia
 * counts how many query words a record holds, never how rare a word is or how much of a short
 * section it fills; between two neighbouring pages that both hold the words ("core tables list":
 * the database page, which lists them, and data migration, which mentions them), that is what tells
 * the page about the words from the page that mentions them.
 *
 * MiniSearch's default scoring, the bench's baseline and the variant measured (search/DESIGN.md):
 * BM25+ (k 1.2, b 0.7, d 0.5), one field per top-level attribute with its own length
 * normalisation, a record's sum times the number of query words it holds. Each query word counts
 * as one dictionary term (relevanceTermIds), stop words included; no plurals, synonyms or stems,
 * which the engine's own match already weighs. A page scores as its best record.
 */
import type {TermDictionary} from './dictionary';
import type {InvertedIndex} from './invertedIndex';
import {MAX_TYPO_TERMS} from './unitExpansion';

const K1 = 1.2;
const B = 0.7;
const D = 0.5;
/** Per-record term scores kept between searches (12 bytes each); past this the cache starts over. */
const CACHED_ENTRIES = 1_000_000;

interface TermScores {
  records: Int32Array;
  scores: Float64Array;
}

/** A query word as the engine's match reads it. */
export interface RelevanceWord {
  term: string;
  /** It may be a word still being typed (`queryType`). */
  prefix: boolean;
  /** Typos the match allows it (typoBudget). */
  maxTypos: number;
}

/**
 * The dictionary term each query word stands for in BM25, each once: the word itself when the
 * index holds it; else, for a word still being typed, its commonest completion; else its closest
 * typo match, the commonest of the closest. A partial or misspelt word ("sortorde", "modul folder
 * structure") scored nothing before, so the page that held the query's other words won. One term
 * a word: BM25 over every plural, synonym and stem as well lost (search/DESIGN.md).
 */
export function relevanceTermIds(words: readonly RelevanceWord[], dictionary: TermDictionary, postingStart: Int32Array): number[] {
  const postings = (id: number): number => postingStart[id + 1]! - postingStart[id]!;
  const ids = new Set<number>();
  for (const {term, prefix, maxTypos} of words) {
    const exact = dictionary.id(term);
    if (exact !== undefined) {
      ids.add(exact);
      continue;
    }
    let best = -1;
    if (prefix) {
      const [from, to] = dictionary.prefixRange(term);
      for (let id = from; id < to; id += 1) if (best < 0 || postings(id) > postings(best)) best = id;
    }
    if (best < 0 && maxTypos > 0) {
      let fewest = Infinity;
      for (const {termId, typos} of dictionary.fuzzy(term, {maxTypos, prefix, limit: MAX_TYPO_TERMS})) {
        if (typos < fewest || (typos === fewest && postings(termId) > postings(best))) {
          fewest = typos;
          best = termId;
        }
      }
    }
    if (best >= 0) ids.add(best);
  }
  return [...ids];
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
    const fields = new Map<string, number>();
    this.fieldOfSlot = Int32Array.from(index.slots, (slot) => {
      const field = slot.path.split('.')[0]!;
      if (!fields.has(field)) fields.set(field, fields.size);
      return fields.get(field)!;
    });
    this.fieldCount = Math.max(fields.size, 1);
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
    // Postings are in record order, so one record's occurrences are consecutive: two passes, the
    // first counting the records holding the term per field (the IDF), the second scoring them.
    const holding = new Float64Array(fields);
    const lastRecord = new Int32Array(fields).fill(-1);
    let records = 0;
    for (let p = first, previous = -1; p < end; p += 1) {
      const record = postingRecord[p]!;
      const field = this.fieldOfSlot[postingSlot[p]!]!;
      if (record !== previous) records += 1;
      previous = record;
      if (lastRecord[field] !== record) {
        lastRecord[field] = record;
        holding[field]! += 1;
      }
    }
    const idf = holding.map((count) => Math.log(1 + (recordCount - count + 0.5) / (count + 0.5)));
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
        const norm = K1 * (1 - B + (B * lengths[record * fields + field]!) / averages[field]!);
        score += idf[field]! * (D + (tf * (K1 + 1)) / (tf + norm));
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
    if (!this.lengths || !this.averages) {
      const {postingRecord, postingSlot, recordCount} = this.index;
      const fields = this.fieldCount;
      const lengths = new Float32Array(recordCount * fields);
      for (let p = 0; p < postingRecord.length; p += 1) lengths[postingRecord[p]! * fields + this.fieldOfSlot[postingSlot[p]!]!]! += 1;
      const averages = new Float64Array(fields);
      for (let i = 0; i < lengths.length; i += 1) averages[i % fields]! += lengths[i]! / Math.max(recordCount, 1);
      this.lengths = lengths;
      this.averages = averages;
    }
    return {lengths: this.lengths, averages: this.averages};
  }
}
