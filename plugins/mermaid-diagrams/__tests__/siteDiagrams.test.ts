import {describe, expect, it} from 'vitest';
import {diagramFileName} from '../diagrams';
import {mermaidSources, siteDiagrams} from '../siteDiagrams';

const FLOW = 'flowchart LR\n  accTitle: Order flow\n  accDescr: A cart becomes an order.\n  Cart --> Order';

describe('mermaidSources', () => {
  it('finds backtick and tilde fences in order and skips other code', async () => {
    const mdx = ['Intro.', '```mermaid', FLOW, '```', '```js', 'const notADiagram = true;', '```', '~~~~mermaid', 'sequenceDiagram\n  A->>B: hi', '~~~~'].join('\n');
    expect(await mermaidSources(mdx)).toEqual([FLOW, 'sequenceDiagram\n  A->>B: hi']);
  });

  it('reads a diagram inside a list item or a quote without its indentation', async () => {
    const indented = FLOW.split('\n').map((line) => `   ${line}`).join('\n');
    const quoted = FLOW.split('\n').map((line) => `> ${line}`).join('\n');
    const mdx = `1. Step one:\n\n   \`\`\`mermaid\n${indented}\n   \`\`\`\n\n> \`\`\`mermaid\n${quoted}\n> \`\`\`\n`;
    expect(await mermaidSources(mdx)).toEqual([FLOW, FLOW]);
  });
});

describe('siteDiagrams', () => {
  it('lists each diagram of the docs with its file and SVG name', async () => {
    const diagrams = await siteDiagrams();
    expect(diagrams.length).toBeGreaterThan(0);
    for (const diagram of diagrams) {
      expect(diagram.file).toMatch(/^(docs|blog)\/.+\.mdx?$/);
      expect(diagram.fileName).toBe(diagramFileName(diagram.source));
    }
  });
});
