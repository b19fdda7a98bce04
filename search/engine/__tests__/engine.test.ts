import {describe, expect, it} from 'vitest';
import {DOCSEARCH_TEMPLATE_SETTINGS, SearchEngine, SearchError} from '../index';
import {docRecord, ids} from './helpers';

const MARK = {highlightPreTag: '<mark>', highlightPostTag: '</mark>'};

function engineOf(records: ReturnType<typeof docRecord>[], settings = {}) {
  return new SearchEngine(records, {...DOCSEARCH_TEMPLATE_SETTINGS, ...settings});
}

describe('SearchEngine: prefix and typo tolerance', () => {
  const engine = engineOf([
    docRecord({id: 'install', lvl1: 'Installation guide'}),
    docRecord({id: 'config', lvl1: 'Configuration guide'}),
    docRecord({id: 'cart', lvl1: 'Cart'}),
    docRecord({id: 'card', lvl1: 'Card payments'}),
    docRecord({id: 'node', lvl1: 'Node 20 and port 3000'}),
  ]);

  it('matches the last word as a prefix and highlights only the typed part', () => {
    const response = engine.search({query: 'instal', ...MARK}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['install']);
    expect(response.hits[0]!._highlightResult!.hierarchy).toMatchObject({
      lvl1: {value: '<mark>Instal</mark>lation guide', matchLevel: 'full', matchedWords: ['instal'], fullyHighlighted: false},
    });
  });

  it('does not treat a word followed by more text as a prefix', () => {
    expect(ids(engine.search({query: 'instal guide', removeWordsIfNoResults: 'none'}, {indexName: 'docs'}))).toEqual([]);
    // A trailing space ends the last word too.
    expect(ids(engine.search({query: 'gui '}, {indexName: 'docs'}))).toEqual([]);
    expect(ids(engine.search({query: 'gui'}, {indexName: 'docs'})).sort()).toEqual(['config', 'install']);
  });

  it('allows one typo from 3 letters and two from 7 (template word sizes)', () => {
    // "crat" → "cart": a swap is one typo ("card" would be two).
    expect(ids(engine.search({query: 'crat '}, {indexName: 'docs'}))).toEqual(['cart']);
    // "configuartoin": two swaps, 13 letters.
    const two = engine.search({query: 'configuartoin ', getRankingInfo: true}, {indexName: 'docs'});
    expect(ids(two)).toEqual(['config']);
    expect(two.hits[0]!._rankingInfo!.nbTypos).toBe(2);
    // Two typos in a 6-letter word are too many.
    expect(ids(engine.search({query: 'instla ', typoTolerance: true}, {indexName: 'docs'}))).toEqual([]);
  });

  it('allows no typo under 3 letters', () => {
    expect(ids(engine.search({query: 'nd '}, {indexName: 'docs'}))).toEqual([]);
  });

  it('never allows typos on numbers', () => {
    expect(ids(engine.search({query: '3001 '}, {indexName: 'docs'}))).toEqual([]);
    expect(ids(engine.search({query: '3000 '}, {indexName: 'docs'}))).toEqual(['node']);
    expect(ids(engine.search({query: '21 '}, {indexName: 'docs'}))).toEqual([]);
  });

  it('highlights a typo match whole and reports the word as typed', () => {
    const response = engine.search({query: 'instalation guide', ...MARK}, {indexName: 'docs'});
    expect(response.hits[0]!._highlightResult!.hierarchy).toMatchObject({
      lvl1: {value: '<mark>Installation</mark> <mark>guide</mark>', matchLevel: 'full', matchedWords: ['instalation', 'guide'], fullyHighlighted: true},
    });
  });

  it('ranks an exact word before a typo match', () => {
    expect(ids(engine.search({query: 'cart '}, {indexName: 'docs'}))).toEqual(['cart', 'card']);
    expect(ids(engine.search({query: 'card '}, {indexName: 'docs'}))).toEqual(['card', 'cart']);
  });

  it('turns typos off with typoTolerance: false and keeps the fewest with "min"', () => {
    expect(ids(engine.search({query: 'card ', typoTolerance: false}, {indexName: 'docs'}))).toEqual(['card']);
    expect(ids(engine.search({query: 'card ', typoTolerance: 'min'}, {indexName: 'docs'}))).toEqual(['card']);
    expect(ids(engine.search({query: 'card ', typoTolerance: 'strict'}, {indexName: 'docs'}))).toEqual(['card', 'cart']);
  });

  it('follows query-time word sizes', () => {
    expect(ids(engine.search({query: 'crat ', minWordSizefor1Typo: 5}, {indexName: 'docs'}))).toEqual([]);
  });
});

