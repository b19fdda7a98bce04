import {describe, expect, it} from 'vitest';
import {docSearchModalRequest} from '../docSearchModalRequest';
import {SearchEngine} from '../engine/index';
import {extractRecords} from '../indexer/extract';
import type {IndexSettings} from '../records';
import {SITE_SEARCH_SETTINGS} from '../siteSettings';

const page =
  '<html><body><article><header><h1>Cron jobs</h1></header><h2 id=schedule>Schedule a job</h2>' +
  '<p>A cron job runs a task on a schedule that the extension declares in its config file.</p></article></body></html>';

/** The engine over one built page's records, as the site server indexes it. */
const engineOver = (html: string, settings: IndexSettings) =>
  new SearchEngine(extractRecords(html, 'https://merchantry.io/docs/cron-jobs', {pageRank: 1}), settings);

describe("the site's index settings", () => {
  it("answer the modal's request with the headings highlighted and a paragraph only as its snippet", () => {
    const engine = engineOver(page, SITE_SEARCH_SETTINGS);
    // The page carries none of the Docusaurus meta tags the modal filters on.
    const {facetFilters: _unused, ...request} = docSearchModalRequest('schedule task', 'merchantry');
    const {hits} = engine.searchRequest(request, 'merchantry');
    const paragraph = hits.find((hit) => hit.type === 'content')!;
    expect(paragraph._snippetResult).toMatchObject({content: {value: expect.stringContaining('<mark>task</mark>'), matchLevel: 'full'}});
    expect(Object.keys(paragraph._highlightResult!)).toEqual(['hierarchy']);
    // What DocSearch groups by and hosted mode's re-ranking reads.
    expect(paragraph._highlightResult).toMatchObject({hierarchy: {lvl0: {value: expect.any(String)}, lvl2: {matchedWords: ['schedule']}}});
  });

  it("mark a cut snippet with an ellipsis on an index whose own default is none, as the /search page's request asks for none", () => {
    const long = `<html><body><article><header><h1>Cron jobs</h1></header><p>${'A cron job runs a task on a schedule. '.repeat(6)}</p></article></body></html>`;
    // search:push sends these settings over an index's own; older Algolia applications default to "".
    const engine = engineOver(long, {snippetEllipsisText: '', ...SITE_SEARCH_SETTINGS});
    const {hits} = engine.search({query: 'schedule', attributesToSnippet: ['content:10']}, {indexName: 'merchantry'});
    expect(hits.find((hit) => hit.type === 'content')!._snippetResult).toMatchObject({content: {value: expect.stringMatching(/…$/)}});
  });

  it('find a setting described in words by its snake_case key, and the key itself as one word', () => {
    const config =
      '<html><body><article><header><h1>Configuration</h1></header><h2 id=media>Media</h2><p>Shop settings.</p>' +
      '<pre class="prism-code language-json"><code>{"upload_max_file_size": 10485760}</code></pre>' +
      '<h2 id=events>Events</h2><p>The product updated event fires on save; its size is small.</p>' +
      '<pre class="prism-code language-ts"><code>on("product_updated", fn)</code></pre></article></body></html>';
    const engine = engineOver(config, SITE_SEARCH_SETTINGS);
    const anchors = (query: string) => engine.search({query}, {indexName: 'merchantry'}).hits.map((hit) => hit.anchor);
    expect(anchors('max upload size')).toEqual(['media']);
    // Two-part names keep no words of their own: "product updated" finds the prose, and the name
    // as typed still finds its section.
    expect(anchors('product_updated')).toEqual(['events']);
  });
});
