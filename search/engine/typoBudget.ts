/**
 * How many typos a query word may match with, by Algolia's word-size rules: the engine's match
 * and the BM25 relevance read it, the latter in the browser too (../relevance.ts), so it imports
 * nothing heavier than the tokenizer.
 */
import {isNumericTerm} from './tokenize';

export interface TypoRules {
  typoTolerance: boolean | 'min' | 'strict';
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  allowTyposOnNumericTokens: boolean;
  disableTypoToleranceOnWords: readonly string[];
  ignorePlurals: boolean;
}

/** Upper bound on typo-matched terms per query word; past it `exhaustiveTypo` is false. */
export const MAX_TYPO_TERMS = 4096;

export function typoBudget(word: string, rules: TypoRules): number {
  if (rules.typoTolerance === false) return 0;
  if (!rules.allowTyposOnNumericTokens && isNumericTerm(word)) return 0;
  if (rules.disableTypoToleranceOnWords.some((disabled) => disabled.toLowerCase() === word)) return 0;
  const length = Array.from(word).length;
  if (length >= rules.minWordSizefor2Typos) return 2;
  if (length >= rules.minWordSizefor1Typo) return 1;
  return 0;
}
