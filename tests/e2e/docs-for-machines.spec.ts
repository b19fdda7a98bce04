/**
 * Docs for machines on the built site: /llms.txt lists every doc page, each page's Markdown twin
 * is served as Markdown and holds the page's headings, /llms-full.txt holds every twin, and the
 * page buttons copy or open the twin.
 */
import {LLMS_FULL_PATH, LLMS_INDEX_PATH, markdownTwinPath} from '../../config/docsForMachines';
import {NodeType} from 'node-html-parser';
import {parsePage} from '../../search/indexer/parsePage';
import {DOC_ROUTES} from '../specRoutes';
import {expect, test} from './fixtures';

/** The distinct words of a text, as both forms share them whatever their markup. */
function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Heading text as both forms read: no code marks, escapes, zero-width spaces or extra spaces. */
function normalise(text: string): string {
  return text.replace(/[`\\\u200b]/g, '').replace(/\s+/g, ' ').trim();
}

test('llms.txt lists the Markdown twin of every doc page', async ({request}) => {
  const response = await request.get(LLMS_INDEX_PATH);
  expect(response.status()).toBe(200);
  const index = await response.text();
  const linked = [...index.matchAll(/^- \[[^\]]+\]\(https?:\/\/[^/]+([^)]+\.md)\)/gm)].map((m) => m[1]);
  expect(linked.sort()).toEqual(DOC_ROUTES.map(markdownTwinPath).sort());
});

test('every Markdown twin holds its page title, every heading and every word of its article', async ({request}) => {
  const full = await (await request.get(LLMS_FULL_PATH)).text();
  for (const route of DOC_ROUTES) {
    const twin = await request.get(markdownTwinPath(route));
    expect(twin.status(), route).toBe(200);
    expect(twin.headers()['content-type'], route).toMatch(/^text\/markdown/);
    const markdown = await twin.text();
    const html = parsePage(await (await request.get(route)).text());
    const title = html.querySelector('article h1')!.text;
    expect(markdown.startsWith(`# ${title}\n`), route).toBe(true);
    const body = normalise(markdown);
    for (const heading of html.querySelectorAll('article .markdown h2, article .markdown h3')) {
      expect(body, `${route}: "${heading.text}"`).toContain(normalise(heading.text));
    }
    // The page's full text: every word of the article's text nodes is in the twin.
    const article = html.querySelector('article .markdown')!;
    const texts = article.querySelectorAll('*').flatMap((node) => node.childNodes.filter((child) => child.nodeType === NodeType.TEXT_NODE).map((child) => child.text));
    const twinWords = words(markdown);
    expect([...words(texts.join(' '))].filter((word) => !twinWords.has(word)), route).toEqual([]);
    expect(full, route).toContain(markdown);
  }
});

test.describe('Markdown actions on a doc page', () => {
  test('"Copy page as Markdown" copies the twin, "View as Markdown" links to it', async ({page, context, gotoHydrated, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated('/docs/api/cart');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/api/cart.md');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied the page as Markdown.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/docs/api/cart.md')).text());
  });
});
