/**
 * Where one search's query matched each text it reads, worked out once per text: the re-ranking
 * reads the headings of its first 60 hits, and the hits' highlights and snippets read them again
 * (a page's title and section names repeat across its hits). An analysis depends only on the
 * text, its tokenizing (camel case or not) and the query's units, which one search fixes.
 */
import {analyseTokens, type TextAnalysis} from './highlight';
import {PHRASE_START_SHIFT, UNIT_BITS, type TermUnitMasks} from './termUnits';
import type {TextTokenCache} from './textTokens';
import type {UnitExpansion} from './unitExpansion';

export class SearchTextAnalyses {
  /** By text: plain tokens, then camel-case tokens. */
  private readonly byText = [new Map<string, TextAnalysis>(), new Map<string, TextAnalysis>()] as const;

  /** A phrase whose first word the index lacks is looked for by its text (analyseTokens), not by ids. */
  private readonly phraseFoundByText: boolean;

  constructor(
    private readonly tokens: TextTokenCache,
    readonly units: readonly UnitExpansion[],
    private readonly termUnits: TermUnitMasks,
  ) {
    this.phraseFoundByText = units.some((expansion) => expansion.unit.kind === 'phrase' && expansion.phraseIds[0]! < 0);
  }

  /**
   * The query units `text` holds (`get(text).matchedUnits`) without analysing it where that is
   * certain from its terms alone: where none of them starts a phrase of the query. The re-ranking
   * asks this of 60 hits' headings, most of which are never shown.
   */
  unitsIn(text: string, camelCase: boolean): number {
    const analysed = this.byText[camelCase ? 1 : 0].get(text);
    if (analysed !== undefined) return analysed.matchedUnits;
    this.termUnits.mark(this.units);
    const ids = this.tokens.idsOf(text, camelCase);
    let bits = 0;
    for (let t = 0; t < ids.length; t += 1) if (ids[t]! >= 0) bits |= this.termUnits.bitsOf(ids[t]!);
    if (bits >>> PHRASE_START_SHIFT === 0 && !this.phraseFoundByText) return bits & UNIT_BITS;
    return this.get(text, camelCase).matchedUnits;
  }

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
