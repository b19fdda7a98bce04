/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 679 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = {
  words: 0.142,
  position: 1.002,
  headingWords: 0.402,
  exactWords: 0.161,
  hits: 0.943,
  relevance: 1.364,
  closeness: 1.072
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
