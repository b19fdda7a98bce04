/**
 * Filters: `facetFilters` (list = AND, nested list = OR, `attr:-value` = NOT), `tagFilters`,
 * `numericFilters` and the `filters` expression language (`attr:value`, `attr:"a b"`,
 * `attr > 3`, `attr:1 TO 5`, `AND`, `OR`, `NOT`, parentheses), all compiled to one tree and
 * evaluated to a per-record pass mask.
 *
 * Facet values compare case-insensitively; attribute names are case-sensitive. Facet filters on
 * an attribute missing from `attributesForFaceting` match nothing, as in Algolia.
 */
import {getPath} from './attributes';
import {SearchError} from './errors';
import {ENGINE_LIMITS} from './limits';
import {isReservedKey} from './reservedKeys';
import type {InvertedIndex} from './invertedIndex';

export type ComparisonOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | {kind: 'and'; children: FilterNode[]}
  | {kind: 'or'; children: FilterNode[]}
  | {kind: 'not'; child: FilterNode}
  | {kind: 'facet'; attribute: string; value: string}
  | {kind: 'numeric'; attribute: string; operator: ComparisonOperator; value: number}
  | {kind: 'range'; attribute: string; from: number; to: number}
  | {kind: 'boolean'; value: boolean};

/** A filter list as Algolia accepts it: strings, with one level of nested OR lists. */
export type FilterList = Array<string | string[]>;

/** `attr:value` / `attr:-value` (negated) / `attr:\-value` (a literal leading dash). */
export function parseFacetFilter(filter: string, param = 'facetFilters'): FilterNode {
  const colon = filter.indexOf(':');
  if (colon <= 0) {
    throw new SearchError('SEARCH_INVALID_FILTER', `Invalid value for "${param}": "${filter}" is not of the form attribute:value`);
  }
  const attribute = filter.slice(0, colon).trim();
  assertSafeFilterAttribute(attribute, param);
  let value = filter.slice(colon + 1);
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const node: FilterNode = {kind: 'facet', attribute, value};
  return negated ? {kind: 'not', child: node} : node;
}

export function facetFiltersToNode(filters: FilterList, param = 'facetFilters'): FilterNode {
  return {
    kind: 'and',
    children: filters.map((item) =>
      typeof item === 'string'
        ? parseFacetFilter(item, param)
        : {kind: 'or', children: item.map((inner) => parseFacetFilter(inner, param))},
    ),
  };
}

export function tagFiltersToNode(filters: FilterList): FilterNode {
  const tag = (value: string): FilterNode =>
    value.startsWith('-') ? {kind: 'not', child: {kind: 'facet', attribute: '_tags', value: value.slice(1)}} : {kind: 'facet', attribute: '_tags', value};
  return {
    kind: 'and',
    children: filters.map((item) => (typeof item === 'string' ? tag(item) : {kind: 'or', children: item.map(tag)})),
  };
}

export function numericFiltersToNode(filters: FilterList): FilterNode {
  const one = (filter: string): FilterNode => {
    const node = parseFilters(filter, 'numericFilters');
    if (node.kind !== 'numeric' && node.kind !== 'range' && !(node.kind === 'not' && node.child.kind !== 'facet')) {
      throw new SearchError('SEARCH_INVALID_FILTER', `Invalid value for "numericFilters": "${filter}" is not a numeric comparison`);
    }
    return node;
  };
  return {
    kind: 'and',
    children: filters.map((item) => (typeof item === 'string' ? one(item) : {kind: 'or', children: item.map(one)})),
  };
}

// ---------------------------------------------------------------------------------------------
// The `filters` expression language.

type Lexeme =
  | {type: 'word'; text: string; at: number}
  | {type: 'string'; text: string; at: number}
  | {type: 'op'; text: ':' | ComparisonOperator; at: number}
  | {type: '(' | ')'; at: number};

function lex(source: string, param: string): Lexeme[] {
  const lexemes: Lexeme[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')') {
      lexemes.push({type: char, at: i});
      i += 1;
    } else if (char === '"' || char === "'") {
      const start = i;
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== char) {
        if (source[i] === '\\' && i + 1 < source.length) i += 1;
        text += source[i]!;
        i += 1;
      }
      if (i >= source.length) throw syntaxError(param, `unterminated string starting at position ${start + 1}`);
      i += 1;
      lexemes.push({type: 'string', text, at: start});
    } else if (char === ':') {
      lexemes.push({type: 'op', text: ':', at: i});
      i += 1;
    } else if ('<>=!'.includes(char)) {
      const two = source.slice(i, i + 2);
      if (two === '<=' || two === '>=' || two === '!=') {
        lexemes.push({type: 'op', text: two, at: i});
        i += 2;
      } else if (char === '!') {
        throw syntaxError(param, `unexpected "!" at position ${i + 1}`);
      } else {
        lexemes.push({type: 'op', text: char as ComparisonOperator, at: i});
        i += 1;
      }
    } else {
      const start = i;
      while (i < source.length && !/[\s()"':<>=!]/.test(source[i]!)) i += 1;
      lexemes.push({type: 'word', text: source.slice(start, i), at: start});
    }
  }
  return lexemes;
}

