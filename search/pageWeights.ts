/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 679 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = {
  words: 0.117,
  position: 0.948,
  headingWords: 0.665,
  exactWords: 0.27,
  hits: 0.885,
  relevance: 1.238,
  closeness: 1
};

/** Hosted mode's, in the browser (hostedRerank.ts): no BM25 relevance there, so its weight is 0. */
export const HOSTED_PAGE_WEIGHTS: PageWeights = {
  words: 0.058,
  position: 0.963,
  headingWords: 0.774,
  exactWords: 0.472,
  hits: 1.054,
  relevance: 0,
  closeness: 1.157
};
