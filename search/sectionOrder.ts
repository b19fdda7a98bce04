/**
 * The order of the re-ranking by section, in one place for both places it runs: the engine in
 * local mode (engine/sectionRerank.ts, over its first candidates, from what the match knows) and
 * the browser in hosted mode (hostedRerank.ts, over the hits Algolia answered). Pure and free of
 * engine code, so the site's bundle can hold it; search/DESIGN.md measures it.
 *
 * Why: Algolia's `attribute` criterion looks at one attribute per record, where its first matched
 * word sits. A content record that matches every query word in a paragraph of an unrelated section
 * then ties with, or beats, one whose own section headings name what was asked ("deploy script
 * github": the DigitalOcean page mentions all three words in "Prepare the repository", the AWS page
 * has a section "Write the deploy script"). And page rank (guides and API entity pages before
 * section indexes and blog posts) only counts in Algolia once every textual criterion ties.
 */
import {MAX_PROXIMITY_DISTANCE} from './engine/proximity';
import {HIERARCHY_LEVELS} from './records';

/**
 * A record's headings: the page title and the section path. Not lvl0 (the site section) and not
 * lvl5: the DocSearch template fills lvl5 from `td:first-child` as well as h5 (the site has no h5),
 * and a table row's first cell names the row, not the section it sits in; counted as a heading,
 * every table that lists an identifier outranked the section that explains it.
 */
export const HEADING_LEVELS = HIERARCHY_LEVELS.slice(1).filter((level) => level !== 'lvl5');

/**
 * The levels whose deepest on a record names its own section, where a page's own hits are
 * ordered: a table row's first cell (lvl5) names its row ("order_placed event" opens the events
 * page at the row of order_placed, not at its title).
 */
export const OWN_HEADING_LEVELS = HIERARCHY_LEVELS.slice(1);

/** Hits of one page kept together before the other pages' hits (the modal shows 5 per group). */
const HITS_PER_PAGE_FIRST = 3;

/** What the order reads of one hit. */
export interface SectionEvidence<Page> {
  /** Query words the record matched, less one per typo they needed. */
  words: number;
  /**
   * Those less the ones only its searched page keywords hold (the title record's `keywords`: the
   * page's searches and other names): they found the page, not a place on it, so a page's own hits
   * are ordered by these.
   */
  placeWords: number;
  /** How many of those words its headings contain. */
  headingWords: number;
  /**
   * The next three leave out optional words (`optionalWords`: the product's name). They order a
   * page's own hits, and every section of a page can name the product: counted, "how do I install
   * merchantry" opened the installation guide at "Upgrade Merchantry".
   * Heading words less optional words.
   */
  topicHeadingWords: number;
  /** The most of those words one of its headings holds (page keywords aside). */
  sectionWords: number;
  /**
   * How many of them its own heading (the deepest of OWN_HEADING_LEVELS) holds that no heading above
   * it holds: the page title's words name the page, not each of its sections.
   */
  ownHeadingWords: number;
  /** Algolia's textual criteria as one number (textualRank); less is better. */
  textual: number;
  /** Query words matched exactly, not by prefix, typo or synonym (Algolia's `nbExactWords`). */
  exactWords: number;
  /**
   * How many neighbouring pairs of its matched words sit together (closenessOf): the words of
   * "create-merchantry-app" side by side in a paragraph, not scattered over a page's headings.
   */
  closeness: number;
  /** The page title is made of query words only. */
  titleCovered: boolean;
  /** `weight.pageRank`: guides and API entity pages before section indexes and blog posts. */
  pageRank: number;
  /** The page the record belongs to. */
  page: Page;
}

