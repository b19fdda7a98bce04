/**
 * Attribute paths (`hierarchy.lvl1`) and the modifiers Algolia wraps them in
 * (`unordered(…)`, `searchable(…)`, `filterOnly(…)`, `desc(…)`).
 */

import {isReservedKey} from './reservedKeys';

export type Json = string | number | boolean | null | Json[] | {[key: string]: Json};

/**
 * The value at a dotted path, or `undefined`. Own keys only: `toString` or `constructor` is not an
 * attribute of a record, and a path must never lead into a prototype.
 */
export function getPath(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    if (isReservedKey(key) || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** True when `path` is `base` or lies under it (`hierarchy.lvl1` under `hierarchy`). */
export function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}.`);
}

/** Every string leaf at or below `path` (objects are walked, arrays yield each element). */
export function stringLeaves(value: unknown, path: string, out: Array<{path: string; value: string; element: number}>): void {
  if (typeof value === 'string') {
    out.push({path, value, element: 0});
  } else if (typeof value === 'number' && Number.isFinite(value)) {
    out.push({path, value: String(value), element: 0});
  } else if (Array.isArray(value)) {
    value.forEach((item, element) => {
      if (typeof item === 'string') out.push({path, value: item, element});
      else if (typeof item === 'number' && Number.isFinite(item)) out.push({path, value: String(item), element});
      else if (item !== null && typeof item === 'object') stringLeaves(item, path, out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (!isReservedKey(key)) stringLeaves(child, `${path}.${key}`, out);
    }
  }
}

export interface SearchableSpec {
  /** Paths sharing this priority (`"title,alias"` lists several). */
  paths: string[];
  /** 0 = most important. */
  rank: number;
  /** Ordered attributes rank earlier matches higher; `unordered(…)` ones do not. */
  ordered: boolean;
}

export function parseSearchableAttributes(entries: readonly string[]): SearchableSpec[] {
  return entries.map((entry, rank) => {
    const match = /^\s*(unordered|ordered)\((.*)\)\s*$/.exec(entry);
    const inner = match ? match[2]! : entry;
    return {
      paths: inner
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean),
      rank,
      ordered: match?.[1] !== 'unordered',
    };
  });
}

/** `searchable(x)`, `filterOnly(x)`, `afterDistinct(x)` → `x`. */
export function facetAttributeName(entry: string): string {
  const match = /^\s*(?:searchable|filterOnly|afterDistinct)\((.*)\)\s*$/.exec(entry);
  return (match ? match[1]! : entry).trim();
}

export interface CustomRankingSpec {
  path: string;
  direction: 'asc' | 'desc';
}

export function parseCustomRanking(entries: readonly string[]): CustomRankingSpec[] {
  const specs: CustomRankingSpec[] = [];
  for (const entry of entries) {
    const match = /^\s*(asc|desc)\((.+)\)\s*$/.exec(entry);
    if (match) specs.push({direction: match[1] as 'asc' | 'desc', path: match[2]!.trim()});
  }
  return specs;
}

/** `content:10` → `{path: 'content', words: 10}`. */
export function parseSnippetSpec(entry: string, defaultWords: number): {path: string; words: number} {
  const match = /^(.*):(\d+)$/.exec(entry.trim());
  if (match) return {path: match[1]!.trim(), words: Number(match[2])};
  return {path: entry.trim(), words: defaultWords};
}
