/**
 * Query-time synonyms (`synonym` and `onewaysynonym` objects), as Algolia applies them:
 * - a regular synonym makes every entry of the group find the others, a one-way synonym makes its
 *   input find its synonyms (not the reverse);
 * - an entry is triggered by the query's words equal to it (no typos, plural forms allowed), and
 *   a multi-word entry by the same consecutive words;
 * - a match through a one-word synonym counts as an exact, typo-free word (Algolia's default
 *   `alternativesAsExact`: singleWordSynonym); through a multi-word one it is not exact.
 *
 * How a replacement reaches matching: every query word of the triggering span also matches the
 * replacement's terms (a one-word replacement for "background job" → "cron": a record with "cron"
 * matches both words, so it counts both for the `words` criterion). A multi-word replacement of a
 * span of the same length maps word to word; one of another length ("hmr" → "fast refresh")
 * becomes a phrase alternative of every word of the span: the replacement's words, one after the
 * other. `altcorrection` and `placeholder` objects are stored, not applied.
 */
import type {SynonymHit} from '../synonyms';
import {pluralAlternatives} from './plurals';
import type {QueryUnit} from './query';

interface Rule {
  input: string[];
  /** Each replacement, as terms. */
  outputs: string[][];
}

/** Per query word: an extra term it matches (or consecutive terms), and whether it counts as an exact word. */
export interface Alternative {
  terms: readonly string[];
  exact: boolean;
}

export class SynonymSet {
  private readonly byFirstTerm = new Map<string, Rule[]>();
  readonly size: number;

  constructor(hits: readonly SynonymHit[], terms: (text: string) => string[]) {
    let size = 0;
    const add = (input: string[], outputs: string[][]) => {
      const usable = outputs.filter((output) => output.length > 0 && output.join(' ') !== input.join(' '));
      if (input.length === 0 || usable.length === 0) return;
      const rules = this.byFirstTerm.get(input[0]!) ?? [];
      rules.push({input, outputs: usable});
      this.byFirstTerm.set(input[0]!, rules);
      size += 1;
    };
    for (const hit of hits) {
      if (hit.type === 'synonym' && hit.synonyms) {
        const entries = hit.synonyms.map(terms);
        entries.forEach((entry, i) => add(entry, entries.filter((_, j) => j !== i)));
      } else if (hit.type === 'onewaysynonym' && hit.synonyms && hit.input !== undefined) {
        add(terms(hit.input), hit.synonyms.map(terms));
      }
    }
    this.size = size;
  }

  /**
   * Extra terms per positive word unit (index aligned with `units`; phrases and excluded words
   * get none). `ignore` drops words of a rule's input that the query lost (stop words).
   */
  alternatives(units: readonly QueryUnit[], ignore: (term: string) => boolean = () => false): Alternative[][] {
    const out: Alternative[][] = units.map(() => []);
    if (this.size === 0) return out;
    const positions = units.map((unit, i) => ({unit, i})).filter(({unit}) => unit.kind === 'word' && !unit.excluded);
    const forms = positions.map(({unit}) => new Set([unit.terms[0]!, ...pluralAlternatives(unit.terms[0]!)]));
    for (let start = 0; start < positions.length; start += 1) {
      for (const first of forms[start]!) {
        for (const rule of this.byFirstTerm.get(first) ?? []) {
          const input = rule.input.filter((term, k) => k === 0 || !ignore(term));
          if (start + input.length > positions.length) continue;
          if (!input.every((term, k) => forms[start + k]!.has(term))) continue;
          for (const output of rule.outputs) {
            const exact = output.length === 1;
            for (let k = 0; k < input.length; k += 1) {
              // Word for word when the lengths agree, else the whole replacement for each word.
              const terms = output.length === input.length ? [output[k]!] : output;
              out[positions[start + k]!.i]!.push({terms, exact: exact && input.length === 1});
            }
          }
        }
      }
    }
    return out;
  }
}