/**
 * `items` in Algolia's order, re-ordered: by words, then heading words, then page rank, then
 * Algolia's textual criteria; of hits equal on all of these (where Algolia's custom ranking alone
 * decides), the page whose title the query covers first ("attributes api": "Attribute" before
 * "Attribute group"), then Algolia's order; then gathered by page, a page's first three together
 * and its further ones after every other page's first ones, so one page's many sections cannot
 * push the other pages out of view.
 * Within a page, hits go by their place words (a page found by its searches opens where its text
 * says the words, not at its title record); of hits tied on those and heading words, the one with
 * more of the words in one heading comes first: "cancel an order" opens the Order page at "Cancel
 * an order", not at "Cancel a shipment" (page title "Order"), where Algolia's `attribute`
 * criterion, computed by minimum proximity as the DocSearch template asks, prefers the record whose
 * words lie far apart. Then the one whose own heading names more of them: a page none of whose
 * sections is named by the query opens at its title, not at whichever section Algolia ranked
 * first. Only within a page: across pages it lost a tuning query ("api endpoitn" went below every
 * entity page's "API endpoints" heading).
 */
export function orderBySection<T, Page>(items: readonly T[], evidence: (item: T) => SectionEvidence<Page>, pageOrder?: PageOrder<Page>): T[] {
  // Sorted by index over the evidence, so no object is made per item beyond the evidence itself
  // (the engine runs this on every search).
  const of = items.map(evidence);
  const order = of.map((_, i) => i);
  order.sort((a, b) => {
    const x = of[a]!;
    const y = of[b]!;
    return (
      y.words - x.words ||
      y.headingWords - x.headingWords ||
      y.pageRank - x.pageRank ||
      x.textual - y.textual ||
      Number(y.titleCovered) - Number(x.titleCovered) ||
      a - b
    );
  });
  const pages = new Map<Page, number[]>();
  for (const i of order) {
    const page = of[i]!.page;
    const hits = pages.get(page);
    if (hits) hits.push(i);
    else pages.set(page, [i]);
  }
  const groups = (pageOrder ? orderPages([...pages.values()], of, pageOrder) : [...pages.values()]).map((hits) =>
    hits
      .sort((a, b) => {
        const x = of[a]!;
        const y = of[b]!;
        return (
          y.placeWords - x.placeWords ||
          y.topicHeadingWords - x.topicHeadingWords ||
          y.sectionWords - x.sectionWords ||
          y.ownHeadingWords - x.ownHeadingWords
        );
      })
      .map((i) => items[i]!),
  );
  // Each page's first hits, then the rest; loops, since flatMap and slices cost 1 % of a search.
  const ordered: T[] = [];
  for (const hits of groups) for (let i = 0; i < Math.min(HITS_PER_PAGE_FIRST, hits.length); i += 1) ordered.push(hits[i]!);
  for (const hits of groups) for (let i = HITS_PER_PAGE_FIRST; i < hits.length; i += 1) ordered.push(hits[i]!);
  return ordered;
}

/**
 * What the page order reads of one page of an answer, as the model's inputs (PAGE_FEATURES), in
 * the order the section rule put the pages.
 */
export type PageFeatures = Record<(typeof PAGE_FEATURES)[number], number>;

/** The model's inputs. */
export const PAGE_FEATURES = ['words', 'position', 'headingWords', 'exactWords', 'hits', 'relevance', 'closeness'] as const;

/** A linear model over PageFeatures: a page's score is the sum of each feature times its weight. */
export type PageWeights = PageFeatures;

/**
 * Local mode's page order after the section rule (search/DESIGN.md, "Pages re-ordered by a learned
 * score"): the first PAGE_ORDER_DEPTH pages of an answer re-ordered by a linear score over
 * PageFeatures, whose one input the hits do not carry is `relevance`, the page's BM25 score.
 */
export interface PageOrder<Page> {
  weights: PageWeights;
  /** The page's BM25 score over the whole index, as a share of the best page's (0 to 1). */
  relevance: (page: Page) => number;
  /** Sees each answer's pages before the order is applied (bench/learnPageWeights.ts). */
  observe?: (pages: readonly PageEntry<Page>[]) => void;
}

/** A page of an answer as the page order reads it. */
export interface PageEntry<Page> {
  page: Page;
  features: PageFeatures;
}

