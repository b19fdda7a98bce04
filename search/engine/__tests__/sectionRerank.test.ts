import {describe, expect, it} from 'vitest';
import type {MatchResult} from '../match';
import {RERANK_DEPTH, rerankBySection, type RecordEvidence} from '../sectionRerank';
import {SearchEngine, type EngineRecord} from '../index';
import {DOCSEARCH_TEMPLATE_SETTINGS} from '../settings';
import type {SynonymHit} from '../../synonyms';
import type {PageWeights} from '../../sectionOrder';
import {docRecord} from './helpers';

/** A match over records 0..n-1 with two query words. */
function matchOf(masks: number[]): MatchResult {
  const n = masks.length;
  return {
    candidates: Int32Array.from({length: n}, (_, i) => i),
    count: n,
    units: [{}, {}] as unknown as MatchResult['units'],
    mask: Int32Array.from(masks),
    exactMask: new Int32Array(n),
    soleExact: new Uint8Array(n),
    bestAttribute: new Int32Array(n),
    typoSum: new Int32Array(n),
    occurrences: null,
    relaxed: false,
    exhaustiveTypo: true,
  };
}

/** The re-ranking with evidence: pages by `pageOf`, no headings, no optional words, page rank 0, no title covered, Algolia ties. */
const rerank = (ordered: number[], match: MatchResult, pages: number[], evidence: Partial<Omit<RecordEvidence, 'pageOf'>> = {}) =>
  rerankBySection(ordered, match, {
    pageOf: Int32Array.from(pages),
    headingUnits: () => [],
    ownHeadingUnits: () => 0,
    keywordOnlyUnits: () => 0,
    optionalUnits: 0,
    pageRank: () => 0,
    titleCovered: () => false,
    rankingInfo: () => ({}),
    ...evidence,
  });

