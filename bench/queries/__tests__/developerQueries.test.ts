import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEVELOPER_QUERIES, HALF_LABELS, PAGES, queriesOf, queryHash, READ_FROM_THE_START_HALVES, READ_HALVES, splitOf, type DeveloperQuery, type Half} from '../developerQueries';
import {SECOND_HELD_OUT} from '../secondHeldOut';
import {SECOND_READING} from '../secondReading';
import {FOURTH_HELD_OUT} from '../fourthHeldOut';
import {FOURTH_READING} from '../fourthReading';
import {FIFTH_HELD_OUT} from '../fifthHeldOut';
import {SIXTH_HELD_OUT} from '../sixthHeldOut';
import {THIRD_HELD_OUT} from '../thirdHeldOut';
import {THIRD_READING} from '../thirdReading';
import {THIRD_SET} from '../thirdSet';
import {READ_FROM_THE_START} from '../readFromTheStart';
import {SECTION_READING, type SectionReading} from '../sectionReading';
import {TUNING_SECTION_READING} from '../tuningSectionReading';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every page a query may name. */
const KNOWN_PAGES = new Set<string>(Object.values(PAGES));

/** Blog slugs from the posts' front matter. */
function blogPaths(): string[] {
  const dir = path.join(root, 'blog');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `/blog/${/^slug:\s*(\S+)/m.exec(readFileSync(path.join(dir, file), 'utf8'))![1]}`);
}

/** A docs path answers to `docs/<path>.mdx` or `docs/<path>/index.mdx`, a site page to `src/pages/<path>`. */
function pageExists(page: string): boolean {
  const base = path.join(root, page.startsWith('/docs/') ? page.slice(1) : `src/pages${page}`);
  return existsSync(`${base}.mdx`) || existsSync(path.join(base, 'index.mdx')) || existsSync(path.join(base, 'index.tsx'));
}

/** `set` holds at least `minimum` distinct queries that `earlier` does not, each naming known pages, of every kind. */
function expectNewSet(set: readonly DeveloperQuery[], earlier: readonly DeveloperQuery[], minimum = 200): void {
  expect(set.length).toBeGreaterThanOrEqual(minimum);
  const before = new Set(earlier.map((entry) => entry.query.toLowerCase()));
  const texts = set.map((entry) => entry.query.toLowerCase());
  expect(new Set(texts).size).toBe(texts.length);
  expect(texts.filter((text) => before.has(text))).toEqual([]);
  for (const entry of set) {
    expect(entry.expected.length, entry.query).toBeGreaterThan(0);
    for (const page of entry.expected) expect(KNOWN_PAGES.has(page), `${entry.query} → ${page}`).toBe(true);
  }
  expect(new Set(set.map((entry) => entry.kind))).toEqual(new Set(DEVELOPER_QUERIES.map((entry) => entry.kind)));
}

/** Every query set written before set 8, the first read from the start. */
const WRITTEN_BEFORE_SET_8 = [...DEVELOPER_QUERIES, ...SECOND_HELD_OUT, ...THIRD_SET, ...THIRD_HELD_OUT, ...FOURTH_HELD_OUT, ...FIFTH_HELD_OUT, ...SIXTH_HELD_OUT];

/**
 * Where the sets read from the start begin to ask for 150 new queries, not 200 (set 13 and every set
 * after it): fewer survive each round of the same brief (121 of 318 repeated an earlier set by set
 * 13, 157 of 326 by set 22), and a read set needs no interval.
 */
const FIRST_LATE_ROUND = READ_FROM_THE_START.findIndex(({half}) => half === 'thirteenthSet');