/** Pages of an answer the learned score re-orders; it was fitted on as many. */
export const PAGE_ORDER_DEPTH = 10;

/**
 * Indices of `pages` in the page order: by score, then as given. `words` is one of the features, not
 * a key before them, so a page that holds every word of a question by chance can lose to the page
 * about it (search/DESIGN.md measures both ways).
 */
export function pageRanking(pages: readonly {features: PageFeatures}[], weights: PageWeights): number[] {
  const scores = pages.map(({features}) => pageScore(features, weights));
  return pages.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
}

/**
 * A page of an answer: the most query words (less typos), heading words and exact words of one of
 * its hits, its place in the section rule's order and its share of the answer's hits (logarithms:
 * the first places differ most; the first page's place is 0, not -0), and its BM25 relevance.
 */
function pageEntry<Page>(hits: readonly number[], index: number, of: readonly SectionEvidence<Page>[], relevance: (page: Page) => number): PageEntry<Page> {
  const page = of[hits[0]!]!.page;
  let words = 0;
  let headingWords = 0;
  let exactWords = 0;
  let closeness = 0;
  for (const i of hits) {
    words = Math.max(words, of[i]!.words);
    headingWords = Math.max(headingWords, of[i]!.headingWords);
    exactWords = Math.max(exactWords, of[i]!.exactWords);
    closeness = Math.max(closeness, of[i]!.closeness);
  }
  return {page, features: {words, position: 0 - Math.log1p(index), headingWords, exactWords, hits: Math.log1p(hits.length), relevance: relevance(page), closeness}};
}

/** The score of PageWeights for a page's features. */
export const pageScore = (features: PageFeatures, weights: PageWeights): number =>
  PAGE_FEATURES.reduce((sum, name) => sum + features[name] * weights[name], 0);

/** Page groups (hit indices, in the section rule's order) with the first PAGE_ORDER_DEPTH in the page order. */
function orderPages<Page>(groups: number[][], of: readonly SectionEvidence<Page>[], order: PageOrder<Page>): number[][] {
  const head = groups.slice(0, PAGE_ORDER_DEPTH);
  const entries = head.map((hits, index) => pageEntry(hits, index, of, order.relevance));
  order.observe?.(entries);
  return [...pageRanking(entries, order.weights).map((i) => head[i]!), ...groups.slice(PAGE_ORDER_DEPTH)];
}

/**
 * Algolia's textual criteria (`words`, `typo`, `attribute`, `proximity`, `exact`) from a hit's
 * `_rankingInfo`, packed into one number, less is better: equal numbers are the ties Algolia breaks
 * by custom ranking alone. Each field gets more bits than it can fill (at most 10 query words).
 */
export function textualRank(info: TextualRankingInfo): number {
  const words = 16 - (info.words ?? 0);
  const typos = info.nbTypos ?? 0;
  return (((words * 2 ** 5 + typos) * 2 ** 20 + (info.firstMatchedWord ?? 0)) * 2 ** 8 + (info.proximityDistance ?? 0)) * 2 ** 6 - (info.nbExactWords ?? 0);
}

/**
 * SectionEvidence.closeness from Algolia's ranking information: how many pairs of neighbouring
 * query words sit together, a pair counting 1 when adjacent and less as they lie apart, down to 0 at
 * the distance where Algolia's proximity stops counting.
 */
export function closenessOf(info: TextualRankingInfo): number {
  const pairs = (info.words ?? 0) - 1;
  if (pairs < 1) return 0;
  return Math.max(0, (pairs * MAX_PROXIMITY_DISTANCE - (info.proximityDistance ?? 0)) / (MAX_PROXIMITY_DISTANCE - 1));
}

/** The `_rankingInfo` fields textualRank reads. */
export interface TextualRankingInfo {
  words?: number;
  nbTypos?: number;
  firstMatchedWord?: number;
  proximityDistance?: number;
  nbExactWords?: number;
}
