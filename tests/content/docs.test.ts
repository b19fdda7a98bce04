/**
 * Content checks over every doc: the rules in CONTRIBUTING.md, enforced. They run without a
 * build, so a writer gets the answer in seconds.
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {compile, createProcessor} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import {DOC_IDS} from '../specRoutes';
import {highlightedLanguages, plainLanguages} from '../../config/codeLanguages';
import {accessibleText, diagramFileName, RENDER_COMMAND, readDiagramSvg} from '../../plugins/mermaid-diagrams/diagrams';
import {drawnDiagramFiles, mermaidSources, siteDiagrams} from '../../plugins/mermaid-diagrams/siteDiagrams';

const DOCS_DIR = path.resolve(import.meta.dirname, '../../docs');
const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum)\b|coming soon/i;
const MIN_GUIDE_WORDS = 500;
// Sections whose every page must teach with code.
const CODE_SECTIONS = ['knowledge-base', 'module', 'theme'];

/** Every name a code block may use to be highlighted: the grammars the site ships and their aliases. */
function highlightableNames(): Set<string> {
  const require = createRequire(import.meta.url);
  const components = require('prismjs/components') as {languages: Record<string, {alias?: string | string[]}>};
  const getLoader = require('prismjs/dependencies') as (c: unknown, load: string[]) => {getIds(): string[]};
  const ids = getLoader(components, highlightedLanguages).getIds();
  return new Set(ids.flatMap((id) => [id, ...[components.languages[id]?.alias ?? []].flat()]));
}
const HIGHLIGHTABLE = highlightableNames();

/**
 * Inline elements (`<a>`, `<strong>`…) written alone on a line: MDX unwraps a paragraph that holds
 * only elements (its `remarkMarkAndUnravel`), so their text is in no paragraph, and search, which
 * indexes paragraphs, list items and table cells as the DocSearch crawler does, never sees it.
 */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'small', 'span', 'strong']);

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: MdxNode[];
}

function inlineElementsAlone(body: string): string[] {
  const found: string[] = [];
  const isInline = (node: MdxNode): boolean => /^mdxJsx(Flow|Text)Element$/.test(node.type) && INLINE_TAGS.has(node.name ?? '');
  const walk = (node: MdxNode): void => {
    const alone =
      isInline(node) && node.type === 'mdxJsxFlowElement'
        ? [node]
        : node.type === 'paragraph' && node.children?.every((child) => isInline(child) || (child.type === 'text' && !/\S/.test(child.value ?? '')))
          ? node.children.filter(isInline)
          : [];
    for (const element of alone) found.push(`line ${element.position?.start.line}: <${element.name}>`);
    node.children?.forEach(walk);
  };
  walk(createProcessor().parse(body));
  return found;
}

function docFile(id: string): string {
  for (const ext of ['.mdx', '.md']) {
    const file = path.join(DOCS_DIR, id + ext);
    if (existsSync(file)) return file;
  }
  throw new Error(`docs: no file for doc id "${id}" (looked for ${id}.mdx and ${id}.md)`);
}

interface ParsedDoc {
  data: Record<string, unknown>;
  body: string;
  /** The body less its fenced code blocks: the prose and headings Markdown renders. */
  withoutCode: string;
  /** Opening fences with their info string ("ts title=…"), in order. */
  fences: string[];
  words: number;
}

function parseDoc(id: string): ParsedDoc {
  const {data, content} = matter(readFileSync(docFile(id), 'utf8'));
  const fences: string[] = [];
  let open = false;
  let fenceMark = '';
  const prose: string[] = [];
  for (const line of content.split('\n')) {
    const m = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (m && !open) {
      open = true;
      fenceMark = m[1]!;
      fences.push(m[2]!.trim());
    } else if (m && open && m[1]!.startsWith(fenceMark) && m[2]!.trim() === '') {
      open = false;
    }
    prose.push(line);
  }
  const words = prose
    .join(' ')
    .replace(/^import .*$/gm, '')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
  return {data, body: content, withoutCode: content.replace(/```[\s\S]*?```/g, ''), fences, words};
}

