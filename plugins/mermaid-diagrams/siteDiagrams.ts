/**
 * The diagrams the site's Markdown holds, found with the MDX parser the build uses, so a diagram
 * nested in a list or a quote reads exactly as the remark plugin will see it. Used by
 * `npm run diagrams` and the content tests, not by the build.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {Parent} from 'mdast';
import {DIAGRAMS_DIR, diagramFileName} from './diagrams';

const ROOT = path.join(__dirname, '../..');

/** The folders whose Markdown may hold diagrams: the docs and the blog. */
export const CONTENT_DIRS = ['docs', 'blog'].map((dir) => path.join(ROOT, dir));

function collectMermaid(node: Parent, into: string[]): string[] {
  for (const child of node.children) {
    if (child.type === 'code' && child.lang === 'mermaid') into.push(child.value);
    else if ('children' in child) collectMermaid(child, into);
  }
  return into;
}

/** The source of every ```mermaid block of an MDX body (front matter removed), in order. */
export async function mermaidSources(mdx: string): Promise<string[]> {
  // @mdx-js/mdx is ESM only, and this module also runs as CommonJS under tsx.
  const {createProcessor} = await import('@mdx-js/mdx');
  return collectMermaid(createProcessor({format: 'mdx'}).parse(mdx), []);
}

export interface DiagramUse {
  file: string;
  source: string;
  fileName: string;
}

/** Every diagram of the site's Markdown, with the file it is in. */
export async function siteDiagrams(): Promise<DiagramUse[]> {
  const files = CONTENT_DIRS.flatMap((dir) =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .map((file) => path.join(dir, file)),
  );
  const uses = await Promise.all(
    files.map(async (full) =>
      (await mermaidSources(matter(readFileSync(full, 'utf8')).content)).map((source) => ({
        file: path.relative(ROOT, full),
        source,
        fileName: diagramFileName(source),
      })),
    ),
  );
  return uses.flat();
}

/** The SVG files in the diagrams folder. */
export function drawnDiagramFiles(): string[] {
  return existsSync(DIAGRAMS_DIR) ? readdirSync(DIAGRAMS_DIR).filter((file) => file.endsWith('.svg')).sort() : [];
}
