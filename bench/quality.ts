/**
 * Search quality: the developer query set (bench/queries/developerQueries.ts, its tuning half and
 * its first held-out half) and the second held-out set (bench/queries/secondHeldOut.ts) scored with
 * success@1, success@5 and MRR@10, per page, for four systems over the same records. The second
 * held-out set is scored twice: against its writers' pages, and against those and the pages a
 * second reader named (bench/queries/secondReading.ts), whose agreement with the writers is printed
 * first, so that a miss can be told from a query two readers would answer differently. On the
 * tuning half and held-out 2, where each system's first row opens is also scored against the places
 * on the pages readers named (bench/queries/tuningSectionReading.ts, sectionReading.ts). Systems:
 *  - site search as shipped: the engine with the site's settings, synonyms and the re-ranking by
 *    section (what the site server answers in local mode);
 *  - strict Algolia: the same records and settings, the synonyms `search:push` sends (the reviewed
 *    list and the stem groups), Algolia's ranking only (what hosted Algolia answers);
 *  - hosted mode as shipped: strict Algolia's hits re-ranked as the browser re-ranks them
 *    (search/hostedRerank.ts);
 *  - MiniSearch with its default options.
 * `npm run bench -- --only=quality` prints just this; never part of `npm test`.
 */
import {parseSearchableAttributes} from '../search/engine/attributes';
import {SearchEngine, type EngineRecord} from '../search/engine/index';
import {docSearchModalRequest} from '../search/docSearchModalRequest';
import {HOSTED_PAGE_ORDER, hostedAnswer, hostedQuery, relaxedQuery} from '../search/hostedRerank';
import type {PageOrder} from '../search/sectionOrder';
import type {DocSearchRecord} from '../search/records';
import {SITE_SEARCH_SETTINGS} from '../search/siteSettings';
import {siteSynonymsFor} from '../search/siteSynonyms';
import {DEVELOPER_QUERIES, HALF_LABELS, splitOf, type DeveloperQuery, type Half, type ReadFromTheStartHalf} from './queries/developerQueries';
import {SECOND_HELD_OUT} from './queries/secondHeldOut';
import {FOURTH_HELD_OUT} from './queries/fourthHeldOut';
import {FOURTH_READING} from './queries/fourthReading';
import {FIFTH_HELD_OUT} from './queries/fifthHeldOut';
import {SIXTH_HELD_OUT} from './queries/sixthHeldOut';
import {READ_FROM_THE_START} from './queries/readFromTheStart';
import {THIRD_HELD_OUT} from './queries/thirdHeldOut';
import {THIRD_SET} from './queries/thirdSet';
import {SECOND_READING, type SecondReading} from './queries/secondReading';
import {THIRD_READING} from './queries/thirdReading';
import {SECTION_READING, type SectionReading} from './queries/sectionReading';
import {TUNING_SECTION_READING} from './queries/tuningSectionReading';
import {toolRequire} from '../tools/install';
import {pairedDifference, wilsonInterval} from './stats';

/** The part of MiniSearch's API used here (typed here: it is installed on demand, tools/bench). */
export interface MiniSearchIndex<T> {
  addAll(documents: readonly T[]): void;
  /** `prefix` and `fuzzy` (a share of the word's length) as in MiniSearch's README. */
  search(query: string, options?: {prefix?: boolean; fuzzy?: number}): {id: unknown}[];
}
type MiniSearchClass = new <T>(options: {
  fields: string[];
  idField: string;
  extractField: (document: T, field: string) => string;
}) => MiniSearchIndex<T>;

const INDEX = 'bench';

/** A system under test: the URLs of its hits for a query, in the order a reader sees them. */
export interface RankingSystem {
  label: string;
  hits: (query: string) => string[];
}

export interface HalfScores {
  count: number;
  successAt1: number;
  successAt5: number;
  mrrAt10: number;
}

export interface Miss {
  query: string;
  expected: readonly string[];
  got: string | null;
  /** 1-based rank of the first expected page, or null when not in the top 10. */
  rank: number | null;
}

/** The modal's request (search-protocol.md §1.2): hit order is what a reader sees first. */
export const modalRequest = (query: string): Record<string, unknown> => docSearchModalRequest(query, INDEX);

export const pagePath = (url: string): string => new URL(url).pathname;

/** A hit's row as the labels name it: its path and anchor. */
export const rowOf = (url: string): string => {
  const {pathname, hash} = new URL(url);
  return pathname + hash;
};

