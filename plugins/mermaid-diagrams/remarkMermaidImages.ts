/**
 * Turns each ```mermaid fence into its committed SVG, shown as a full-size link around a
 * lazily loaded image with the diagram's own title and description as alternative text. A
 * diagram with no SVG yet, or no `accTitle`/`accDescr`, fails the build with what to do.
 */
import type {Code, Parent, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {accessibleText, DIAGRAMS_URL, diagramFileName, readDiagramSvg, RENDER_COMMAND, svgSize} from './diagrams';

interface VFileLike {
  path?: string;
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

function element(name: string, attributes: MdxJsxAttribute[], children: MdxJsxFlowElement[] = []): MdxJsxFlowElement {
  return {type: 'mdxJsxFlowElement', name, attributes, children};
}

export function diagramElement(code: Code, file: string): MdxJsxFlowElement {
  const where = `${file}${code.position ? `:${code.position.start.line}` : ''}`;
  const text = accessibleText(code.value);
  if (!text) {
    throw new Error(`The Mermaid diagram at ${where} needs an accTitle and an accDescr line: they are its alternative text.`);
  }
  const fileName = diagramFileName(code.value);
  const svg = readDiagramSvg(fileName);
  if (!svg) {
    throw new Error(`The Mermaid diagram at ${where} has no drawn SVG (${fileName}). Run \`${RENDER_COMMAND}\` and commit static/img/diagrams.`);
  }
  const {width, height} = svgSize(svg);
  const src = `${DIAGRAMS_URL}/${fileName}`;
  const image = element('img', [
    attribute('src', src),
    attribute('alt', `${text.title}. ${text.description}`),
    attribute('width', String(width)),
    attribute('height', String(height)),
    attribute('loading', 'lazy'),
    attribute('decoding', 'async'),
  ]);
  // Wide diagrams shrink to the column; the link opens one at its drawn size. The theme renders
  // these elements with its MDX components, so the link is a Docusaurus Link, and `pathname://`
  // is how one points at a static file rather than a route.
  const link = element(
    'a',
    [attribute('href', `pathname://${src}`), attribute('target', '_self'), attribute('className', 'diagram__link')],
    [image],
  );
  return element('figure', [attribute('className', 'diagram')], [link]);
}

function replaceDiagrams(node: Parent, file: string): void {
  node.children = node.children.map((child) => {
    if (child.type === 'code' && child.lang === 'mermaid') return diagramElement(child, file);
    if ('children' in child) replaceDiagrams(child, file);
    return child;
  });
}

export default function remarkMermaidImages() {
  return (tree: Root, file: VFileLike): void => {
    replaceDiagrams(tree, file.path ?? 'a Markdown file');
  };
}