function assertSafeFilterAttribute(attribute: string, param: string): void {
  const reserved = attribute.split('.').find(isReservedKey);
  if (reserved !== undefined) {
    throw new SearchError('SEARCH_INVALID_FILTER', `Invalid value for "${param}": the attribute "${attribute.slice(0, 100)}" uses the reserved key "${reserved}"`);
  }
}

function syntaxError(param: string, detail: string): SearchError {
  return new SearchError('SEARCH_INVALID_FILTER', `Invalid syntax for "${param}": ${detail}`);
}

/** Parses Algolia's `filters` syntax. An empty string means "no filter". */
export function parseFilters(source: string, param = 'filters'): FilterNode {
  const lexemes = lex(source, param);
  let index = 0;
  const peek = (): Lexeme | undefined => lexemes[index];
  const describe = (lexeme: Lexeme | undefined): string =>
    lexeme === undefined
      ? 'end of input'
      : `"${'text' in lexeme ? lexeme.text : lexeme.type}" at position ${lexeme.at + 1}`;
  const isKeyword = (lexeme: Lexeme | undefined, keyword: string): boolean =>
    lexeme?.type === 'word' && lexeme.text === keyword;

  /** `operand (KEYWORD operand)*`: the operand alone when no keyword joins it to another. */
  const joined = (keyword: 'OR' | 'AND', parseOperand: () => FilterNode): FilterNode => {
    const children = [parseOperand()];
    while (isKeyword(peek(), keyword)) {
      index += 1;
      children.push(parseOperand());
    }
    return children.length === 1 ? children[0]! : {kind: keyword === 'OR' ? 'or' : 'and', children};
  };
  const parseOr = (): FilterNode => joined('OR', parseAnd);
  const parseAnd = (): FilterNode => joined('AND', parseUnary);
  // The parser recurses once per NOT or parenthesis: bounded so crafted input is a 400, not a stack overflow.
  let depth = 0;
  const nested = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > ENGINE_LIMITS.maxFilterDepth) {
      throw syntaxError(param, `parentheses and NOTs are nested deeper than ${ENGINE_LIMITS.maxFilterDepth} levels`);
    }
    const node = parse();
    depth -= 1;
    return node;
  };
  const parseUnary = (): FilterNode => {
    const lexeme = peek();
    if (isKeyword(lexeme, 'NOT')) {
      index += 1;
      return {kind: 'not', child: nested(parseUnary)};
    }
    if (lexeme?.type === '(') {
      index += 1;
      const inner = nested(parseOr);
      if (peek()?.type !== ')') throw syntaxError(param, `expected ")" but found ${describe(peek())}`);
      index += 1;
      return inner;
    }
    return parseTerm();
  };
  const operand = (): {text: string; quoted: boolean} => {
    const lexeme = peek();
    if (lexeme?.type === 'word' || lexeme?.type === 'string') {
      index += 1;
      return {text: lexeme.text, quoted: lexeme.type === 'string'};
    }
    throw syntaxError(param, `expected a value but found ${describe(lexeme)}`);
  };
  const number = (text: string, at: Lexeme | undefined): number => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) throw syntaxError(param, `expected a number but found ${describe(at)}`);
    return value;
  };
  const parseTerm = (): FilterNode => {
    const first = peek();
    const attribute = operand();
    if (!attribute.quoted && (attribute.text === 'true' || attribute.text === 'false') && peek()?.type !== 'op') {
      return {kind: 'boolean', value: attribute.text === 'true'};
    }
    const op = peek();
    if (op?.type !== 'op') throw syntaxError(param, `expected ":" or a comparison after ${describe(first)}`);
    assertSafeFilterAttribute(attribute.text, param);
    index += 1;
    if (op.text === ':') {
      const valueLexeme = peek();
      const value = operand();
      if (isKeyword(peek(), 'TO')) {
        index += 1;
        const toLexeme = peek();
        const to = operand();
        return {kind: 'range', attribute: attribute.text, from: number(value.text, valueLexeme), to: number(to.text, toLexeme)};
      }
      let text = value.text;
      if (!value.quoted && text.startsWith('-')) {
        // `attr:-value` negates in facetFilters; in `filters` it is written NOT attr:value, but
        // Algolia reads a bare leading dash the same way.
        text = text.slice(1);
        return {kind: 'not', child: {kind: 'facet', attribute: attribute.text, value: text}};
      }
      return {kind: 'facet', attribute: attribute.text, value: text};
    }
    const valueLexeme = peek();
    const value = operand();
    return {kind: 'numeric', attribute: attribute.text, operator: op.text, value: number(value.text, valueLexeme)};
  };

  if (lexemes.length === 0) return {kind: 'and', children: []};
  const node = parseOr();
  if (index < lexemes.length) throw syntaxError(param, `unexpected ${describe(peek())}`);
  return node;
}