/** Distinct page paths in hit order: success is per page, not per record. */
export function pagesOf(urls: Iterable<string>): string[] {
  const seen: string[] = [];
  for (const url of urls) {
    const page = pagePath(url);
    if (!seen.includes(page)) seen.push(page);
  }
  return seen;
}

export function engineSystem(label: string, engine: SearchEngine): RankingSystem {
  return {label, hits: (query) => engine.searchRequest(modalRequest(query), INDEX).hits.map((hit) => String(hit.url))};
}

/**
 * What the modal shows in hosted mode: `engine`'s hits for the request the browser sends (asked
 * again with every word optional when they do not fill the page), re-ranked there.
 */
export function hostedSystem(label: string, engine: SearchEngine, pageOrder: PageOrder<string> = HOSTED_PAGE_ORDER): RankingSystem {
  return {
    label,
    hits: (query) => {
      const request = modalRequest(query);
      const sent = hostedQuery(request);
      const strict = engine.searchRequest(sent, INDEX);
      const again = relaxedQuery(sent, strict);
      const answer = again ? engine.searchRequest(again, INDEX) : strict;
      return hostedAnswer(request, answer, pageOrder).hits.map((hit) => String(hit.url));
    },
  };
}

/**
 * The records' attributes the site's settings search (`unordered(hierarchy.lvl1)` → `hierarchy`),
 * so that MiniSearch reads the same words: page keywords and code identifiers included.
 */
export const MINISEARCH_FIELDS = [
  ...new Set(parseSearchableAttributes(SITE_SEARCH_SETTINGS.searchableAttributes ?? []).flatMap(({paths}) => paths.map((attribute) => attribute.split('.')[0]!))),
];

/** MiniSearch over the records with default options; an object or list attribute is flattened to one text field. */
export function miniSearchIndex(records: readonly DocSearchRecord[]): MiniSearchIndex<DocSearchRecord> {
  const MiniSearch = toolRequire('bench')('minisearch') as MiniSearchClass;
  const mini = new MiniSearch<DocSearchRecord>({
    fields: MINISEARCH_FIELDS,
    idField: 'objectID',
    extractField: (document: DocSearchRecord, field: string) => {
      const value = (document as unknown as Record<string, unknown>)[field];
      if (value && typeof value === 'object') return Object.values(value).filter(Boolean).join(' ');
      return (value as string | null) ?? '';
    },
  });
  mini.addAll(records);
  return mini;
}

export const MINISEARCH_LABEL = 'MiniSearch (defaults)';

/** MiniSearch with default options, as a ranking system. */
export function miniSearchSystem(records: readonly DocSearchRecord[]): RankingSystem {
  const mini = miniSearchIndex(records);
  const byId = new Map(records.map((record) => [record.objectID, record]));
  return {label: MINISEARCH_LABEL, hits: (query) => mini.search(query).map((result) => byId.get(String(result.id))!.url)};
}

/** The three systems of the issue and hosted mode as shipped, over one set of records. */
export function qualitySystems(records: readonly DocSearchRecord[]): RankingSystem[] {
  const engineRecords = records as unknown as EngineRecord[];
  // What the site server and search:push both load; local mode leaves the stem groups to its stems.
  const synonyms = siteSynonymsFor(records);
  const strict = new SearchEngine(engineRecords, SITE_SEARCH_SETTINGS, {synonyms, localRanking: false});
  return [
    engineSystem('site search (local mode)', new SearchEngine(engineRecords, SITE_SEARCH_SETTINGS, {synonyms, localRanking: true})),
    engineSystem('strict Algolia', strict),
    hostedSystem('hosted mode (strict Algolia, re-ranked in the browser)', strict),
    miniSearchSystem(records),
  ];
}

function firstRank(ranking: readonly string[], expected: readonly string[]): number | null {
  const at = ranking.slice(0, 10).findIndex((page) => expected.includes(page));
  return at < 0 ? null : at + 1;
}

export interface HalfResult {
  scores: HalfScores;
  misses: Miss[];
  /** Each query's rank of its first expected page (null past the first ten), in the set's order. */
  ranks: Array<number | null>;
}

export function scoreHalf(system: RankingSystem, queries: readonly DeveloperQuery[]): HalfResult {
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  const misses: Miss[] = [];
  const ranks: Array<number | null> = [];
  for (const entry of queries) {
    const ranking = pagesOf(system.hits(entry.query));
    const rank = firstRank(ranking, entry.expected);
    ranks.push(rank);
    if (rank === 1) at1 += 1;
    if (rank !== null && rank <= 5) at5 += 1;
    if (rank !== null) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({query: entry.query, expected: entry.expected, got: ranking[0] ?? null, rank});
  }
  const n = Math.max(queries.length, 1);
  return {scores: {count: queries.length, successAt1: at1 / n, successAt5: at5 / n, mrrAt10: reciprocal / n}, misses, ranks};
}

