/**
 * What the build and the renderer agree on about a Mermaid diagram: where its SVG lives, what the
 * SVG is named after, and the accessible text written into the diagram.
 *
 * Diagrams are drawn once, by `npm run diagrams` in Chromium, and the SVGs are committed. Mermaid
 * lays text out with a real browser, so drawing them in each visitor's browser cost 190 KB of
 * gzip JavaScript on every page with a diagram, showed nothing until it ran, and moved the page
 * when it did.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** Where the SVGs live in the repository, and the URL path they are served under. */
export const DIAGRAMS_DIR = path.join(__dirname, '../../static/img/diagrams');
export const DIAGRAMS_URL = '/img/diagrams';

export const RENDER_COMMAND = 'npm run diagrams';

/**
 * Mermaid settings the SVGs are drawn with; part of each file name, so changing them asks for
 * a redraw. Labels are SVG text (not HTML in `foreignObject`) so the files render the same as
 * images, and the fonts are Arial-metric ones that visitors' systems have.
 */
export const MERMAID_CONFIG = {
  startOnLoad: false,
  securityLevel: 'strict',
  theme: 'neutral',
  fontFamily: '"Liberation Sans", Arial, Helvetica, sans-serif',
  htmlLabels: false,
  flowchart: {htmlLabels: false, useMaxWidth: false},
  sequence: {useMaxWidth: false},
} as const;

/** The SVG file name for a diagram's source. */
export function diagramFileName(source: string): string {
  const hash = createHash('sha256').update(JSON.stringify(MERMAID_CONFIG)).update(source.trim()).digest('hex');
  return `${hash.slice(0, 16)}.svg`;
}

export interface AccessibleText {
  title: string;
  description: string;
}

/** The diagram's `accTitle` and `accDescr` lines, which become the image's alternative text. */
export function accessibleText(source: string): AccessibleText | undefined {
  const line = (key: string) => source.match(new RegExp(`^\\s*${key}\\s*:\\s*(.+?)\\s*$`, 'm'))?.[1];
  const title = line('accTitle');
  const description = line('accDescr');
  return title && description ? {title, description} : undefined;
}

export interface SvgSize {
  width: number;
  height: number;
}

/** The drawn size, from the SVG's viewBox, so the page reserves the image's space. */
export function svgSize(svg: string): SvgSize {
  const viewBox = svg.match(/<svg\b[^>]*\bviewBox="([^"]+)"/)?.[1]?.trim().split(/[\s,]+/).map(Number);
  if (!viewBox || viewBox.length !== 4 || viewBox.some((value) => !Number.isFinite(value))) {
    throw new Error('Diagram SVG has no usable viewBox.');
  }
  return {width: Math.ceil(viewBox[2]!), height: Math.ceil(viewBox[3]!)};
}

export function readDiagramSvg(fileName: string): string | undefined {
  try {
    return readFileSync(path.join(DIAGRAMS_DIR, fileName), 'utf8');
  } catch {
    return undefined;
  }
}
