import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import type {ApiOperationData} from '../../../src/components/ApiReference/types';
import {SUMMARY_FIELDS, type ApiOperationRef} from '../../../src/components/ApiReference/operationSummary';
import {PARTIALS_DIR} from '../../../openapi/generate';
import {OPERATIONS_DATA} from '../index';

const require = createRequire(import.meta.url);
type Loader = (this: {getOptions: () => {fields: readonly string[]}; resourcePath: string}, source: string) => string;
const loader = require('../operationSummaryLoader.cjs') as Loader;

const resourcePath = path.join(PARTIALS_DIR, 'cart.json');
const source = readFileSync(resourcePath, 'utf8');
const full = JSON.parse(source) as Record<string, ApiOperationData>;

/** Evaluates the loader's module, with the bundler's `import()` answered by `load`. */
function evaluate(code: string, load: (request: string) => Promise<unknown>): Record<string, ApiOperationRef> {
  const body = code.replace('export default', 'return').replaceAll('import(', 'load(');
  const run = vm.runInThisContext(`(function (load) {\n${body}\n})`) as (load: (request: string) => Promise<unknown>) => unknown;
  return run(load) as Record<string, ApiOperationRef>;
}

describe('operationSummaryLoader', () => {
  const code = loader.call({getOptions: () => ({fields: SUMMARY_FIELDS}), resourcePath}, source);

  it('is applied to the data files the generated partials import', () => {
    expect(OPERATIONS_DATA.test(resourcePath)).toBe(true);
    expect(OPERATIONS_DATA.test(path.join(PARTIALS_DIR, 'cart.mdx'))).toBe(false);
  });

  it('keeps only the summary fields of every operation', () => {
    const summaries = evaluate(code, () => Promise.reject(new Error('not called')));
    expect(Object.keys(summaries)).toEqual(Object.keys(full));
    for (const [id, summary] of Object.entries(summaries)) {
      const {loadFull, ...fields} = summary;
      expect(typeof loadFull).toBe('function');
      expect(fields).toEqual(Object.fromEntries(SUMMARY_FIELDS.filter((field) => field in full[id]!).map((field) => [field, full[id]![field]])));
    }
    expect(code.length).toBeLessThan(source.length / 3);
  });

  it('loads the whole file once, as its own module, for all operations', async () => {
    const requests: string[] = [];
    const summaries = evaluate(code, async (request) => {
      requests.push(request);
      return {default: full};
    });
    expect(await summaries.createCart!.loadFull()).toEqual(full.createCart);
    expect(await summaries.checkoutCart!.loadFull()).toEqual(full.checkoutCart);
    expect(requests).toEqual(['./cart.json?full']);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const summaries = evaluate(code, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return {default: full};
    });
    await expect(summaries.createCart!.loadFull()).rejects.toThrow('offline');
    expect(await summaries.createCart!.loadFull()).toEqual(full.createCart);
  });
});
