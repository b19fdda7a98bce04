/**
 * Local mode's partial words: a word before the last that the index lacks but that begins indexed
 * words ("paginat rest list") is read as a prefix, as Algolia reads the last word. Developers stop
 * typing a word mid-way and go on to the next; Algolia's `prefixLast` then leaves such a word only
 * its typo matches, each one a typo less in the ranking, and none for a word cut short by two or
 * more letters. A word the index holds stays a whole word, so only words no record holds as typed
 * change. Strict mode (hosted Algolia's answers) is unchanged.
 */
import type {TermDictionary} from './dictionary';
import type {QueryUnit} from './query';

/** Shorter words open too many terms to be read as the start of one ("ca", "pro"). */
const MIN_PARTIAL_WORD = 4;

/** Whether `word`, not the last, is read as a prefix: the index lacks it and has words it begins. */
export function isPartialWord(word: string, dictionary: TermDictionary): boolean {
  if (word.length < MIN_PARTIAL_WORD || dictionary.id(word) !== undefined) return false;
  const [from, to] = dictionary.prefixRange(word);
  return to > from;
}

export function withPartialWords(units: readonly QueryUnit[], dictionary: TermDictionary): QueryUnit[] {
  return units.map((unit) => (unit.kind === 'word' && !unit.prefix && !unit.excluded && isPartialWord(unit.terms[0]!, dictionary) ? {...unit, prefix: true} : unit));
}