/** Where a system's first row opens, on the queries whose sections were read. */
export interface FirstRowScores {
  count: number;
  /** Share whose first row is one of the sections read as answers. */
  rowRight: number;
  /** Queries whose first row is on one of the pages whose sections were read. */
  pageRight: number;
  /** Of those, the share whose first row is one of the sections. */
  rowRightOfPageRight: number;
}

/**
 * The first row against the sections read as answers (sectionReading.ts): the bench's other scores
 * are per page, and cannot see whether the link a reader follows opens the page where it answers.
 */
export function scoreFirstRows(system: RankingSystem, reading: readonly SectionReading[]): FirstRowScores {
  let rowRight = 0;
  let pageRight = 0;
  let rowRightOnPage = 0;
  for (const entry of reading) {
    const first = system.hits(entry.query)[0];
    if (first === undefined) continue;
    const row = rowOf(first);
    const right = entry.sections.includes(row);
    if (right) rowRight += 1;
    if (entry.sections.some((section) => section.split('#')[0] === row.split('#')[0])) {
      pageRight += 1;
      if (right) rowRightOnPage += 1;
    }
  }
  return {count: reading.length, rowRight: rowRight / Math.max(reading.length, 1), pageRight, rowRightOfPageRight: rowRightOnPage / Math.max(pageRight, 1)};
}

/** Sections named in `reading` that no record's URL names: a renamed heading leaves its label behind. */
export function unknownSections(records: readonly {url: string}[], reading: readonly SectionReading[]): string[] {
  const rows = new Set(records.map((record) => rowOf(record.url)));
  return [...new Set(reading.flatMap((entry) => entry.sections))].filter((section) => !rows.has(section));
}

/** The sets read for sections: the tuning half, and held-out 2, which no change reads. */
export type SectionSets = Partial<Record<Half, readonly SectionReading[]>>;
export const SECTION_SETS: SectionSets = {tuning: TUNING_SECTION_READING, heldOut2: SECTION_READING};

export interface QualityReport {
  rows: Array<{system: string; half: Half} & HalfResult>;
  firstRows: Array<{system: string; half: Half; scores: FirstRowScores}>;
}

/** The second reader's pages of a query, best first (none when it was not read twice). */
function readingOf(reading: readonly SecondReading[]): (query: string) => readonly string[] {
  const pages = new Map(reading.map((entry) => [entry.query, entry.pages]));
  return (query) => pages.get(query) ?? [];
}

/** The query sets, and each blind set's second reading (the bench's own by default). */
export interface QuerySets extends Partial<Record<ReadFromTheStartHalf, readonly DeveloperQuery[]>> {
  developer?: readonly DeveloperQuery[];
  thirdSet?: readonly DeveloperQuery[];
  heldOut2?: readonly DeveloperQuery[];
  heldOut2Reading?: readonly SecondReading[];
  heldOut3?: readonly DeveloperQuery[];
  heldOut3Reading?: readonly SecondReading[];
  heldOut4?: readonly DeveloperQuery[];
  heldOut4Reading?: readonly SecondReading[];
  heldOut5?: readonly DeveloperQuery[];
  heldOut6?: readonly DeveloperQuery[];
}

/** `set` with the second reader's pages counted as answers too. */
function eitherReader(set: readonly DeveloperQuery[], reading: readonly SecondReading[]): DeveloperQuery[] {
  const secondPages = readingOf(reading);
  return set.map((entry) => ({...entry, expected: [...new Set([...entry.expected, ...secondPages(entry.query)])]}));
}

/**
 * The developer query set split by hash, set 3, the held-out sets 2, 3 and 4, each alone and with
 * its second reader's pages counted as answers too, held-out 5 and 6 and the sets read from the
 * start (their writers listed every page).
 */
