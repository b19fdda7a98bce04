/**
 * Every code sample of the docs and the blog checked against the platform's source of truth:
 * TypeScript and JavaScript against the declared API (`platform/types/`), JSON against the
 * schemas of the files it stands for (`platform/schemas/`), shell against the facts module
 * (`platform/facts.ts`), GraphQL operations against the core schemas (`platform/graphql/`).
 * Blocks marked `partial`
 * are skipped and counted; they may be at most a tenth of each kind.
 */
import {afterAll, describe, expect, it} from 'vitest';
import {allSamples, type CodeSample} from './codeSamples';
import {validateGraphqlSamples} from './graphqlSamples';
import {checkJsonSample, jsonKind} from './jsonSamples';
import {checkShellSamples, SHELL_LANGUAGES} from './shellSamples';
import {compileSamples, TYPESCRIPT_LANGUAGES} from './typescriptSamples';

const MAX_PARTIAL_SHARE = 0.1;

const summary: string[] = [];
afterAll(() => {
  console.info(`code samples: ${summary.join('; ')}`);
});

function ofLanguages(languages: readonly string[]): {checked: CodeSample[]; partial: CodeSample[]} {
  const all = allSamples().filter((sample) => languages.includes(sample.language));
  return {checked: all.filter((sample) => !sample.partial), partial: all.filter((sample) => sample.partial)};
}

function expectFewPartials(kind: string, checked: number, partial: number): void {
  const share = partial / Math.max(1, checked + partial);
  summary.push(`${kind} ${checked} checked, ${partial} partial (${(share * 100).toFixed(1)} %)`);
  expect(share, `${kind}: at most ${MAX_PARTIAL_SHARE * 100} % of samples may be partial`).toBeLessThanOrEqual(MAX_PARTIAL_SHARE);
}

describe('TypeScript and JavaScript samples', () => {
  const {checked, partial} = ofLanguages(TYPESCRIPT_LANGUAGES);

  it('finds the samples', () => {
    expect(checked.length).toBeGreaterThan(60);
  });

  it('compile against the declared platform API', () => {
    const result = compileSamples(checked);
    expect(result.declarationFiles.length).toBeGreaterThan(15);
    expect(result.errors).toEqual([]);
    expectFewPartials('ts/tsx/js/jsx', result.compiled.length, partial.length);
  }, 120_000);
});

describe('JSON samples', () => {
  const {checked, partial} = ofLanguages(['json']);

  it('parse, and validate against the schema of the file they stand for', () => {
    const problems = checked.flatMap((sample) => checkJsonSample(sample));
    expect(problems).toEqual([]);
    const validated = checked.filter((sample) => jsonKind(sample) !== 'other').length;
    expectFewPartials(`json (${validated} against a schema)`, checked.length, partial.length);
  });
});

describe('shell samples', () => {
  const {checked, partial} = ofLanguages(SHELL_LANGUAGES);

  it('use only commands, scripts, flags and variables the facts module lists', () => {
    const problems = checkShellSamples(checked);
    expect(problems).toEqual([]);
    expectFewPartials('shell', checked.length, partial.length);
  });
});

describe('GraphQL', () => {
  it('every operation of the docs validates against the core schema and the page\'s own type definitions', () => {
    const result = validateGraphqlSamples(allSamples().filter((sample) => !sample.partial));
    expect(result.errors).toEqual([]);
    expect(result.operations.length).toBeGreaterThan(10);
    summary.push(`graphql ${result.operations.length} operations validated, ${result.extensions} type definition blocks merged`);
  });
});
