import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {buildState} from '../buildFreshness';

let site: string;

/** A site folder with a build made at `builtAt` and one source file written at `changedAt`. */
function siteWith(source: string, builtAt: Date, changedAt: Date): string {
  site = mkdtempSync(path.join(tmpdir(), 'build-freshness-'));
  mkdirSync(path.join(site, 'build'));
  writeFileSync(path.join(site, 'build/index.html'), '<!doctype html>');
  utimesSync(path.join(site, 'build/index.html'), builtAt, builtAt);
  mkdirSync(path.dirname(path.join(site, source)), {recursive: true});
  writeFileSync(path.join(site, source), '');
  utimesSync(path.join(site, source), changedAt, changedAt);
  utimesSync(path.dirname(path.join(site, source)), builtAt, builtAt);
  return site;
}

afterEach(() => rmSync(site, {recursive: true, force: true}));

describe('buildState', () => {
  const before = new Date(Date.now() - 60_000);
  const after = new Date();

  it.each([
    ['a doc', 'docs/intro.mdx', 'docs'],
    ['a search module the pages import', 'search/hostedRerank.ts', 'search'],
    ['the script that precompresses the build', 'scripts/precompress.ts', 'scripts/precompress.ts'],
  ])('calls the build stale when %s changed after it', (_label, source, reason) => {
    expect(buildState(siteWith(source, before, after), path.join(site, 'build'))).toEqual({fresh: false, reason: `${reason} changed since the last build`});
  });

  it('calls it fresh when its sources are older, and a script that does not build it may change', () => {
    expect(buildState(siteWith('docs/intro.mdx', after, before), path.join(site, 'build'))).toEqual({fresh: true});
    rmSync(site, {recursive: true, force: true});
    expect(buildState(siteWith('scripts/test.ts', before, after), path.join(site, 'build'))).toEqual({fresh: true});
  });

  it('calls a missing build stale', () => {
    site = mkdtempSync(path.join(tmpdir(), 'build-freshness-'));
    expect(buildState(site, path.join(site, 'build'))).toEqual({fresh: false, reason: 'no build yet'});
  });
});
