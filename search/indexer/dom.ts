/** node-html-parser helpers the indexer walks pages with. */
import {NodeType, type HTMLElement, type Node} from 'node-html-parser';

// The parse root has no tag name, whatever node-html-parser's type says.
export const tagOf = (element: HTMLElement): string => (element.rawTagName as string | undefined)?.toLowerCase() ?? '';

export function isElement(node: Node): node is HTMLElement {
  return node.nodeType === NodeType.ELEMENT_NODE;
}

export function elementChildren(element: HTMLElement): HTMLElement[] {
  return element.childNodes.filter(isElement);
}
