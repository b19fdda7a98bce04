import {compile} from '@mdx-js/mdx';
import {beforeAll, describe, expect, it} from 'vitest';
import {diagramFileName} from '../diagrams';
import {siteDiagrams, type DiagramUse} from '../siteDiagrams';
import remarkMermaidImages from '../remarkMermaidImages';

const toJsx = async (markdown: string) =>
  String(await compile({value: markdown, path: 'docs/example.mdx'}, {jsx: true, remarkPlugins: [remarkMermaidImages]}));

describe('remarkMermaidImages', () => {
  // A diagram of the site, so its SVG is the committed one.
  let diagram: DiagramUse;
  beforeAll(async () => {
    diagram = (await siteDiagrams())[0]!;
  });

  it('replaces a diagram with a sized, lazily loaded image of its SVG that links to it', async () => {
    const jsx = await toJsx(`Before.\n\n\`\`\`mermaid\n${diagram.source}\n\`\`\`\n\nAfter.`);
    const src = `/img/diagrams/${diagram.fileName}`;
    expect(jsx).toMatch(
      new RegExp(`<_components.figure className="diagram"><_components.a href="pathname://${src}" target="_self" className="diagram__link"><_components.img src="${src}"`),
    );
    expect(jsx).toMatch(/width="\d+" height="\d+" loading="lazy" decoding="async"/);
    expect(jsx).not.toContain('mermaid');
    expect(jsx).toContain('Before.');
    expect(jsx).toContain('After.');
  });

  it('writes the diagram title and description as the alternative text', async () => {
    const jsx = await toJsx(`\`\`\`mermaid\n${diagram.source}\n\`\`\``);
    const title = diagram.source.match(/accTitle:\s*(.+)/)![1]!.trim();
    expect(jsx).toMatch(new RegExp(`alt="${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. `));
  });

  it('leaves other code blocks alone', async () => {
    expect(await toJsx('```js\nconst a = 1;\n```')).toContain('language-js');
  });

  it('fails the build on a diagram without alternative text, naming the file and line', async () => {
    await expect(toJsx('Text.\n\n```mermaid\nflowchart LR\n  A --> B\n```')).rejects.toThrow(
      /docs\/example\.mdx:3 needs an accTitle and an accDescr/,
    );
  });

  it('fails the build on a diagram that has not been drawn, saying how to draw it', async () => {
    const source = 'flowchart LR\n  accTitle: Never drawn\n  accDescr: A diagram no page has.\n  A --> B';
    await expect(toJsx(`\`\`\`mermaid\n${source}\n\`\`\``)).rejects.toThrow(
      new RegExp(`no drawn SVG \\(${diagramFileName(source)}\\)\\. Run \`npm run diagrams\``),
    );
  });
});
