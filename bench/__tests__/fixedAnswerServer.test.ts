import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {transformSync} from 'esbuild';
import {afterEach, describe, expect, it} from 'vitest';
import {ENGINE_CALL, FIXED_ANSWERS, withFixedAnswers} from '../fixedAnswerServer';

const WORKER = path.resolve(import.meta.dirname, '../../server/searchThread/worker.ts');

type Answer = (engine: {search: (params: unknown, meta: unknown) => unknown}, params: unknown) => unknown;

/** The thread's answer for one search as the variant computes it, compiled on its own with `engine`. */
async function variantAnswer(): Promise<Answer> {
  const source = withFixedAnswers(`export function answer(engine, params, indexName, paramsString) {\n${ENGINE_CALL}\n}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'fixed-answers-'));
  try {
    const file = path.join(dir, 'answer.mjs');
    writeFileSync(file, transformSync(source, {loader: 'ts', format: 'esm'}).code);
    return ((await import(pathToFileURL(file).href)) as {answer: Answer}).answer;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

afterEach(() => {
  delete (globalThis as {fixedAnswers?: unknown}).fixedAnswers;
  delete (globalThis as {fixedTurn?: unknown}).fixedTurn;
});

describe('the search thread with fixed answers (the load bench\'s server without the engine\'s cost)', () => {
  it('replaces the engine call of server/searchThread/worker.ts', () => {
    const source = readFileSync(WORKER, 'utf8');
    const variant = withFixedAnswers(source);
    expect(variant).not.toContain(ENGINE_CALL);
    expect(variant).toContain('fixedAnswers');
  });

  it('searches for the first answers, then repeats them in turn without searching', async () => {
    const answer = await variantAnswer();
    let searches = 0;
    const engine = {search: (params: unknown) => ({answer: searches++, params})};
    const answers = Array.from({length: FIXED_ANSWERS + 3}, (_, i) => answer(engine, i));
    expect(searches).toBe(FIXED_ANSWERS);
    expect(answers.slice(FIXED_ANSWERS)).toEqual(answers.slice(0, 3));
    expect(new Set(answers.slice(0, FIXED_ANSWERS)).size).toBe(FIXED_ANSWERS);
  });

  it('refuses a worker whose engine call it cannot find once', () => {
    expect(() => withFixedAnswers('export {};')).toThrow(/engine call 0 times/);
    expect(() => withFixedAnswers(`${ENGINE_CALL}\n${ENGINE_CALL}`)).toThrow(/engine call 2 times/);
  });
});
