import path from 'node:path';
import {readdirSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {PAGE_KEYWORDS_ATTRIBUTE, type DocSearchRecord} from '../../records';
import {extractRecords, indexBuildDir, isSkippedPath, pagePathOf, pageUrlOf} from '../index';
import {codeIdentifiers, commandOf, isIdentifier, snakeCaseWords} from '../codeIdentifiers';
import {normalizeHtml} from '../normalizeHtml';
import {PAGE_RANKS, pageRankOf, WALKTHROUGHS} from '../pageRank';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/build');
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SITE = 'https://merchantry.io';

let records: DocSearchRecord[];
let pages: number;
const progress: Array<[number, number, string]> = [];

beforeAll(async () => {
  ({records, pages} = await indexBuildDir(FIXTURE, {siteUrl: SITE, onProgress: (...args) => progress.push(args)}));
});

const pageRecords = (pagePath: string) => records.filter((record) => record.url_without_anchor === `${SITE}${pagePath}`);
const summary = (record: DocSearchRecord) => [record.type, Object.values(record.hierarchy).filter(Boolean).join(' > '), record.content];

describe('indexBuildDir: pages', () => {
  it('indexes docs, blog posts and pages, and skips 404, search, list, tag and archive pages', () => {
    expect(pages).toBe(6);
    expect([...new Set(records.map((record) => record.url_without_anchor))].sort()).toEqual([
      `${SITE}/`,
      `${SITE}/blog/2025/05/01/release`,
      `${SITE}/docs/api/overview`,
      `${SITE}/docs/development/getting-started/installation-guide`,
      `${SITE}/docs/development/knowledge-base/hookable-and-getValue`,
      `${SITE}/tos`,
    ]);
  });

  it('reports progress for every file considered', () => {
    expect(progress.at(-1)).toEqual([progress.length, progress.length, expect.any(String)]);
    expect(progress.map(([, , file]) => file)).toContain('docs/api/overview.html');
  });

  it('turns file paths into clean URLs (trailingSlash: false)', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('docs/x.html')).toBe('/docs/x');
    expect(pagePathOf('docs/x/index.html')).toBe('/docs/x');
    expect(pageUrlOf('https://merchantry.io/', 'blog.html')).toBe('https://merchantry.io/blog');
    expect(isSkippedPath('404.html')).toBe(true);
    expect(isSkippedPath('search/index.html')).toBe(true);
    expect(isSkippedPath('blog/page/2.html')).toBe(true);
    expect(isSkippedPath('blog/tags/release/index.html')).toBe(true);
    expect(isSkippedPath('docs/tags.html')).toBe(true);
    expect(isSkippedPath('blog/2025/05/01/release.html')).toBe(false);
  });
});

