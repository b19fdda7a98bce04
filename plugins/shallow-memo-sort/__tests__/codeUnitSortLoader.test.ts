import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../codeUnitSortLoader.cjs') as (source: string) => string;
// The file the plugin's rule patches: the installed, pinned theme-common module (not in its exports).
const packageDir = path.resolve(path.dirname(require.resolve('@docusaurus/theme-common')), '..');
const module = readFileSync(path.join(packageDir, 'lib/utils/reactUtils.js'), 'utf8');

describe('codeUnitSortLoader', () => {
  it("swaps useShallowMemoObject's localeCompare for a code-unit comparison, and nothing else", () => {
    const patched = loader(module);
    expect(patched).not.toContain('localeCompare');
    expect(patched.replace('(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)', 'a[0].localeCompare(b[0])')).toBe(module);
  });

  it('orders keys the same whichever order they were written in', () => {
    // The comparator exactly as the loader writes it into the module.
    const comparator = runInNewContext(/deps\.sort\((.+)\);/u.exec(loader(module))![1]!) as (a: string[], b: string[]) => number;
    const sorted = (keys: string[]) => keys.map((key) => [key]).sort(comparator).map(([key]) => key);
    expect(sorted(['subtree', 'attributes', 'childList', 'characterData'])).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
    expect(sorted(['characterData', 'subtree', 'childList', 'attributes'])).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
  });

  it('fails the build when an upgrade changed the code it patches', () => {
    expect(() => loader(module.replace('a[0].localeCompare(b[0])', 'a[0].localeCompare(b[0], "en")'))).toThrow(/re-check the patch/);
  });
});
