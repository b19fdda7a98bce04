/**
 * BM25 relevance as both modes compute it, in one place: local mode's engine over its own postings
 * (engine/bm25.ts) and hosted mode's browser over the hits Algolia answered (hitsRelevance), from
 * term statistics the build writes beside the site (TERM_STATS_FILE). Algolia counts how many query
 * words a record holds, never how rare a word is or how much of a short section it fills: that is
 * what the page order's `relevance` adds (search/DESIGN.md). Free of engine code beyond the
 * tokenizer, the term dictionary and the typo rules, so the site's search bundle can hold it.
 *
 * MiniSearch's default scoring, the bench's baseline: BM25+ (k 1.2, b 0.7, d 0.5), one field per
 * top-level attribute with its own length normalisation, a record's sum times the number of query
 * words it holds, a page scored as its best record.
 */
import {TermDictionary} from './engine/dictionary';
import {forEachToken, tokenize} from './engine/tokenize';
import {MAX_TYPO_TERMS, typoBudget, type TypoRules} from './engine/typoBudget';

const K1 = 1.2;
const B = 0.7;
const D = 0.5;

/** A word's inverse document frequency in a field that `holding` of `records` records hold. */
export const inverseFrequency = (records: number, holding: number): number => Math.log(1 + (records - holding + 0.5) / (holding + 0.5));

/** BM25+ of a word `frequency` times in a field `length` words long, against the field's average. */
export const fieldScore = (frequency: number, length: number, average: number, idf: number): number =>
  idf * (D + (frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / average)));

/** A query word as the engine's match reads it. */
export interface RelevanceWord {
  term: string;
  /** It may be a word still being typed (`queryType`). */
  prefix: boolean;
  /** Typos the match allows it (typoBudget). */
  maxTypos: number;
}

/** The query's words as RelevanceWord, by the index's `queryType` and typo rules. */
export function relevanceWords(query: string, options: {separatorsToIndex: string; queryType: string; rules: TypoRules}): RelevanceWord[] {
  const tokens = tokenize(query, {separatorsToIndex: options.separatorsToIndex, camelCase: false});
  return tokens.map(({term, end}, i) => ({
    term,
    prefix: options.queryType === 'prefixAll' || (options.queryType === 'prefixLast' && i === tokens.length - 1 && end === query.length),
    maxTypos: typoBudget(term, options.rules),
  }));
}

/**
 * The dictionary term each query word stands for, each once: the word itself when the index holds
 * it; else, for a word still being typed, its commonest completion; else its closest typo match,
 * the commonest of the closest. A partial or misspelt word ("sortorde", "modul folder structure")
 * scored nothing before, so the page that held the query's other words won. One term a word: BM25
 * over every plural, synonym and stem as well lost (search/DESIGN.md). Stop words count too, with
 * the small weight of a common word. `occurrences`: a term's postings, how common it is.
 */
export function relevanceTermIds(words: readonly RelevanceWord[], dictionary: TermDictionary, occurrences: (id: number) => number): number[] {
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
      for (let id = from; id < to; id += 1) if (best < 0 || occurrences(id) > occurrences(best)) best = id;
    }
    if (best < 0 && maxTypos > 0) {
      let fewest = Infinity;
      for (const {termId, typos} of dictionary.fuzzy(term, {maxTypos, prefix, limit: MAX_TYPO_TERMS})) {
        if (typos < fewest || (typos === fewest && occurrences(termId) > occurrences(best))) {
          fewest = typos;
          best = termId;
        }
      }
    }
    if (best >= 0) ids.add(best);
  }
  return [...ids];
}

/** Where the build writes the index's TermStats, beside the site's pages. */
export const TERM_STATS_FILE = 'search-term-stats.json';

/** What BM25 needs of the whole index that no hit carries. */
export interface TermStats {
  /** Records in the index. */
  records: number;
  /** Top-level attributes, one BM25 field each. */
  fields: string[];
  /** Each field's average length in words, as `fields`. */
  averageLengths: number[];
  /** Every indexed term, sorted. */
  terms: string[];
  /** Each term's postings, as `terms`. */
  occurrences: number[];
  /** Records holding each term in each field: `holding[term * fields.length + field]`. */
  holding: number[];
}

/** How the index reads text: its separators, camel-case attributes, query type and typo rules. */
export interface RelevanceSettings {
  separatorsToIndex: string;
  camelCaseAttributes: readonly string[];
  queryType: string;
  rules: TypoRules;
}

/** The hit fields hitsRelevance reads: Algolia's hit, with the index's top-level attributes. */
export type RelevanceHit = {url?: string} & Record<string, unknown>;

const dictionaries = new WeakMap<TermStats, TermDictionary>();

/** Strings of an attribute value, nested objects and lists included. */
function textsOf(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

/**
 * Each page's BM25 score over the hits of an answer, as a share of the best page's (0 when no hit
 * holds a query word), by the page of a hit's URL. Hosted mode's browser has only the hits: a
 * page scores as its best hit, where local mode's engine scores it as its best record in the index.
 */
export function hitsRelevance(query: string, hits: readonly RelevanceHit[], stats: TermStats, settings: RelevanceSettings): (page: string) => number {
  let dictionary = dictionaries.get(stats);
  if (!dictionary) {
    dictionary = new TermDictionary(stats.terms);
    dictionaries.set(stats, dictionary);
  }
  const words = relevanceWords(query, {separatorsToIndex: settings.separatorsToIndex, queryType: settings.queryType, rules: settings.rules});
  const termIds = relevanceTermIds(words, dictionary, (id) => stats.occurrences[id] ?? 0);
  const wanted = new Map(termIds.map((id, k) => [stats.terms[id]!, k]));
  const fields = stats.fields.length;
  const plain = {separatorsToIndex: settings.separatorsToIndex, camelCase: false};
  const camel = {...plain, camelCase: true};
  const pages = new Map<string, number>();
  let best = 0;
  for (const hit of hits) {
    let score = 0;
    const held = new Set<number>();
    stats.fields.forEach((field, f) => {
      const frequency = new Array<number>(termIds.length).fill(0);
      let length = 0;
      const options = settings.camelCaseAttributes.includes(field) ? camel : plain;
      for (const text of textsOf(hit[field], [])) {
        forEachToken(text, options, (term) => {
          length += 1;
          const k = wanted.get(term);
          if (k !== undefined) frequency[k]! += 1;
        });
      }
      frequency.forEach((tf, k) => {
        if (tf === 0) return;
        held.add(k);
        const idf = inverseFrequency(stats.records, stats.holding[termIds[k]! * fields + f] ?? 0);
        score += fieldScore(tf, length, stats.averageLengths[f] ?? 1, idf);
      });
    });
    score *= held.size;
    const page = (hit.url ?? '').split('#')[0]!;
    if (score > (pages.get(page) ?? 0)) pages.set(page, score);
    best = Math.max(best, score);
  }
  return (page) => (best > 0 ? (pages.get(page) ?? 0) / best : 0);
}
