/**
 * The term dictionary: every distinct term of an index, sorted, with its id = its rank.
 *
 * Sorting gives prefix lookups for free (a prefix is a contiguous id range found by binary search)
 * and lets the typo search walk the terms as if they were a trie: consecutive terms share their
 * common prefix, so the edit-distance rows computed for that prefix are reused, and a whole range
 * of terms is skipped as soon as every cell of a row exceeds the typo budget. This is the
 * Levenshtein-automaton-over-a-trie walk of minisearch's `fuzzySearch.ts`, over a sorted array
 * instead of a radix tree (one string per term, no node objects).
 *
 * Distances are "optimal string alignment": insertion, deletion, substitution and the swap of two
 * adjacent letters each count as one typo, the four kinds Algolia lists.
 */

export interface FuzzyMatch {
  termId: number;
  /** Edits between the query word and the matched term (or term prefix, in prefix mode). */
  typos: number;
  /** Normalised characters of the term that the query word covers (its full length unless prefix). */
  matchedLength: number;
}

export interface FuzzyOptions {
  /** Typo budget from the word-size rules. */
  maxTypos: number;
  /** Match the query word against any prefix of a term (the last word with `prefixLast`). */
  prefix: boolean;
  /** Stop after this many matches (best-effort cap on pathological short prefixes). */
  limit: number;
}

/** Typo expansions kept per dictionary: the same words come back from one visitor to the next. */
const FUZZY_CACHE_SIZE = 2048;
/** Past this many terms to check one by one, a walk of the whole dictionary is cheaper. */
const MAX_TERMS_FROM_SHORTER_WORD = 512;

const fuzzyKey = (word: string, {maxTypos, prefix, limit}: FuzzyOptions) => `${maxTypos}\u0000${prefix ? 1 : 0}\u0000${limit}\u0000${word}`;

export class TermDictionary {
  /** Sorted, unique. */
  readonly terms: readonly string[];
  private readonly ids: Map<string, number>;
  private readonly fuzzyCache = new Map<string, readonly FuzzyMatch[]>();
  /**
   * Characters each term shares with the one before it (0 for the first). The typo walk reads its
   * trie structure from these: the terms below a path of length d are the run of ids after it whose
   * shared prefix stays at least d, found by counting instead of comparing strings.
   */
  private readonly sharedPrefix: Int32Array;
  private tailsOfTerms: {tails: TermDictionary; termStarts: Int32Array; termIds: Int32Array} | null = null;

  /** `sortedTerms` must be sorted (default string order) and unique. */
  constructor(sortedTerms: readonly string[]) {
    this.terms = sortedTerms;
    this.ids = new Map();
    sortedTerms.forEach((term, id) => this.ids.set(term, id));
    this.sharedPrefix = new Int32Array(sortedTerms.length);
    for (let id = 1; id < sortedTerms.length; id += 1) {
      this.sharedPrefix[id] = commonPrefixLength(sortedTerms[id - 1]!, sortedTerms[id]!);
    }
  }

  get size(): number {
    return this.terms.length;
  }

  id(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** Ids `[from, to)` of the terms starting with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    const from = this.lowerBound(prefix, 0);
    return [from, this.prefixEndFrom(prefix, from)];
  }

