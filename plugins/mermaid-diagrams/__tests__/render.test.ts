import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {svgSize} from '../diagrams';
import {openDiagramRenderer, standaloneSvg, type DiagramRenderer} from '../render';

describe('standaloneSvg', () => {
  it('sizes the root element from its viewBox instead of the page around it', () => {
    const svg = standaloneSvg('<svg id="d" width="100%" style="max-width: 80.5px;" viewBox="0 0 80.5 40.2"><g/></svg>');
    expect(svg).toBe('<svg width="81" height="41" id="d" viewBox="0 0 80.5 40.2"><g/></svg>\n');
  });
});

describe('openDiagramRenderer', () => {
  let renderer: DiagramRenderer;
  // The first run also installs Mermaid (tools/diagrams), which the site's npm ci leaves out.
  beforeAll(async () => {
    renderer = await openDiagramRenderer();
  }, 300_000);
  // Unset when the browser failed to start in beforeAll; afterAll still runs then.
  afterAll(() => (renderer as DiagramRenderer | undefined)?.close());

  it('draws a flowchart as self-contained SVG text with its title and description', async () => {
    const svg = await renderer.render(
      'flowchart LR\n  accTitle: Checkout\n  accDescr: A cart becomes an order.\n  Cart["Shopping cart"] --> Order["Placed order"]',
    );
    expect(svg).toMatch(/^<svg width="\d+" height="\d+"/);
    expect(svgSize(svg).width).toBeGreaterThan(100);
    // Each word of a label is its own tspan.
    const text = svg.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, '');
    expect(text).toContain('Shopping cart');
    expect(text).toContain('Placed order');
    expect(svg).toContain('<title');
    expect(svg).toContain('A cart becomes an order.');
    // Labels are SVG text: HTML in foreignObject would depend on the page's CSS.
    expect(svg).not.toContain('foreignObject');
    expect(svg).not.toContain('<script');
  });

  it('rejects a diagram Mermaid cannot parse', async () => {
    await expect(renderer.render('flowchart LR\n  A -->')).rejects.toThrow();
  });
});
