/**
 * Search parameters in every form Algolia clients send them (search-protocol.md §1.4):
 * the v5 object form (`{indexName, query, hitsPerPage, …}`), a legacy `params` string
 * (`query=instal&hitsPerPage=20&facetFilters=%5B…%5D`, lists as JSON or comma-separated), a legacy
 * `params` object, and any mix (sibling keys win over `params`). Values typed as strings
 * (`"20"`, `"true"`) are coerced; a value of the wrong type is a 400 naming the parameter.
 * Unknown parameters are ignored so newer clients keep working.
 */
import {SearchError, invalidParam} from './errors';
import type {ExactOnSingleWordQuery, QueryType, RemoveWordsIfNoResults, SortFacetValuesBy} from './enums';
import type {FilterList} from './filters';
import {assertSafeAttributeEntry} from './reservedKeys';
import {INT_MAX, PARAMS, type ParamKind} from './paramKinds';

export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  offset?: number;
  length?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  restrictSearchableAttributes?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: FilterList;
  filters?: string;
  numericFilters?: FilterList;
  tagFilters?: FilterList;
  facets?: string[];
  maxValuesPerFacet?: number;
  facetingAfterDistinct?: boolean;
  sortFacetValuesBy?: SortFacetValuesBy;
  advancedSyntax?: boolean;
  advancedSyntaxFeatures?: string[];
  analytics?: boolean;
  clickAnalytics?: boolean;
  distinct?: number;
  typoTolerance?: boolean | 'min' | 'strict';
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  allowTyposOnNumericTokens?: boolean;
  disableTypoToleranceOnWords?: string[];
  queryType?: QueryType;
  removeWordsIfNoResults?: RemoveWordsIfNoResults;
  ignorePlurals?: boolean;
  removeStopWords?: boolean;
  optionalWords?: string[];
  /** `false` turns the index's synonyms off for this query. */
  synonyms?: boolean;
  exactOnSingleWordQuery?: ExactOnSingleWordQuery;
  minProximity?: number;
  attributeCriteriaComputedByMinProximity?: boolean;
  getRankingInfo?: boolean;
  responseFields?: string[];
  paginationLimitedTo?: number;
}

/** Keys of a request object that are not search parameters. */
const REQUEST_KEYS = new Set(['indexName', 'params', 'type', 'facet', 'facetQuery', 'maxFacetHits']);

/** A UTF-16 surrogate without its pair: not text, and it makes URI encoding throw. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function wellFormed(name: string, value: string): string {
  if (LONE_SURROGATE.test(value)) throw invalidParam(name, 'well-formed Unicode text (it holds a lone surrogate)');
  return value;
}

function coerceString(name: string, value: unknown): string {
  if (typeof value === 'string') return wellFormed(name, value);
  throw invalidParam(name, 'a string');
}

function coerceInt(name: string, value: unknown, kind: {min: number; max: number; cap?: number}): number {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) number = Number(value);
  else throw invalidParam(name, 'a number');
  if (!Number.isInteger(number)) throw invalidParam(name, 'an integer');
  if (number < kind.min || number > kind.max) {
    throw invalidParam(name, kind.max === INT_MAX ? `a number greater than or equal to ${kind.min}` : `a number between ${kind.min} and ${kind.max}`);
  }
  return kind.cap !== undefined ? Math.min(number, kind.cap) : number;
}

function coerceBool(name: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidParam(name, 'a boolean');
}

/** A parameter sent as JSON text (the `params` string form); `expected` names what it should be. */
function parseJsonParam(name: string, text: string, expected: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidParam(name, `${expected} (the value is not valid JSON)`);
  }
}

function coerceList(name: string, value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      list = parseJsonParam(name, trimmed, 'a list of strings');
    } else {
      list = trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim());
    }
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw invalidParam(name, 'a list of strings');
  }
  for (const item of list) wellFormed(name, item);
  return list;
}

/** Legacy comma form with parentheses for OR groups: `a:b,(c:d,e:f)`. */
function parseCommaFilterList(name: string, source: string): FilterList {
  const out: FilterList = [];
  let group: string[] | null = null;
  let current = '';
  const flush = (): void => {
    const item = current.trim();
    current = '';
    if (item === '') return;
    if (group) group.push(item);
    else out.push(item);
  };
  for (const char of source) {
    if (char === '(' && group === null && current.trim() === '') {
      group = [];
    } else if (char === ')' && group !== null) {
      flush();
      out.push(group);
      group = null;
    } else if (char === ',') {
      flush();
    } else {
      current += char;
    }
  }
  if (group !== null) throw invalidParam(name, 'a filter list (unclosed parenthesis)');
  flush();
  return out;
}

