/**
 * Local mode only: a query word also matches the indexed words that share its Porter stem
 * ("changes" → "changed", "placed" → "place", "publish" → "publishing"). Algolia has no stemming
 * beyond `ignorePlurals`, so an engine ranking as Algolia never adds these. Typo tolerance
 * already bridges a letter or two ("changes" → "change"); a stem bridges longer endings
 * ("deploying" → "deploy"), and costs no typo, so the re-ranking's typo discount leaves it alone.
 * Alternatives like synonyms: not exact, so the word as typed still ranks first. The word being
 * typed (a prefix) is left out: its prefix range already reaches the longer forms, and a stem of
 * half a word is no stem.
 */
import {stemmer} from 'stemmer';
import type {TermDictionary} from './dictionary';
import type {QueryUnit} from './query';
import {STEM_EXCEPTIONS} from './stemExceptions';

/** Only plain words of this many letters or more: shorter ones stem to nonsense ("us" → "u"). */
const MIN_STEMMED_LENGTH = 3;
const PLAIN_WORD = /^[a-z]+$/;

const stemmable = (term: string): boolean => term.length >= MIN_STEMMED_LENGTH && PLAIN_WORD.test(term);

/** Porter's stem, or the word's own family's where Porter joins two meanings (stemExceptions.ts). */
const stemOf = (term: string): string => STEM_EXCEPTIONS.get(term) ?? stemmer(term);

/** Plain words grouped by Porter stem, one group per stem, words in the order given. */
export function stemGroups(terms: Iterable<string>): Map<string, string[]> {
  const byStem = new Map<string, string[]>();
  for (const term of terms) {
    if (!stemmable(term)) continue;
    const stem = stemOf(term);
    const group = byStem.get(stem);
    if (group) group.push(term);
    else byStem.set(stem, [term]);
  }
  return byStem;
}

/** Whether a synonym group only joins forms of one stem: what the stems below already reach. */
export function isStemGroup(words: readonly string[]): boolean {
  const terms = words.map((word) => word.toLowerCase());
  return terms.length > 1 && terms.every(stemmable) && new Set(terms.map(stemOf)).size === 1;
}

/** The dictionary's plain words grouped by stem, built on first use. */
export class StemIndex {
  private readonly dictionary: TermDictionary;
  private byStem: Map<string, string[]> | null = null;

  constructor(dictionary: TermDictionary) {
    this.dictionary = dictionary;
  }

  /** Indexed words other than `term` with its stem. */
  forms(term: string): readonly string[] {
    if (!stemmable(term)) return [];
    this.byStem ??= stemGroups(this.dictionary.terms);
    const forms = this.byStem.get(stemOf(term)) ?? [];
    return forms.filter((form) => form !== term);
  }
}

/** The query's units with the other forms of each complete word added as alternatives. */
export function withStems(units: readonly QueryUnit[], stems: StemIndex): QueryUnit[] {
  return units.map((unit) => {
    if (unit.kind !== 'word' || unit.prefix || unit.excluded) return unit;
    const known = new Set((unit.alternatives ?? []).map((alternative) => alternative.terms.join(' ')));
    const forms = stems.forms(unit.terms[0]!).filter((form) => !known.has(form));
    if (forms.length === 0) return unit;
    return {...unit, alternatives: [...(unit.alternatives ?? []), ...forms.map((form) => ({terms: [form], exact: false}))]};
  });
}
