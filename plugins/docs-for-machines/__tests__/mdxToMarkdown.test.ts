/**
 * MDX → Markdown for the twins: components become Markdown, partials are inlined, the API
 * reference's operations are written out with every sample, and every doc of the site converts.
 */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOC_IDS} from '../../../config/routes';
import {SITE_DIR} from '../../../openapi/generate';
import {buildReference} from '../../../openapi/reference';
import {loadDocument} from '../../../openapi/document';
import {operationSamples} from '../../../openapi/samples';
import {mdxToMarkdown} from '../mdxToMarkdown';

const options = {siteUrl: 'https://merchantry.io'};

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'machine-docs-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return path.join(dir, 'page.mdx');
}

function docFile(id: string): string {
  return path.join(SITE_DIR, 'docs', `${id}.mdx`);
}

describe('mdxToMarkdown', () => {
  it('writes every tab of a tab set under its label', () => {
    const file = fixture({
      'page.mdx': [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '<Tabs groupId="package-manager">',
        '  <TabItem value="npm" label="npm">',
        '',
        '```bash',
        'npm run dev',
        '```',
        '',
        '  </TabItem>',
        '  <TabItem value="yarn" label="Yarn">',
        '',
        '```bash',
        'yarn dev',
        '```',
        '',
        '  </TabItem>',
        '</Tabs>',
      ].join('\n'),
    });
    expect(mdxToMarkdown(file, options)).toBe('**npm**\n\n```bash\nnpm run dev\n```\n\n**Yarn**\n\n```bash\nyarn dev\n```');
  });

  it('turns admonitions into block quotes that name their kind and title', () => {
    const file = fixture({'page.mdx': ':::warning[Back up first]\nThe upgrade rewrites the `product` table.\n:::\n\n:::tip\nShort.\n:::'});
    expect(mdxToMarkdown(file, options)).toBe(
      '> **Warning: Back up first**\n>\n> The upgrade rewrites the `product` table.\n\n> **Tip**\n>\n> Short.',
    );
  });

  it('drops front matter and comments, and makes site links absolute', () => {
    const file = fixture({
      'page.mdx': '---\ntitle: T\n---\n\n## Setup {/* #setup */}\n\nSee [the database](/docs/development/knowledge-base/database) and <a href="/openapi/merchantry.yaml" download>the document</a>.',
    });
    expect(mdxToMarkdown(file, options)).toBe(
      '## Setup\n\nSee [the database](https://merchantry.io/docs/development/knowledge-base/database) and [the document](https://merchantry.io/openapi/merchantry.yaml).',
    );
  });

  it('inlines an imported MDX partial where its component stands', () => {
    const file = fixture({
      'page.mdx': "import Part from './part.mdx';\n\nBefore.\n\n<Part />\n\nAfter.",
      'part.mdx': '## From the partial\n\nShared text.',
    });
    expect(mdxToMarkdown(file, options)).toBe('Before.\n\n## From the partial\n\nShared text.\n\nAfter.');
  });

  it('refuses a component it has no Markdown form for, rather than dropping it', () => {
    const file = fixture({'page.mdx': "import Chart from '@site/src/components/Chart';\n\n<Chart />"});
    expect(() => mdxToMarkdown(file, options)).toThrow(/no Markdown form for <Chart>/);
  });

  it('writes every operation of an API page with all its samples, response and errors', () => {
    const markdown = mdxToMarkdown(docFile('api/cart'), options);
    const cart = buildReference(loadDocument()).find((entity) => entity.slug === 'cart')!;
    for (const operation of cart.operations) {
      expect(markdown).toContain(`### ${operation.summary}`);
      expect(markdown).toContain(`\`${operation.method.toUpperCase()} ${operation.path}\``);
      for (const sample of operationSamples(operation)) expect(markdown).toContain(sample.code.split('\n')[0]!);
      for (const error of operation.errors) expect(markdown).toContain(`| \`${error.status}\` |`);
    }
    expect(markdown.replace(/^(`{3,})[\s\S]*?^\1/gm, '')).not.toMatch(/<ApiOperation|^import /m);
  });

  it.each(DOC_IDS.map((id) => [id]))('converts %s with all its headings and no JSX', (id) => {
    const source = readFileSync(docFile(id), 'utf8');
    const markdown = mdxToMarkdown(docFile(id), options);
    // Every `##`/`###` heading of the source (outside code) is in the twin, without its anchor comment.
    const prose = source.replace(/^```[\s\S]*?^```/gm, '');
    for (const [, heading] of prose.matchAll(/^#{2,3} (.+?)(?: \{\/\*.*\*\/\})?$/gm)) {
      expect(markdown).toContain(heading!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
    }
    expect(markdown.replace(/^(`{3,})[\s\S]*?^\1/gm, '')).not.toMatch(/<\/?(Tabs|TabItem|ApiOperations?)\b|^import |\{\/\*/m);
  });
});