describe('SearchEngine: plurals, camel case, separators', () => {
  const engine = engineOf([
    docRecord({id: 'category', lvl1: 'Category'}),
    docRecord({id: 'hooks', lvl1: 'Hookable and getValue', content: 'Call getValue to read a registry value.'}),
    docRecord({id: 'env', lvl1: 'Environment', content: 'Set MERCHANTRY_HOME_URL before the first start.'}),
  ]);

  it('matches singular and plural forms (ignorePlurals)', () => {
    expect(ids(engine.search({query: 'categories '}, {indexName: 'docs'}))).toEqual(['category']);
    expect(ids(engine.search({query: 'categories ', ignorePlurals: false}, {indexName: 'docs'}))).toEqual([]);
  });

  it('splits camel-case words in camelCaseAttributes and keeps the whole word too', () => {
    for (const query of ['getvalue', 'getValue', 'get value', 'value ']) {
      expect(ids(engine.search({query}, {indexName: 'docs'}))).toContain('hooks');
    }
    const response = engine.search({query: 'value ', ...MARK}, {indexName: 'docs'});
    expect((response.hits[0]!._highlightResult!.hierarchy as Record<string, {value: string}>).lvl1!.value).toBe('Hookable and get<mark>Value</mark>');
  });

  it('keeps underscores inside words (separatorsToIndex "_")', () => {
    expect(ids(engine.search({query: 'merchantry_home_url'}, {indexName: 'docs'}))).toEqual(['env']);
    expect(ids(engine.search({query: 'home '}, {indexName: 'docs'}))).toEqual([]);
  });
});