export function queryHalves(sets: QuerySets = {}): Record<Half, DeveloperQuery[]> {
  const {
    developer = DEVELOPER_QUERIES,
    thirdSet = THIRD_SET,
    heldOut2 = SECOND_HELD_OUT,
    heldOut2Reading = SECOND_READING,
    heldOut3 = THIRD_HELD_OUT,
    heldOut3Reading = THIRD_READING,
    heldOut4 = FOURTH_HELD_OUT,
    heldOut4Reading = FOURTH_READING,
    heldOut5 = FIFTH_HELD_OUT,
    heldOut6 = SIXTH_HELD_OUT,
  } = sets;
  const readFromTheStart = Object.fromEntries(READ_FROM_THE_START.map(({half, queries}) => [half, [...(sets[half] ?? queries)]]));
  const halves: Record<Half, DeveloperQuery[]> = {
    tuning: [],
    heldOut: [],
    thirdSet: [...thirdSet],
    heldOut2: [...heldOut2],
    heldOut2EitherReader: eitherReader(heldOut2, heldOut2Reading),
    heldOut3: [...heldOut3],
    heldOut3EitherReader: eitherReader(heldOut3, heldOut3Reading),
    heldOut4: [...heldOut4],
    heldOut4EitherReader: eitherReader(heldOut4, heldOut4Reading),
    heldOut5: [...heldOut5],
    heldOut6: [...heldOut6],
    ...(readFromTheStart as Record<ReadFromTheStartHalf, DeveloperQuery[]>),
  };
  for (const entry of developer) halves[splitOf(entry.query)].push(entry);
  return halves;
}

/** `system` answering each query once, however many scores read it. */
function remembered(system: RankingSystem): RankingSystem {
  const answers = new Map<string, string[]>();
  return {
    label: system.label,
    hits: (query) => {
      let hits = answers.get(query);
      if (!hits) answers.set(query, (hits = system.hits(query)));
      return hits;
    },
  };
}

export function evaluateQuality(
  records: readonly DocSearchRecord[],
  halves: Record<Half, DeveloperQuery[]> = queryHalves(),
  sections: SectionSets = SECTION_SETS,
): QualityReport {
  const unknown = unknownSections(records, Object.values(sections).flat());
  if (unknown.length > 0) throw new Error(`The section labels (bench/queries/sectionReading.ts, tuningSectionReading.ts) name sections the index lacks: ${unknown.join(', ')}`);
  const rows: QualityReport['rows'] = [];
  const firstRows: QualityReport['firstRows'] = [];
  for (const system of qualitySystems(records).map(remembered)) {
    for (const half of Object.keys(HALF_LABELS) as Half[]) rows.push({system: system.label, half, ...scoreHalf(system, halves[half])});
    for (const [half, reading] of Object.entries(sections) as Array<[Half, readonly SectionReading[]]>) {
      firstRows.push({system: system.label, half, scores: scoreFirstRows(system, reading)});
    }
  }
  return {rows, firstRows};
}

const fixed = (value: number): string => value.toFixed(3);
/** A share with its 95 % interval, "0.783 (0.726–0.831)". */
const withInterval = (share: number, count: number): string => {
  const [low, high] = wilsonInterval(Math.round(share * count), count);
  return `${fixed(share)} (${fixed(low)}–${fixed(high)})`;
};
const signed = (value: number): string => `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(3)}`;

/**
 * How far `system` stands above `versus` at 1 on each half, with a 95 % interval from resampling
 * the half's queries (paired: both systems answer the same queries).
 */
export function marginsAt1(report: QualityReport, system: string, versus: string): Array<{half: Half; mean: number; low: number; high: number}> {
  const hitAt1 = (ranks: Array<number | null>) => ranks.map((rank) => (rank === 1 ? 1 : 0));
  return report.rows
    .filter((row) => row.system === system)
    .flatMap((row) => {
      const other = report.rows.find((candidate) => candidate.system === versus && candidate.half === row.half);
      return other ? [{half: row.half, ...pairedDifference(hitAt1(row.ranks), hitAt1(other.ranks))}] : [];
    });
}

/** How far a blind set's second readers agree with its writers. */
export interface ReaderAgreement {
  /** Queries read twice. */
  count: number;
  /** Share whose second reader's first page is one of the writer's pages. */
  firstAmongWriters: number;
  /** Share where the two readers name at least one page in common. */
  anyInCommon: number;
}

export function readerAgreement(second: readonly DeveloperQuery[], reading: readonly SecondReading[]): ReaderAgreement {
  const secondPages = readingOf(reading);
  const read = second.filter((entry) => secondPages(entry.query).length > 0);
  const share = (test: (entry: DeveloperQuery, pages: readonly string[]) => boolean) =>
    read.filter((entry) => test(entry, secondPages(entry.query))).length / Math.max(read.length, 1);
  return {
    count: read.length,
    firstAmongWriters: share((entry, pages) => entry.expected.includes(pages[0]!)),
    anyInCommon: share((entry, pages) => pages.some((page) => entry.expected.includes(page))),
  };
}

