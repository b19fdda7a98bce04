import {describe, expect, it} from 'vitest';
import {rerankHits, withSectionEvidence, withSectionRerank, type SectionEvidenceHit} from '../hostedRerank';

type Hit = SectionEvidenceHit & {objectID: string};

/**
 * A hit as Algolia answers it with `getRankingInfo`; `headings`: words matched in its section
 * heading (lvl2), `title`: in its page title (lvl1).
 */
function hit(
  objectID: string,
  url: string,
  words: number,
  evidence: {nbTypos?: number; proximityDistance?: number; headings?: string[]; title?: string[]; titleCovered?: boolean; pageRank?: number; lvl5?: string[]} = {},
): Hit {
  return {
    objectID,
    url,
    _rankingInfo: {words, nbTypos: evidence.nbTypos ?? 0, proximityDistance: evidence.proximityDistance ?? 0},
    _highlightResult: {
      hierarchy: {
        lvl1: {matchedWords: evidence.title ?? [], fullyHighlighted: evidence.titleCovered ?? false},
        lvl2: {matchedWords: evidence.headings ?? []},
        lvl5: {matchedWords: evidence.lvl5 ?? []},
      },
    },
    weight: {pageRank: evidence.pageRank ?? 0},
  };
}

const ids = (hits: readonly Hit[]) => hits.map((h) => h.objectID);

describe('withSectionEvidence', () => {
  it('asks for the ranking info and the page rank beside the attributes the modal retrieves', () => {
    expect(withSectionEvidence({indexName: 'docs', query: 'deploy', attributesToRetrieve: ['url', 'content']})).toEqual({
      indexName: 'docs',
      query: 'deploy',
      attributesToRetrieve: ['url', 'content', 'weight.pageRank'],
      getRankingInfo: true,
    });
  });

  it('leaves the attributes alone when every attribute, or the weight, is retrieved already', () => {
    expect(withSectionEvidence({query: 'x'})).toEqual({query: 'x', getRankingInfo: true});
    expect(withSectionEvidence({query: 'x', attributesToRetrieve: ['*']})).toEqual({query: 'x', attributesToRetrieve: ['*'], getRankingInfo: true});
    expect(withSectionEvidence({query: 'x', attributesToRetrieve: ['weight']})).toEqual({query: 'x', attributesToRetrieve: ['weight'], getRankingInfo: true});
  });

  it('leaves facet queries as they are', () => {
    const facet = {indexName: 'docs', type: 'facet', facet: 'language', facetQuery: 'e'};
    expect(withSectionEvidence(facet)).toBe(facet);
  });
});

