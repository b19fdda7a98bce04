import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {pushTargetFromEnv} from '../../../config/env';
import {createProgress, optionValue, summariseRecords} from '../shared';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURE_BUILD = path.join(ROOT, 'search/indexer/__tests__/fixtures/build');
const work = mkdtempSync(path.join(tmpdir(), 'search-cli-'));

afterAll(() => rmSync(work, {recursive: true, force: true}));

/** A stand-in for process.stdout that records what is written. */
function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return {writes, stream: {isTTY, columns: 80, write: (chunk: string) => writes.push(chunk)} as unknown as NodeJS.WriteStream};
}

describe('progress output', () => {
  it('rewrites one line on a terminal', () => {
    const {writes, stream} = fakeStream(true);
    const progress = createProgress('Indexing', stream);
    progress.update(1, 2, 'a.html');
    progress.update(2, 2, 'b.html');
    progress.done();
    expect(writes[0]).toBe('\rIndexing 1/2 (50%) a.html');
    expect(writes[1]).toBe('\rIndexing 2/2 (100%) b.html');
    expect(writes[2]).toMatch(/^\r +\r$/);
  });

  it('prints a line every 25 steps and at the end without a terminal', () => {
    const {writes, stream} = fakeStream(false);
    const progress = createProgress('Indexing', stream);
    for (let done = 1; done <= 60; done += 1) progress.update(done, 60, `page-${done}.html`);
    progress.done();
    expect(writes).toEqual(['Indexing 25/60 (41%) page-25.html\n', 'Indexing 50/60 (83%) page-50.html\n', 'Indexing 60/60 (100%) page-60.html\n']);
  });
});

describe('helpers', () => {
  it('reads --name value and --name=value', () => {
    expect(optionValue(['--out', 'a.json'], '--out')).toBe('a.json');
    expect(optionValue(['--out=b.json'], '--out')).toBe('b.json');
    expect(optionValue([], '--out')).toBeUndefined();
  });

  it('summarises records by page and type', () => {
    const record = (type: string, page: string) => ({type, url_without_anchor: page}) as never;
    expect(summariseRecords([record('content', '/a'), record('lvl1', '/a'), record('lvl2', '/b')])).toBe(
      'pages: 2, records: 3, by type: lvl1 1, lvl2 1, content 1',
    );
  });

  it('picks the push target from the environment', () => {
    expect(pushTargetFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i', SEARCH_SERVER_URL: 'http://x'})).toEqual({
      kind: 'algolia',
      appId: 'A',
      adminApiKey: 'k',
      indexName: 'i',
    });
    expect(pushTargetFromEnv({SEARCH_SERVER_URL: 'http://localhost:3000', SEARCH_ADMIN_API_KEY: 'k'})).toEqual({
      kind: 'server',
      url: 'http://localhost:3000',
      appId: 'MERCHANTRY',
      adminApiKey: 'k',
      indexName: 'merchantry',
    });
    expect(() => pushTargetFromEnv({})).toThrow(/^search:push: no target/);
  });
});

describe('npm run search:index', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'search/cli/index.ts', ...args], {cwd: ROOT, encoding: 'utf8'});

  it('writes the records file and prints progress and a summary', () => {
    const out = path.join(work, 'records.json');
    const result = run(['--build', FIXTURE_BUILD, '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Indexing \d+\/\d+ \(100%\)/);
    expect(result.stdout).toContain(`Indexed 6 pages into`);
    expect(result.stdout).toMatch(/pages: 6, records: \d+, by type: lvl1 \d+, lvl2 \d+/);
    const records = JSON.parse(readFileSync(out, 'utf8')) as Array<{url: string}>;
    expect(records.length).toBeGreaterThan(10);
    expect(records[0]!.url.startsWith('https://merchantry.io/')).toBe(true);
  }, 60_000);

  it('fails with a clear message when there is no build', () => {
    const result = run(['--build', path.join(work, 'missing'), '--out', path.join(work, 'x.json')]);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`search:index: no built site at ${path.join(work, 'missing')} (run "npm run build" first)`);
  }, 60_000);
});