describe('rerankBySection', () => {
  it('puts first the record whose headings contain more of the words it matched', () => {
    const headings = [0, 0b11, 0b01];
    expect(rerank([0, 1, 2], matchOf([3, 3, 3]), [0, 1, 2], {headingUnits: (r) => [0, headings[r]!]})).toEqual([1, 2, 0]);
  });

  it('never moves a record above one that matched more query words', () => {
    const headings = [0, 0b01];
    expect(rerank([0, 1], matchOf([3, 1]), [0, 1], {headingUnits: (r) => [0, headings[r]!]})).toEqual([0, 1]);
  });

  it('counts only heading words the record matched, and keeps Algolia order on ties', () => {
    const headings = [0b01, 0b10];
    expect(rerank([0, 1], matchOf([0b01, 0b01]), [0, 1], {headingUnits: (r) => [0, headings[r]!]})).toEqual([0, 1]);
  });

  it("counts the page keywords' words even where the record lacks them (a heading's only where it has them)", () => {
    const units = [
      [0, 0b10],
      [0b10, 0],
    ];
    expect(rerank([0, 1], matchOf([0b01, 0b01]), [0, 1], {headingUnits: (r) => units[r]!})).toEqual([1, 0]);
  });

  it('counts a word matched by typos less than one matched as typed', () => {
    const match = matchOf([3, 1]);
    match.typoSum = Int32Array.from([2, 0]);
    expect(rerank([0, 1], match, [0, 1])).toEqual([1, 0]);
  });

  it("does not discount the typo of a misspelt word the index lacks, which every record matches through a typo", () => {
    const unitsOf = (match: MatchResult) => {
      match.units = [{onlyByTypos: true}, {onlyByTypos: false}] as unknown as MatchResult['units'];
      return match;
    };
    // Record 0 holds both words, the misspelt one by its only possible kind of match.
    const misspelt = unitsOf(matchOf([0b11, 0b10]));
    misspelt.typoSum = Int32Array.from([1, 0]);
    expect(rerank([1, 0], misspelt, [0, 1])).toEqual([0, 1]);
    // A typo on the word the index has still counts against the record.
    const both = unitsOf(matchOf([0b11, 0b11]));
    both.typoSum = Int32Array.from([2, 1]);
    expect(rerank([0, 1], both, [0, 1])).toEqual([1, 0]);
  });

  it('after the heading words, puts the page that answers (page rank) before a blog post', () => {
    const ranks = [1, 3];
    expect(rerank([0, 1], matchOf([3, 3]), [0, 1], {headingUnits: () => [0, 0b11], pageRank: (r) => ranks[r]!})).toEqual([1, 0]);
    expect(rerank([0, 1], matchOf([3, 3]), [0, 1], {headingUnits: (r) => [0, r === 0 ? 0b11 : 0b01], pageRank: (r) => ranks[r]!})).toEqual([0, 1]);
  });

  it('within a page, puts first the hit with more of the words in one heading, and never moves a page', () => {
    // Both hold both words in their headings; only record 1 holds them in one heading.
    const headings = [
      [0, 0b01, 0b10],
      [0, 0, 0b11],
    ];
    expect(rerank([0, 1], matchOf([3, 3]), [0, 0], {headingUnits: (r) => headings[r]!})).toEqual([1, 0]);
    expect(rerank([0, 1], matchOf([3, 3]), [0, 1], {headingUnits: (r) => headings[r]!})).toEqual([0, 1]);
  });

  it('within a page, leaves optional words out of the headings, and puts first the hit whose own heading names a word', () => {
    // "install merchantry" (bit 1 optional): record 0 sits under "Upgrade Merchantry", record 1 is the
    // page's title, "Installation guide"; both under that title.
    const headings = [[0, 0b01, 0b10], [0, 0b01]];
    const own = [0b10, 0b01];
    const evidence = {headingUnits: (r: number) => headings[r]!, ownHeadingUnits: (r: number) => own[r]!, optionalUnits: 0b10};
    expect(rerank([0, 1], matchOf([3, 3]), [0, 0], evidence)).toEqual([1, 0]);
    // Across pages the product's name still counts, as a word Algolia matched.
    expect(rerank([0, 1], matchOf([3, 3]), [0, 1], evidence)).toEqual([0, 1]);
    expect(rerank([0, 1], matchOf([3, 3]), [0, 0], {...evidence, optionalUnits: 0})).toEqual([0, 1]);
  });

  it("does not read the page's keywords as one heading: every record of the page shares them", () => {
    const headings = [
      [0b11, 0],
      [0b11, 0b01],
    ];
    expect(rerank([0, 1], matchOf([3, 3]), [0, 0], {headingUnits: (r) => headings[r]!})).toEqual([1, 0]);
  });

  it('of records Algolia ties on every textual criterion, puts first the one whose page title the query covers', () => {
    expect(rerank([0, 1], matchOf([3, 3]), [0, 1], {titleCovered: (r) => r === 1})).toEqual([1, 0]);
    // Never above a record Algolia ranks better on a textual criterion (say, proximity).
    expect(rerank([0, 1], matchOf([3, 3]), [0, 1], {titleCovered: (r) => r === 1, rankingInfo: (position) => ({proximityDistance: position})})).toEqual([0, 1]);
  });

  it("keeps a page's first three hits together and its others after every page's first ones", () => {
    expect(rerank([0, 1, 2, 3, 4, 5], matchOf([3, 3, 3, 3, 3, 3]), [0, 0, 0, 0, 0, 1])).toEqual([0, 1, 2, 5, 3, 4]);
  });
});

