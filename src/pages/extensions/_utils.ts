/**
 * The marketplace's filter state and the pure functions over it. The URL query string is the
 * only place the state lives: `parseFilters` reads it, `applyFiltersToSearch` writes it, and
 * `selectExtensions` turns it into the list on screen. The React hooks that wire these to the
 * router live in `_hooks.ts`, so this module stays free of Docusaurus imports and runs as-is in
 * the unit tests.
 */
import {
  Categories,
  CategoryList,
  TagList,
  Tags,
  marketplacePath,
  type CategoryType,
  type Extension,
  type TagType,
} from '../../data/extensions';

export const OperatorList = ['or', 'and'] as const;
/** How selected tags combine: `or` keeps extensions with any of them, `and` with all of them. */
export type Operator = (typeof OperatorList)[number];

export const PriceFilterList = ['free', 'paid'] as const;
export type PriceFilter = (typeof PriceFilterList)[number];

export const AuthorFilterList = ['first-party', 'community'] as const;
export type AuthorFilter = (typeof AuthorFilterList)[number];

export const SortList = ['popular', 'name'] as const;
/** `popular`: most weekly installs first; `name`: alphabetical. */
export type SortKey = (typeof SortList)[number];

export interface ExtensionFilterState {
  /** Free text, matched word by word. */
  query: string;
  /** Any of these categories (an extension has one, so categories always widen). */
  categories: CategoryType[];
  tags: TagType[];
  operator: Operator;
  /** `null`: free and paid. */
  price: PriceFilter | null;
  /** `null`: first-party and community. */
  author: AuthorFilter | null;
  sort: SortKey;
}

/** Query-string parameter names; values equal to `DEFAULT_FILTERS` are left out of the URL. */
export const QUERY_KEYS = {
  query: 'q',
  categories: 'category',
  tags: 'tag',
  operator: 'operator',
  price: 'price',
  author: 'author',
  sort: 'sort',
} as const satisfies Record<keyof ExtensionFilterState, string>;

export const DEFAULT_FILTERS = {
  query: '',
  categories: [],
  tags: [],
  operator: 'or',
  price: null,
  author: null,
  sort: 'popular',
} as const satisfies ExtensionFilterState;

/** Longer text is cut: nothing in the data is that long, and the URL stays readable. */
export const MAX_QUERY_LENGTH = 100;

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** Known values only, each once, in the order of `list` so equal states give equal URLs. */
function pickList<T extends string>(list: readonly T[], values: string[]): T[] {
  return list.filter((item) => values.includes(item));
}

/**
 * Reads the filter state from a query string (with or without the leading `?`). Unknown
 * parameters and values are ignored rather than rejected: a hand-edited or outdated link
 * still opens the marketplace, with the parts that still make sense.
 */
export function parseFilters(search: string): ExtensionFilterState {
  const params = new URLSearchParams(search);
  const operator = params.get(QUERY_KEYS.operator);
  const price = params.get(QUERY_KEYS.price);
  const author = params.get(QUERY_KEYS.author);
  const sort = params.get(QUERY_KEYS.sort);
  return {
    query: (params.get(QUERY_KEYS.query) ?? '').slice(0, MAX_QUERY_LENGTH),
    categories: pickList(CategoryList, params.getAll(QUERY_KEYS.categories)),
    tags: pickList(TagList, params.getAll(QUERY_KEYS.tags)),
    operator: isOneOf(OperatorList, operator) ? operator : DEFAULT_FILTERS.operator,
    price: isOneOf(PriceFilterList, price) ? price : DEFAULT_FILTERS.price,
    author: isOneOf(AuthorFilterList, author) ? author : DEFAULT_FILTERS.author,
    sort: isOneOf(SortList, sort) ? sort : DEFAULT_FILTERS.sort,
  };
}

/**
 * Writes the filter state into a query string, keeping parameters that are not ours (a
 * campaign tag, say). Returns `''` or a string starting with `?`.
 */
export function applyFiltersToSearch(search: string, state: ExtensionFilterState): string {
  const params = new URLSearchParams(search);
  for (const key of Object.values(QUERY_KEYS)) {
    params.delete(key);
  }
  const query = state.query.slice(0, MAX_QUERY_LENGTH);
  if (query.trim() !== '') {
    params.set(QUERY_KEYS.query, query);
  }
  for (const category of pickList(CategoryList, state.categories)) {
    params.append(QUERY_KEYS.categories, category);
  }
  for (const tag of pickList(TagList, state.tags)) {
    params.append(QUERY_KEYS.tags, tag);
  }
  if (state.operator !== DEFAULT_FILTERS.operator) {
    params.set(QUERY_KEYS.operator, state.operator);
  }
  if (state.price !== null) {
    params.set(QUERY_KEYS.price, state.price);
  }
  if (state.author !== null) {
    params.set(QUERY_KEYS.author, state.author);
  }
  if (state.sort !== DEFAULT_FILTERS.sort) {
    params.set(QUERY_KEYS.sort, state.sort);
  }
  const result = params.toString();
  return result === '' ? '' : `?${result}`;
}

