/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 446 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = {
  words: 0.247,
  position: 1.095,
  headingWords: 1.002,
  exactWords: 0.288,
  hits: 0.828,
  relevance: 1.041,
  closeness: 0.853
};

/** Hosted mode's, in the browser (hostedRerank.ts): no BM25 relevance there, so its weight is 0. */
export const HOSTED_PAGE_WEIGHTS: PageWeights = {
  words: 0.272,
  position: 0.913,
  headingWords: 1.038,
  exactWords: 0.509,
  hits: 1.125,
  relevance: 0,
  closeness: 1.042
};
