/**
 * A doc's MDX as plain Markdown, for readers that are programs: what the page shows, without
 * JSX or imports.
 *
 * - Imported MDX partials are inlined where their component is used (the API reference's
 *   generated `_operations/<entity>.mdx`), and `<ApiOperation operation={data.id} />` is written
 *   out from the JSON the partial imports, with every code sample.
 * - `<Tabs>` become one labelled block per tab, so every flavour of a command is there.
 * - Admonitions (`:::warning[Title]`) become block quotes that start with their kind and title.
 * - Comments (`{/* #anchor *\/}`) are dropped; an `<a>` becomes a link; site-relative links
 *   become absolute, since a Markdown file is often read away from the site.
 *
 * Any other component fails the conversion, so a twin never silently loses part of its page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {Blockquote, Link, Paragraph, Root, RootContent, Strong, Text} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import type {ApiOperationData} from '../../src/components/ApiReference/types';
import {apiOperationMarkdown} from './apiOperationMarkdown';

export interface MarkdownOptions {
  /** The site's origin, e.g. `https://merchantry.io`, for site-relative links. */
  siteUrl: string;
}

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const markdownParser = unified().use(remarkParse).use(remarkGfm);
// Unpadded tables: padding every cell to its column's width doubled the size of the API twins.
const stringifier = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', listItemIndent: 'one', resourceLink: true});

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What an MDX file's imports bring in scope: inlined partials and JSON data. */
interface Scope {
  partials: Map<string, string>;
  data: Map<string, Record<string, unknown>>;
  dir: string;
}

const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

function text(value: string): Text {
  return {type: 'text', value};
}

function attribute(element: JsxElement, name: string): MdxJsxAttribute['value'] | undefined {
  const found = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return found?.value;
}

function stringAttribute(element: JsxElement, name: string): string | undefined {
  const value = attribute(element, name);
  return typeof value === 'string' ? value : undefined;
}

/** `import X from './file.mdx'` and `import data from './file.json'`; other imports are components. */
function readImports(tree: Root, dir: string): Scope {
  const scope: Scope = {partials: new Map(), data: new Map(), dir};
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+'(\.{1,2}\/[^']+)'/g)) {
      const [, name, source] = match as unknown as [string, string, string];
      const file = path.resolve(dir, source);
      if (source.endsWith('.mdx') || source.endsWith('.md')) scope.partials.set(name, file);
      else if (source.endsWith('.json')) scope.data.set(name, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    }
  }
  return scope;
}

/** `operations.createCart` in `operation={…}`, looked up in the imported JSON. */
function operationData(element: JsxElement, scope: Scope): ApiOperationData {
  const value = attribute(element, 'operation');
  const expression = typeof value === 'object' && value ? value.value : '';
  const match = /^(\w+)\.(\w+)$/.exec(expression.trim());
  const operation = match ? scope.data.get(match[1]!)?.[match[2]!] : undefined;
  if (!operation) throw new Error(`docs-for-machines: cannot resolve <ApiOperation operation={${expression}} />`);
  return operation as ApiOperationData;
}

function parseMarkdown(markdown: string): RootContent[] {
  return markdownParser.parse(markdown).children;
}

function convertChildren(nodes: RootContent[], scope: Scope, options: MarkdownOptions): RootContent[] {
  return nodes.flatMap((node) => convertNode(node, scope, options));
}

function convertElement(element: JsxElement, scope: Scope, options: MarkdownOptions): RootContent[] {
  const name = element.name ?? '';
  const partial = scope.partials.get(name);
  if (partial) return convertFile(partial, options);
  switch (name) {
    case 'ApiOperation':
      return parseMarkdown(apiOperationMarkdown(operationData(element, scope)));
    case 'Tabs':
      return convertChildren(element.children, scope, options);
    case 'TabItem': {
      const label: Strong = {type: 'strong', children: [text(stringAttribute(element, 'label') ?? stringAttribute(element, 'value') ?? '')]};
      const heading: Paragraph = {type: 'paragraph', children: [label]};
      return [heading, ...convertChildren(element.children, scope, options)];
    }
    case 'a': {
      const link: Link = {
        type: 'link',
        url: absolute(stringAttribute(element, 'href') ?? '', options),
        children: convertChildren(element.children, scope, options) as Link['children'],
      };
      return element.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: [link]}] : [link];
    }
    default:
      throw new Error(`docs-for-machines: no Markdown form for <${name}>; add one in mdxToMarkdown.ts`);
  }
}

function absolute(url: string, options: MarkdownOptions): string {
  return url.startsWith('/') ? `${options.siteUrl}${url}` : url;
}

function convertNode(node: RootContent, scope: Scope, options: MarkdownOptions): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // Imports are resolved above; the site's expressions are comments such as heading anchors.
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertElement(node, scope, options);
    case 'containerDirective': {
      const [first, ...rest] = node.children;
      const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
      const kind = ADMONITION_TITLES[node.name];
      if (!kind) throw new Error(`docs-for-machines: unknown admonition :::${node.name}`);
      const title: Paragraph = {
        type: 'paragraph',
        children: [{type: 'strong', children: labelled ? [text(`${kind}: `), ...(first.children as Text[])] : [text(kind)]}],
      };
      const body = convertChildren(labelled ? rest : node.children, scope, options);
      return [{type: 'blockquote', children: [title, ...body] as Blockquote['children']}];
    }
    case 'leafDirective':
    case 'textDirective':
      // `:name` in running text is not a directive on this site (Docusaurus writes it back as
      // typed too): keep the text and any `[label]`.
      return [
        text(`${node.type === 'leafDirective' ? '::' : ':'}${node.name}${node.children.length > 0 ? '[' : ''}`),
        ...convertChildren(node.children, scope, options),
        ...(node.children.length > 0 ? [text(']')] : []),
      ];
    case 'link':
      return [{...node, url: absolute(node.url, options), children: convertChildren(node.children, scope, options) as Link['children']}];
    case 'heading': {
      // `## Setup {/* #setup */}`: the dropped anchor leaves a space that would print as `&#x20;`.
      const children = convertChildren(node.children, scope, options) as typeof node.children;
      const last = children.at(-1);
      if (last?.type === 'text') children[children.length - 1] = {...last, value: last.value.trimEnd()};
      return [{...node, children}];
    }
    default:
      if ('children' in node && Array.isArray(node.children)) {
        return [{...node, children: convertChildren(node.children, scope, options)} as RootContent];
      }
      return [node];
  }
}

/** The converted top-level nodes of one MDX file (its front matter left out). */
function convertFile(file: string, options: MarkdownOptions): RootContent[] {
  const {content} = matter(readFileSync(file, 'utf8'));
  const tree = mdxParser.parse(content);
  const scope = readImports(tree, path.dirname(file));
  return convertChildren(tree.children, scope, options);
}

/** The body of a doc page as Markdown; the twin adds the title and description around it. */
export function mdxToMarkdown(file: string, options: MarkdownOptions): string {
  const root: Root = {type: 'root', children: convertFile(file, options)};
  return stringifier.stringify(root).trim();
}
