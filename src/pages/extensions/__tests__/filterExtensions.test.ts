import {describe, expect, it} from 'vitest';
import {sortedExtensions, type Extension} from '../../../data/extensions';
import {
  DEFAULT_FILTERS,
  QUERY_KEYS,
  MAX_QUERY_LENGTH,
  activeFilters,
  applyFiltersToSearch,
  clearedFilters,
  extensionPath,
  filterExtensions,
  installCommand,
  matchesQuery,
  parseFilters,
  resultSummary,
  selectExtensions,
  sortExtensions,
  type ExtensionFilterState,
} from '../_utils';

/** A small fixed catalogue, so the expectations do not move when the real data grows. */
function extension(overrides: Partial<Extension> & Pick<Extension, 'name' | 'slug'>): Extension {
  return {
    summary: `${overrides.name} does one thing.`,
    description: `${overrides.name} does one thing, and does it well.`,
    category: 'marketing',
    tags: ['admin'],
    author: 'Someone',
    firstParty: false,
    price: {type: 'free'},
    npmPackage: `merchantry-${overrides.slug}`,
    link: `https://merchantry.io/extensions?q=${overrides.slug}`,
    compatibility: '>=2.2.0 <3',
    downloads: 100,
    icon: 'star',
    ...overrides,
  };
}

const FIXTURES: Extension[] = [
  extension({
    name: 'Klarna Payments',
    slug: 'klarna',
    category: 'payment',
    tags: ['storefront', 'webhooks', 'external-service'],
    firstParty: true,
    npmPackage: '@merchantry/klarna',
    price: {type: 'paid', amount: 99, period: 'year'},
    downloads: 270,
  }),
  extension({
    name: 'Mollie Payments',
    slug: 'mollie',
    category: 'payment',
    tags: ['storefront', 'webhooks'],
    downloads: 210,
    summary: 'Accepts iDEAL and Bancontact.',
  }),
  extension({
    name: 'Wishlist',
    slug: 'wishlist',
    category: 'merchandise',
    tags: ['storefront', 'database'],
    downloads: 510,
  }),
  extension({
    name: 'Café Theme',
    slug: 'cafe-theme',
    category: 'theme',
    tags: ['storefront', 'widget'],
    firstParty: true,
    npmPackage: '@merchantry/theme-cafe',
    price: {type: 'paid', amount: 49, period: 'one-time'},
    downloads: 510,
  }),
  extension({
    name: 'Order Export',
    slug: 'order-export',
    category: 'orders',
    tags: ['admin', 'jobs'],
    firstParty: true,
    npmPackage: '@merchantry/order_export',
    downloads: 300,
  }),
];

function names(list: Extension[]): string[] {
  return list.map((item) => item.name);
}

function state(overrides: Partial<ExtensionFilterState>): ExtensionFilterState {
  return {...DEFAULT_FILTERS, categories: [], tags: [], ...overrides};
}

