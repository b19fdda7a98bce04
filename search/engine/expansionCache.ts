/**
 * Query words' dictionary expansions (UnitExpansion), kept between searches of one engine. Typing
 * sends a search per keystroke, and every one repeats the words already typed: their typo walks
 * were a tenth of a search's time. Local mode's widening scans a query up to three times, each
 * with the same words. An expansion depends only on the word, how it is read (prefix, synonyms),
 * the typo rules and the index, which never changes under an engine.
 *
 * Bounded by words and by the dictionary terms their expansions hold (a long word's typo matches
 * can run to thousands): past either it starts again empty, which costs one walk per word.
 */
import type {InvertedIndex} from './invertedIndex';
import {ENGINE_LIMITS} from './limits';
import type {QueryUnit} from './query';
import {UnitExpansion, type TypoRules} from './unitExpansion';

export class ExpansionCache {
  private readonly byKey = new Map<string, UnitExpansion>();
  private terms = 0;

  constructor(private readonly budget: {words: number; terms: number} = ENGINE_LIMITS.expansionCache) {}

  get(unit: QueryUnit, index: InvertedIndex, rules: TypoRules, allowTypos: boolean): UnitExpansion {
    const key = JSON.stringify([unit.kind, unit.text, unit.terms, unit.prefix, unit.excluded, unit.alternatives ?? null, rules, allowTypos]);
    let expansion = this.byKey.get(key);
    if (expansion === undefined) {
      expansion = new UnitExpansion(unit, index, rules, allowTypos);
      const size = 1 + expansion.others.size;
      if (this.byKey.size >= this.budget.words || this.terms + size > this.budget.terms) {
        this.byKey.clear();
        this.terms = 0;
      }
      this.byKey.set(key, expansion);
      this.terms += size;
    }
    return expansion;
  }

  get size(): number {
    return this.byKey.size;
  }
}
