/**
 * Local mode's page weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the 446 read developer queries. Generated: run `npm run search:weights -- --write` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

export const PAGE_WEIGHTS: PageWeights = {
  words: 0.247,
  position: 1.095,
  headingWords: 1.002,
  exactWords: 0.288,
  hits: 0.828,
  relevance: 1.041,
  closeness: 0.853
};