describe('developer query set', () => {
  it('has at least 300 distinct queries, each with an answer', () => {
    expect(DEVELOPER_QUERIES.length).toBeGreaterThanOrEqual(300);
    const texts = DEVELOPER_QUERIES.map((entry) => entry.query.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    for (const entry of DEVELOPER_QUERIES) expect(entry.expected.length, entry.query).toBeGreaterThan(0);
  });

  it('points only at pages that exist', () => {
    const blog = blogPaths();
    for (const page of Object.values(PAGES)) {
      expect(page.startsWith('/blog/') ? blog.includes(page) : pageExists(page), page).toBe(true);
    }
    for (const entry of DEVELOPER_QUERIES) for (const page of entry.expected) expect(KNOWN_PAGES.has(page), `${entry.query} → ${page}`).toBe(true);
  });

  it('covers every guide and API page', () => {
    const answered = new Set(DEVELOPER_QUERIES.flatMap((entry) => entry.expected));
    const docs = (dir: string): string[] =>
      readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.mdx') && !file.endsWith('index.mdx') && !file.startsWith('_'))
        .map((file) => `/${dir}/${file.replace(/\.mdx$/, '')}`);
    for (const page of [...docs('docs/development'), ...docs('docs/api')]) expect(answered.has(page), page).toBe(true);
  });

  it('splits once, by hash, into two halves of similar size', () => {
    expect(queryHash('cancel an order')).toBe(queryHash('Cancel an order'));
    expect(splitOf('cancel an order')).toBe(splitOf('CANCEL AN ORDER'));
    const tuning = queriesOf('tuning').length;
    const heldOut = queriesOf('heldOut').length;
    expect(tuning + heldOut).toBe(DEVELOPER_QUERIES.length);
    expect(Math.abs(tuning - heldOut) / DEVELOPER_QUERIES.length).toBeLessThan(0.1);
  });

  it('has a second held-out set of new queries, each answered by a known page, of every kind', () => {
    expectNewSet(SECOND_HELD_OUT, DEVELOPER_QUERIES);
  });

  it('has a third set of queries neither other set holds, each answered by a known page, of every kind', () => {
    expectNewSet(THIRD_SET, [...DEVELOPER_QUERIES, ...SECOND_HELD_OUT]);
  });

  it('has a third held-out set of queries no earlier set holds, each answered by a known page, of every kind', () => {
    expectNewSet(THIRD_HELD_OUT, [...DEVELOPER_QUERIES, ...SECOND_HELD_OUT, ...THIRD_SET]);
  });

  it('has a fourth held-out set of queries no earlier set holds, each answered by a known page, of every kind', () => {
    expectNewSet(FOURTH_HELD_OUT, [...DEVELOPER_QUERIES, ...SECOND_HELD_OUT, ...THIRD_SET, ...THIRD_HELD_OUT]);
  });

  it('has a fifth held-out set of queries no earlier set holds, each answered by a known page, of every kind', () => {
    expectNewSet(FIFTH_HELD_OUT, [...DEVELOPER_QUERIES, ...SECOND_HELD_OUT, ...THIRD_SET, ...THIRD_HELD_OUT, ...FOURTH_HELD_OUT]);
  });

  it('has a sixth held-out set of queries no earlier set holds, each answered by a known page, of every kind', () => {
    expectNewSet(SIXTH_HELD_OUT, [...DEVELOPER_QUERIES, ...SECOND_HELD_OUT, ...THIRD_SET, ...THIRD_HELD_OUT, ...FOURTH_HELD_OUT, ...FIFTH_HELD_OUT]);
  });

  it('lets relevance work read the sets labelled read and the tuning half, never held-out 4 or 6', () => {
    const labelledRead = (Object.keys(HALF_LABELS) as Half[]).filter((half) => HALF_LABELS[half].endsWith('(read)'));
    expect([...READ_HALVES].sort()).toEqual(['tuning', ...labelledRead].sort());
    expect(READ_HALVES).not.toContain('heldOut4');
    expect(READ_HALVES).not.toContain('heldOut6');
  });

  it('holds the sets read from the start in the order their labels number them', () => {
    expect(READ_FROM_THE_START.map(({half}) => half)).toEqual([...READ_FROM_THE_START_HALVES]);
    expect(HALF_LABELS.eighthSet).toBe('set 8 (read)');
    expect(HALF_LABELS.twentySecondSet).toBe('set 22 (read)');
  });

  it.each(READ_FROM_THE_START.map(({half}, index) => [half, index] as const))(
    'has %s, a set of queries no earlier set holds, each answered by a known page, of every kind',
    (half, index) => {
      const earlier = [...WRITTEN_BEFORE_SET_8, ...READ_FROM_THE_START.slice(0, index).flatMap(({queries}) => queries)];
      expectNewSet(READ_FROM_THE_START[index]!.queries, earlier, index >= FIRST_LATE_ROUND ? 150 : 200);
      // The bench names the set's file by its half.
      expect(existsSync(path.join(root, 'bench/queries', `${half}.ts`))).toBe(true);
    },
  );

  it.each([
    ['held-out 2', SECOND_READING, SECOND_HELD_OUT],
    ['held-out 3', THIRD_READING, THIRD_HELD_OUT],
    ['held-out 4', FOURTH_READING, FOURTH_HELD_OUT],
  ] as const)("reads every %s query a second time, in the set's order, naming known pages", (_, reading, set) => {
    expect(reading.map((entry) => entry.query)).toEqual(set.map((entry) => entry.query));
    for (const entry of reading) {
      expect(entry.pages.length, entry.query).toBeGreaterThan(0);
      expect(new Set(entry.pages).size, entry.query).toBe(entry.pages.length);
      for (const page of entry.pages) expect(KNOWN_PAGES.has(page), `${entry.query} → ${page}`).toBe(true);
    }
  });

  it.each([
    ['the tuning half', TUNING_SECTION_READING, DEVELOPER_QUERIES.filter((entry) => splitOf(entry.query) === 'tuning')],
    ['held-out 2', SECTION_READING, SECOND_HELD_OUT],
  ] as const)("reads every query of %s for sections, in the set's order, on each of its pages", (_, reading: readonly SectionReading[], queries) => {
    expect(reading.map((entry) => entry.query)).toEqual(queries.map((entry) => entry.query));
    reading.forEach((entry, i) => {
      expect(new Set(entry.sections).size, entry.query).toBe(entry.sections.length);
      for (const section of entry.sections) expect(section, entry.query).toMatch(/^\/[^#\s]*(#[\w-]+)?$/);
      expect(new Set(entry.sections.map((section) => section.split('#')[0])), entry.query).toEqual(new Set(queries[i]!.expected));
    });
  });
});
