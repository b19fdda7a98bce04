import {describe, expect, it} from 'vitest';
import {closenessOf, orderBySection, PAGE_ORDER_DEPTH, textualRank, type PageEntry, type PageWeights, type SectionEvidence} from '../sectionOrder';

describe('textualRank', () => {
  it("orders as Algolia's criteria do: words, then typos, attribute, proximity, exact", () => {
    const best = {words: 3, nbTypos: 0, firstMatchedWord: 0, proximityDistance: 2, nbExactWords: 3};
    const worse = [
      {...best, words: 2, nbTypos: 0, firstMatchedWord: 0, proximityDistance: 0, nbExactWords: 3},
      {...best, nbTypos: 1, firstMatchedWord: 0, proximityDistance: 0},
      {...best, firstMatchedWord: 1},
      {...best, proximityDistance: 3},
      {...best, nbExactWords: 2},
    ];
    for (const info of worse) expect(textualRank(best)).toBeLessThan(textualRank(info));
    expect(textualRank({...best})).toBe(textualRank(best));
  });

  it('keeps every field apart at its largest values', () => {
    // 10 words (MAX_QUERY_UNITS), 20 typos, the last attribute position, proximity 72, 10 exact words.
    const most = {words: 10, nbTypos: 20, firstMatchedWord: 15 * 1024 + 1023, proximityDistance: 72, nbExactWords: 10};
    expect(textualRank({...most, proximityDistance: 71})).toBeLessThan(textualRank(most));
    expect(textualRank({...most, nbTypos: 19, firstMatchedWord: 2 ** 20 - 1})).toBeLessThan(textualRank(most));
    expect(Number.isSafeInteger(textualRank({...most, words: 0}))).toBe(true);
  });
});

describe('closenessOf', () => {
  it('counts the pairs of neighbouring words that sit together, less as they lie apart', () => {
    // Three words side by side ("create-merchantry-app" in a paragraph): two adjacent pairs.
    expect(closenessOf({words: 3, proximityDistance: 2})).toBe(2);
    expect(closenessOf({words: 3, proximityDistance: 9})).toBe(1);
    // As far apart as Algolia counts (different attributes): nothing.
    expect(closenessOf({words: 3, proximityDistance: 16})).toBe(0);
    expect(closenessOf({words: 2, proximityDistance: 4})).toBeCloseTo(4 / 7);
    // One word has no neighbour.
    expect(closenessOf({words: 1, proximityDistance: 0})).toBe(0);
    expect(closenessOf({})).toBe(0);
  });
});

describe('orderBySection with a page order', () => {
  /** One hit per entry: its page and evidence; the rest equal. */
  const hit = (page: string, evidence: Partial<SectionEvidence<string>> = {}): SectionEvidence<string> => ({
    words: 2,
    headingWords: 0,
    topicHeadingWords: 0,
    sectionWords: 0,
    ownHeadingWords: 0,
    textual: 0,
    exactWords: 0,
    closeness: 0,
    titleCovered: false,
    pageRank: 0,
    page,
    ...evidence,
    placeWords: evidence.placeWords ?? evidence.words ?? 2,
  });
  const sectionRule: PageWeights = {words: 0, position: 1, headingWords: 0, exactWords: 0, hits: 0, relevance: 0, closeness: 0};
  const pagesOf = (hits: SectionEvidence<string>[]) => [...new Set(hits.map((h) => h.page))];

  it("keeps the section rule's order under its own weights, and re-orders pages by score otherwise", () => {
    const hits = [hit('a'), hit('b'), hit('b')];
    const relevance = (page: string) => (page === 'b' ? 1 : 0.2);
    expect(pagesOf(orderBySection(hits, (h) => h, {weights: sectionRule, relevance}))).toEqual(['a', 'b']);
    expect(pagesOf(orderBySection(hits, (h) => h, {weights: {...sectionRule, relevance: 2}, relevance}))).toEqual(['b', 'a']);
    // Without a page order, relevance plays no part.
    expect(pagesOf(orderBySection(hits, (h) => h))).toEqual(['a', 'b']);
  });

  it('shows the model each page with its words, place, most heading and exact words, hits and relevance', () => {
    const seen: PageEntry<string>[] = [];
    const hits = [hit('a', {headingWords: 1, exactWords: 2}), hit('b', {headingWords: 2}), hit('b', {exactWords: 1, closeness: 1.5}), hit('a')];
    orderBySection(hits, (h) => h, {weights: sectionRule, relevance: (page) => (page === 'a' ? 1 : 0.5), observe: (pages) => seen.push(...pages)});
    // The section rule puts b first: one of its hits has the most heading words.
    expect(seen).toEqual([
      {page: 'b', features: {words: 2, position: 0, headingWords: 2, exactWords: 1, hits: Math.log1p(2), relevance: 0.5, closeness: 1.5}},
      {page: 'a', features: {words: 2, position: -Math.log1p(1), headingWords: 1, exactWords: 2, hits: Math.log1p(2), relevance: 1, closeness: 0}},
    ]);
  });

  it('weighs the words a page matched as one feature among the others', () => {
    const hits = [hit('all', {words: 2}), hit('some', {words: 1})];
    const relevance = (page: string) => (page === 'some' ? 1 : 0);
    expect(pagesOf(orderBySection(hits, (h) => h, {weights: {...sectionRule, words: 2, relevance: 1}, relevance}))).toEqual(['all', 'some']);
    expect(pagesOf(orderBySection(hits, (h) => h, {weights: {...sectionRule, words: 0.5, relevance: 2}, relevance}))).toEqual(['some', 'all']);
  });

  it('puts first, under a weight on closeness, the page whose words sit together', () => {
    const hits = [hit('scattered', {headingWords: 2}), hit('together', {closeness: 2})];
    const relevance = () => 0;
    expect(pagesOf(orderBySection(hits, (h) => h, {weights: sectionRule, relevance}))).toEqual(['scattered', 'together']);
    expect(pagesOf(orderBySection(hits, (h) => h, {weights: {...sectionRule, closeness: 1}, relevance}))).toEqual(['together', 'scattered']);
  });

  it(`re-orders only the first ${PAGE_ORDER_DEPTH} pages, as the weights were fitted`, () => {
    const pages = Array.from({length: PAGE_ORDER_DEPTH + 1}, (_, i) => `p${i}`);
    const last = pages.at(-1)!;
    const ordered = orderBySection(pages.map((page) => hit(page)), (h) => h, {weights: {...sectionRule, relevance: 100}, relevance: (page) => (page === last || page === 'p9' ? 1 : 0)});
    expect(pagesOf(ordered)[0]).toBe('p9');
    expect(pagesOf(ordered).at(-1)).toBe(last);
  });
});
