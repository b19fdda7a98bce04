import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../keepErrorStatusLoader.cjs') as (source: string) => string;
// The file the plugin's webpack rule patches: the installed, pinned DocSearch bundle.
const bundle = readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

describe('keepErrorStatusLoader', () => {
  it('patches the installed DocSearch bundle in exactly one place', () => {
    const patched = loader(bundle);
    expect(patched).not.toBe(bundle);
    expect(patched.length - bundle.length).toBe('"error"!==c.getState().status&&'.length);
    expect(patched.split('"error"!==c.getState().status&&p("idle")').length).toBe(2);
  });

  it('fails the build when an upgrade changed the code it patches', () => {
    expect(() => loader(bundle.replace('finally((function(){p("idle")', 'finally((function(){q("idle")'))).toThrow(/re-check the patch/);
  });
});
