/**
 * Property names that reach an object's prototype instead of the object (`obj.__proto__.x = …`
 * writes to `Object.prototype` for the whole process). Records, settings and attribute paths never
 * use them: writes refuse them, and every walk over records skips them as a second line of defence.
 */
import {SearchError} from './errors';
import {ENGINE_LIMITS} from './limits';

/** Compared, not looked up in a Set: asked for every key of every hit a search builds. */
export function isReservedKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}

/**
 * The attribute names inside one attribute entry as settings and parameters write them:
 * `hierarchy.lvl1`, `-content`, `content:10`, `unordered(a,b)`, `desc(weight.level)`.
 */
export function attributeEntryKeys(entry: string): string[] {
  let inner = entry.trim().replace(/^-/, '').replace(/:\d+$/, '');
  for (let match = /^\s*\w+\((.*)\)\s*$/.exec(inner); match; match = /^\s*\w+\((.*)\)\s*$/.exec(inner)) inner = match[1]!;
  return inner.split(/[.,]/).map((key) => key.trim());
}

/** Throws a 400 naming `param` when an attribute entry goes through a reserved key. */
export function assertSafeAttributeEntry(entry: string, param: string): void {
  const reserved = attributeEntryKeys(entry).find(isReservedKey);
  if (reserved !== undefined) {
    throw new SearchError('SEARCH_INVALID_PARAM', `Invalid value for "${param}": "${entry.slice(0, 100)}" uses the reserved key "${reserved}"`);
  }
}

export type UnsafeValue = {kind: 'reserved'; key: string} | {kind: 'tooDeep'};

/**
 * The first reserved key among the own keys of `value` at any depth, or nesting past the limit
 * (a deeper record would overflow the stack of every later recursive walk, JSON.stringify included).
 * Iterative, so the check itself cannot overflow.
 */
export function findUnsafeValue(value: unknown, maxDepth: number = ENGINE_LIMITS.maxRecordDepth): UnsafeValue | null {
  const stack: Array<{value: unknown; depth: number}> = [{value, depth: 0}];
  while (stack.length > 0) {
    const {value: current, depth} = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return {kind: 'tooDeep'};
    if (Array.isArray(current)) {
      for (const item of current) stack.push({value: item, depth: depth + 1});
      continue;
    }
    for (const key of Object.keys(current)) {
      if (isReservedKey(key)) return {kind: 'reserved', key};
      stack.push({value: (current as Record<string, unknown>)[key], depth: depth + 1});
    }
  }
  return null;
}
