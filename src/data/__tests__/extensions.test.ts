import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {site} from '../../site';
import {
  Categories,
  CategoryList,
  IconGlyphList,
  TagList,
  Tags,
  featuredExtensions,
  formatPrice,
  sortedExtensions,
  type Extension,
} from '../extensions';

/** The release line the site documents (platform brief: core 2.2.1). */
const CURRENT_PLATFORM_VERSION = [2, 2, 1] as const;

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** npm's rules for new package names: lowercase, URL-safe, optional scope. */
const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;
/** The only range shape we publish: a lower bound and an exclusive upper bound. */
const RANGE = /^>=(\d+)\.(\d+)\.(\d+) <(\d+)(?:\.(\d+))?(?:\.(\d+))?$/;

function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) {
      return diff;
    }
  }
  return 0;
}

function glyphFolder(glyph: string): string {
  return glyph
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('extensions data', () => {
  it('lists at least 20 extensions, in alphabetical order', () => {
    expect(sortedExtensions.length).toBeGreaterThanOrEqual(20);
    const names = sortedExtensions.map((extension) => extension.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})),
    );
  });

  it.each(sortedExtensions.map((extension) => [extension.name, extension] as const))(
    '%s follows the contributor rules',
    (_name, extension: Extension) => {
      expect(extension.name.trim()).toBe(extension.name);
      expect(extension.name.length).toBeGreaterThan(0);
      expect(extension.slug).toMatch(KEBAB_CASE);

      expect(extension.summary.length).toBeGreaterThan(0);
      expect(extension.summary.length).toBeLessThanOrEqual(120);
      expect(extension.summary).toMatch(/\.$/);
      expect(extension.description.length).toBeGreaterThan(extension.summary.length);
      expect(extension.description).toMatch(/\.$/);

      expect(CategoryList).toContain(extension.category);
      expect(extension.tags.length).toBeGreaterThan(0);
      for (const tag of extension.tags) {
        expect(TagList).toContain(tag);
      }
      expect(duplicates(extension.tags)).toEqual([]);
      expect(IconGlyphList).toContain(extension.icon);

      expect(extension.author.trim().length).toBeGreaterThan(0);
      if (extension.price.type === 'paid') {
        expect(Number.isInteger(extension.price.amount)).toBe(true);
        expect(extension.price.amount).toBeGreaterThan(0);
        expect(['one-time', 'year']).toContain(extension.price.period);
      } else {
        expect(Object.keys(extension.price)).toEqual(['type']);
      }

      expect(extension.npmPackage).toMatch(NPM_NAME);
      expect(extension.npmPackage.length).toBeLessThanOrEqual(214);

      const link = new URL(extension.link);
      expect(link.protocol).toBe('https:');
      if (extension.firstParty) {
        expect(extension.npmPackage.startsWith(`${site.npm.scope}/`)).toBe(true);
        expect(extension.link).toBe(`https://github.com/${site.repository.owner}/${extension.slug}`);
      } else {
        // The scope belongs to the core team; community packages must not look official.
        expect(extension.npmPackage.startsWith(`${site.npm.scope}/`)).toBe(false);
        expect(extension.link).toBe(`${site.url}/extensions?q=${extension.slug}`);
        expect(extension.author).not.toContain(site.name);
      }

      expect(Number.isInteger(extension.downloads)).toBe(true);
      expect(extension.downloads).toBeGreaterThan(0);
    },
  );

  it.each(sortedExtensions.map((extension) => [extension.name, extension.compatibility] as const))(
    '%s supports the current release (%s)',
    (_name, range) => {
      const match = RANGE.exec(range);
      expect(match, `"${range}" is not of the form ">=X.Y.Z <N"`).not.toBeNull();
      const numbers = match!.slice(1).map((part?: string) => (part === undefined ? 0 : Number(part)));
      const lower = numbers.slice(0, 3);
      const upper = numbers.slice(3, 6);
      expect(compareVersions(lower, upper)).toBeLessThan(0);
      expect(compareVersions(lower, CURRENT_PLATFORM_VERSION)).toBeLessThanOrEqual(0);
      expect(compareVersions(CURRENT_PLATFORM_VERSION, upper)).toBeLessThan(0);
    },
  );

  it('renders React only on the React 19 line', () => {
    // 2.2 moved to React 19, which breaks components built for 2.0 and 2.1.
    const rendersReact = sortedExtensions.filter(
      (extension) =>
        extension.category === 'theme' ||
        extension.tags.some((tag) => tag === 'storefront' || tag === 'admin' || tag === 'widget'),
    );
    for (const extension of rendersReact) {
      expect(extension.compatibility, extension.name).toMatch(/^>=2\.2\./);
    }
  });

  it('has no duplicate names, slugs, packages, links or summaries', () => {
    for (const key of ['name', 'slug', 'npmPackage', 'link', 'summary', 'description'] as const) {
      const values = sortedExtensions.map((extension) => extension[key].toLowerCase());
      expect(duplicates(values), key).toEqual([]);
    }
  });

  it('uses every category, tag and icon glyph it declares', () => {
    const categories = new Set(sortedExtensions.map((extension) => extension.category));
    const tags = new Set(sortedExtensions.flatMap((extension) => extension.tags));
    const icons = new Set(sortedExtensions.map((extension) => extension.icon));
    expect([...CategoryList].filter((category) => !categories.has(category))).toEqual([]);
    expect([...TagList].filter((tag) => !tags.has(tag))).toEqual([]);
    expect([...IconGlyphList].filter((icon) => !icons.has(icon))).toEqual([]);
  });

  it('has both first-party and community, free and paid entries', () => {
    expect(sortedExtensions.some((extension) => extension.firstParty)).toBe(true);
    expect(sortedExtensions.some((extension) => !extension.firstParty)).toBe(true);
    expect(sortedExtensions.some((extension) => extension.price.type === 'free')).toBe(true);
    expect(sortedExtensions.some((extension) => extension.price.type === 'paid')).toBe(true);
  });

  it('describes every category and tag', () => {
    expect(Object.keys(Categories).sort()).toEqual([...CategoryList].sort());
    expect(Object.keys(Tags).sort()).toEqual([...TagList].sort());
    for (const category of Object.values(Categories)) {
      expect(category.label.length).toBeGreaterThan(0);
      expect(category.description).toMatch(/\.$/);
    }
    for (const tag of Object.values(Tags)) {
      expect(tag.label.length).toBeGreaterThan(0);
      expect(tag.description).toMatch(/\.$/);
      expect(tag.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(duplicates(Object.values(Tags).map((tag) => tag.color))).toEqual([]);
  });

  it.each([...IconGlyphList])('draws the %s glyph in the repository', (glyph) => {
    const file = fileURLToPath(
      new URL(`../../components/Icon/${glyphFolder(glyph)}/index.tsx`, import.meta.url),
    );
    expect(existsSync(file), file).toBe(true);
  });

  it('formats prices', () => {
    expect(formatPrice({type: 'free'})).toBe('Free');
    expect(formatPrice({type: 'paid', amount: 49, period: 'one-time'})).toBe('$49 one-time');
    expect(formatPrice({type: 'paid', amount: 99, period: 'year'})).toBe('$99 per year');
  });
});

describe('featuredExtensions', () => {
  const entry = (name: string, downloads: number): Extension => ({...sortedExtensions[0]!, name, slug: name.toLowerCase(), downloads});

  it('takes the most installed, breaking ties by name, with the total of the whole list', () => {
    const list = [entry('Zeta', 10), entry('Alpha', 30), entry('Beta', 10), entry('Gamma', 50)];
    const featured = featuredExtensions(list, 3);
    expect(featured.total).toBe(4);
    expect(featured.extensions.map((extension) => extension.name)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('carries only what the strip shows, with the price as text and the marketplace link', () => {
    const [first] = featuredExtensions(sortedExtensions, 1).extensions;
    const source = sortedExtensions.find((extension) => extension.slug === first!.slug)!;
    expect(first).toEqual({
      name: source.name,
      slug: source.slug,
      summary: source.summary,
      firstParty: source.firstParty,
      icon: source.icon,
      price: formatPrice(source.price),
      href: `/extensions?q=${source.slug}`,
    });
  });
});