describe('rerankHits', () => {
  it('puts the record whose headings name the query words before a paragraph that only mentions them', () => {
    const hits = [hit('paragraph', '/do#prepare', 3), hit('section', '/aws#deploy-script', 3, {headings: ['deploy', 'script']})];
    expect(ids(rerankHits(hits))).toEqual(['section', 'paragraph']);
  });

  it('counts a word matched through a typo as less than a word matched as typed', () => {
    const hits = [hit('typos', '/a', 3, {nbTypos: 2, headings: ['x', 'y', 'z']}), hit('typed', '/b', 2)];
    expect(ids(rerankHits(hits))).toEqual(['typed', 'typos']);
  });

  it('then prefers the page that answers (page rank), then keeps Algolia order', () => {
    const hits = [hit('blog', '/blog/post', 2, {pageRank: 0}), hit('guide', '/docs/guide', 2, {pageRank: 3}), hit('index', '/docs', 2, {pageRank: 0})];
    expect(ids(rerankHits(hits))).toEqual(['guide', 'blog', 'index']);
  });

  it("of hits Algolia ties on every textual criterion, puts first the page whose title the query covers (fullyHighlighted)", () => {
    const group = hit('group', '/attribute-group#endpoints', 2, {title: ['attributes']});
    const attribute = hit('attribute', '/attribute#endpoints', 2, {title: ['attributes'], titleCovered: true});
    expect(ids(rerankHits([group, attribute]))).toEqual(['attribute', 'group']);
    // Words nearer each other (proximity) still come first.
    const near = hit('near', '/cli#user-create', 2, {proximityDistance: 1});
    const title = hit('title', '/user#create', 2, {proximityDistance: 4, titleCovered: true});
    expect(ids(rerankHits([near, title]))).toEqual(['near', 'title']);
  });

  it('does not read a table row cell (lvl5) as a heading', () => {
    const hits = [hit('prose', '/guide#keys', 1), hit('row', '/reference#table', 1, {lvl5: ['token']})];
    expect(ids(rerankHits(hits))).toEqual(['prose', 'row']);
  });

  it('within a page, puts first the hit with more of the words in one heading, and never moves a page', () => {
    const shipment = (url: string) => hit('shipment', url, 2, {title: ['order'], headings: ['cancel']});
    const order = (url: string) => hit('order', url, 2, {headings: ['cancel', 'order']});
    expect(ids(rerankHits([shipment('/order#cancel-shipment'), order('/order#cancel-order')]))).toEqual(['order', 'shipment']);
    expect(ids(rerankHits([shipment('/order#cancel-shipment'), order('/other#cancel-order')]))).toEqual(['shipment', 'order']);
  });

  it("keeps a page's first three hits together and puts its further ones after the other pages' first", () => {
    const hits = [hit('x1', '/x#1', 2), hit('x2', '/x#2', 2), hit('x3', '/x#3', 2), hit('x4', '/x#4', 2), hit('y1', '/y#1', 2)];
    expect(ids(rerankHits(hits))).toEqual(['x1', 'x2', 'x3', 'y1', 'x4']);
  });

  it('keeps the order it was given when the hits carry no ranking info', () => {
    const hits: Hit[] = [{objectID: 'a', url: '/a#1'}, {objectID: 'b', url: '/b', _highlightResult: {hierarchy: {lvl1: {matchedWords: ['b']}}}}];
    expect(ids(rerankHits(hits))).toEqual(['a', 'b']);
  });
});

describe('withSectionRerank', () => {
  /** A client that answers the hits it is given and remembers what it was asked; `searchForHits` goes through `this`, as algoliasearch's does. */
  function fakeClient(hits: Hit[]) {
    const asked: unknown[] = [];
    return {
      asked,
      appId: 'APP',
      async search(request: unknown) {
        asked.push(request);
        return {results: [{hits, nbHits: hits.length}, {facetHits: []}]};
      },
      searchForHits(this: {search: (request: unknown) => Promise<unknown>}, request: unknown) {
        return this.search(request);
      },
    };
  }

  it('asks each query for the evidence and answers the hits re-ordered, other results untouched', async () => {
    const base = fakeClient([hit('paragraph', '/do#prepare', 2), hit('section', '/aws#deploy', 2, {headings: ['deploy']})]);
    const client = withSectionRerank(base);
    const answer = (await client.search({requests: [{indexName: 'docs', query: 'deploy', attributesToRetrieve: ['url']}]})) as {
      results: [{hits: Hit[]; nbHits: number}, unknown];
    };
    expect(base.asked).toEqual([{requests: [{indexName: 'docs', query: 'deploy', attributesToRetrieve: ['url', 'weight.pageRank'], getRankingInfo: true}]}]);
    expect(ids(answer.results[0].hits)).toEqual(['section', 'paragraph']);
    expect(answer.results[0].nbHits).toBe(2);
    expect(answer.results[1]).toEqual({facetHits: []});
    expect(client.appId).toBe('APP');
  });

  it("re-orders the client's own methods that search through it", async () => {
    const client = withSectionRerank(fakeClient([hit('a', '/a', 1), hit('b', '/b', 2)]));
    const answer = (await client.searchForHits({requests: [{indexName: 'docs', query: 'b'}]})) as {results: [{hits: Hit[]}]};
    expect(ids(answer.results[0].hits)).toEqual(['b', 'a']);
  });
});
