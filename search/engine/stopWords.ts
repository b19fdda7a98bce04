/**
 * `removeStopWords` and `optionalWords`, with Algolia's semantics:
 * - stop words are dropped from the query before matching, except a word read as a prefix (the
 *   last word while it is still being typed) and words inside a quoted phrase;
 * - an optional word need not match, but a record that matches it counts one more word for the
 *   `words` criterion, so records matching every word still come first.
 * A query made only of stop words keeps them (otherwise "how to" would list the whole index).
 */
import type {QueryUnit} from './query';

/**
 * English stop words: function words that carry no topic. Algolia does not publish its list;
 * this is the common English list (articles, pronouns, auxiliaries, prepositions, conjunctions,
 * question words) without the words that name a topic in developer docs ("not", "after", "before",
 * "up", "down", "off", "all", "each", "same", "own" are kept as query words).
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor so yet if then than ' +
    'i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself ' +
    'she her hers herself it its itself they them their theirs themselves ' +
    'what which who whom whose where when why how ' +
    'this that these those there here ' +
    'am is are was were be been being do does did doing done have has had having ' +
    'can could should would will shall may might must ' +
    'to of in on at by for with from into onto about as ' +
    'just very too also such some any ' +
    's t'
  ).split(/\s+/),
);

/** Whether `removeStopWords` (a boolean or a list of language codes) covers English. */
export function removesEnglishStopWords(value: boolean | readonly string[] | null | undefined): boolean {
  // Array.isArray narrows a readonly array to any[]; the other members of the union are not objects.
  if (typeof value === 'object' && value !== null) return value.length === 0 ? false : value.some((language) => language.toLowerCase() === 'en');
  return value === true;
}

export function removeStopWords(units: readonly QueryUnit[]): QueryUnit[] {
  const isStop = (unit: QueryUnit) => unit.kind === 'word' && !unit.excluded && !unit.prefix && ENGLISH_STOP_WORDS.has(unit.terms[0]!);
  const kept = units.filter((unit) => !isStop(unit));
  return kept.some((unit) => !unit.excluded) ? kept : [...units];
}

/** The words of `optionalWords` entries (each entry may hold several words), normalised. */
export function optionalTerms(entries: readonly string[], tokenize: (text: string) => string[]): Set<string> {
  return new Set(entries.flatMap((entry) => tokenize(entry)));
}

/** Bit u set when positive unit u is a word (not a phrase) that `test` accepts. */
export function wordMask(units: readonly QueryUnit[], test: (term: string) => boolean): number {
  let mask = 0;
  units
    .filter((unit) => !unit.excluded)
    .forEach((unit, u) => {
      if (unit.kind === 'word' && test(unit.terms[0]!)) mask |= 1 << u;
    });
  return mask;
}

/** Bit u set when positive unit u is an optional word. */
export function optionalMask(units: readonly QueryUnit[], optional: ReadonlySet<string>): number {
  return wordMask(units, (term) => optional.has(term));
}