function coerceFilterList(name: string, value: unknown): FilterList {
  let list: unknown = value;
  if (typeof value === 'string') {
    wellFormed(name, value);
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      list = parseJsonParam(name, trimmed, 'a list of filters');
    } else {
      return parseCommaFilterList(name, trimmed);
    }
  }
  if (!Array.isArray(list)) throw invalidParam(name, 'a string or a list of filters');
  return list.map((item) => {
    if (typeof item === 'string') return wellFormed(name, item);
    if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) return item.map((inner) => wellFormed(name, inner));
    throw invalidParam(name, 'a list of strings or of lists of strings');
  });
}

function coerceValue(name: string, kind: ParamKind, value: unknown): unknown {
  switch (kind.type) {
    case 'string':
      return coerceString(name, value);
    case 'int':
      return coerceInt(name, value, kind);
    case 'bool':
      return coerceBool(name, value);
    case 'list': {
      const list = coerceList(name, value);
      if (kind.attributes) for (const entry of list) assertSafeAttributeEntry(entry, name);
      return list;
    }
    case 'filterList':
      return coerceFilterList(name, value);
    case 'enum': {
      if (typeof value === 'string' && kind.values.includes(value)) return value;
      throw invalidParam(name, `one of ${kind.values.map((v) => `"${v}"`).join(', ')}`);
    }
    case 'distinct': {
      if (value === true || value === 'true') return 1;
      if (value === false || value === 'false') return 0;
      return coerceInt(name, value, {min: 0, max: 4});
    }
    case 'typoTolerance': {
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      if (value === 'min' || value === 'strict') return value;
      throw invalidParam(name, 'a boolean, "min" or "strict"');
    }
    case 'boolOrList': {
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      try {
        return coerceList(name, value).length > 0;
      } catch {
        throw invalidParam(name, 'a boolean or a list of language codes');
      }
    }
    case 'ignored':
      return undefined;
  }
}

/** Checks and coerces one flat parameter object. */
export function parseSearchParams(raw: Record<string, unknown>): SearchParams {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (REQUEST_KEYS.has(name) || value === undefined) continue;
    const kind = Object.hasOwn(PARAMS, name) ? PARAMS[name] : undefined;
    if (!kind) continue;
    // `null` means "not set" in Algolia's JSON APIs.
    if (value === null) continue;
    const coerced = coerceValue(name, kind, value);
    if (coerced !== undefined && kind.type !== 'ignored') params[name] = coerced;
  }
  return params;
}

/** A `params` string decoded to a flat object of strings (later keys win). */
export function decodeParamsString(source: string): Record<string, string> {
  // No prototype: a `__proto__` key is then just a key (and an unknown parameter).
  const out = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(source)) out[key] = value;
  return out;
}

export interface ParsedRequest {
  params: SearchParams;
  /** Echoed as the response's `params`: what the client sent, URL-encoded. */
  paramsString: string;
}

/** `encodeURIComponent` throws on a lone surrogate; an ignored parameter may hold one. */
const encodeEcho = (text: string): string => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));

function encodeParams(raw: Record<string, unknown>): string {
  return Object.entries(raw)
    .filter(([key, value]) => !REQUEST_KEYS.has(key) && value !== undefined)
    .map(([key, value]) => `${encodeEcho(key)}=${encodeEcho(typeof value === 'string' ? value : String(JSON.stringify(value) as string | undefined))}`)
    .join('&');
}

/**
 * One request object of a multi-query, or the body of a single-index query, in any of the forms.
 * Siblings of `params` override it (the precedence Algolia documents for neither; see §1.4).
 */
export function parseRequestParams(request: Record<string, unknown>): ParsedRequest {
  const {params} = request;
  let fromParams: Record<string, unknown> = {};
  let paramsString = '';
  if (typeof params === 'string') {
    // URLSearchParams would quietly turn a lone surrogate into U+FFFD.
    wellFormed('params', params);
    fromParams = decodeParamsString(params);
    paramsString = params;
  } else if (params !== undefined && params !== null) {
    if (typeof params !== 'object' || Array.isArray(params)) {
      throw new SearchError('SEARCH_INVALID_PARAM', 'Invalid value for "params": expected a string or an object');
    }
    fromParams = params as Record<string, unknown>;
    paramsString = encodeParams(fromParams);
  }
  const siblings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (!REQUEST_KEYS.has(key)) siblings[key] = value;
  }
  const siblingString = encodeParams(siblings);
  return {
    params: parseSearchParams({...fromParams, ...siblings}),
    paramsString: [paramsString, siblingString].filter(Boolean).join('&'),
  };
}