describe('local ranking in the engine', () => {
  const record = (objectID: string, page: string, lvl2: string, content: string, position: number): EngineRecord => ({
    objectID,
    type: 'content',
    hierarchy: {lvl0: 'Docs', lvl1: page, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    url: `https://example.com/${objectID}`,
    url_without_anchor: `https://example.com/${objectID}`,
    weight: {pageRank: 3, level: 0, position},
  });
  // Both paragraphs hold all three words; only the AWS one sits under a heading that names them.
  const records = [
    record('digitalocean', 'DigitalOcean', 'Prepare the repository', 'The deploy script reads github settings', 0),
    record('aws', 'AWS', 'Write the deploy script', 'Push to github and the script runs the deploy', 5),
  ];
  const order = (localRanking: boolean) =>
    new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS, {localRanking}).searchRequest({query: 'deploy script github'}, 'docs').hits.map((hit) => hit.objectID);

  it('ranks as Algolia when off, and the section that names the query first when on', () => {
    expect(order(false)).toEqual(['digitalocean', 'aws']);
    expect(order(true)).toEqual(['aws', 'digitalocean']);
  });

  it('when few records hold every word, also finds those missing words, and ranks them by the words they hold', () => {
    const typos = record('typos', 'Pitfalls', 'Mixed exports', 'A chance to see the valve cure the computer', 0);
    const answer = record('answer', 'Hooks', 'The value registry', 'Change a value computed by the registry', 1);
    const far = record('far', 'Glossary', 'Values', 'A value is what a setting holds', 2);
    const search = (localRanking: boolean) =>
      new SearchEngine([typos, answer, far], DOCSEARCH_TEMPLATE_SETTINGS, {localRanking}).searchRequest({query: 'change value computed core'}, 'docs').hits.map((hit) => hit.objectID);
    // Algolia requires every word: only the paragraph that has all four, each by a typo.
    expect(search(false)).toEqual(['typos']);
    // Three words, then four by typos, then one: too few hold three words, so those holding one join.
    expect(search(true)).toEqual(['answer', 'typos', 'far']);
  });

  it('puts first the record that holds a misspelt word the index lacks (by a typo) and the other word', () => {
    const answer = record('answer', 'Settings', 'Checks', 'The configuration is validated at startup', 0);
    const heading = record('heading', 'Boot', 'Startup order', 'What runs at startup', 1);
    const search = new SearchEngine([heading, answer], DOCSEARCH_TEMPLATE_SETTINGS, {localRanking: true}).searchRequest({query: 'configuraton startup'}, 'docs');
    expect(search.hits.map((hit) => hit.objectID)).toEqual(['answer', 'heading']);
  });

  it('widens only as far as it takes to have as many records as the re-ranking reads', () => {
    // One record holds every word (so Algolia's removeWordsIfNoResults stays out of it).
    const all = record('all', 'Orders', 'Cancel', 'Cancel an order and restock its items', 0);
    const threeWords = Array.from({length: RERANK_DEPTH - 1}, (_, i) => record(`three-${i}`, `Page ${i}`, 'Orders', 'Cancel an order to restock it', i));
    const twoWords = record('two', 'Stock', 'Items', 'Restock the items by hand', 0);
    const oneWord = record('one', 'Glossary', 'Items', 'What an item is', 0);
    const search = (records: EngineRecord[]) =>
      new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS, {localRanking: true}).searchRequest({query: 'cancel order restock items', hitsPerPage: 100}, 'docs');
    // Enough records hold three of the four words: those holding two or one are left out.
    expect(search([all, ...threeWords, twoWords, oneWord]).nbHits).toBe(RERANK_DEPTH);
    // One record fewer: those holding two words join, and that is enough.
    const fewer = search([all, ...threeWords.slice(1), twoWords, oneWord]);
    expect(fewer.nbHits).toBe(RERANK_DEPTH);
    expect(fewer.hits.map((hit) => hit.objectID)).toContain('two');
  });

  it("counts the words of a page's keywords (`page_keywords`, on every record of the page) as heading words of each", () => {
    // As the indexer writes them: the keywords searchable on the page's title record, and joined
    // on every record of the page.
    const page = {url_without_anchor: 'https://example.com/cron', page_keywords: 'housekeeping · cleanup tasks'};
    const title: EngineRecord = {...record('cron', 'Cron jobs', '', '', 4), ...page, type: 'lvl1', content: null, keywords: ['housekeeping', 'cleanup tasks']};
    const plain = record('answer', 'Cron jobs', 'Register a job', 'Schedule the cleanup with a cron expression', 5);
    const answer: EngineRecord = {...plain, ...page};
    const other = record('other', 'Maintenance', 'Tasks', 'Schedule a cleanup', 0);
    const settings = {...DOCSEARCH_TEMPLATE_SETTINGS, searchableAttributes: [...DOCSEARCH_TEMPLATE_SETTINGS.searchableAttributes, 'keywords']};
    const order = (records: EngineRecord[], localRanking: boolean, query = 'schedule cleanup') =>
      new SearchEngine(records, settings, {localRanking}).searchRequest({query}, 'docs').hits.map((hit) => hit.objectID);
    expect(order([other, answer, title], false)[0]).toBe('other');
    expect(order([other, answer, title], true)[0]).toBe('answer');
    expect(order([other, plain, title], true)[0]).toBe('other');
  });

  it("counts a heading or page keyword word only where it holds the query word as typed, not by a typo ('card' for 'cart')", () => {
    const payments: EngineRecord = {...record('payments', 'Payments', 'Taking payments', 'Add the cart to checkout now', 0), page_keywords: 'card checkout'};
    const carts: EngineRecord = {...record('carts', 'Baskets', 'Endpoints', 'Send the cart to checkout', 5), page_keywords: 'cart checkout'};
    // Another page puts "card" in the index, so a typo of "cart" can match it.
    const cards = record('cards', 'Cards', 'Wallets', 'Pay by card', 9);
    const order = (records: EngineRecord[]) =>
      new SearchEngine([...records, cards], DOCSEARCH_TEMPLATE_SETTINGS, {localRanking: true}).searchRequest({query: 'cart checkout'}, 'docs').hits.map((hit) => hit.objectID).slice(0, 2);
    // Both paragraphs hold both words; only the cart page's keywords name both as typed.
    expect(order([payments, carts])).toEqual(['carts', 'payments']);
    // Keywords that name both as typed tie the two pages, and Algolia's order stands.
    expect(order([{...payments, page_keywords: 'cart checkout'}, carts])).toEqual(['payments', 'carts']);
  });

  it("opens a page that its title record's searched keywords found at the section whose text holds the words", () => {
    const page = {url_without_anchor: 'https://example.com/cron', page_keywords: 'run a task every night'};
    const title: EngineRecord = {...record('title', 'Cron jobs', '', '', 4), ...page, type: 'lvl1', content: 'Recurring work', keywords: ['run a task every night']};
    const section: EngineRecord = {...record('section', 'Cron jobs', 'Schedule', 'A task can run at night', 5), ...page};
    const settings = {...DOCSEARCH_TEMPLATE_SETTINGS, searchableAttributes: [...DOCSEARCH_TEMPLATE_SETTINGS.searchableAttributes, 'keywords']};
    const order = (records: EngineRecord[]) =>
      new SearchEngine(records, settings, {localRanking: true}).searchRequest({query: 'run task every night'}, 'docs').hits.map((hit) => hit.objectID);
    // Every word is in the title record's keywords, three in the section's text.
    expect(order([title, section])).toEqual(['section', 'title']);
    // Words the title record's own text holds count for it: here its description says them all.
    expect(order([{...title, content: 'Run a task every night'}, section])).toEqual(['title', 'section']);
  });

  it("does not count a table row's first cell (lvl5) as a heading", () => {
    const row = record('row', 'Configuration', 'Keys', 'Lets shoppers buy without an account.', 0);
    (row.hierarchy as Record<string, string | null>).lvl5 = 'guest checkout';
    const answer = record('answer', 'Cart', 'Checkout', 'A guest checkout needs only an email.', 5);
    const order = (localRanking: boolean) =>
      new SearchEngine([row, answer], DOCSEARCH_TEMPLATE_SETTINGS, {localRanking}).searchRequest({query: 'guest checkout'}, 'docs').hits.map((hit) => hit.objectID);
    expect(order(false)).toEqual(['row', 'answer']);
    expect(order(true)).toEqual(['answer', 'row']);
  });

  it('matches a complete query word by the other forms of its stem, after the word as typed', () => {
    const deploying = record('deploying', 'Heroku', 'Releases', 'Deploying twice keeps the old release', 0);
    const deploy = record('deploy', 'AWS', 'Releases', 'Each deploy keeps the old release', 1);
    const search = (query: string, localRanking: boolean) =>
      new SearchEngine([deploying, deploy], DOCSEARCH_TEMPLATE_SETTINGS, {localRanking}).searchRequest({query}, 'docs').hits.map((hit) => hit.objectID);
    // Three letters past a typo's reach: Algolia (no stemming) finds only the word as typed. The
    // trailing space ends the word; a word still being typed is a prefix and gets no stems.
    expect(search('deploying ', false)).toEqual(['deploying']);
    expect(search('deploying ', true)).toEqual(['deploying', 'deploy']);
    expect(search('deploying', true)).toEqual(['deploying']);
  });

  it("keeps a word out of the stem of a word Porter joins it to but that means another thing ('custom', 'customer')", () => {
    const customer = record('customer', 'Customer', 'Create a customer', 'Registers a customer account', 0);
    const customize = record('customize', 'Theming', 'Customize the header', 'Customize the header with a custom logo', 1);
    const search = (query: string) =>
      new SearchEngine([customer, customize], DOCSEARCH_TEMPLATE_SETTINGS, {localRanking: true}).searchRequest({query}, 'docs').hits.map((hit) => hit.objectID);
    // Porter gives all three "custom": only the forms of one meaning reach each other.
    expect(search('custom ')).toEqual(['customize']);
    expect(search('customers ')).toEqual(['customer']);
    expect(search('customizing ')).toEqual(['customize']);
  });

  it("leaves a synonym group of one stem's forms (what search:push sends Algolia) to its stems", () => {
    const deploying = record('deploying', 'Heroku', 'Releases', 'Deploying twice keeps the old release', 0);
    const deploy = record('deploy', 'AWS', 'Releases', 'Each deploy keeps the old release', 1);
    const synonyms: SynonymHit[] = [{objectID: 'stem-deploi', type: 'synonym', synonyms: ['deploy', 'deploying']}];
    const exactWordsOfDeploy = (localRanking: boolean) =>
      new SearchEngine([deploying, deploy], DOCSEARCH_TEMPLATE_SETTINGS, {localRanking, synonyms})
        .searchRequest({query: 'deploying release ', getRankingInfo: true}, 'docs')
        .hits.find((hit) => hit.objectID === 'deploy')?._rankingInfo?.nbExactWords;
    // A one-word synonym is an exact word on Algolia ("release" is the other); a stem in local mode is not.
    expect(exactWordsOfDeploy(false)).toBe(2);
    expect(exactWordsOfDeploy(true)).toBe(1);
  });

  it("puts the page named exactly by the query before one whose title holds it among other words ('attributes api')", () => {
    const page = (objectID: string, title: string, position: number): EngineRecord => ({
      ...record(objectID, title, 'API endpoints', '', position),
      type: 'lvl2',
      content: null,
    });
    // Equal on every textual criterion; the custom ranking (position) puts the group first.
    const records = [page('group', 'Attribute group', 0), page('attribute', 'Attribute', 1)];
    const order = (localRanking: boolean) =>
      new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS, {localRanking}).searchRequest({query: 'attributes api'}, 'docs').hits.map((hit) => hit.objectID);
    expect(order(false)).toEqual(['group', 'attribute']);
    expect(order(true)).toEqual(['attribute', 'group']);
  });

  it("opens a page at its title when no section names the question, and at a table row that names it", () => {
    const page = {url_without_anchor: 'https://example.com/events'};
    const at = (objectID: string, hierarchy: Record<string, string | null>, content: string, position: number): EngineRecord => ({
      ...record(objectID, 'Events', '', content, position),
      ...page,
      url: `https://example.com/events#${objectID}`,
      hierarchy: {lvl0: 'Docs', lvl1: 'Events and subscribers', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy},
    });
    const records = [
      at('upgrade', {lvl2: 'Upgrade Merchantry'}, 'Each release of Merchantry can add an event you subscribe to', 0),
      at('top', {}, 'Subscribe to an event Merchantry emits, such as order_placed', 1),
      at('core', {lvl2: 'Core events', lvl5: 'order_placed'}, 'Emitted once an order is placed', 2),
    ];
    const settings = {...DOCSEARCH_TEMPLATE_SETTINGS, optionalWords: ['merchantry']};
    const first = (query: string) => new SearchEngine(records, settings, {localRanking: true}).searchRequest({query}, 'docs').hits[0]?.objectID;
    expect(first('subscribe merchantry')).toBe('top');
    expect(first('order_placed event')).toBe('core');
  });

  it("re-orders pages by the page order's weights over their BM25 relevance, and leaves the section rule's order without them", () => {
    const filler = Array.from({length: 60}, (_, i) => `word${i}`).join(' ');
    const records = [
      docRecord({id: 'mentions', lvl1: 'Stripe', content: `refund webhook ${filler}`, page: '/stripe', position: 0}),
      docRecord({id: 'about', lvl1: 'Payments', content: 'refund webhook', page: '/payments', position: 1}),
    ];
    const order = (weights: PageWeights | null) =>
      new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS, {localRanking: true, pageOrder: {weights}}).searchRequest({query: 'refund webhook'}, 'docs').hits.map((hit) => hit.objectID);
    expect(order(null)).toEqual(['mentions', 'about']);
    expect(order({words: 0, position: 0, headingWords: 0, exactWords: 0, hits: 0, relevance: 1, closeness: 0})).toEqual(['about', 'mentions']);
  });

  it('reads a word still being typed, or misspelt, as the term it stands for in BM25 relevance', () => {
    const records = [
      docRecord({id: 'refunds', lvl1: 'Refunds', content: 'refund a payment: refund the whole order or refund one line, and the webhook follows', page: '/refunds', position: 0}),
      docRecord({id: 'webhooks', lvl1: 'Events', content: 'webhook retries: a webhook for a refund is sent again until the webhook answers', page: '/webhooks', position: 1}),
    ];
    const relevanceOnly = {words: 0, position: 0, headingWords: 0, exactWords: 0, hits: 0, relevance: 1, closeness: 0};
    const engine = new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS, {localRanking: true, pageOrder: {weights: relevanceOnly}});
    const first = (query: string) => engine.searchRequest({query}, 'docs').hits[0]?.objectID;
    expect(first('refund')).toBe('refunds');
    expect(first('refund webhook')).toBe('webhooks');
    expect(first('refund webho')).toBe('webhooks');
    expect(first('refund webhok')).toBe('webhooks');
  });

  it("reads each hit's closeness from its proximity: words side by side in a paragraph before the same words spread over headings", () => {
    const records = [
      docRecord({id: 'scattered', lvl1: 'Create the app', lvl2: 'Merchantry on the cloud', page: '/cloud', position: 0}),
      docRecord({id: 'together', lvl1: 'Installation', content: `Run create-merchantry-app in an empty folder.`, page: '/install', position: 1}),
    ];
    const order = (weights: PageWeights | null) =>
      new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS, {localRanking: true, pageOrder: {weights}}).searchRequest({query: 'create-merchantry-app'}, 'docs').hits.map((hit) => hit.objectID);
    expect(order(null)).toEqual(['scattered', 'together']);
    expect(order({words: 0, position: 0, headingWords: 0, exactWords: 0, hits: 0, relevance: 0, closeness: 1})).toEqual(['together', 'scattered']);
  });

  it('keeps the response shape', () => {
    const engine = new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS, {localRanking: true});
    const strict = new SearchEngine(records, DOCSEARCH_TEMPLATE_SETTINGS);
    const on = engine.searchRequest({query: 'deploy script github'}, 'docs');
    const off = strict.searchRequest({query: 'deploy script github'}, 'docs');
    expect(Object.keys(on).sort()).toEqual(Object.keys(off).sort());
    expect(on.nbHits).toBe(off.nbHits);
  });
});
