/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 679 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = {
  words: 0.206,
  position: 1.021,
  headingWords: 0.368,
  exactWords: 0.233,
  hits: 0.949,
  relevance: 1.378,
  closeness: 1.15
};

/** Hosted mode's, in the browser (hostedRerank.ts): no BM25 relevance there, so its weight is 0. */
export const HOSTED_PAGE_WEIGHTS: PageWeights = {
  words: 0.056,
  position: 1.12,
  headingWords: 0.307,
  exactWords: 0.411,
  hits: 1.167,
  relevance: 0,
  closeness: 1.415
};