describe('SearchEngine: tie-breaking order (words, filters, typo, attribute, proximity, exact, custom)', () => {
  it('words: more matched words first when words are optional', () => {
    const engine = engineOf([
      docRecord({id: 'one', lvl1: 'Stripe'}),
      docRecord({id: 'two', lvl1: 'Stripe webhooks'}),
    ]);
    const response = engine.search({query: 'stripe webhooks refunds'}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['two', 'one']);
  });

  it('typo before attribute: an exact word in content beats a typo in the title', () => {
    const engine = engineOf([
      docRecord({id: 'title-typo', lvl1: 'Paymetn settings', position: 0}),
      docRecord({id: 'content-exact', lvl1: 'Checkout', content: 'Each payment is captured when the order ships.', position: 1}),
    ]);
    expect(ids(engine.search({query: 'payment '}, {indexName: 'docs'}))).toEqual(['content-exact', 'title-typo']);
  });

  it('attribute: lvl0 before lvl1 before lvl2 before content', () => {
    const engine = engineOf([
      docRecord({id: 'content', lvl0: 'Guides', lvl1: 'Basics', content: 'Themes change the storefront.', position: 0}),
      docRecord({id: 'lvl2', lvl0: 'Guides', lvl1: 'Basics', lvl2: 'Themes', position: 1}),
      docRecord({id: 'lvl1', lvl0: 'Guides', lvl1: 'Themes', position: 2}),
      docRecord({id: 'lvl0', lvl0: 'Themes', lvl1: 'Overview', position: 3}),
    ]);
    expect(ids(engine.search({query: 'themes'}, {indexName: 'docs'}))).toEqual(['lvl0', 'lvl1', 'lvl2', 'content']);
  });

  it('attribute: content is ordered (an early match wins), hierarchy levels are not', () => {
    const content = engineOf([
      docRecord({id: 'late', lvl1: 'A', content: 'You can add one or more endpoints and then a webhook.', position: 0}),
      docRecord({id: 'early', lvl1: 'B', content: 'Webhook endpoints receive events.', position: 1}),
    ]);
    expect(ids(content.search({query: 'webhook'}, {indexName: 'docs'}))).toEqual(['early', 'late']);
    const titles = engineOf([
      docRecord({id: 'late-word', lvl1: 'Checkout and cart rules', position: 0}),
      docRecord({id: 'early-word', lvl1: 'Cart rules and checkout', position: 1}),
    ]);
    // Same attribute, position ignored (unordered), words equally close: custom ranking decides.
    expect(ids(titles.search({query: 'cart rules'}, {indexName: 'docs'}))).toEqual(['late-word', 'early-word']);
  });

  it('attribute is taken where the words are closest (attributeCriteriaComputedByMinProximity)', () => {
    const engine = engineOf([
      docRecord({id: 'paragraph', lvl1: 'Deploy Merchantry', content: 'Deploy to AWS with one command.', position: 0}),
      docRecord({id: 'title', lvl1: 'Deploy Merchantry to AWS', position: 1}),
    ]);
    expect(ids(engine.search({query: 'deploy aws'}, {indexName: 'docs'}))).toEqual(['title', 'paragraph']);
    expect(ids(engine.search({query: 'deploy aws', attributeCriteriaComputedByMinProximity: false}, {indexName: 'docs'}))).toEqual([
      'paragraph',
      'title',
    ]);
  });

  it('proximity: words next to each other first', () => {
    const engine = engineOf([
      docRecord({id: 'far', lvl1: 'Cart totals, taxes and the REST api', position: 0}),
      docRecord({id: 'near', lvl1: 'The cart api in detail', position: 1}),
    ]);
    const response = engine.search({query: 'cart api', getRankingInfo: true}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['near', 'far']);
    expect(response.hits.map((hit) => hit._rankingInfo!.proximityDistance)).toEqual([1, 6]);
  });

  it('exact: whole words before prefixes; a single word equal to a whole attribute first', () => {
    const prefix = engineOf([
      docRecord({id: 'prefix', lvl1: 'Cartridge rules', position: 0}),
      docRecord({id: 'word', lvl1: 'Cart rules', position: 1}),
    ]);
    expect(ids(prefix.search({query: 'rules cart'}, {indexName: 'docs'}))).toEqual(['word', 'prefix']);
    const whole = engineOf([
      docRecord({id: 'longer', lvl1: 'Cart rules', position: 0}),
      docRecord({id: 'whole', lvl1: 'Cart', position: 1}),
    ]);
    expect(ids(whole.search({query: 'cart'}, {indexName: 'docs'}))).toEqual(['whole', 'longer']);
    expect(ids(whole.search({query: 'cart', exactOnSingleWordQuery: 'word'}, {indexName: 'docs'}))).toEqual(['longer', 'whole']);
  });

  it('custom: pageRank desc, then level desc, then position asc', () => {
    const engine = engineOf([
      docRecord({id: 'content', lvl1: 'Orders', content: 'Orders list', level: 0, position: 1, anchor: 'a'}),
      docRecord({id: 'lvl2', lvl1: 'Orders', lvl2: 'More', level: 80, position: 2, anchor: 'b'}),
      docRecord({id: 'lvl1-late', lvl1: 'Orders', level: 90, position: 9, page: '/docs/late'}),
      docRecord({id: 'lvl1-early', lvl1: 'Orders', level: 90, position: 0, page: '/docs/early'}),
      docRecord({id: 'ranked', lvl1: 'Orders', level: 0, position: 50, pageRank: 5, anchor: 'c'}),
    ]);
    expect(ids(engine.search({query: 'orders'}, {indexName: 'docs'}))).toEqual(['ranked', 'lvl1-early', 'lvl1-late', 'lvl2', 'content']);
  });

  it('an empty query lists every record in custom-ranking order', () => {
    const engine = engineOf([
      docRecord({id: 'b', lvl1: 'B', level: 80, anchor: 'x'}),
      docRecord({id: 'a', lvl1: 'A', level: 90}),
    ]);
    const response = engine.search({query: ''}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['a', 'b']);
    expect(response.hits[0]!._highlightResult!.hierarchy).toMatchObject({lvl1: {value: 'A', matchLevel: 'none', matchedWords: []}});
  });
});

