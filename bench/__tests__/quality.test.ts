import {describe, expect, it} from 'vitest';
import {marginsAt1, pagesOf, queryHalves, readerAgreement, scoreFirstRows, scoreHalf, unknownSections, type RankingSystem} from '../quality';
import {splitOf, type DeveloperQuery} from '../queries/developerQueries';
import {READ_FROM_THE_START} from '../queries/readFromTheStart';

/** A system whose hits for each query are fixed, given as paths (and anchors). */
const fixed = (rankings: Record<string, string[]>): RankingSystem => ({label: 'fixed', hits: (query) => (rankings[query] ?? []).map((row) => `https://x.example${row}`)});
const query = (text: string, ...expected: string[]): DeveloperQuery => ({query: text, expected, kind: 'task'});

describe('quality scoring', () => {
  it('counts pages, not records', () => {
    expect(pagesOf(['https://x.example/a#one', 'https://x.example/a#two', 'https://x.example/b'])).toEqual(['/a', '/b']);
  });

  it('scores success@1, success@5 and MRR@10, any expected page counting', () => {
    const system = fixed({one: ['/a', '/b'], two: ['/x', '/y', '/b'], three: ['/z'], four: ['/c']});
    const {scores, misses} = scoreHalf(system, [query('one', '/a'), query('two', '/b'), query('three', '/a'), query('four', '/d', '/c')]);
    expect(scores.count).toBe(4);
    expect(scores.successAt1).toBe(0.5);
    expect(scores.successAt5).toBe(0.75);
    expect(scores.mrrAt10).toBeCloseTo((1 + 1 / 3 + 0 + 1) / 4);
    expect(misses.map((miss) => [miss.query, miss.rank])).toEqual([['two', 3], ['three', null]]);
  });

  it("keeps each query's rank, and reads one system's margin over another at 1 from them, query by query", () => {
    const queries = [query('one', '/a'), query('two', '/b'), query('three', '/c'), query('four', '/d')];
    const better = scoreHalf(fixed({one: ['/a'], two: ['/b'], three: ['/c'], four: ['/x', '/d']}), queries);
    const worse = scoreHalf(fixed({one: ['/a'], two: ['/x'], three: ['/x'], four: ['/x']}), queries);
    expect(better.ranks).toEqual([1, 1, 1, 2]);
    expect(worse.ranks).toEqual([1, null, null, null]);
    const report = {
      rows: [
        {system: 'ours', half: 'heldOut4' as const, ...better},
        {system: 'theirs', half: 'heldOut4' as const, ...worse},
      ],
      firstRows: [],
    };
    const [margin] = marginsAt1(report, 'ours', 'theirs');
    expect(margin).toMatchObject({half: 'heldOut4', mean: 0.5});
    expect(margin!.low).toBeLessThanOrEqual(0.5);
    expect(margin!.high).toBeGreaterThanOrEqual(0.5);
  });

  it('scores the developer set by hash halves and the second held-out set as a third', () => {
    const first = [query('cancel an order', '/a'), query('rotate the jwt secret', '/b'), query('serve images from s3', '/c')];
    const halves = queryHalves({developer: first, heldOut2: [query('new query', '/d')]});
    expect(halves.heldOut2.map((entry) => entry.query)).toEqual(['new query']);
    for (const entry of first) expect(halves[splitOf(entry.query)]).toContain(entry);
    expect(halves.tuning.length + halves.heldOut.length).toBe(first.length);
  });

  it('scores the third held-out set as a half of its own, apart from every read set', () => {
    const halves = queryHalves({
      developer: [query('cancel an order', '/a')],
      heldOut2: [query('second', '/b')],
      thirdSet: [query('third set', '/c')],
      heldOut3: [query('blind', '/d')],
      heldOut3Reading: [{query: 'blind', pages: ['/e']}],
    });
    expect(halves.heldOut3.map((entry) => entry.query)).toEqual(['blind']);
    expect(halves.heldOut3EitherReader.map((entry) => entry.expected)).toEqual([['/d', '/e']]);
    expect([halves.tuning, halves.heldOut, halves.thirdSet, halves.heldOut2].flat().map((entry) => entry.query)).not.toContain('blind');
  });

  it('scores the fourth held-out set as a half of its own, apart from every other set', () => {
    const halves = queryHalves({
      developer: [query('cancel an order', '/a')],
      heldOut3: [query('third', '/b')],
      heldOut4: [query('fourth', '/c')],
      heldOut4Reading: [{query: 'fourth', pages: ['/d']}],
    });
    expect(halves.heldOut4.map((entry) => entry.query)).toEqual(['fourth']);
    expect(halves.heldOut4EitherReader.map((entry) => entry.expected)).toEqual([['/c', '/d']]);
    const others = (Object.keys(halves) as Array<keyof typeof halves>).filter((half) => !half.startsWith('heldOut4'));
    expect(others.flatMap((half) => halves[half]).map((entry) => entry.query)).not.toContain('fourth');
  });

  it.each([
    ['fifth', 'heldOut5'],
    ['sixth', 'heldOut6'],
    ...READ_FROM_THE_START.map(({half}) => [half, half] as const),
  ] as const)('scores the %s query set as a half of its own, apart from every other set', (name, half) => {
    const halves = queryHalves({developer: [query('cancel an order', '/a')], heldOut4: [query('fourth', '/b')], [half]: [query(name, '/c', '/d')]});
    expect(halves[half].map((entry) => [entry.query, entry.expected])).toEqual([[name, ['/c', '/d']]]);
    const others = (Object.keys(halves) as Array<keyof typeof halves>).filter((other) => other !== half);
    expect(others.flatMap((other) => halves[other]).map((entry) => entry.query)).not.toContain(name);
  });

  it("counts either reader's pages on the second held-out set, and how often the readers agree", () => {
    const second = [query('one', '/a'), query('two', '/b', '/c'), query('three', '/d')];
    const reading = [
      {query: 'one', pages: ['/a', '/x']},
      {query: 'two', pages: ['/y', '/c']},
      {query: 'three', pages: ['/z']},
    ];
    const halves = queryHalves({developer: [], heldOut2: second, heldOut2Reading: reading});
    expect(halves.heldOut2.map((entry) => entry.expected)).toEqual([['/a'], ['/b', '/c'], ['/d']]);
    expect(halves.heldOut2EitherReader.map((entry) => entry.expected)).toEqual([['/a', '/x'], ['/b', '/c', '/y'], ['/d', '/z']]);
    const agreement = readerAgreement(second, reading);
    expect(agreement.count).toBe(3);
    expect(agreement.firstAmongWriters).toBeCloseTo(1 / 3);
    expect(agreement.anyInCommon).toBeCloseTo(2 / 3);
  });

  it('scores where the first row opens against the sections read, and among the queries whose first page is right', () => {
    const system = fixed({one: ['/a#how', '/b'], two: ['/a', '/a#how'], three: ['/c#x'], four: []});
    const reading = [
      {query: 'one', sections: ['/a#how', '/a']},
      {query: 'two', sections: ['/a#how']},
      {query: 'three', sections: ['/d']},
      {query: 'four', sections: ['/a']},
    ];
    const scores = scoreFirstRows(system, reading);
    expect(scores.count).toBe(4);
    expect(scores.rowRight).toBe(0.25);
    expect(scores.pageRight).toBe(2);
    expect(scores.rowRightOfPageRight).toBe(0.5);
  });

  it('names the sections read that no record holds', () => {
    const records = [{url: 'https://x.example/a'}, {url: 'https://x.example/a#how'}];
    expect(unknownSections(records, [{query: 'q', sections: ['/a#how', '/a', '/a#gone', '/b']}])).toEqual(['/a#gone', '/b']);
  });
});