/** Prints the table and the misses of the first system on the half asked for (held-out 6, the newest blind set, by default). */
export function printQuality(report: QualityReport, missesOf: Half = 'heldOut6'): void {
  const first = report.rows[0];
  console.log(
    `\nDeveloper query set: ${DEVELOPER_QUERIES.length} queries (bench/queries/developerQueries.ts), split by query hash into tuning and held-out 1; ` +
      `set 3: ${THIRD_SET.length} queries written blind and read since (bench/queries/thirdSet.ts); held-out 2: ${SECOND_HELD_OUT.length} queries written blind and read since (bench/queries/secondHeldOut.ts); ` +
      `held-out 3: ${THIRD_HELD_OUT.length} queries written blind and read since (bench/queries/thirdHeldOut.ts); ` +
      `held-out 4: ${FOURTH_HELD_OUT.length} queries written blind (bench/queries/fourthHeldOut.ts); ` +
      `held-out 5: ${FIFTH_HELD_OUT.length} queries written blind, every answering page listed, and read since (bench/queries/fifthHeldOut.ts); ` +
      `held-out 6: ${SIXTH_HELD_OUT.length} queries written the same way (bench/queries/sixthHeldOut.ts); ` +
      `then, each written the same way after the previous one's fixes and read from the start (bench/queries/readFromTheStart.ts names their files): ` +
      READ_FROM_THE_START.map(({half, queries}) => `${HALF_LABELS[half].replace(/ \(read\)$/, '')} ${queries.length}`).join(', ') +
      ' queries',
  );
  for (const [set, queries, reading, file] of [
    ['held-out 2', SECOND_HELD_OUT, SECOND_READING, 'secondReading.ts'],
    ['held-out 3', THIRD_HELD_OUT, THIRD_READING, 'thirdReading.ts'],
    ['held-out 4', FOURTH_HELD_OUT, FOURTH_READING, 'fourthReading.ts'],
  ] as const) {
    const agreement = readerAgreement(queries, reading);
    console.log(
      `Second readers, blind to the search and to the writers' pages, read ${set} again (bench/queries/${file}): ` +
        `their first page is one of the writer's pages for ${fixed(agreement.firstAmongWriters)} of ${agreement.count} queries, ` +
        `and the two name a page in common for ${fixed(agreement.anyInCommon)}`,
    );
  }
  console.log('Each success figure with its 95 % interval (Wilson): where it would lie on many more queries written the same way.');
  console.log('| system | half | queries | success@1 | success@5 | MRR@10 |');
  console.log('|---|---|---|---|---|---|');
  for (const {system, half, scores} of report.rows) {
    console.log(`| ${system} | ${HALF_LABELS[half]} | ${scores.count} | ${withInterval(scores.successAt1, scores.count)} | ${withInterval(scores.successAt5, scores.count)} | ${fixed(scores.mrrAt10)} |`);
  }
  if (first) {
    console.log(`\n${first.system} above ${MINISEARCH_LABEL} at 1, with a 95 % interval from 2,000 paired resamples of each half's queries (seeded):`);
    console.log('| half | difference at 1 | 95 % interval |');
    console.log('|---|---|---|');
    for (const margin of marginsAt1(report, first.system, MINISEARCH_LABEL)) {
      console.log(`| ${HALF_LABELS[margin.half]} | ${signed(margin.mean)} | ${signed(margin.low)} to ${signed(margin.high)} |`);
    }
  }
  console.log(
    "\nWhere the first row opens: against the places on the queries' pages that readers blind to the search named " +
      '(bench/queries/tuningSectionReading.ts, bench/queries/sectionReading.ts)',
  );
  console.log('| system | half | queries | first row in a named place | first row on a right page | of those, in a named place |');
  console.log('|---|---|---|---|---|---|');
  for (const {system, half, scores} of report.firstRows) {
    console.log(`| ${system} | ${HALF_LABELS[half]} | ${scores.count} | ${fixed(scores.rowRight)} | ${scores.pageRight} | ${fixed(scores.rowRightOfPageRight)} |`);
  }
  if (!first) return;
  const row = report.rows.find((r) => r.system === first.system && r.half === missesOf)!;
  console.log(`\n${first.system}, ${HALF_LABELS[missesOf]} misses at 1 (${row.misses.length}):`);
  for (const miss of row.misses) {
    console.log(`- "${miss.query}": got ${miss.got ?? 'nothing'}, expected ${miss.expected.join(' or ')} (rank ${miss.rank ?? '>10'})`);
  }
}