describe('extraction (DocSearch "Docusaurus v2 & v3" template)', () => {
  it('takes lvl0 from the deepest active sidebar category, else the active navbar item, else the footer column linking to the page, else "Documentation"', () => {
    expect(pageRecords('/docs/development/getting-started/installation-guide')[0]!.hierarchy.lvl0).toBe('Getting started');
    expect(pageRecords('/docs/development/knowledge-base/hookable-and-getValue')[0]!.hierarchy.lvl0).toBe('Extending');
    expect(pageRecords('/docs/api/overview')[0]!.hierarchy.lvl0).toBe('API');
    expect(pageRecords('/blog/2025/05/01/release')[0]!.hierarchy.lvl0).toBe('Blog');
    expect(pageRecords('/tos').map((record) => record.hierarchy.lvl0)).toEqual(['Legal', 'Legal']);
    expect(pageRecords('/')[0]!.hierarchy.lvl0).toBe('Documentation');
  });

  it('yields heading records and aggregated content records in document order', () => {
    expect(pageRecords('/docs/development/getting-started/installation-guide').map(summary)).toEqual([
      ['lvl1', 'Getting started > Installation guide', 'Install Merchantry.'],
      ['content', 'Getting started > Installation guide', 'This guide gets a Merchantry store running on your machine. Pick one of the three ways below.'],
      ['lvl2', 'Getting started > Installation guide > Before you begin', null],
      [
        'content',
        'Getting started > Installation guide > Before you begin',
        'Check the system requirements: Node.js 20 or newer. Have an empty PostgreSQL database. Keep its password at hand.',
      ],
      ['lvl3', 'Getting started > Installation guide > Before you begin > Escaping markup', null],
      ['content', 'Getting started > Installation guide > Before you begin > Escaping markup', 'Never render <img src=x onerror=alert(1)> from a record.'],
      ['lvl2', 'Getting started > Installation guide > Development and production modes', null],
      ['lvl5', 'Getting started > Installation guide > Development and production modes > npm run dev', null],
      ['content', 'Getting started > Installation guide > Development and production modes > npm run dev', 'development, with Fast Refresh'],
      ['lvl5', 'Getting started > Installation guide > Development and production modes > npm run start', null],
      [
        'content',
        'Getting started > Installation guide > Development and production modes > npm run start',
        'production Install the dependencies: npm install',
      ],
    ]);
  });

  it('drops hash links and U+200B from headings, and breadcrumbs, the table of contents and scripts from content', () => {
    const texts = records.flatMap((record) => [...Object.values(record.hierarchy), record.content]).filter(Boolean).join('\n');
    expect(texts).not.toContain('\u200b');
    expect(texts).not.toContain('On this page');
    expect(texts).not.toContain('not content');
    expect(texts).not.toContain('Copy');
    expect(texts).not.toContain('Edit this page');
    expect(pageRecords('/docs/development/getting-started/installation-guide').filter((r) => r.content?.includes('Getting started'))).toEqual([]);
  });

  it('falls back to article h1 when the page has no header h1, and handles h4–h6', () => {
    expect(pageRecords('/docs/development/knowledge-base/hookable-and-getValue').map((r) => [r.type, r.anchor])).toEqual([
      ['lvl1', null],
      ['content', null],
      ['lvl2', 'registry'],
      ['lvl5', 'addprocessor'],
      ['content', 'addprocessor'],
      // No id of its own: the nearest previous sibling with one.
      ['lvl4', 'addprocessor'],
      ['content', 'addprocessor'],
      // `_`-prefixed ids are Docusaurus' own and never anchors.
      ['lvl6', 'addprocessor'],
      ['content', 'addprocessor'],
    ]);
  });

  it('yields only the header h1 of a page without an article (home)', () => {
    expect(pageRecords('/').map(summary)).toEqual([['lvl1', 'Documentation > Open-source commerce you can read, extend and own', null]]);
  });

  it('sets url, url_without_anchor and anchor; h1 and content above the first h2 have none', () => {
    const [title, intro, heading, content] = pageRecords('/docs/api/overview');
    expect([title!.url, title!.anchor]).toEqual([`${SITE}/docs/api/overview`, null]);
    expect([intro!.url, intro!.anchor]).toEqual([`${SITE}/docs/api/overview`, null]);
    expect([heading!.url, heading!.anchor, heading!.url_without_anchor]).toEqual([`${SITE}/docs/api/overview#authentication`, 'authentication', `${SITE}/docs/api/overview`]);
    expect(content!.anchor).toBe('authentication');
  });

  it('weights records: level 100 − 10×N for headings, 0 for content, position in page order', () => {
    const weights = pageRecords('/docs/api/overview').map((record) => record.weight);
    expect(weights).toEqual([
      {pageRank: PAGE_RANKS.overview, level: 90, position: 0},
      {pageRank: PAGE_RANKS.overview, level: 0, position: 1},
      {pageRank: PAGE_RANKS.overview, level: 80, position: 2},
      {pageRank: PAGE_RANKS.overview, level: 0, position: 3},
    ]);
  });

  it('ranks answering pages above index pages, the REST overview and blog posts', () => {
    const rank = (pagePath: string) => pageRecords(pagePath)[0]!.weight.pageRank;
    expect(rank('/docs/development/getting-started/installation-guide')).toBe(PAGE_RANKS.answer);
    expect(rank('/docs/api/overview')).toBe(PAGE_RANKS.overview);
    expect(rank('/blog/2025/05/01/release')).toBe(PAGE_RANKS.other);
    expect([pageRankOf('/docs/api/cart'), pageRankOf('/docs/development/theme'), pageRankOf('/pricing')]).toEqual([
      PAGE_RANKS.answer,
      PAGE_RANKS.overview,
      PAGE_RANKS.other,
    ]);
  });

  it('ranks walkthroughs between the answering pages and the index pages', () => {
    expect([
      pageRankOf('/docs/development/deployment/deploy-merchantry-to-aws'),
      pageRankOf('/docs/development/module/create-your-first-extension'),
      pageRankOf('/docs/development/module/extension-development'),
      pageRankOf('/docs/development/deployment'),
    ]).toEqual([PAGE_RANKS.walkthrough, PAGE_RANKS.walkthrough, PAGE_RANKS.answer, PAGE_RANKS.overview]);
    expect(PAGE_RANKS.answer).toBeGreaterThan(PAGE_RANKS.walkthrough);
    expect(PAGE_RANKS.walkthrough).toBeGreaterThan(PAGE_RANKS.overview);
  });

  it('names walkthroughs that exist: a renamed page would quietly rank as an answer again', () => {
    const docs = readdirSync(path.join(ROOT, 'docs'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => `/docs/${file.replace(/\.mdx$/, '').replace(/\/index$/, '')}`);
    for (const pattern of WALKTHROUGHS) expect(docs.some((page) => pattern.test(page)), String(pattern)).toBe(true);
  });

  it('copies docsearch:* meta tags to attributes (last tag wins, comma in version → array)', () => {
    const api = pageRecords('/docs/api/overview')[0]!;
    expect([api.language, api.version, api.docusaurus_tag, api.product]).toEqual(['en', 'current', 'docs-default-current', 'merchantry']);
    expect(pageRecords('/docs/development/knowledge-base/hookable-and-getValue')[0]!.version).toEqual(['current', '2.2']);
    expect(pageRecords('/blog/2025/05/01/release')[0]!).toMatchObject({language: 'en', docusaurus_tag: 'default'});
    expect('version' in pageRecords('/blog/2025/05/01/release')[0]!).toBe(false);
  });

  it('gives stable, unique objectIDs', async () => {
    const again = await indexBuildDir(FIXTURE, {siteUrl: SITE});
    expect(again.records.map((record) => record.objectID)).toEqual(records.map((record) => record.objectID));
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    expect(records[0]!.objectID).toMatch(/^[0-9a-f]{40}$/);
  });

  it('orders record keys like the crawler', () => {
    expect(Object.keys(pageRecords('/docs/api/overview')[0]!)).toEqual([
      'objectID',
      'type',
      'hierarchy',
      'content',
      'url',
      'url_without_anchor',
      'anchor',
      'weight',
      'language',
      'version',
      'docusaurus_tag',
      'product',
    ]);
  });

  it('splits aggregated content past maxContentLength', () => {
    const html = `<html><body><article><header><h1>T</h1></header>${'<p>word word word word.</p>'.repeat(10)}</article></body></html>`;
    const split = extractRecords(html, `${SITE}/t`, {maxContentLength: 60});
    expect(split.filter((record) => record.type === 'content').map((record) => record.content!.length)).toEqual([41, 41, 41, 41, 41]);
  });

  it("indexes an API operation's deferred detail, which the page writes inside a <noscript>", () => {
    const html =
      '<html><body><article><header><h1>Cart</h1></header><h2 id=create>Create a cart</h2><p>Starts a checkout.</p>' +
      '<div><noscript><h3 id=create-body>Request body</h3><table><tr><td>provider_code</td><td>Shipping provider.</td></tr></table></noscript></div>' +
      '</article></body></html>';
    const extracted = extractRecords(html, `${SITE}/docs/api/cart`);
    expect(extracted.map(summary)).toContainEqual(['lvl3', 'Documentation > Cart > Create a cart > Request body', null]);
    expect(extracted.map(summary)).toContainEqual(['content', 'Documentation > Cart > Create a cart > Request body > provider_code', 'Shipping provider.']);
  });

  it("indexes a table row's middle cells with its last one, apart, under the first cell's lvl5", () => {
    const html =
      '<html><body><article><header><h1>Requirements</h1></header><h2 id=ports>Network ports</h2>' +
      '<table><thead><tr><th>Port</th><th>Used by</th><th>Notes</th></tr></thead>' +
      '<tbody><tr><td>5432</td><td>PostgreSQL</td><td>Change it with DB_PORT.</td></tr></tbody></table></article></body></html>';
    expect(extractRecords(html, `${SITE}/r`).map(summary).slice(-2)).toEqual([
      ['lvl5', 'Documentation > Requirements > Network ports > 5432', null],
      ['content', 'Documentation > Requirements > Network ports > 5432', 'PostgreSQL · Change it with DB_PORT.'],
    ]);
  });

  it("indexes a row header (`<th scope=row>`) as its row's lvl5, and no column header", () => {
    const html =
      '<html><body><article><header><h1>Pricing</h1></header><h2 id=compare>Compare plans</h2>' +
      '<table><thead><tr><th scope=col>Feature<th scope=col>Self-hosted<th scope=col>Cloud</tr></thead>' +
      '<tbody><tr><th scope=row>Priority support</th><td>Not included</td><td>Included</td></tr></tbody></table></article></body></html>';
    expect(extractRecords(html, `${SITE}/pricing`).map(summary).slice(-3)).toEqual([
      ['lvl2', 'Documentation > Pricing > Compare plans', null],
      ['lvl5', 'Documentation > Pricing > Compare plans > Priority support', null],
      ['content', 'Documentation > Pricing > Compare plans > Priority support', 'Not included · Included'],
    ]);
  });

  it('joins cells of one row apart and what follows the table with a space, as paragraphs', () => {
    const html =
      '<html><body><article><header><h1>Heroku</h1></header><h2 id=fix>Troubleshooting</h2>' +
      '<table><tbody><tr><td>auth failed</td><td>Heroku rotated the credentials</td><td>run the split again</td></tr>' +
      '<tr><td>H10</td><td>no PORT</td></tr></tbody></table><p>Still stuck?</p></article></body></html>';
    expect(extractRecords(html, `${SITE}/h`).map(summary).slice(-3)).toEqual([
      ['content', 'Documentation > Heroku > Troubleshooting > auth failed', 'Heroku rotated the credentials · run the split again'],
      ['lvl5', 'Documentation > Heroku > Troubleshooting > H10', null],
      ['content', 'Documentation > Heroku > Troubleshooting > H10', 'no PORT Still stuck?'],
    ]);
  });

  it("indexes an accordion's question, a button inside a heading, and no other button's text", () => {
    const html =
      '<html><body><article><header><h1>Pricing</h1></header><h2 id=faq>Questions</h2>' +
      '<h3><button aria-expanded=false type=button><span>How much do I save with yearly billing?</span><svg><path d=M6/></svg></button></h3>' +
      '<div hidden><p>Yearly billing costs 20 % less. <button type=button>Copy</button></p></div></article></body></html>';
    expect(extractRecords(html, `${SITE}/pricing`).map(summary).slice(-2)).toEqual([
      ['lvl3', 'Documentation > Pricing > Questions > How much do I save with yearly billing?', null],
      ['content', 'Documentation > Pricing > Questions > How much do I save with yearly billing?', 'Yearly billing costs 20 % less.'],
    ]);
  });

  it("indexes a figure's image description as content of its section, and no other image's alt text", () => {
    const html =
      '<html><body><article><header><h1>API routes</h1><img src=/img/team.png alt="Merchantry core team"></header>' +
      '<h2 id=chain>Middleware chain</h2><p>Each route runs its files in order.</p>' +
      '<figure class=diagram><a href=/img/d.svg><img src=/img/d.svg alt="A request passes auth, then apiResponse sends the JSON envelope."></a></figure>' +
      '<figure><img src=/img/blank.png alt=""></figure><p><img src=/img/icon.svg alt="Icon"> Inline images stay out.</p></article></body></html>';
    expect(extractRecords(html, `${SITE}/docs/api-routes`).map(summary)).toEqual([
      ['lvl1', 'Documentation > API routes', null],
      ['lvl2', 'Documentation > API routes > Middleware chain', null],
      ['content', 'Documentation > API routes > Middleware chain', 'Each route runs its files in order. A request passes auth, then apiResponse sends the JSON envelope. Inline images stay out.'],
    ]);
  });

  it("keeps identifiers of code blocks in the section heading's code attribute", () => {
    const line = (text: string) => `<div class=token-line><span>${text}</span><br/></div>`;
    const html =
      '<html><body><article><header><h1>CLI</h1></header><h2 id=seed>Seed</h2><p>Loads demo data.</p>' +
      `<pre class="prism-code language-bash"><code>${line('# demo data')}${line('npx merchantry seed --products')}${line('DB_HOST=localhost npm run dev')}</code></pre>` +
      `<pre class="prism-code language-ts"><code>${line("hookAfter('changePaymentStatus', fn);")}${line('const value = config.get("shop.homeUrl");')}</code></pre>` +
      '<h2 id=other>Other</h2><p>No code.</p></article></body></html>';
    const extracted = extractRecords(html, `${SITE}/cli`);
    const seed = extracted.find((record) => record.hierarchy.lvl2 === 'Seed' && record.type === 'lvl2')!;
    expect(seed.code).toBe('npx merchantry seed · DB_HOST · hookAfter · changePaymentStatus · config.get · shop.homeUrl');
    expect(extracted.filter((record) => record.code !== undefined)).toHaveLength(1);
    expect(extracted.some((record) => record.content?.includes('merchantry seed'))).toBe(false);
  });

  it('keeps the words of long snake_case names apart from the names, and not those of two-part ones', () => {
    const line = (text: string) => `<div class=token-line><span>${text}</span><br/></div>`;
    const html =
      '<html><body><article><header><h1>Config</h1></header><h2 id=storage>Storage</h2><p>Where files go.</p>' +
      `<pre class="prism-code language-json"><code>${line('"file_storage": "local", "upload_max_file_size": 10485760')}</code></pre>` +
      '<h2 id=ids>Ids</h2><p>Keys.</p>' +
      `<pre class="prism-code language-json"><code>${line('"order_id": 1, "discount_code": "A"')}</code></pre>` +
      '</article></body></html>';
    const [storage, ids] = ['Storage', 'Ids'].map((heading) => extractRecords(html, `${SITE}/c`).find((record) => record.hierarchy.lvl2 === heading && record.type === 'lvl2')!);
    expect([storage!.code, storage!.code_words]).toEqual(['file_storage · upload_max_file_size', 'upload max file size']);
    expect([ids!.code, ids!.code_words]).toEqual(['order_id · discount_code', undefined]);
    expect(snakeCaseWords('JWT_ADMIN_TOKEN_EXPIRY · npm run db_seed_all · a_b_c · userCreate')).toBe('jwt admin token expiry');
  });

  it("keeps a code block's title, the file it shows, with its identifiers, as a file name and never as a command", () => {
    const block = (title: string, language: string, code: string) =>
      `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>${title}</div>` +
      `<div class=codeBlockContent_QJqH><pre class="prism-code language-${language}"><code><div class=token-line>${code}</div></code></pre></div></div>`;
    const html =
      '<html><body><article><header><h1>API routes</h1></header><h2 id=declare>Declare the route</h2><p>Add a file.</p>' +
      block('extensions/acme/src/api/createStockAlert/route.json', 'json', '{"methods": ["POST"]}') +
      block('extensions/acme_stock_alert/src/api/createStockAlert/payloadSchema.json', 'json', '{}') +
      block('Terminal output', 'bash', 'npm run build') +
      '</article></body></html>';
    const declare = extractRecords(html, `${SITE}/r`).find((record) => record.type === 'lvl2')!;
    expect(declare.code).toBe('extensions/acme/src/api/createStockAlert/route.json · route.json · payloadSchema.json · npm run build');
  });

  it("puts the page's meta keywords on its lvl1 record to be searched, and their words once each on every record to be read", () => {
    const html =
      '<html><head><meta name="keywords" content="shopping bag, checkout session,, Checkout a bag"></head><body><article><header><h1>Cart</h1></header>' +
      '<p>Holds items.</p><h2 id=create>Create a cart</h2><p>Starts a checkout.</p></article></body></html>';
    const extracted = extractRecords(html, `${SITE}/docs/api/cart`);
    expect(extracted.find((record) => record.type === 'lvl1')!.keywords).toEqual(['shopping bag', 'checkout session', 'Checkout a bag']);
    expect(extracted.filter((record) => record.keywords !== undefined)).toHaveLength(1);
    expect(extracted.length).toBeGreaterThan(2);
    expect(new Set(extracted.map((record) => record[PAGE_KEYWORDS_ATTRIBUTE]))).toEqual(new Set(['shopping bag checkout session a']));
    const bare = extractRecords('<html><body><article><header><h1>Cart</h1></header></article></body></html>', `${SITE}/c`)[0]!;
    expect([bare.keywords, bare[PAGE_KEYWORDS_ATTRIBUTE]]).toEqual([undefined, undefined]);
  });

  it("gives the page's lvl1 record its meta description as text, unless other pages carry the same (the site's)", () => {
    const html = (description: string) =>
      `<html><head><meta name="description" content="${description}"></head><body><article><header><h1>Cart</h1></header>` +
      '<p>Holds items.</p><h2 id=create>Create a cart</h2><p>Starts a checkout.</p></article></body></html>';
    const extracted = extractRecords(html('Carts hold what a shopper is about to buy.'), `${SITE}/docs/api/cart`);
    expect(extracted.filter((record) => record.content === 'Carts hold what a shopper is about to buy.').map((record) => record.type)).toEqual(['lvl1']);
    expect(extractRecords(html(' '), `${SITE}/docs/api/cart`)[0]!.content).toBeNull();
    // In the fixture build, the home page and the API overview share one description.
    expect(pageRecords('/').find((record) => record.type === 'lvl1')!.content).toBeNull();
    expect(pageRecords('/docs/api/overview').find((record) => record.type === 'lvl1')!.content).toBeNull();
    expect(pageRecords('/docs/development/getting-started/installation-guide')[0]!.content).toBe('Install Merchantry.');
  });

  it('tells identifiers from words and commands from their arguments', () => {
    expect(['DB_SSLMODE', 'registerJob', 'order_placed', 'theme.json', 'user:create', 'install', 'the', 'https://x.io/a'].filter(isIdentifier)).toEqual([
      'DB_SSLMODE',
      'registerJob',
      'order_placed',
      'theme.json',
      'user:create',
    ]);
    expect(commandOf('$ npm run seed -- --products')).toBe('npm run seed');
    expect(commandOf('heroku logs --tail')).toBe('heroku logs');
    expect(commandOf('ls')).toBeNull();
    expect(codeIdentifiers(['DB_HOST=x merchantry seed'], 'bash')).toEqual(['DB_HOST']);
    expect(codeIdentifiers(['"created_at": "2026-03-02T09:12:44Z", "file": "./config/default.json"'], 'json')).toEqual(['created_at', 'config/default.json']);
  });
});

describe('normalizeHtml', () => {
  it('closes the end tags minified HTML leaves out', () => {
    expect(normalizeHtml('<table><tr><td>a<td>b<tr><td>c</table>')).toBe('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>');
    expect(normalizeHtml('<ul><li>a<li>b<ul><li>c</ul></ul>')).toBe('<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul>');
    expect(normalizeHtml('<p>one<p>two<div>x</div>')).toBe('<p>one</p><p>two</p><div>x</div>');
    expect(normalizeHtml('<div><span>x</div></span>')).toBe('<div><span>x</span></div>');
  });

  it('leaves raw text and void elements alone', () => {
    expect(normalizeHtml('<script>if (a<b) "<td>"</script><img src=x><br/>')).toBe('<script>if (a<b) "<td>"</script><img src=x><br/>');
  });
});
