/** The anchor a record links to, by the legacy DocSearch scraper's rule. */
import type {HTMLElement} from 'node-html-parser';
import {elementChildren} from './dom';

function ownAnchor(element: HTMLElement): string | null {
  for (const attribute of ['id', 'name']) {
    const value = element.getAttribute(attribute);
    // Docusaurus' technical ids (`__docusaurus`, `__docusaurus_skipToContent_fallback`) start with `_`.
    if (value && !value.startsWith('_')) return value;
  }
  return null;
}

/**
 * The legacy scraper's anchor rule: the element's own id/name, else the last descendant with one,
 * else the nearest previous sibling, then ancestor (and its previous siblings), that has one.
 */
export function anchorOf(element: HTMLElement): string | null {
  const own = ownAnchor(element);
  if (own) return own;
  // Set inside visit(); the cast keeps TypeScript from narrowing it to null for good.
  let last = null as string | null;
  const visit = (node: HTMLElement): void => {
    for (const child of elementChildren(node)) {
      const anchor = ownAnchor(child);
      if (anchor) last = anchor;
      visit(child);
    }
  };
  visit(element);
  if (last) return last;
  let current = element;
  for (;;) {
    // The root's parentNode is null, whatever node-html-parser's type says.
    const parent = current.parentNode as HTMLElement | null;
    if (!parent) break;
    const siblings = elementChildren(parent);
    for (let i = siblings.indexOf(current) - 1; i >= 0; i -= 1) {
      const anchor = ownAnchor(siblings[i]!);
      if (anchor) return anchor;
    }
    const anchor = ownAnchor(parent);
    if (anchor) return anchor;
    current = parent;
  }
  return null;
}
