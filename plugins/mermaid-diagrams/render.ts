/**
 * Draws Mermaid diagrams to SVG in headless Chromium, with the Mermaid build a browser would load.
 * Only `npm run diagrams` and its test use this; the site build reads the committed SVGs.
 */
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath, NO_CHROMIUM_MESSAGE} from '../../tests/chromium';
import {toolFile} from '../../tools/install';
import {MERMAID_CONFIG} from './diagrams';

export interface DiagramRenderer {
  render(source: string): Promise<string>;
  close(): Promise<void>;
}

export async function openDiagramRenderer(): Promise<DiagramRenderer> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const browser: Browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  // Mermaid is installed on first use (tools/diagrams), not by the site's npm ci.
  await page.addScriptTag({path: toolFile('diagrams', 'mermaid/dist/mermaid.min.js')});
  await page.evaluate((config) => {
    (globalThis as unknown as {mermaid: {initialize(config: unknown): void}}).mermaid.initialize(config);
  }, MERMAID_CONFIG);
  let count = 0;
  return {
    async render(source) {
      count += 1;
      const svg = await page.evaluate(
        async ({id, text}) => {
          const {mermaid} = globalThis as unknown as {
            mermaid: {render(id: string, text: string): Promise<{svg: string}>};
          };
          return (await mermaid.render(id, text)).svg;
        },
        {id: `diagram-${count}`, text: source},
      );
      return standaloneSvg(svg);
    },
    close: () => browser.close(),
  };
}

/**
 * Mermaid's SVG is made to sit inline in a page (`width="100%"`, a max-width style); as a file
 * shown with `<img>` it needs its own size and nothing that depends on the page around it.
 */
export function standaloneSvg(svg: string): string {
  const viewBox = svg.match(/<svg\b[^>]*\bviewBox="([^"]+)"/)?.[1];
  if (!viewBox) throw new Error('Mermaid returned an SVG without a viewBox.');
  const [, , width, height] = viewBox.trim().split(/[\s,]+/).map(Number);
  return svg.replace(/<svg\b[^>]*>/, (tag) =>
    tag
      .replace(/\s(width|height|style)="[^"]*"/g, '')
      .replace(/^<svg/, `<svg width="${Math.ceil(width!)}" height="${Math.ceil(height!)}"`),
  ) + '\n';
}
