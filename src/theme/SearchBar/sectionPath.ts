/**
 * The path line of a modal row. DocSearch 3 prints `hierarchy.lvl1`, the page title, under every
 * content and sub-heading row, so the rows of one page read alike: each API operation's text, its
 * "Parameters" and its "Errors" all say "Cart". A row names its section instead: the page title,
 * then the deepest table-of-contents heading (lvl2 or lvl3) above the row's own title, e.g.
 * "Cart › Create a cart", and for a table row the row's name ("Cart › Create a cart › 409"). The
 * modal reads the path from the hit's `lvl1` snippet, so that is the value rewritten; the record
 * itself and the row's title are untouched.
 */
import type {DocSearchHit} from '@docsearch/react';
import {escapeHtml} from '../../../search/engine/escapeHtml';

export const PATH_SEPARATOR = ' › ';

/** Deepest heading level a section path names: the levels of the table of contents. */
const DEEPEST_SECTION_LEVEL = 3;

type Level = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl5';
/** What a response may carry: only the requested attributes have highlight and snippet values. */
type Values = {hierarchy?: Partial<Record<Level, {value?: string}>>} | undefined;

/** A level's text as the modal prints it: the engine's (escaped, highlighted) snippet when there is one. */
function levelHtml(hit: DocSearchHit, level: Level): string | null {
  const text = hit.hierarchy[level];
  if (!text) return null;
  const snippet = (hit._snippetResult as Values)?.hierarchy?.[level]?.value;
  const highlight = (hit._highlightResult as Values)?.hierarchy?.[level]?.value;
  return snippet ?? highlight ?? escapeHtml(text);
}

/** The section a row belongs to, or null when the page title already says it. */
export function sectionLevelOf(hit: Pick<DocSearchHit, 'type' | 'hierarchy'>): Level | null {
  // A heading row's own title is its level: the section is above it.
  const ownLevel = hit.type === 'content' ? Infinity : Number(hit.type.slice(3));
  for (let level = Math.min(DEEPEST_SECTION_LEVEL, ownLevel - 1); level >= 2; level -= 1) {
    const key = `lvl${level}` as Level;
    if (hit.hierarchy[key]) return key;
  }
  return null;
}

/**
 * A text row's table row: the template reads a table's first cells as `lvl5` (the site has no h5),
 * so a row of a field table names its field ("tracking_number") where the row's own title shows
 * only its indexed cells (the description: "Tracking number given by the carrier.").
 */
function tableRowOf(hit: Pick<DocSearchHit, 'type' | 'hierarchy'>): Level | null {
  return hit.type === 'content' && hit.hierarchy.lvl5 ? 'lvl5' : null;
}

export function withSectionPath<T extends DocSearchHit>(hit: T): T {
  const levels = [sectionLevelOf(hit), tableRowOf(hit)].filter((level) => level !== null);
  const page = levelHtml(hit, 'lvl1');
  if (levels.length === 0 || page === null) return hit;
  const path = [page, ...levels.map((level) => levelHtml(hit, level))].join(PATH_SEPARATOR);
  const snippets = hit._snippetResult as Values;
  const lvl1 = {matchLevel: 'none', matchedWords: [], ...snippets?.hierarchy?.lvl1, value: path};
  return {...hit, _snippetResult: {...snippets, hierarchy: {...snippets?.hierarchy, lvl1}}};
}
