/**
 * Local re-ranking by page (local mode only; `localRanking: false` gives Algolia's order).
 *
 * Algolia ranks records; a reader picks a page. Among the first hits, the pages are re-ordered by
 * the evidence all their matching records give together: a field-weighted BM25 over the page,
 * where each matching record adds to a query word's frequency by where it matched (title 3,
 * headings 2, content and code 1) and rare words (in few matching pages) weigh more, discounted by
 * how far down Algolia put the page's best hit. Algolia's order still decides first on how many
 * query words the page's best record matched, and breaks ties. Within a page the hits keep
 * Algolia's order; a page's first three hits stay together, its further hits come after every
 * other page's first ones, so one page's many sections cannot push the other pages out of view.
 *
 * Everything comes from the match the engine already did (per record: matched words, best
 * attribute), so the stage costs one pass over the candidates and no index structure of its own.
 */
import type {MatchResult} from './match';
import {popcount} from './rank';

/** BM25's term-frequency saturation. */
const K1 = 1.2;
/** Weight of a record's best attribute rank: 0–1 (lvl0, lvl1) title, 2–6 headings, then content, code. */
const fieldWeight = (attributeRank: number): number => (attributeRank <= 1 ? 3 : attributeRank <= 6 ? 2 : 1);
/** How much a page's score shrinks per place its best hit stands below the first (chosen on the tuning half: 0.05–0.3 tried). */
const RANK_DISCOUNT = 0.1;
/** Hits of one page kept together before the other pages' hits (the modal shows 5 per group). */
const HITS_PER_PAGE_FIRST = 3;
/** Hits re-ordered: enough for the modal and the first /search pages. */
export const RERANK_DEPTH = 60;

/**
 * `ordered`: candidate positions in Algolia order (after distinct). `pageOf[record]`: the page id.
 * Returns the same positions, page by page.
 */
export function rerankByPage(ordered: readonly number[], match: MatchResult, pageOf: Int32Array, pageCount: number): number[] {
  const unitCount = match.units.length;
  if (ordered.length < 2 || unitCount === 0) return [...ordered];
  const head = ordered.slice(0, RERANK_DEPTH);
  const {candidates, mask, bestAttribute, count} = match;

  // Per page (among all candidates): weighted frequency of each unit.
  const frequency = new Map<number, Float64Array>();
  for (let k = 0; k < count; k += 1) {
    const page = pageOf[candidates[k]!]!;
    let row = frequency.get(page);
    if (!row) {
      row = new Float64Array(unitCount);
      frequency.set(page, row);
    }
    const weight = fieldWeight(bestAttribute[k]! >> 10);
    const bits = mask[k]!;
    for (let u = 0; u < unitCount; u += 1) if ((bits & (1 << u)) !== 0) row[u]! += weight;
  }
  const pagesWith = new Float64Array(unitCount);
  for (const row of frequency.values()) for (let u = 0; u < unitCount; u += 1) if (row[u]! > 0) pagesWith[u]! += 1;
  const idf = Array.from(pagesWith, (n) => Math.log(1 + (pageCount - n + 0.5) / (n + 0.5)));
  const scoreOf = (page: number): number => {
    const row = frequency.get(page)!;
    let score = 0;
    for (let u = 0; u < unitCount; u += 1) {
      const tf = row[u]!;
      if (tf > 0) score += (idf[u]! * tf * (K1 + 1)) / (tf + K1);
    }
    return score;
  };

  // Pages in Algolia order of their best hit, with that hit's matched-word count.
  const groups = new Map<number, {first: number; words: number; score: number; hits: number[]}>();
  head.forEach((position, i) => {
    const page = pageOf[candidates[position]!]!;
    let group = groups.get(page);
    if (!group) {
      group = {first: i, words: popcount(mask[position]!), score: scoreOf(page), hits: []};
      groups.set(page, group);
    }
    group.hits.push(position);
  });
  // A page's BM25 counts for less the further down Algolia put its best hit.
  const blended = (group: {first: number; score: number}) => group.score / (1 + RANK_DISCOUNT * group.first);
  const pages = [...groups.values()].sort((a, b) => b.words - a.words || blended(b) - blended(a) || a.first - b.first);
  // A page's first hits stay with it; its further hits wait until every page has shown its first.
  return [
    ...pages.flatMap((group) => group.hits.slice(0, HITS_PER_PAGE_FIRST)),
    ...pages.flatMap((group) => group.hits.slice(HITS_PER_PAGE_FIRST)),
    ...ordered.slice(RERANK_DEPTH),
  ];
}
