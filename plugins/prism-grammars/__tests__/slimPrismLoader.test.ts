import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const slimPrismLoader = require('../slimPrismLoader.cjs') as (this: unknown, source: string) => string;
const DIST = require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs');
const original = readFileSync(DIST, 'utf8');

function run(source: string, languages: string[]): {output: string; dependencies: string[]} {
  const dependencies: string[] = [];
  const context = {getOptions: () => ({languages}), addDependency: (file: string) => dependencies.push(file)};
  return {output: slimPrismLoader.call(context, source), dependencies};
}

// The rewritten module imports react and clsx, so it is written inside the repository to resolve them.
const dir = mkdtempSync(path.join(import.meta.dirname, '.tmp-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

async function load(source: string) {
  const file = path.join(dir, `prism-${Math.random().toString(36).slice(2)}.mjs`);
  // The copy has no source map beside it.
  writeFileSync(file, source.replace(/^\/\/# sourceMappingURL=.*$/m, ''));
  return (await import(pathToFileURL(file).href)) as {
    Prism: {languages: Record<string, unknown>; tokenize: (code: string, grammar: unknown) => unknown[]};
    Highlight: unknown;
    themes: Record<string, unknown>;
  };
}

describe('slimPrismLoader', () => {
  it('keeps the named grammars, their dependencies and aliases, and nothing else', async () => {
    const {output} = run(original, ['tsx', 'bash']);
    const {Prism, Highlight, themes} = await load(output);
    for (const name of ['markup', 'clike', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx', 'bash', 'sh']) {
      expect(Prism.languages[name], name).toBeTypeOf('object');
    }
    for (const name of ['rust', 'python', 'go', 'swift', 'kotlin', 'yaml']) expect(Prism.languages[name], name).toBeUndefined();
    expect(typeof Highlight).toBe('function');
    expect(themes).toEqual({});
  });

  it('tokenizes with the grammars it loaded', async () => {
    const {Prism} = await load(run(original, ['typescript']).output);
    const tokens = Prism.tokenize('const total: number = 1;', Prism.languages.typescript) as ({type?: string} | string)[];
    expect(tokens.filter((token) => typeof token !== 'string').map((token) => (token as {type: string}).type)).toContain('keyword');
  });

  it('ships fewer bytes than the module it replaces', () => {
    expect(run(original, ['tsx', 'bash', 'json']).output.length).toBeLessThan(original.length / 2);
  });

  it('asks the bundler to rebuild when a grammar file changes', () => {
    expect(run(original, ['bash']).dependencies).toEqual([require.resolve('prismjs/components/prism-bash.js')]);
  });

  it('fails the build on an unknown grammar or a module it does not recognise', () => {
    expect(() => run(original, ['klingon'])).toThrow(/no prismjs grammar named klingon/);
    expect(() => run(original.replace('// src/themes/index.ts\n', ''), ['bash'])).toThrow(/src\/themes\/index\.ts/);
  });
});
