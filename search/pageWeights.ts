/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 679 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = {
  words: 0.078,
  position: 1.018,
  headingWords: 0.395,
  exactWords: 0.199,
  hits: 0.888,
  relevance: 1.42,
  closeness: 1.135
};

/** Hosted mode's, in the browser (hostedRerank.ts): no BM25 relevance there, so its weight is 0. */
export const HOSTED_PAGE_WEIGHTS: PageWeights = {
  words: 0.084,
  position: 1.029,
  headingWords: 0.354,
  exactWords: 0.458,
  hits: 1.202,
  relevance: 0,
  closeness: 1.354
};
