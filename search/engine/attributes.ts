/**
 * Attribute paths (`hierarchy.lvl1`) and the modifiers Algolia wraps them in
 * (`unordered(…)`, `searchable(…)`, `filterOnly(…)`, `desc(…)`): reading and writing values at a
 * path, walking a value's leaves, and the retrieve plan that selects a hit's attributes
 * (`attributesToRetrieve`, `unretrievableAttributes`).
 */

import {isReservedKey} from './reservedKeys';

export type Json = string | number | boolean | null | Json[] | {[key: string]: Json};

/**
 * The value at a dotted path, or `undefined`. Own keys only: `toString` or `constructor` is not an
 * attribute of a record, and a path must never lead into a prototype.
 */
export function getPath(record: Record<string, unknown>, path: string | PathKeys): unknown {
  let value: unknown = record;
  for (const key of typeof path === 'string' ? path.split('.') : path) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    if (isReservedKey(key) || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A dotted path split into its keys once, for paths read on every hit of a search. */
export type PathKeys = readonly string[];

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
  /** Ordered attributes rank earlier matches higher; `unordered(…)` ones and shared priorities do not. */
  ordered: boolean;
}

export function parseSearchableAttributes(entries: readonly string[]): SearchableSpec[] {
  return entries.map((entry, rank) => {
    const match = /^\s*(unordered|ordered)\((.*)\)\s*$/.exec(entry);
    const inner = match ? match[2]! : entry;
    const paths = inner
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean);
    // "Attributes with the same priority as others are always unordered" (Algolia's reference).
    return {paths, rank, ordered: match?.[1] !== 'unordered' && paths.length === 1};
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

/** Applies `fn` to every string (or number) leaf; objects keep their key order, nulls are dropped. */
export function mapTree<T>(
  value: unknown,
  path: string,
  fn: (text: string, path: string) => T,
): T | T[] | {[key: string]: unknown} | undefined {
  if (typeof value === 'string') return fn(value, path);
  if (typeof value === 'number' && Number.isFinite(value)) return fn(String(value), path);
  if (Array.isArray(value)) {
    return value.map((item) => mapTree(item, path, fn)).filter((item) => item !== undefined) as T[];
  }
  if (value !== null && typeof value === 'object') {
    const out: {[key: string]: unknown} = {};
    // Keys, not entries: no pair allocated per key of every hit's highlighted and snippeted tree.
    for (const key of Object.keys(value)) {
      if (isReservedKey(key)) continue;
      const mapped = mapTree((value as Record<string, unknown>)[key], `${path}.${key}`, fn);
      if (mapped !== undefined) out[key] = mapped;
    }
    return out;
  }
  return undefined;
}

/** Writes `value` at a dotted path, creating objects on the way; a reserved key writes nothing. */
export function setPath(target: Record<string, unknown>, path: string | PathKeys, value: unknown): void {
  const keys = typeof path === 'string' ? path.split('.') : path;
  if (keys.some(isReservedKey)) return;
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (next === undefined || next === null || typeof next !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

/** Every top-level attribute but objectID (what `*` means in highlight and snippet lists). */
export function recordKeys(source: Record<string, unknown>): string[] {
  return Object.keys(source).filter((key) => key !== 'objectID' && !isReservedKey(key));
}

/**
 * `attributesToRetrieve` compiled to a tree: `all` takes the whole value, `children` descend into
 * an object (`hierarchy.lvl1`), `excluded` drops a key (`-content`, `unretrievableAttributes`).
 */
export interface RetrievePlan {
  all: boolean;
  children: Map<string, RetrievePlan>;
  excluded: Set<string>;
  excludedChildren: Map<string, RetrievePlan>;
}

const emptyPlan = (): RetrievePlan => ({all: false, children: new Map(), excluded: new Set(), excludedChildren: new Map()});

/** The plan node holding the last key of `keys`, creating the nodes on the way along `branch`. */
function parentPlan(root: RetrievePlan, keys: readonly string[], branch: 'children' | 'excludedChildren'): RetrievePlan {
  let node = root;
  for (const key of keys.slice(0, -1)) {
    let child = node[branch].get(key);
    if (!child) {
      child = emptyPlan();
      node[branch].set(key, child);
    }
    node = child;
  }
  return node;
}

export function compileRetrieve(paths: readonly string[], unretrievable: readonly string[]): RetrievePlan {
  const root = emptyPlan();
  root.all = paths.includes('*');
  for (const path of paths) {
    if (path === '*' || path.startsWith('-')) continue;
    const keys = path.split('.');
    const node = parentPlan(root, keys, 'children');
    const last = keys[keys.length - 1]!;
    const leaf = node.children.get(last) ?? emptyPlan();
    leaf.all = true;
    node.children.set(last, leaf);
  }
  for (const path of [...paths.filter((p) => p.startsWith('-')).map((p) => p.slice(1)), ...unretrievable]) {
    const keys = path.split('.');
    parentPlan(root, keys, 'excludedChildren').excluded.add(keys[keys.length - 1]!);
  }
  return root;
}

/** The record's attributes selected by a retrieve plan, in record order (objectID excluded). */
export function pickAttributes(source: Record<string, unknown>, plan: RetrievePlan, top = true): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Own keys only (`for…in` would copy inherited ones), never a reserved one.
  for (const key of Object.keys(source)) {
    if ((top && key === 'objectID') || isReservedKey(key)) continue;
    if (plan.excluded.has(key)) continue;
    const child = plan.children.get(key);
    const value = source[key];
    const excludedBelow = plan.excludedChildren.get(key);
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    if (plan.all || child?.all) {
      out[key] = excludedBelow && isObject ? pickAttributes(value as Record<string, unknown>, {...excludedBelow, all: true}, false) : value;
    } else if (child && isObject) {
      out[key] = pickAttributes(value as Record<string, unknown>, excludedBelow ? {...child, excluded: excludedBelow.excluded, excludedChildren: excludedBelow.excludedChildren} : child, false);
    }
  }
  return out;
}