// ---------------------------------------------------------------------------------------------
// Evaluation.

export interface FilterContext {
  index: InvertedIndex;
  records: ReadonlyArray<Record<string, unknown>>;
  /** Lazily built numeric columns, kept for the engine's lifetime. */
  numericColumns: Map<string, Array<number[] | undefined>>;
}

/** 1 = the record passes. */
export function evaluateFilter(node: FilterNode, context: FilterContext): Uint8Array {
  const n = context.index.recordCount;
  switch (node.kind) {
    case 'and': {
      const out = new Uint8Array(n).fill(1);
      for (const child of node.children) {
        const mask = evaluateFilter(child, context);
        for (let r = 0; r < n; r += 1) out[r]! &= mask[r]!;
      }
      return out;
    }
    case 'or': {
      const out = new Uint8Array(n);
      for (const child of node.children) {
        const mask = evaluateFilter(child, context);
        for (let r = 0; r < n; r += 1) out[r]! |= mask[r]!;
      }
      return out;
    }
    case 'not': {
      const mask = evaluateFilter(node.child, context);
      for (let r = 0; r < n; r += 1) mask[r] = mask[r]! ^ 1;
      return mask;
    }
    case 'boolean':
      return new Uint8Array(n).fill(node.value ? 1 : 0);
    case 'facet': {
      const out = new Uint8Array(n);
      const table = context.index.facets.get(node.attribute);
      const id = table?.ids.get(node.value.toLowerCase());
      if (table && id !== undefined) for (const r of table.records[id]!) out[r] = 1;
      return out;
    }
    case 'numeric':
    case 'range': {
      const out = new Uint8Array(n);
      const column = numericColumn(node.attribute, context);
      for (let r = 0; r < n; r += 1) {
        const values = column[r];
        if (values && values.some((value) => numericMatch(node, value))) out[r] = 1;
      }
      return out;
    }
  }
}

function numericMatch(node: Extract<FilterNode, {kind: 'numeric' | 'range'}>, value: number): boolean {
  if (node.kind === 'range') return value >= node.from && value <= node.to;
  switch (node.operator) {
    case '<':
      return value < node.value;
    case '<=':
      return value <= node.value;
    case '=':
      return value === node.value;
    case '!=':
      return value !== node.value;
    case '>=':
      return value >= node.value;
    case '>':
      return value > node.value;
  }
}

function numericColumn(attribute: string, context: FilterContext): Array<number[] | undefined> {
  let column = context.numericColumns.get(attribute);
  if (!column) {
    column = context.records.map((record) => {
      const value = getPath(record, attribute);
      const list = (Array.isArray(value) ? value : [value]).filter(
        (item): item is number => typeof item === 'number' && Number.isFinite(item),
      );
      return list.length > 0 ? list : undefined;
    });
    context.numericColumns.set(attribute, column);
  }
  return column;
}

/** Canonical text of a filter tree: the cache key for evaluated masks. */
export function filterKey(node: FilterNode): string {
  switch (node.kind) {
    case 'and':
    case 'or':
      return `${node.kind}(${node.children.map(filterKey).join(',')})`;
    case 'not':
      return `not(${filterKey(node.child)})`;
    case 'facet':
      return `f(${JSON.stringify(node.attribute)}=${JSON.stringify(node.value.toLowerCase())})`;
    case 'numeric':
      return `n(${JSON.stringify(node.attribute)}${node.operator}${node.value})`;
    case 'range':
      return `r(${JSON.stringify(node.attribute)}:${node.from}:${node.to})`;
    case 'boolean':
      return `b(${node.value})`;
  }
}

/** Facet, numeric, range and boolean conditions in a tree: what its evaluation costs. */
export function countConditions(node: FilterNode): number {
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.children.reduce((sum, child) => sum + countConditions(child), 0);
    case 'not':
      return countConditions(node.child);
    default:
      return 1;
  }
}

/** Throws a 400 naming `param` when a filter tree holds more conditions than the limit. */
export function assertFilterSize(node: FilterNode, param: string): FilterNode {
  const count = countConditions(node);
  if (count > ENGINE_LIMITS.maxFilterTerms) {
    throw new SearchError('SEARCH_INVALID_FILTER', `Invalid value for "${param}": ${count} conditions, the limit is ${ENGINE_LIMITS.maxFilterTerms}`);
  }
  return node;
}

/** True when the tree filters nothing (`[]`, `and()`). */
export function isEmptyFilter(node: FilterNode): boolean {
  return node.kind === 'and' && node.children.every(isEmptyFilter);
}

