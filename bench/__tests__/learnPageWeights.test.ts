import {describe, expect, it} from 'vitest';
import {crossValidate, firstRightRank, fitWeights, SECTION_RULE_WEIGHTS, type LabelledAnswer} from '../learnPageWeights';
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

  it('learns nothing from an answer without a wrong page', () => {
    const alone: LabelledAnswer[] = [{query: 'q', pages: [{features: features(0, 1), right: true}]}];
    expect(fitWeights(alone)).toEqual(SECTION_RULE_WEIGHTS);
  });
});
