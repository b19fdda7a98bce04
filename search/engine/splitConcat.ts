/**
 * Algolia's splitting and concatenation of query words (on whenever `typoTolerance` is not
 * false), which bridge "cronjob" ↔ "cron job" and "data base" ↔ "database":
 * - **splitting**: a word of at least `minWordSizefor1Typo` characters, cut in two (first part at
 *   most 12 characters) where both parts are indexed words, also matches the two parts one after
 *   the other; of several valid cuts, the one whose parts have the most postings is kept;
 * - **concatenation**: two consecutive words whose concatenation is an indexed word both also
 *   match it.
 * Both are alternatives, like synonyms: typo-free, not exact words (the `exact` criterion keeps
 * records holding the words as typed first). The word being typed (the last, a prefix) is split
 * and joined too, as Algolia does ("kath" is already split), but only into whole indexed words.
 */
import type {InvertedIndex} from './invertedIndex';
import type {QueryUnit} from './query';

/** Algolia's limit on the first part of a split. */
const MAX_SPLIT_FIRST_PART = 12;

export interface SplitConcatOptions {
  minWordSizefor1Typo: number;
}

/** The query's units with split and concatenation alternatives added to their word units. */
export function withSplitConcat(units: readonly QueryUnit[], index: InvertedIndex, options: SplitConcatOptions): QueryUnit[] {
  const {dictionary, postingStart} = index;
  const postings = (id: number): number => postingStart[id + 1]! - postingStart[id]!;
  const eligible = (unit: QueryUnit | undefined): unit is QueryUnit => unit !== undefined && unit.kind === 'word' && !unit.excluded;
  const extra: Array<Array<{terms: readonly string[]; exact: boolean}>> = units.map(() => []);
  units.forEach((unit, i) => {
    if (!eligible(unit)) return;
    const word = unit.terms[0]!;
    const chars = Array.from(word);
    if (chars.length >= options.minWordSizefor1Typo) {
      let best: {parts: [string, string]; count: number} | null = null;
      for (let cut = 1; cut < chars.length && cut <= MAX_SPLIT_FIRST_PART; cut += 1) {
        const first = chars.slice(0, cut).join('');
        const second = chars.slice(cut).join('');
        const a = dictionary.id(first);
        const b = dictionary.id(second);
        if (a === undefined || b === undefined) continue;
        const count = postings(a) + postings(b);
        if (!best || count > best.count) best = {parts: [first, second], count};
      }
      if (best) extra[i]!.push({terms: best.parts, exact: false});
    }
    const next = units[i + 1];
    if (eligible(next)) {
      const joined = word + next.terms[0]!;
      if (dictionary.id(joined) !== undefined) {
        extra[i]!.push({terms: [joined], exact: false});
        extra[i + 1]!.push({terms: [joined], exact: false});
      }
    }
  });
  return units.map((unit, i) => (extra[i]!.length > 0 ? {...unit, alternatives: [...(unit.alternatives ?? []), ...extra[i]!]} : unit));
}
