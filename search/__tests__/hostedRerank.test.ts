import {describe, expect, it} from 'vitest';
import {HOSTED_PAGE_WEIGHTS} from '../pageWeights';
import {HOSTED_PAGE_ORDER, HOSTED_RERANK_DEPTH, hostedAnswer, hostedQuery, relaxedQuery, rerankHits, withSectionEvidence, withSectionRerank, type SectionEvidenceHit} from '../hostedRerank';

type Hit = SectionEvidenceHit & {objectID: string};

/**
 * A hit as Algolia answers it with `getRankingInfo`; `headings`: words matched in its section
 * heading (lvl2), `title`: in its page title (lvl1).
 */
function hit(
  objectID: string,
  url: string,
  words: number,
  evidence: {
    nbTypos?: number;
    proximityDistance?: number;
    headings?: string[];
    title?: string[];
    titleCovered?: boolean;
    pageRank?: number;
    lvl5?: string[];
    pageKeywords?: string[];
    /** The record's `type`: `lvl1` for a page's title record, which searches the page's keywords. */
    type?: string;
    /** The record's headings below the page title, as retrieved; lvl2 by default. */
    hierarchy?: Partial<Record<string, string | null>>;
  } = {},
): Hit {
  return {
    objectID,
    url,
    ...(evidence.type ? {type: evidence.type} : {}),
    hierarchy: evidence.hierarchy ?? {lvl1: 'Page', lvl2: 'Section'},
    _rankingInfo: {words, nbTypos: evidence.nbTypos ?? 0, proximityDistance: evidence.proximityDistance ?? 0},
    _highlightResult: {
      hierarchy: {
        lvl1: {matchedWords: evidence.title ?? [], fullyHighlighted: evidence.titleCovered ?? false},
        lvl2: {matchedWords: evidence.headings ?? []},
        lvl5: {matchedWords: evidence.lvl5 ?? []},
      },
      page_keywords: {matchedWords: evidence.pageKeywords ?? []},
    },
    weight: {pageRank: evidence.pageRank ?? 0},
  };
}

const ids = (hits: readonly Hit[]) => hits.map((h) => h.objectID);