describe('SearchEngine: matching modes', () => {
  const engine = engineOf([
    docRecord({id: 'machine', lvl1: 'Build', content: 'The CLI needs Node 20 on the build machine.'}),
    docRecord({id: 'other', lvl1: 'Machines', content: 'Build the image on one machine, run it on another.'}),
    docRecord({id: 'ecommerce', lvl1: 'E-commerce basics'}),
  ]);

  it('requires every word, then makes them optional when nothing matches (allOptional)', () => {
    expect(ids(engine.search({query: 'build machine'}, {indexName: 'docs'})).sort()).toEqual(['machine', 'other']);
    const relaxed = engine.search({query: 'build zzzz'}, {indexName: 'docs'});
    expect(ids(relaxed).sort()).toEqual(['machine', 'other']);
    expect(ids(engine.search({query: 'build zzzz', removeWordsIfNoResults: 'none'}, {indexName: 'docs'}))).toEqual([]);
    expect(ids(engine.search({query: 'zzzz build', removeWordsIfNoResults: 'firstWords'}, {indexName: 'docs'})).sort()).toEqual([
      'machine',
      'other',
    ]);
  });

  it('matches quoted phrases exactly and excludes -words (advancedSyntax)', () => {
    expect(ids(engine.search({query: '"build machine"'}, {indexName: 'docs'}))).toEqual(['machine']);
    expect(ids(engine.search({query: 'build -node'}, {indexName: 'docs'}))).toEqual(['other']);
    expect(ids(engine.search({query: 'build -"node 20"'}, {indexName: 'docs'}))).toEqual(['other']);
    // Without advanced syntax, quotes and dashes are plain separators.
    expect(ids(engine.search({query: 'build -node', advancedSyntax: false}, {indexName: 'docs'}))).toEqual(['machine']);
    // A dash inside a word is not an operator.
    expect(ids(engine.search({query: 'e-commerce'}, {indexName: 'docs'}))).toEqual(['ecommerce']);
    const phrase = engine.search({query: '"build machine"', ...MARK, attributesToSnippet: []}, {indexName: 'docs'});
    expect((phrase.hits[0]!._highlightResult!.content as {value: string}).value).toBe('The CLI needs Node 20 on the <mark>build machine</mark>.');
  });

  it('searches only restrictSearchableAttributes', () => {
    const only = (restrictSearchableAttributes: string[]) =>
      ids(engine.search({query: 'machines', ignorePlurals: false, typoTolerance: false, restrictSearchableAttributes}, {indexName: 'docs'}));
    expect(only(['content'])).toEqual([]);
    expect(only(['hierarchy'])).toEqual(['other']);
    expect(only(['hierarchy.lvl1'])).toEqual(['other']);
  });
});

