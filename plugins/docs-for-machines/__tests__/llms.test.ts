import {describe, expect, it} from 'vitest';
import {llmsFull, llmsIndex, twinMarkdown, type MachineSection} from '../llms';

const site = {name: 'Merchantry', description: 'Open-source commerce.', url: 'https://merchantry.io'};
const sections: MachineSection[] = [
  {
    title: 'Developer guides',
    docs: [{title: 'Introduction', description: 'What Merchantry is.', permalink: '/docs/development/getting-started/introduction', body: 'Hello.'}],
  },
  {title: 'API reference', docs: [{title: 'Cart', description: 'Cart endpoints.', permalink: '/docs/api/cart', body: '## API endpoints'}]},
];

describe('docs for machines', () => {
  it('twin: title, description, body', () => {
    expect(twinMarkdown(sections[1]!.docs[0]!)).toBe('# Cart\n\n> Cart endpoints.\n\n## API endpoints\n');
  });

  it('llms.txt: one section per sidebar, one line per page pointing at its twin', () => {
    const index = llmsIndex(site, sections);
    expect(index.startsWith('# Merchantry\n\n> Open-source commerce.\n')).toBe(true);
    expect(index).toContain('## Developer guides\n\n- [Introduction](https://merchantry.io/docs/development/getting-started/introduction.md): What Merchantry is.\n');
    expect(index).toContain('## API reference\n\n- [Cart](https://merchantry.io/docs/api/cart.md): Cart endpoints.\n');
    expect(index).toContain('(https://merchantry.io/openapi/merchantry.yaml)');
  });

  it('llms-full.txt: every twin in order, each with its source page', () => {
    const full = llmsFull(site, sections);
    expect(full.indexOf('# Introduction')).toBeLessThan(full.indexOf('# Cart'));
    expect(full).toContain('Source: https://merchantry.io/docs/api/cart\n');
  });
});