describe('withSectionEvidence', () => {
  it("asks for the ranking info, the page rank and record type beside the attributes the modal retrieves, and the page keywords' highlight", () => {
    expect(withSectionEvidence({indexName: 'docs', query: 'deploy', attributesToRetrieve: ['url', 'content']})).toEqual({
      indexName: 'docs',
      query: 'deploy',
      attributesToRetrieve: ['url', 'content', 'weight.pageRank', 'type'],
      attributesToHighlight: ['hierarchy', 'page_keywords'],
      getRankingInfo: true,
    });
    // A query's own highlight list keeps what it names.
    expect(withSectionEvidence({query: 'x', attributesToHighlight: ['content']}).attributesToHighlight).toEqual(['content', 'page_keywords']);
  });

  it('leaves the attributes alone when every attribute, or the weight and type, is retrieved or highlighted already', () => {
    const site = {attributesToHighlight: ['hierarchy', 'page_keywords']};
    expect(withSectionEvidence({query: 'x'})).toEqual({query: 'x', getRankingInfo: true, ...site});
    expect(withSectionEvidence({query: 'x', attributesToRetrieve: ['*']})).toEqual({query: 'x', attributesToRetrieve: ['*'], getRankingInfo: true, ...site});
    expect(withSectionEvidence({query: 'x', attributesToRetrieve: ['weight', 'type']})).toEqual({query: 'x', attributesToRetrieve: ['weight', 'type'], getRankingInfo: true, ...site});
    expect(withSectionEvidence({query: 'x', attributesToHighlight: ['*']})).toEqual({query: 'x', attributesToHighlight: ['*'], getRankingInfo: true});
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

  it('counts a word matched through a typo as less than a word matched as typed (in the section rule)', () => {
    const hits = [hit('typos', '/a', 3, {nbTypos: 2, headings: ['x', 'y', 'z']}), hit('typed', '/b', 2)];
    expect(ids(rerankHits(hits, undefined, null))).toEqual(['typed', 'typos']);
  });

  it("then re-orders the pages by a page order, hosted mode's by default, which reads how close the matched words lie", () => {
    // The section rule puts first the page with a heading word; the other's words sit side by side.
    const hits = [hit('apart', '/apart', 3, {proximityDistance: 16, headings: ['x']}), hit('together', '/together', 3, {proximityDistance: 2})];
    expect(ids(rerankHits(hits, undefined, null))).toEqual(['apart', 'together']);
    const closeness = {words: 0, position: 0, headingWords: 0, exactWords: 0, hits: 0, relevance: 0, closeness: 1};
    expect(ids(rerankHits(hits, undefined, {weights: closeness, relevance: () => 0}))).toEqual(['together', 'apart']);
    expect(rerankHits(hits)).toEqual(rerankHits(hits, undefined, HOSTED_PAGE_ORDER));
    expect(HOSTED_PAGE_ORDER.weights).toBe(HOSTED_PAGE_WEIGHTS);
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

  it("reads the page keywords' matched words as heading words, as local mode does", () => {
    const hits = [hit('paragraph', '/maintenance#tasks', 2, {headings: ['schedule']}), hit('cron', '/cron#register', 2, {pageKeywords: ['schedule', 'housekeeping']})];
    expect(ids(rerankHits(hits))).toEqual(['cron', 'paragraph']);
  });

  it("within a page, does not count the words only the title record's searched keywords hold, so the page opens where its text says them", () => {
    // "run a task every night": the cron page's searches hold every word; its section only two.
    const title = hit('title', '/cron', 3, {type: 'lvl1', pageKeywords: ['task', 'night', 'run'], hierarchy: {lvl1: 'Cron jobs'}});
    const section = hit('section', '/cron#schedule', 2, {headings: ['night'], pageKeywords: ['task', 'night', 'run']});
    expect(ids(rerankHits([title, section]))).toEqual(['section', 'title']);
    // A section record with the same evidence keeps its words: it searches no keywords.
    const intro = hit('intro', '/cron#intro', 3, {pageKeywords: ['task', 'night', 'run']});
    expect(ids(rerankHits([section, intro]))).toEqual(['intro', 'section']);
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

  it("within a page, leaves the site's optional words out of the headings, and opens the page where its own heading names a word", () => {
    // "install merchantry": no section names installing; "Upgrade Merchantry" names the product.
    const upgrade = (url: string) => hit('upgrade', url, 2, {title: ['install'], headings: ['merchantry'], hierarchy: {lvl1: 'Installation guide', lvl2: 'Upgrade Merchantry'}});
    const top = hit('top', '/install', 2, {title: ['install'], hierarchy: {lvl1: 'Installation guide'}});
    expect(ids(rerankHits([upgrade('/install#upgrade'), top]))).toEqual(['top', 'upgrade']);
    // Across pages the product's name still counts, as a word Algolia matched.
    expect(ids(rerankHits([upgrade('/upgrade'), top]))).toEqual(['upgrade', 'top']);
    expect(ids(rerankHits([upgrade('/install#upgrade'), top], []))).toEqual(['upgrade', 'top']);
  });

  it("reads a table row's first cell (lvl5) as the row's own heading within its page", () => {
    const top = hit('top', '/events', 2, {hierarchy: {lvl1: 'Events and subscribers'}});
    const row = hit('row', '/events#core-events', 2, {lvl5: ['order_placed'], hierarchy: {lvl1: 'Events and subscribers', lvl2: 'Core events', lvl5: 'order_placed'}});
    expect(ids(rerankHits([top, row]))).toEqual(['row', 'top']);
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

describe('relaxedQuery', () => {
  it('asks again with every word optional when the answer has fewer hits than the browser re-ranks', () => {
    expect(relaxedQuery({query: ' react order placed ', hitsPerPage: 15}, {nbHits: HOSTED_RERANK_DEPTH - 1})).toEqual({
      query: ' react order placed ',
      hitsPerPage: 15,
      optionalWords: ['react order placed'],
    });
  });

  it('leaves a long answer, a one-word query, a facet query and an answer without counts alone', () => {
    expect(relaxedQuery({query: 'deploy script', hitsPerPage: 15}, {nbHits: HOSTED_RERANK_DEPTH})).toBeNull();
    expect(relaxedQuery({query: 'deploy'}, {nbHits: 1})).toBeNull();
    expect(relaxedQuery({type: 'facet', query: 'deploy script'}, {nbHits: 1})).toBeNull();
    expect(relaxedQuery({query: 'deploy script'}, {})).toBeNull();
  });
});

describe('hostedQuery and hostedAnswer', () => {
  it('asks for the whole re-ranked window when the page lies in it, and leaves later pages, offsets and facet queries as asked', () => {
    expect(hostedQuery({query: 'deploy', hitsPerPage: 20})).toMatchObject({page: 0, hitsPerPage: 40});
    expect(hostedQuery({query: 'deploy', hitsPerPage: 20, page: 1})).toMatchObject({page: 0, hitsPerPage: 40});
    expect(hostedQuery({query: 'deploy'})).toMatchObject({page: 0, hitsPerPage: 40});
    // The /search page's 15 a page: two pages fit in 40.
    expect(hostedQuery({query: 'deploy', hitsPerPage: 15, page: 1})).toMatchObject({page: 0, hitsPerPage: 30});
    expect(hostedQuery({query: 'deploy', hitsPerPage: 15, page: 2})).toMatchObject({page: 2, hitsPerPage: 15});
    expect(hostedQuery({query: 'deploy', hitsPerPage: 40})).toMatchObject({hitsPerPage: 40});
    expect(hostedQuery({query: 'deploy', hitsPerPage: 40})).not.toHaveProperty('page');
    expect(hostedQuery({query: 'deploy', offset: 0, length: 10})).not.toHaveProperty('hitsPerPage');
    const facet = {type: 'facet', facet: 'language'};
    expect(hostedQuery(facet)).toBe(facet);
  });

  it("sends a pasted command-line flag as a word, and answers with the query as typed", () => {
    expect(hostedQuery({query: 'psql --version', hitsPerPage: 20})).toMatchObject({query: 'psql version'});
    expect(hostedQuery({query: 'deploy -docker', hitsPerPage: 20})).toMatchObject({query: 'deploy -docker'});
    const answer = {hits: [hit('a', '/a', 1)], nbHits: 1, query: 'psql version'};
    expect(hostedAnswer({query: 'psql --version', hitsPerPage: 20}, answer).query).toBe('psql --version');
  });

  it('answers the page asked for from the re-ranked window, so a hit lifted from a later page is shown once', () => {
    // Thirty paragraphs of other pages, then the section whose heading names the word at Algolia's 31st place.
    const window = [...Array.from({length: 30}, (_, i) => hit(`p${i}`, `/p${i}#x`, 1)), hit('section', '/aws#deploy', 1, {headings: ['deploy']})];
    const answer = {hits: window, nbHits: 95, nbPages: 4, page: 0, hitsPerPage: 30};
    const first = hostedAnswer({query: 'deploy', hitsPerPage: 15, page: 0}, answer);
    const second = hostedAnswer({query: 'deploy', hitsPerPage: 15, page: 1}, answer);
    expect(ids(first.hits)[0]).toBe('section');
    expect(first.hits).toHaveLength(15);
    expect([...ids(first.hits), ...ids(second.hits)].filter((id) => id === 'section')).toHaveLength(1);
    expect(first).toMatchObject({page: 0, hitsPerPage: 15, nbPages: 7, nbHits: 95});
    expect(second).toMatchObject({page: 1, hitsPerPage: 15});
    // Past the window, a page is its own hits re-ordered.
    expect(hostedAnswer({query: 'deploy', hitsPerPage: 15, page: 2}, {hits: window.slice(29), nbHits: 95}).hits.map((each) => each.objectID)).toEqual(['section', 'p29']);
    // paginationLimitedTo bounds the pages: 1,000 hits reachable of 5,000.
    expect(hostedAnswer({query: 'deploy', hitsPerPage: 20}, {hits: window, nbHits: 5000, nbPages: 25, hitsPerPage: 40}).nbPages).toBe(50);
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
    expect(base.asked).toEqual([
      {
        requests: [
          {
            indexName: 'docs',
            query: 'deploy',
            attributesToRetrieve: ['url', 'weight.pageRank', 'type'],
            attributesToHighlight: ['hierarchy', 'page_keywords'],
            getRankingInfo: true,
            page: 0,
            hitsPerPage: HOSTED_RERANK_DEPTH,
          },
        ],
      },
    ]);
    expect(ids(answer.results[0].hits)).toEqual(['section', 'paragraph']);
    expect(answer.results[0].nbHits).toBe(2);
    expect(answer.results[1]).toEqual({facetHits: []});
    expect(client.appId).toBe('APP');
  });

  /** A client whose strict answer holds `strict` and whose answer with every word optional holds `relaxed`. */
  function relaxingClient(strict: Hit[], relaxed: Hit[] | Error) {
    const asked: Array<{requests: Array<Record<string, unknown>>}> = [];
    return {
      asked,
      async search(request: {requests: Array<Record<string, unknown>>}) {
        asked.push(request);
        if (request.requests.some((query) => query.optionalWords) && relaxed instanceof Error) throw relaxed;
        return {
          results: request.requests.map((query) => {
            const hits = query.optionalWords ? (relaxed as Hit[]) : strict;
            return {hits, nbHits: hits.length, hitsPerPage: 20};
          }),
        };
      },
    };
  }

  it('answers a short answer with the relaxed one, re-ordered: a page that misses a word after those that hold them all', async () => {
    const strict = [hit('all', '/a#x', 3)];
    const base = relaxingClient(strict, [hit('all', '/a#x', 3), hit('missing', '/b#y', 2, {headings: ['react', 'order']})]);
    const answer = await withSectionRerank(base).search({requests: [{indexName: 'docs', query: 'react order placed'}]});
    expect(base.asked).toHaveLength(2);
    expect(base.asked[1]!.requests[0]).toMatchObject({query: 'react order placed', optionalWords: ['react order placed'], getRankingInfo: true});
    expect(ids(answer.results[0]!.hits)).toEqual(['all', 'missing']);
    expect(answer.results[0]!.nbHits).toBe(2);
  });

  it('keeps the first answer when the second request fails, and asks once when the page is full', async () => {
    const failing = relaxingClient([hit('all', '/a#x', 2)], new Error('network'));
    const answer = await withSectionRerank(failing).search({requests: [{query: 'deploy script'}]});
    expect(ids(answer.results[0]!.hits)).toEqual(['all']);
    const full = relaxingClient(Array.from({length: HOSTED_RERANK_DEPTH}, (_, i) => hit(`h${i}`, `/p${i}`, 2)), []);
    await withSectionRerank(full).search({requests: [{query: 'deploy script'}]});
    expect(full.asked).toHaveLength(1);
  });

  it("re-orders the client's own methods that search through it", async () => {
    const client = withSectionRerank(fakeClient([hit('a', '/a', 1), hit('b', '/b', 2)]));
    const answer = (await client.searchForHits({requests: [{indexName: 'docs', query: 'b'}]})) as {results: [{hits: Hit[]}]};
    expect(ids(answer.results[0].hits)).toEqual(['b', 'a']);
  });
});