describe('SearchEngine: filters and facets', () => {
  const engine = engineOf([
    docRecord({id: 'doc', lvl1: 'Cart', tag: 'docs-default-current', version: 'current'}),
    docRecord({id: 'old', lvl1: 'Cart', tag: 'docs-default-2.1', version: ['2.1', '2.0'], page: '/docs/2.1/cart'}),
    docRecord({id: 'blog', lvl1: 'Cart news', tag: 'default', page: '/blog/cart'}),
    docRecord({id: 'fr', lvl1: 'Panier cart', tag: 'default', language: 'fr', page: '/fr/cart'}),
  ]);
  const search = (params: Record<string, unknown>) => ids(engine.searchRequest({query: 'cart', ...params}, 'docs')).sort();

  it('applies facetFilters: string, AND list, OR lists, negation, case-insensitive values', () => {
    expect(search({facetFilters: 'language:fr'})).toEqual(['fr']);
    expect(search({facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]})).toEqual(['blog', 'doc']);
    expect(search({facetFilters: ['language:EN', 'docusaurus_tag:DEFAULT']})).toEqual(['blog']);
    expect(search({facetFilters: ['language:-fr']})).toEqual(['blog', 'doc', 'old']);
    expect(search({facetFilters: []})).toEqual(['blog', 'doc', 'fr', 'old']);
  });

  it('matches any element of an array attribute', () => {
    expect(search({facetFilters: ['version:2.0']})).toEqual(['old']);
  });

  it('matches nothing on an attribute that is not in attributesForFaceting', () => {
    expect(search({facetFilters: ['url:https://merchantry.io/blog/cart']})).toEqual([]);
  });

  it('applies filters: attr:value, AND, OR, NOT, parentheses, quotes, numbers', () => {
    expect(search({filters: 'language:en AND NOT docusaurus_tag:default'})).toEqual(['doc', 'old']);
    expect(search({filters: '(docusaurus_tag:default OR version:current) AND language:en'})).toEqual(['blog', 'doc']);
    expect(search({filters: 'docusaurus_tag:"docs-default-2.1"'})).toEqual(['old']);
    expect(search({filters: 'weight.level >= 90 AND language:fr'})).toEqual(['fr']);
    expect(search({filters: 'weight.level:0 TO 10'})).toEqual([]);
    expect(search({numericFilters: ['weight.level=90'], facetFilters: ['language:fr']})).toEqual(['fr']);
  });

  it('rejects malformed filters with a 400 SearchError', () => {
    for (const filters of ['language:en AND', '(language:en', 'language', 'weight.level > x']) {
      let error: unknown;
      try {
        engine.search({query: 'cart', filters}, {indexName: 'docs'});
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SearchError);
      expect((error as SearchError).status).toBe(400);
      expect((error as SearchError).message).toMatch(/^Invalid syntax for "filters"/);
    }
  });

  it('counts facet values over the matching records (before distinct)', () => {
    const response = engine.search({query: 'cart', facets: ['docusaurus_tag', 'language']}, {indexName: 'docs'});
    expect(response.facets).toEqual({
      docusaurus_tag: {default: 2, 'docs-default-current': 1, 'docs-default-2.1': 1},
      language: {en: 3, fr: 1},
    });
    expect(response.exhaustiveFacetsCount).toBe(true);
    const all = engine.search({query: 'cart', facets: ['*'], maxValuesPerFacet: 1}, {indexName: 'docs'});
    // `lang` is faceted by the template but no record has it: left out.
    expect(Object.keys(all.facets!).sort()).toEqual(['docusaurus_tag', 'language', 'type', 'version']);
    expect(all.facets!.docusaurus_tag).toEqual({default: 2});
  });
});

describe('SearchEngine: distinct and pagination', () => {
  const records = [
    docRecord({id: 'heading', lvl1: 'Install', lvl2: 'With npm', page: '/docs/install', anchor: 'npm', level: 80, position: 1}),
    docRecord({id: 'content', lvl1: 'Install', lvl2: 'With npm', content: 'Run npm install.', page: '/docs/install', anchor: 'npm', position: 2}),
    ...Array.from({length: 23}, (_, i) => docRecord({id: `p${i}`, lvl1: `Install step ${i}`, page: `/docs/step-${i}`, position: i})),
  ];
  const engine = engineOf(records);

  it('keeps the best hit per url and counts nbHits after distinct', () => {
    const response = engine.search({query: 'npm', hitsPerPage: 10}, {indexName: 'docs'});
    expect(ids(response)).toEqual(['heading']);
    expect(response.nbHits).toBe(1);
    expect(engine.searchRequest({query: 'npm', distinct: false}, 'docs').nbHits).toBe(2);
  });

  it('pages through hits with nbPages, page and hitsPerPage', () => {
    const first = engine.search({query: 'install', hitsPerPage: 10}, {indexName: 'docs'});
    expect(first).toMatchObject({nbHits: 24, nbPages: 3, page: 0, hitsPerPage: 10});
    const third = engine.search({query: 'install', hitsPerPage: 10, page: 2}, {indexName: 'docs'});
    expect(third.hits).toHaveLength(4);
    const all = new Set([0, 1, 2].flatMap((page) => ids(engine.search({query: 'install', hitsPerPage: 10, page}, {indexName: 'docs'}))));
    expect(all.size).toBe(24);
    expect(engine.search({query: 'install', hitsPerPage: 10, page: 7}, {indexName: 'docs'}).hits).toEqual([]);
  });

  it('defaults to 20 hits, caps at 1000 and answers facet-only queries with hitsPerPage 0', () => {
    expect(engine.search({query: 'install'}, {indexName: 'docs'}).hits).toHaveLength(20);
    expect(engine.searchRequest({query: 'install', hitsPerPage: 5000}, 'docs').hitsPerPage).toBe(1000);
    const facetOnly = engine.search({query: 'install', hitsPerPage: 0, facets: ['language']}, {indexName: 'docs'});
    expect(facetOnly).toMatchObject({hits: [], nbHits: 24, nbPages: 0, hitsPerPage: 0, facets: {language: {en: 25}}});
  });

  it('stops at paginationLimitedTo', () => {
    const response = engine.search({query: 'install', hitsPerPage: 10, page: 1, paginationLimitedTo: 15}, {indexName: 'docs'});
    expect(response.nbPages).toBe(2);
    expect(response.hits).toHaveLength(5);
  });
});

