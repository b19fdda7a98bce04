/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 679 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = {
  words: 0.031,
  position: 1.018,
  headingWords: 0.461,
  exactWords: 0.195,
  hits: 0.951,
  relevance: 1.319,
  closeness: 1.084
};

/** Hosted mode's, in the browser (hostedRerank.ts): no BM25 relevance there, so its weight is 0. */
export const HOSTED_PAGE_WEIGHTS: PageWeights = {
  words: 0.176,
  position: 1.136,
  headingWords: 0.345,
  exactWords: 0.371,
  hits: 1.18,
  relevance: 0,
  closeness: 1.353
};
