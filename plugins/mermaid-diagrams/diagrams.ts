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
import {existsSync, readdirSync, readFileSync} from 'node:fs';
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

/** Every ```mermaid fence in a Markdown or MDX text, in order. */
export function mermaidSources(markdown: string): string[] {
  return [...markdown.matchAll(/^(`{3,}|~{3,})mermaid[^\n]*\n([\s\S]*?)\n\1\s*$/gm)].map((match) => match[2]!);
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

/** The folders whose Markdown may hold diagrams: the docs and the blog. */
export const CONTENT_DIRS = ['docs', 'blog'].map((dir) => path.join(__dirname, '../..', dir));

export interface DiagramUse {
  file: string;
  source: string;
  fileName: string;
}

/** Every diagram of the site's Markdown, with the file it is in. */
export function siteDiagrams(): DiagramUse[] {
  return CONTENT_DIRS.flatMap((dir) =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .flatMap((file) => {
        const full = path.join(dir, file);
        return mermaidSources(readFileSync(full, 'utf8')).map((source) => ({
          file: path.relative(path.join(__dirname, '../..'), full),
          source,
          fileName: diagramFileName(source),
        }));
      }),
  );
}

/** The SVG files in the diagrams folder. */
export function drawnDiagramFiles(): string[] {
  return existsSync(DIAGRAMS_DIR) ? readdirSync(DIAGRAMS_DIR).filter((file) => file.endsWith('.svg')).sort() : [];
}