describe('parseFilters', () => {
  it('returns the defaults for an empty query string', () => {
    expect(parseFilters('')).toEqual(DEFAULT_FILTERS);
    expect(parseFilters('?')).toEqual(DEFAULT_FILTERS);
  });

  it('reads every parameter', () => {
    expect(
      parseFilters(
        '?q=pay+later&category=payment&category=theme&tag=webhooks&tag=storefront&operator=and&price=paid&author=first-party&sort=name',
      ),
    ).toEqual({
      query: 'pay later',
      categories: ['payment', 'theme'],
      // Tags come back in TagList order, whatever order the URL had.
      tags: ['storefront', 'webhooks'],
      operator: 'and',
      price: 'paid',
      author: 'first-party',
      sort: 'name',
    });
  });

  it('ignores unknown values and duplicates instead of failing', () => {
    expect(
      parseFilters('category=nope&category=payment&category=payment&tag=x&operator=xor&price=cheap&author=me&sort=random'),
    ).toEqual({...DEFAULT_FILTERS, categories: ['payment']});
  });

  it('caps the query length', () => {
    expect(parseFilters(`q=${'a'.repeat(500)}`).query).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('applyFiltersToSearch', () => {
  it('writes nothing for the defaults', () => {
    expect(applyFiltersToSearch('', DEFAULT_FILTERS)).toBe('');
  });

  it('round-trips through parseFilters', () => {
    const filters = state({
      query: 'gift card',
      categories: ['checkout', 'payment'],
      tags: ['database', 'rest-api'],
      operator: 'and',
      price: 'free',
      author: 'community',
      sort: 'name',
    });
    const search = applyFiltersToSearch('', filters);
    expect(search.startsWith('?')).toBe(true);
    expect(parseFilters(search)).toEqual(filters);
  });

  it('keeps parameters that belong to someone else', () => {
    const search = applyFiltersToSearch('?utm_source=newsletter&tag=admin', state({tags: ['jobs']}));
    expect(new URLSearchParams(search).get('utm_source')).toBe('newsletter');
    expect(new URLSearchParams(search).getAll('tag')).toEqual(['jobs']);
  });

  it('drops a query made only of spaces', () => {
    expect(applyFiltersToSearch('', state({query: '   '}))).toBe('');
  });

  it('gives equal states equal URLs', () => {
    expect(applyFiltersToSearch('', state({tags: ['webhooks', 'admin']}))).toBe(
      applyFiltersToSearch('', state({tags: ['admin', 'webhooks']})),
    );
  });
});

describe('matchesQuery', () => {
  const [klarna] = FIXTURES;
  it('matches every word, anywhere, in any case', () => {
    expect(matchesQuery(klarna!, 'KLARNA')).toBe(true);
    expect(matchesQuery(klarna!, 'payments klarna')).toBe(true);
    expect(matchesQuery(klarna!, 'klarna wishlist')).toBe(false);
  });

  it('searches the package, the category and tag labels', () => {
    expect(matchesQuery(klarna!, '@merchantry/klarna')).toBe(true);
    expect(matchesQuery(klarna!, 'payment')).toBe(true);
    expect(matchesQuery(klarna!, 'webhooks')).toBe(true);
    expect(matchesQuery(klarna!, 'external service')).toBe(true);
  });

  it('ignores accents both ways', () => {
    const cafe = FIXTURES.find((item) => item.slug === 'cafe-theme')!;
    expect(matchesQuery(cafe, 'cafe')).toBe(true);
    expect(matchesQuery(cafe, 'café')).toBe(true);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesQuery(klarna!, '')).toBe(true);
    expect(matchesQuery(klarna!, '  ')).toBe(true);
  });
});

describe('filterExtensions', () => {
  it('returns everything without filters', () => {
    expect(filterExtensions(FIXTURES, DEFAULT_FILTERS)).toEqual(FIXTURES);
  });

  it('combines categories with OR', () => {
    expect(names(filterExtensions(FIXTURES, state({categories: ['theme', 'orders']})))).toEqual([
      'Café Theme',
      'Order Export',
    ]);
  });

  it('combines tags with OR by default and AND on request', () => {
    const tags: ExtensionFilterState['tags'] = ['webhooks', 'database'];
    expect(names(filterExtensions(FIXTURES, state({tags})))).toEqual([
      'Klarna Payments',
      'Mollie Payments',
      'Wishlist',
    ]);
    expect(names(filterExtensions(FIXTURES, state({tags, operator: 'and'})))).toEqual([]);
    expect(
      names(filterExtensions(FIXTURES, state({tags: ['storefront', 'webhooks'], operator: 'and'}))),
    ).toEqual(['Klarna Payments', 'Mollie Payments']);
  });

  it('filters by price and by author', () => {
    expect(names(filterExtensions(FIXTURES, state({price: 'paid'})))).toEqual([
      'Klarna Payments',
      'Café Theme',
    ]);
    expect(names(filterExtensions(FIXTURES, state({price: 'free'})))).toEqual([
      'Mollie Payments',
      'Wishlist',
      'Order Export',
    ]);
    expect(names(filterExtensions(FIXTURES, state({author: 'community'})))).toEqual([
      'Mollie Payments',
      'Wishlist',
    ]);
    expect(names(filterExtensions(FIXTURES, state({author: 'first-party'})))).toEqual([
      'Klarna Payments',
      'Café Theme',
      'Order Export',
    ]);
  });

  it('applies every filter at once (AND between filter groups)', () => {
    expect(
      names(
        filterExtensions(
          FIXTURES,
          state({query: 'payments', categories: ['payment'], tags: ['webhooks'], price: 'free', author: 'community'}),
        ),
      ),
    ).toEqual(['Mollie Payments']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterExtensions(FIXTURES, state({query: 'blockchain'}))).toEqual([]);
  });

  it('does not mutate its input', () => {
    const copy = [...FIXTURES];
    filterExtensions(FIXTURES, state({price: 'paid'}));
    expect(FIXTURES).toEqual(copy);
  });
});

describe('sortExtensions', () => {
  it('sorts by weekly installs, ties by name', () => {
    expect(names(sortExtensions(FIXTURES, 'popular'))).toEqual([
      'Café Theme',
      'Wishlist',
      'Order Export',
      'Klarna Payments',
      'Mollie Payments',
    ]);
  });

  it('sorts by name', () => {
    expect(names(sortExtensions(FIXTURES, 'name'))).toEqual([
      'Café Theme',
      'Klarna Payments',
      'Mollie Payments',
      'Order Export',
      'Wishlist',
    ]);
  });

  it('returns a copy', () => {
    const sorted = sortExtensions(FIXTURES, 'name');
    expect(sorted).not.toBe(FIXTURES);
    expect(FIXTURES[0]!.name).toBe('Klarna Payments');
  });
});

describe('selectExtensions on the real data', () => {
  it('finds each extension by its permalink query', () => {
    for (const item of sortedExtensions) {
      const query = new URLSearchParams(extensionPath(item).split('?')[1]).get(QUERY_KEYS.query)!;
      const found = selectExtensions(sortedExtensions, state({query}));
      expect(names(found), item.slug).toContain(item.name);
    }
  });

  it('shows every extension by default, most popular first', () => {
    const shown = selectExtensions(sortedExtensions, DEFAULT_FILTERS);
    expect(shown).toHaveLength(sortedExtensions.length);
    for (let i = 1; i < shown.length; i += 1) {
      expect(shown[i - 1]!.downloads).toBeGreaterThanOrEqual(shown[i]!.downloads);
    }
  });
});

describe('activeFilters and clearedFilters', () => {
  const filters = state({
    query: ' chat ',
    categories: ['customer-support'],
    tags: ['storefront', 'admin'],
    operator: 'and',
    price: 'free',
    author: 'community',
    sort: 'name',
  });

  it('lists each narrowing filter with the state that removes it', () => {
    const active = activeFilters(filters);
    expect(active.map((filter) => filter.label)).toEqual([
      'Search: “chat”',
      'Category: Customer support',
      'Tag: Storefront',
      'Tag: Admin',
      'Price: Free',
      'Author: Community',
    ]);
    expect(active[2]!.without.tags).toEqual(['admin']);
    expect(active[0]!.without.query).toBe('');
    expect(new Set(active.map((filter) => filter.key)).size).toBe(active.length);
  });

  it('does not count sorting or the operator as a filter', () => {
    expect(activeFilters(state({sort: 'name', operator: 'and'}))).toEqual([]);
  });

  it('clears the filters and keeps the sort', () => {
    expect(clearedFilters(filters)).toEqual({...DEFAULT_FILTERS, sort: 'name'});
  });
});

describe('labels', () => {
  it('summarises the result count', () => {
    expect(resultSummary(7, 22)).toBe('Showing 7 of 22 extensions');
    expect(resultSummary(22, 22)).toBe('Showing all 22 extensions');
    expect(resultSummary(0, 22)).toBe('Showing 0 of 22 extensions');
  });

  it('builds the install command and the permalink', () => {
    const [klarna] = FIXTURES;
    expect(installCommand(klarna!)).toBe('npm install @merchantry/klarna');
    expect(extensionPath(klarna!)).toBe('/extensions?q=klarna');
  });
});
