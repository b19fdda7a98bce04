import {readFileSync} from 'node:fs';
import path from 'node:path';
import {transformSync} from 'esbuild';
import {afterEach, describe, expect, it} from 'vitest';
import {FIXED_ANSWERS, withFixedAnswers} from '../fixedAnswerServer';

const WORKER = path.resolve(import.meta.dirname, '../../server/searchThread/worker.ts');
const ENGINE_CALL = 'return engine.search(params, {indexName, paramsString});';

/** The thread's answer for one search as the variant computes it, run on its own with `engine`. */
function variantAnswer(): (engine: {search: (params: unknown, meta: unknown) => unknown}, params: unknown) => unknown {
  const code = transformSync(withFixedAnswers(`function answer(engine, params, indexName, paramsString) {\n${ENGINE_CALL}\n}`), {loader: 'ts'}).code;
  return new Function(`${code}\nreturn answer;`)() as ReturnType<typeof variantAnswer>;
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

  it('searches for the first answers, then repeats them in turn without searching', () => {
    const answer = variantAnswer();
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