describe('SearchEngine: highlight and snippet results', () => {
  const long =
    'The CLI needs Node 20 on the build machine, so install it first and check the version before you deploy the stack to production.';
  const engine = engineOf([
    docRecord({id: 'aws', lvl0: 'Deployment', lvl1: 'Deploy Merchantry to AWS', lvl2: 'Prerequisites', content: long, anchor: 'pre'}),
    docRecord({id: 'xss', lvl1: 'Escaping', content: 'Never render <img src=x onerror=alert(1)> from a record & trust it.', anchor: 'xss'}),
  ]);

  it('shapes _highlightResult like Algolia: nested hierarchy without nulls, levels in order', () => {
    const hit = engine.search({query: 'deploy prerequisites', ...MARK}, {indexName: 'docs'}).hits[0]!;
    const hierarchy = hit._highlightResult!.hierarchy as Record<string, unknown>;
    expect(Object.keys(hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(hierarchy.lvl0).toEqual({value: 'Deployment', matchLevel: 'none', matchedWords: []});
    expect(hierarchy.lvl1).toEqual({value: '<mark>Deploy</mark> Merchantry to AWS', matchLevel: 'partial', matchedWords: ['deploy'], fullyHighlighted: false});
    expect(hierarchy.lvl2).toEqual({value: '<mark>Prerequisites</mark>', matchLevel: 'partial', matchedWords: ['prerequisites'], fullyHighlighted: true});
    expect(hit._highlightResult!.content).toMatchObject({matchLevel: 'partial', matchedWords: ['deploy']});
  });

  it('uses the template tags by default', () => {
    const hit = engine.search({query: 'aws'}, {indexName: 'docs'}).hits[0]!;
    expect((hit._highlightResult!.hierarchy as Record<string, {value: string}>).lvl1!.value).toBe(
      'Deploy Merchantry to <span class="algolia-docsearch-suggestion--highlight">AWS</span>',
    );
  });

  it('cuts snippets to N words around the best match with the ellipsis on each cut side', () => {
    const hit = engine.search({query: 'version', ...MARK, attributesToSnippet: ['content:6', 'hierarchy.lvl1:2'], snippetEllipsisText: '…'}, {indexName: 'docs'})
      .hits[0]!;
    expect(hit._snippetResult).toEqual({
      hierarchy: {lvl1: {value: 'Deploy Merchantry…', matchLevel: 'none'}},
      content: {value: '…and check the <mark>version</mark> before you…', matchLevel: 'full'},
    });
  });

  it('snippets from the start when the text starts near the match, and whole short values', () => {
    const hit = engine.search({query: 'node', ...MARK, attributesToSnippet: ['content:10', 'hierarchy.lvl2']}, {indexName: 'docs'}).hits[0]!;
    expect(hit._snippetResult!.content).toEqual({value: 'The CLI needs <mark>Node</mark> 20 on the build machine, so…', matchLevel: 'full'});
    expect(hit._snippetResult!.hierarchy).toEqual({lvl2: {value: 'Prerequisites', matchLevel: 'none'}});
  });

  it('uses the index snippet setting (content:10) when the request sends none', () => {
    const hit = engine.search({query: 'stack'}, {indexName: 'docs'}).hits[0]!;
    expect(Object.keys(hit._snippetResult!)).toEqual(['content']);
    expect((hit._snippetResult!.content as {value: string}).value.startsWith('…')).toBe(true);
  });

  it('escapes record text before adding the tags (no markup injection)', () => {
    const response = engine.search({query: 'onerror', ...MARK, attributesToSnippet: ['content:20']}, {indexName: 'docs'});
    const highlight = (response.hits[0]!._highlightResult!.content as {value: string}).value;
    expect(highlight).toBe('Never render &lt;img src=x <mark>onerror</mark>=alert(1)&gt; from a record &amp; trust it.');
    expect(highlight).not.toContain('<img');
    expect((response.hits[0]!._snippetResult!.content as {value: string}).value).not.toContain('<img');
    // Tags in the query are only text to match.
    const tagQuery = engine.search({query: '<img src=x>', ...MARK, attributesToSnippet: ['content']}, {indexName: 'docs'});
    const rendered = JSON.stringify(tagQuery.hits.map((hit) => [hit._highlightResult, hit._snippetResult]));
    expect(rendered).toContain('&lt;<mark>img</mark>');
    expect(rendered).not.toContain('<img');
  });
});

describe('SearchEngine: response shape and parameters', () => {
  const engine = engineOf([docRecord({id: 'a', lvl1: 'Orders', content: 'Order lifecycle.'})]);

  it('answers every field the widgets read', () => {
    const response = engine.searchRequest({query: 'Orders  ', hitsPerPage: 5}, 'merchantry');
    expect(response).toMatchObject({
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 5,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: {nbHits: true, typo: true},
      query: 'Orders  ',
      params: 'query=Orders%20%20&hitsPerPage=5',
      index: 'merchantry',
    });
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(1);
    expect(response.queryID).toBeUndefined();
    expect(Object.keys(response.hits[0]!)).toEqual([
      'type',
      'hierarchy',
      'content',
      'url',
      'url_without_anchor',
      'anchor',
      'objectID',
      '_snippetResult',
      '_highlightResult',
    ]);
  });

  it('returns a queryID with clickAnalytics', () => {
    expect(engine.searchRequest({query: 'orders', clickAnalytics: true}, 'x').queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('retrieves attributesToRetrieve (nested paths, *, -exclusions), objectID always', () => {
    const pick = (attributesToRetrieve: string[]) =>
      Object.keys(engine.search({query: 'orders', attributesToRetrieve, attributesToHighlight: [], attributesToSnippet: []}, {indexName: 'x'}).hits[0]!);
    expect(pick(['url'])).toEqual(['url', 'objectID']);
    expect(pick(['*', '-hierarchy', '-weight']).sort()).toEqual(
      ['anchor', 'content', 'docusaurus_tag', 'language', 'objectID', 'type', 'url', 'url_without_anchor'].sort(),
    );
    const nested = engine.search({query: 'orders', attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1']}, {indexName: 'x'}).hits[0]!;
    expect(nested.hierarchy).toEqual({lvl0: 'Documentation', lvl1: 'Orders'});
  });

  it('keeps only responseFields', () => {
    expect(Object.keys(engine.searchRequest({query: 'orders', responseFields: ['nbHits', 'hits']}, 'x')).sort()).toEqual(['hits', 'nbHits']);
  });

  it('accepts the params-string form', () => {
    const response = engine.searchRequest({params: 'query=order&hitsPerPage=1&attributesToRetrieve=url,type&facetFilters=%5B%22language%3Aen%22%5D'}, 'x');
    expect(response).toMatchObject({nbHits: 1, hitsPerPage: 1, query: 'order'});
    expect(Object.keys(response.hits[0]!)).toEqual(['type', 'url', 'objectID', '_snippetResult', '_highlightResult']);
  });
});
