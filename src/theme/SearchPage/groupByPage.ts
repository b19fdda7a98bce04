/**
 * The /search page lists pages, not records: a reader picks a page, then the section in it. Hits
 * arrive in the engine's order, one record each; they are gathered under their page (in the order
 * of each page's first hit) with the matching sections beneath the page title.
 */
import {escapeHtml} from '../../../search/engine/escapeHtml';
import {HIERARCHY_LEVELS, type HierarchyLevel} from '../../../search/records';

type Levels = Partial<Record<HierarchyLevel, string | null>>;
type Values = Partial<Record<HierarchyLevel, {value?: string}>>;

/** What a hit of the search page's request carries (highlight values are escaped HTML). */
export interface PageSearchHit {
  url: string;
  type: string;
  hierarchy: Levels;
  _highlightResult?: {hierarchy?: Values};
  _snippetResult?: {content?: {value?: string}};
}

/**
 * The record attributes the page reads, all it asks to retrieve: the text is read from its snippet,
 * and a record's whole content retrieved as well made a quarter of an answer's bytes.
 */
export const PAGE_HIT_ATTRIBUTES = ['url', 'type', 'hierarchy'] as const satisfies ReadonlyArray<keyof PageSearchHit>;

export interface SectionRow {
  url: string;
  /** Headings between the page title and the section's own title (HTML), outermost first. */
  path: string[];
  /** The section's heading (HTML), or null for text above the page's first heading. */
  title: string | null;
  /** The matching text (HTML), or null for a heading hit. */
  summary: string | null;
}

export interface PageGroup {
  url: string;
  /** The page title (HTML). */
  title: string;
  /** The page's summary (HTML), when its title record matched and carries one (its meta description). */
  summary: string | null;
  sections: SectionRow[];
}

/** A level's text as HTML: the engine's highlighted value when there is one. */
function levelHtml(hit: PageSearchHit, level: HierarchyLevel): string | null {
  const text = hit.hierarchy[level];
  if (!text) return null;
  return hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(text);
}

const withoutAnchor = (url: string): string => url.split('#')[0]!;

/** Levels below the page title that the hit sits under, outermost first (its own level included). */
function sectionLevels(hit: PageSearchHit): HierarchyLevel[] {
  const own = HIERARCHY_LEVELS.indexOf(hit.type as HierarchyLevel);
  const deepest = own < 0 ? HIERARCHY_LEVELS.length - 1 : own;
  return HIERARCHY_LEVELS.slice(2, deepest + 1).filter((level) => hit.hierarchy[level]);
}

export function sectionOf(hit: PageSearchHit): SectionRow | null {
  const headings = sectionLevels(hit).map((level) => levelHtml(hit, level)!);
  const summary = hit.type === 'content' ? (hit._snippetResult?.content?.value ?? null) : null;
  // A hit on the page title itself is the page: its heading says it all.
  if (headings.length === 0 && summary === null) return null;
  return {url: hit.url, path: headings.slice(0, -1), title: headings.at(-1) ?? null, summary};
}

export function groupByPage(hits: readonly PageSearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const url = withoutAnchor(hit.url);
    let group = groups.get(url);
    if (!group) {
      group = {url, title: levelHtml(hit, 'lvl1') ?? levelHtml(hit, 'lvl0') ?? escapeHtml(url), summary: null, sections: []};
      groups.set(url, group);
    }
    if (hit.type === 'lvl1') group.summary ??= hit._snippetResult?.content?.value ?? null;
    const section = sectionOf(hit);
    if (section) group.sections.push(section);
  }
  return [...groups.values()];
}