describe.each(DOC_IDS)('%s', (id) => {
  // Parsed on first use, so a missing page fails its own tests instead of the whole file.
  let parsed: ParsedDoc | undefined;
  const doc = new Proxy({} as ParsedDoc, {
    get: (_target, key: keyof ParsedDoc) => (parsed ??= parseDoc(id))[key],
  });
  const section = id.split('/')[1] ?? '';
  const isGuide = id.startsWith('development/') && !id.endsWith('/index');

  it('has a title and a description in its front matter', () => {
    expect(typeof doc.data.title, 'title').toBe('string');
    expect(String(doc.data.title).trim()).not.toBe('');
    expect(typeof doc.data.description, 'description').toBe('string');
    expect(String(doc.data.description).length).toBeGreaterThan(20);
  });

  it('lists what people type to find the page: words it does not use and searches it answers (front matter keywords, indexed for search)', () => {
    const keywords = doc.data.keywords;
    expect(Array.isArray(keywords), 'keywords: [a, b]').toBe(true);
    const list = keywords as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((keyword) => typeof keyword !== 'string' || keyword.includes(',') || keyword.trim() === ''), 'one plain phrase each').toEqual([]);
  });

  it('names the language of every code block', () => {
    const bare = doc.fences.filter((info) => info === '' || info.startsWith('title='));
    expect(bare, 'code blocks without a language').toEqual([]);
  });

  it('writes each code block in a language the site highlights, or in plain text on purpose', () => {
    const languages = doc.fences.map((info) => info.split(/\s/)[0]!).filter(Boolean);
    const unknown = languages.filter((language) => !HIGHLIGHTABLE.has(language) && !plainLanguages.includes(language));
    expect(unknown, 'add the grammar to config/codeLanguages.ts, or use `text`').toEqual([]);
  });

  it('gives each diagram its alternative text and a drawn, current SVG', async () => {
    for (const source of await mermaidSources(doc.body)) {
      expect(accessibleText(source), `accTitle and accDescr in:\n${source}`).toBeDefined();
      expect(readDiagramSvg(diagramFileName(source)), `run \`${RENDER_COMMAND}\` for:\n${source}`).toBeDefined();
    }
  });

  it('holds no placeholder words', () => {
    expect(doc.body).not.toMatch(PLACEHOLDER);
  });

  it('writes no h1 in the body (the title is the h1)', () => {
    expect(doc.withoutCode).not.toMatch(/^# /m);
  });

  it('writes no `a:b` word outside code in a heading, whose anchor and table of contents entry would lose it', () => {
    // remark-directive (on for admonitions) reads `start:debug` as the text directive `:debug`
    // before the heading's id and table of contents entry are made: both end at `start`.
    const headings = doc.withoutCode.match(/^#{2,6} .*$/gm) ?? [];
    expect(headings.filter((heading) => /\w:[A-Za-z]/.test(heading.replace(/`[^`]*`/g, ''))), 'write the word as inline code').toEqual([]);
  });

  it('writes no inline element alone on a line, where search would not index its text', () => {
    expect(inlineElementsAlone(doc.body), 'put it inside a sentence (lines of the body, after the front matter)').toEqual([]);
  });

  it('compiles as MDX', async () => {
    await expect(compile(doc.body, {format: 'mdx'})).resolves.toBeTruthy();
  });

  if (isGuide) {
    it(`has at least ${MIN_GUIDE_WORDS} words`, () => {
      expect(doc.words).toBeGreaterThanOrEqual(MIN_GUIDE_WORDS);
    });
  }

  if (isGuide && CODE_SECTIONS.includes(section)) {
    it('has at least one code block', () => {
      expect(doc.fences.length).toBeGreaterThan(0);
    });
  }
});

describe('diagram SVGs', () => {
  it('keeps no SVG that no diagram uses', async () => {
    const used = new Set((await siteDiagrams()).map((diagram) => diagram.fileName));
    expect(drawnDiagramFiles().filter((file) => !used.has(file)), `run \`${RENDER_COMMAND}\` to delete them`).toEqual([]);
  });
});