/** Lower case without accents, so "cafe" finds "Café". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function searchableText(extension: Extension): string {
  return normalizeText(
    [
      extension.name,
      extension.slug,
      extension.summary,
      extension.description,
      extension.npmPackage,
      extension.author,
      Categories[extension.category].label,
      ...extension.tags.map((tag) => Tags[tag].label),
    ].join(' '),
  );
}

/** Every word of the query must appear somewhere in the extension's text. */
export function matchesQuery(extension: Extension, query: string): boolean {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const text = searchableText(extension);
  return words.every((word) => text.includes(word));
}

function matchesTags(extension: Extension, tags: TagType[], operator: Operator): boolean {
  if (tags.length === 0) {
    return true;
  }
  return operator === 'and'
    ? tags.every((tag) => extension.tags.includes(tag))
    : tags.some((tag) => extension.tags.includes(tag));
}

/** The extensions that pass every filter, in their original order. */
export function filterExtensions(
  extensions: readonly Extension[],
  state: Omit<ExtensionFilterState, 'sort'>,
): Extension[] {
  return extensions.filter(
    (extension) =>
      (state.categories.length === 0 || state.categories.includes(extension.category)) &&
      matchesTags(extension, state.tags, state.operator) &&
      (state.price === null || extension.price.type === state.price) &&
      (state.author === null || extension.firstParty === (state.author === 'first-party')) &&
      matchesQuery(extension, state.query),
  );
}

function compareNames(a: Extension, b: Extension): number {
  return a.name.localeCompare(b.name, 'en', {sensitivity: 'base'});
}

/** A sorted copy; popularity ties fall back to the name so the order never flickers. */
export function sortExtensions(extensions: readonly Extension[], sort: SortKey): Extension[] {
  const sorted = [...extensions];
  return sort === 'name'
    ? sorted.sort(compareNames)
    : sorted.sort((a, b) => b.downloads - a.downloads || compareNames(a, b));
}

export function selectExtensions(
  extensions: readonly Extension[],
  state: ExtensionFilterState,
): Extension[] {
  return sortExtensions(filterExtensions(extensions, state), state.sort);
}

/** One filter the visitor has set, with the state they would get by removing it. */
export interface ActiveFilter {
  /** Stable React key. */
  key: string;
  /** What the filter is, for people: `Tag: Webhooks`. */
  label: string;
  without: ExtensionFilterState;
}

const PRICE_LABELS: Record<PriceFilter, string> = {free: 'Free', paid: 'Paid'};
const AUTHOR_LABELS: Record<AuthorFilter, string> = {
  'first-party': 'First-party',
  community: 'Community',
};

/** The filters that narrow the list (sorting and the operator alone narrow nothing). */
export function activeFilters(state: ExtensionFilterState): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (state.query.trim() !== '') {
    filters.push({
      key: 'query',
      label: `Search: “${state.query.trim()}”`,
      without: {...state, query: ''},
    });
  }
  for (const category of state.categories) {
    filters.push({
      key: `category-${category}`,
      label: `Category: ${Categories[category].label}`,
      without: {...state, categories: state.categories.filter((item) => item !== category)},
    });
  }
  for (const tag of state.tags) {
    filters.push({
      key: `tag-${tag}`,
      label: `Tag: ${Tags[tag].label}`,
      without: {...state, tags: state.tags.filter((item) => item !== tag)},
    });
  }
  if (state.price !== null) {
    filters.push({
      key: 'price',
      label: `Price: ${PRICE_LABELS[state.price]}`,
      without: {...state, price: null},
    });
  }
  if (state.author !== null) {
    filters.push({
      key: 'author',
      label: `Author: ${AUTHOR_LABELS[state.author]}`,
      without: {...state, author: null},
    });
  }
  return filters;
}

/** Clears every filter but keeps the visitor's sort order. */
export function clearedFilters(state: ExtensionFilterState): ExtensionFilterState {
  return {...DEFAULT_FILTERS, categories: [], tags: [], sort: state.sort};
}

/** "Showing 7 of 22 extensions" / "Showing all 22 extensions". */
export function resultSummary(shown: number, total: number): string {
  const noun = total === 1 ? 'extension' : 'extensions';
  return shown === total ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

/** The install command shown on each card. */
export function installCommand(extension: Extension): string {
  return `npm install ${extension.npmPackage}`;
}

/** The marketplace permalink of one extension, relative to the site root. */
export function extensionPath(extension: Extension): string {
  return marketplacePath(extension.slug);
}
