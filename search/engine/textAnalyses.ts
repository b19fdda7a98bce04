/**
 * Where one search's query matched each text it reads, worked out once per text: the re-ranking
 * reads the headings of its first 60 hits, and the hits' highlights and snippets read them again
 * (a page's title and section names repeat across its hits). An analysis depends only on the
 * text, its tokenizing (camel case or not) and the query's units, which one search fixes.
 */
import {analyseTokens, type TextAnalysis} from './highlight';
import type {TermUnitMasks} from './termUnits';
import type {TextTokenCache} from './textTokens';
import type {UnitExpansion} from './unitExpansion';

export class SearchTextAnalyses {
  /** By text: plain tokens, then camel-case tokens. */
  private readonly byText = [new Map<string, TextAnalysis>(), new Map<string, TextAnalysis>()] as const;

  constructor(
    private readonly tokens: TextTokenCache,
    readonly units: readonly UnitExpansion[],
    private readonly termUnits: TermUnitMasks,
  ) {}

  get(text: string, camelCase: boolean): TextAnalysis {
    const cache = this.byText[camelCase ? 1 : 0];
    let analysis = cache.get(text);
    if (analysis === undefined) {
      this.termUnits.mark(this.units);
      analysis = analyseTokens(text, this.tokens.get(text, camelCase), this.units, this.termUnits);
      cache.set(text, analysis);
    }
    return analysis;
  }
}
