/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 679 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = {
  words: 0.115,
  position: 0.998,
  headingWords: 0.663,
  exactWords: 0.274,
  hits: 0.921,
  relevance: 1.103,
  closeness: 1.015
};

/** Hosted mode's, in the browser (hostedRerank.ts): no BM25 relevance there, so its weight is 0. */
export const HOSTED_PAGE_WEIGHTS: PageWeights = {
  words: 0.058,
  position: 0.967,
  headingWords: 0.769,
  exactWords: 0.474,
  hits: 1.052,
  relevance: 0,
  closeness: 1.157
};
