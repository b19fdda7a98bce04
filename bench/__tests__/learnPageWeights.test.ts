import {describe, expect, it} from 'vitest';
import {crossValidate, firstRightRank, fitWeights, labelledAnswers, SECTION_RULE_WEIGHTS, type LabelledAnswer} from '../learnPageWeights';
import {docRecord} from '../../search/engine/__tests__/helpers';
import type {DocSearchRecord} from '../../search/records';
import type {PageFeatures} from '../../search/sectionOrder';

const features = (position: number, relevance: number): PageFeatures => ({words: 2, position: -Math.log1p(position), headingWords: 1, exactWords: 1, hits: Math.log1p(1), relevance, closeness: 1});

/** Answers whose right page is second in the section rule's order but the most relevant one. */
const answers: LabelledAnswer[] = Array.from({length: 20}, (_, i) => ({
  query: `query ${i}`,
  pages: [
    {features: features(0, 0.3), right: false},
    {features: features(1, 1), right: true},
    {features: features(2, 0.1), right: false},
  ],
}));

describe('learnPageWeights', () => {
  it('ranks by the section rule when its weights are given', () => {
    expect(firstRightRank(answers[0]!, SECTION_RULE_WEIGHTS)).toBe(1);
  });

  it('learns to weigh the feature that tells the right page', () => {
    const weights = fitWeights(answers);
    expect(weights.relevance).toBeGreaterThan(0);
    expect(firstRightRank(answers[0]!, weights)).toBe(0);
  });

  it('scores the section rule and the fit on folds the fit did not see', () => {
    const {rule, fitted} = crossValidate(answers);
    expect(rule).toEqual({at1: 0, at5: 1, mrr: 0.5});
    expect(fitted.at1).toBe(1);
  });

  it('fits on a share of the other folds for the learning curve: none of them is the section rule, all of them the full fit', () => {
    const full = crossValidate(answers);
    expect(crossValidate(answers, undefined, 1)).toEqual(full);
    const none = crossValidate(answers, undefined, 0);
    expect(none.fitted).toEqual(none.rule);
    expect(crossValidate(answers, undefined, 0.25).fitted.at1).toBe(1);
  });

  it('learns nothing from an answer without a wrong page', () => {
    const alone: LabelledAnswer[] = [{query: 'q', pages: [{features: features(0, 1), right: true}]}];
    expect(fitWeights(alone)).toEqual(SECTION_RULE_WEIGHTS);
  });

  it("labels each mode's first pages by the query's expected pages, with BM25 relevance in local mode only", () => {
    const filler = Array.from({length: 40}, (_, i) => `word${i}`).join(' ');
    const records = [
      docRecord({id: 'mentions', lvl1: 'Stripe', content: `refund webhook ${filler}`, page: '/docs/stripe'}),
      docRecord({id: 'about', lvl1: 'Payments', content: 'refund webhook', page: '/docs/payments'}),
    ] as unknown as DocSearchRecord[];
    const queries = [{query: 'refund webhook', expected: ['/docs/payments'], kind: 'task' as const}];
    for (const mode of ['local', 'hosted'] as const) {
      const [answer] = labelledAnswers(records, queries, mode);
      expect(answer!.pages.map(({right}) => right).sort()).toEqual([false, true]);
      const relevance = answer!.pages.map(({features}) => features.relevance);
      if (mode === 'local') expect(Math.max(...relevance)).toBe(1);
      else expect(relevance).toEqual([0, 0]);
    }
  });
});