  private lowerBound(value: string, from: number): number {
    let lo = from;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First id at or after `from` whose term does not start with `prefix`. */
  private prefixEndFrom(prefix: string, from: number): number {
    let lo = from;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid]!.startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Terms within the typo budget of `word`, excluding those matched with zero typos (exact terms
   * and exact prefixes are found with `id` / `prefixRange`, which are cheaper).
   *
   * Budget: up to `maxTypos`; when that is 2, a third typo is allowed if the first letter is wrong,
   * as Algolia documents ("three typos if the first letter is misspelled").
   */
  fuzzy(word: string, options: FuzzyOptions): readonly FuzzyMatch[] {
    const {maxTypos, prefix, limit} = options;
    if (maxTypos <= 0 || word.length === 0) return [];
    const key = fuzzyKey(word, options);
    const cached = this.fuzzyCache.get(key);
    if (cached) {
      this.fuzzyCache.delete(key);
      this.fuzzyCache.set(key, cached);
      return cached;
    }
    const matches = (prefix ? this.fromShorterWord(word, options) : undefined) ?? this.fuzzyUncached(word, maxTypos, prefix, limit);
    this.fuzzyCache.set(key, matches);
    if (this.fuzzyCache.size > FUZZY_CACHE_SIZE) this.fuzzyCache.delete(this.fuzzyCache.keys().next().value!);
    return matches;
  }

  /**
   * A prefix one letter longer than one already expanded with the same budget, as typing sends
   * them: every term within the budget of the longer word is within it of the shorter (dropping
   * the word's last letter never adds an edit), or starts with the shorter word, and likewise for
   * the words' tails and the third typo. So only those terms are walked, each on its own, with the
   * same walk and so the same answer, where a walk of the whole dictionary was a tenth of a
   * search. Undefined when the shorter word's expansion is not cached, was cut at the limit, or
   * leaves too many terms to check.
   */
  private fromShorterWord(word: string, options: FuzzyOptions): FuzzyMatch[] | undefined {
    const {maxTypos, limit} = options;
    if (word.length < 2) return undefined;
    const shorterWord = word.slice(0, -1);
    const shorter = this.fuzzyCache.get(fuzzyKey(shorterWord, options));
    if (shorter === undefined || shorter.length >= limit) return undefined;
    const [from, to] = this.prefixRange(shorterWord);
    if (shorter.length + (to - from) > MAX_TERMS_FROM_SHORTER_WORD) return undefined;
    const candidates = new Set(shorter.map((match) => match.termId));
    for (let id = from; id < to; id += 1) candidates.add(id);
    const matches: FuzzyMatch[] = [];
    const extra: FuzzyMatch[] = [];
    const wordTail = word.slice(1);
    for (const id of [...candidates].sort((a, b) => a - b)) {
      const before = matches.length;
      this.walk(word, maxTypos, true, limit, id, id + 1, matches);
      if (matches.length > before || maxTypos !== 2 || this.terms[id]![0] === word[0]) continue;
      const {tails} = this.tailIndex();
      const tail: FuzzyMatch[] = [];
      const tailId = tails.id(this.terms[id]!.slice(1))!;
      tails.walk(wordTail, 2, true, limit, tailId, tailId + 1, tail);
      if (tail[0]?.typos === 2) extra.push({termId: id, typos: 3, matchedLength: tail[0].matchedLength + 1});
    }
    // The whole walk would have stopped at the limit, and the third typo waits for it.
    if (matches.length >= limit || matches.length + extra.length > limit) return undefined;
    return [...matches, ...extra];
  }

  private fuzzyUncached(word: string, maxTypos: number, prefix: boolean, limit: number): FuzzyMatch[] {
    const matches: FuzzyMatch[] = [];
    this.walk(word, maxTypos, prefix, limit, 0, this.terms.length, matches);
    if (maxTypos === 2 && word.length > 1 && matches.length < limit) {
      // The third typo: the first letter replaced, at most two typos in the rest. A first letter
      // shared by word and term never changes an alignment's cost, so these are the terms whose
      // tail is two typos from the word's tail: one walk of the tails (`tailIndex`), where walking
      // each other first letter's subtree with that letter put in front cost 1.2 times the first
      // walk (typed prefixes of the developer queries).
      const found = new Set(matches.map((match) => match.termId));
      const {tails, termStarts, termIds} = this.tailIndex();
      const tailMatches: FuzzyMatch[] = [];
      tails.walk(word.slice(1), 2, prefix, limit, 0, tails.terms.length, tailMatches);
      const extra: FuzzyMatch[] = [];
      for (const {termId: tail, typos, matchedLength} of tailMatches) {
        if (typos !== 2) continue;
        for (let k = termStarts[tail]!; k < termStarts[tail + 1]!; k += 1) {
          const termId = termIds[k]!;
          if (this.terms[termId]![0] !== word[0] && !found.has(termId)) extra.push({termId, typos: 3, matchedLength: matchedLength + 1});
        }
      }
      // In id order, as the walks give theirs.
      extra.sort((a, b) => a.termId - b.termId);
      matches.push(...extra.slice(0, limit - matches.length));
    }
    return matches;
  }

  /**
   * The terms' tails (all but their first character) as a dictionary of their own, and the terms
   * of each tail (`termIds[termStarts[t]…termStarts[t + 1]]`), built on the first word that may
   * take a third typo.
   */
  private tailIndex(): {tails: TermDictionary; termStarts: Int32Array; termIds: Int32Array} {
    if (this.tailsOfTerms === null) {
      const byTail = new Map<string, number[]>();
      this.terms.forEach((term, id) => {
        const tail = term.slice(1);
        const ids = byTail.get(tail);
        if (ids) ids.push(id);
        else byTail.set(tail, [id]);
      });
      const tails = new TermDictionary([...byTail.keys()].sort());
      const termStarts = new Int32Array(tails.size + 1);
      const termIds = new Int32Array(this.terms.length);
      tails.terms.forEach((tail, t) => {
        const ids = byTail.get(tail)!;
        termIds.set(ids, termStarts[t]);
        termStarts[t + 1] = termStarts[t]! + ids.length;
      });
      this.tailsOfTerms = {tails, termStarts, termIds};
    }
    return this.tailsOfTerms;
  }

  /** Appends to `matches` the terms of ids `[from, to)` within `ceiling` typos of `word`. */
  private walk(word: string, ceiling: number, prefix: boolean, limit: number, from: number, to: number, matches: FuzzyMatch[]): void {
    const m = word.length;
    const terms = this.terms;
    const n = to;
    // rows[d] is the DP row for the first d characters of the current path.
    const rows: Int32Array[] = [Int32Array.from({length: m + 1}, (_, j) => j)];
    // Best distance of `word` against any prefix of the path, up to depth d, and where it was.
    const prefixBest: number[] = [m];
    const prefixBestAt: number[] = [0];
    const shared = this.sharedPrefix;
    // The current path is the first `pathLength` characters of the last term visited; the next
    // term shares with it the smallest shared prefix between the two ids, capped at that length.
    let pathLength = 0;
    let i = from;
    while (i < n && matches.length < limit) {
      const term = terms[i]!;
      let d = i === from ? 0 : Math.min(shared[i]!, pathLength);
      let pruned = false;
      while (d < term.length) {
        const row = rowAt(rows, d + 1, m);
        const prev = rows[d]!;
        const char = term.charCodeAt(d);
        row[0] = d + 1;
        // Only cells within `ceiling` of the diagonal can stay within budget (a distance is at
        // least the difference of the lengths), so only those are computed; the cell on each side
        // of the band holds ceiling + 1, which the next row and the transposition read instead of
        // another path's stale values.
        const lo = Math.max(1, d + 1 - ceiling);
        const hi = Math.min(m, d + 1 + ceiling);
        if (lo > 1) row[lo - 1] = ceiling + 1;
        if (hi < m) row[hi + 1] = ceiling + 1;
        let rowMin = lo === 1 ? row[0] : ceiling + 1;
        for (let j = lo; j <= hi; j += 1) {
          const cost = word.charCodeAt(j - 1) === char ? 0 : 1;
          let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
          if (
            d > 0 &&
            j > 1 &&
            char === word.charCodeAt(j - 2) &&
            term.charCodeAt(d - 1) === word.charCodeAt(j - 1)
          ) {
            value = Math.min(value, rows[d - 1]![j - 2]! + 1);
          }
          row[j] = value;
          if (value < rowMin) rowMin = value;
        }
        d += 1;
        // The word's last column is inside this row's band only when the lengths differ by at most ceiling.
        const last = Math.abs(d - m) <= ceiling ? row[m]! : ceiling + 1;
        if (last < prefixBest[d - 1]!) {
          prefixBest[d] = last;
          prefixBestAt[d] = d;
        } else {
          prefixBest[d] = prefixBest[d - 1]!;
          prefixBestAt[d] = prefixBestAt[d - 1]!;
        }
        if (rowMin > ceiling) {
          pruned = true;
          break;
        }
        // In prefix mode, once the word is matched exactly the rest of the subtree is an exact
        // prefix match, which `prefixRange` already covers.
        if (prefix && prefixBest[d] === 0) {
          pruned = true;
          break;
        }
      }
      pathLength = d;
      if (pruned) {
        // Every term below the path shares at least d characters with its predecessor; the first
        // that shares fewer is the first outside the subtree.
        let end = i + 1;
        while (end < n && shared[end]! >= d) end += 1;
        const typos = prefixBest[d]!;
        // In prefix mode the path may already have matched the word before the row blew the
        // budget: every term below it is then a prefix match with that many typos.
        if (prefix && typos > 0 && typos <= ceiling) {
          for (let id = i; id < end && matches.length < limit; id += 1) {
            matches.push({termId: id, typos, matchedLength: prefixBestAt[d]!});
          }
        }
        i = end;
        continue;
      }
      const typos = prefix ? prefixBest[d]! : Math.abs(d - m) <= ceiling ? rows[d]![m]! : ceiling + 1;
      if (typos > 0 && typos <= ceiling) {
        matches.push({termId: i, typos, matchedLength: prefix ? prefixBestAt[d]! : term.length});
      }
      i += 1;
    }
  }
}

function rowAt(rows: Int32Array[], depth: number, m: number): Int32Array {
  let row = rows[depth];
  if (row === undefined) {
    row = new Int32Array(m + 1);
    rows[depth] = row;
  }
  return row;
}

function commonPrefixLength(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}

/** Reference distance for tests: optimal string alignment, full strings. */
export function osaDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([]);
    for (let j = 0; j <= b.length; j += 1) {
      if (i === 0) rows[i]![j] = j;
      else if (j === 0) rows[i]![j] = i;
      else {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          value = Math.min(value, rows[i - 2]![j - 2]! + 1);
        }
        rows[i]![j] = value;
      }
    }
  }
  return rows[a.length]![b.length]!;
}
