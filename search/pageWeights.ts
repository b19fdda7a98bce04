/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 679 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = {
  words: 0.189,
  position: 1.02,
  headingWords: 0.362,
  exactWords: 0.242,
  hits: 0.937,
  relevance: 1.39,
  closeness: 1.165
};

/** Hosted mode's, in the browser (hostedRerank.ts): no BM25 relevance there, so its weight is 0. */
export const HOSTED_PAGE_WEIGHTS: PageWeights = {
  words: 0.052,
  position: 1.108,
  headingWords: 0.311,
  exactWords: 0.427,
  hits: 1.178,
  relevance: 0,
  closeness: 1.422
};
