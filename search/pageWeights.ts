/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 679 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = {
  words: 0.162,
  position: 0.92,
  headingWords: 0.715,
  exactWords: 0.237,
  hits: 0.912,
  relevance: 1.225,
  closeness: 0.987
};

/** Hosted mode's, in the browser (hostedRerank.ts): no BM25 relevance there, so its weight is 0. */
export const HOSTED_PAGE_WEIGHTS: PageWeights = {
  words: 0.082,
  position: 0.975,
  headingWords: 0.812,
  exactWords: 0.475,
  hits: 1.027,
  relevance: 0,
  closeness: 1.171
};
