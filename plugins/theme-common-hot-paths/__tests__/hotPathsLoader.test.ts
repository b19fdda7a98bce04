import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {patchSource} = require('../hotPathsLoader.cjs') as {patchSource: (file: string, source: string) => string};
// The files the plugin's rule patches: the installed, pinned theme-common modules (not in its exports).
const utilsDir = path.resolve(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils');
const installed = (file: string) => readFileSync(path.join(utilsDir, file), 'utf8');

describe('hotPathsLoader: useShallowMemoObject', () => {
  const source = installed('reactUtils.js');

  it('swaps localeCompare for a code-unit comparison, and nothing else', () => {
    const patched = patchSource('reactUtils.js', source);
    expect(patched).not.toContain('localeCompare');
    expect(patched.replace('(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)', 'a[0].localeCompare(b[0])')).toBe(source);
  });

  it('orders keys the same whichever order they were written in', () => {
    // The comparator exactly as the loader writes it into the module.
    const comparator = runInNewContext(/deps\.sort\((.+)\);/u.exec(patchSource('reactUtils.js', source))![1]!) as (a: string[], b: string[]) => number;
    const sorted = (keys: string[]) => keys.map((key) => [key]).sort(comparator).map(([key]) => key);
    expect(sorted(['subtree', 'attributes', 'childList', 'characterData'])).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
    expect(sorted(['characterData', 'subtree', 'childList', 'attributes'])).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
  });
});

describe('hotPathsLoader: useDateTimeFormat', () => {
  const source = installed('IntlUtils.js');
  /** The patched module run with a stand-in context: `useDateTimeFormat` and how many formatters it built. */
  function load(locale = 'en') {
    let built = 0;
    const NativeFormat = Intl.DateTimeFormat;
    const CountingFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built += 1;
      return new NativeFormat(...args);
    };
    const context = {i18n: {currentLocale: locale, localeConfigs: {[locale]: {calendar: 'gregory'}}}};
    const body = patchSource('IntlUtils.js', source)
      .replace(/^import .*$/mu, 'const useDocusaurusContext = () => context;')
      .replaceAll('export function', 'function');
    const exports = runInNewContext(`${body}\n({useDateTimeFormat})`, {context, Intl: {DateTimeFormat: CountingFormat}}) as {
      useDateTimeFormat: (options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat;
    };
    return {useDateTimeFormat: exports.useDateTimeFormat, built: () => built};
  }

  it('builds one formatter per set of options and hands the same one to every caller', () => {
    const {useDateTimeFormat, built} = load();
    const options = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'} as const;
    const first = useDateTimeFormat({...options});
    expect(useDateTimeFormat({...options})).toBe(first);
    expect(built()).toBe(1);
    expect(first.format(new Date('2026-11-26T00:00:00Z'))).toBe('November 26, 2026');
    expect(useDateTimeFormat({year: 'numeric', timeZone: 'UTC'}).format(new Date('2026-11-26T00:00:00Z'))).toBe('2026');
    expect(built()).toBe(2);
  });
});

describe('hotPathsLoader', () => {
  it('fails the build when an upgrade changed the code it patches', () => {
    expect(() => patchSource('reactUtils.js', installed('reactUtils.js').replace('a[0].localeCompare(b[0])', 'a[0].localeCompare(b[0], "en")'))).toThrow(/re-check the patch/);
    expect(() => patchSource('IntlUtils.js', installed('IntlUtils.js').replace('...options,', '...opts,'))).toThrow(/re-check the patch/);
  });
});
