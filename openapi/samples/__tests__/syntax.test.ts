/**
 * Every code sample of every operation parses in its language, with that language's own checker
 * where the machine has one and a parser from npm where it does not:
 * curl → `bash -n`, JavaScript and Node → TypeScript's parser, Python → CPython's `compile`,
 * PHP → php-parser (glayzzle), Go → tree-sitter's Go grammar (WebAssembly).
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {Engine} from 'php-parser';
import ts from 'typescript';
import {Language, Parser} from 'web-tree-sitter';
import {beforeAll, describe, expect, it} from 'vitest';
import type {ApiCodeSample, ApiSampleId} from '../../../src/components/ApiReference/types';
import {loadDocument} from '../../document';
import {buildReference} from '../../reference';
import {operationSamples} from '..';

const require = createRequire(import.meta.url);

interface Case {
  where: string;
  sample: ApiCodeSample;
}

// Operations shared by two entities appear on both pages with the same samples: check each once.
const operations = new Map(buildReference(loadDocument()).flatMap((entity) => entity.operations.map((op) => [op.operationId, op])));
const cases = (id: ApiSampleId): Case[] =>
  [...operations.values()].map((op) => ({where: op.operationId, sample: operationSamples(op).find((s) => s.id === id)!}));

function bashErrors(code: string): string[] {
  const result = spawnSync('bash', ['-n'], {input: code, encoding: 'utf8'});
  return result.status === 0 ? [] : [result.stderr.trim()];
}

function jsErrors(code: string): string[] {
  const {diagnostics = []} = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, allowJs: true},
    fileName: 'sample.mjs',
  });
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Compiles every Python sample in one interpreter: `{where: error}` for those that fail. */
function pythonErrors(samples: Case[]): Record<string, string> {
  const script = [
    'import json, sys',
    'errors = {}',
    'for where, code in json.load(sys.stdin).items():',
    '    try:',
    '        compile(code, where, "exec")',
    '    except SyntaxError as error:',
    '        errors[where] = f"line {error.lineno}: {error.msg}"',
    'print(json.dumps(errors))',
  ].join('\n');
  const input = JSON.stringify(Object.fromEntries(samples.map((c) => [c.where, c.sample.code])));
  const result = spawnSync('python3', ['-c', script], {input, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`python3 failed (is it installed?): ${result.stderr || result.error}`);
  return JSON.parse(result.stdout) as Record<string, string>;
}

const php = new Engine({parser: {php8: true, suppressErrors: false, extractDoc: false}, ast: {withPositions: false}});

function phpErrors(code: string): string[] {
  try {
    php.parseCode(code, 'sample.php');
    return [];
  } catch (error) {
    return [String(error)];
  }
}

let go: Parser;

beforeAll(async () => {
  await Parser.init();
  go = new Parser();
  go.setLanguage(await Language.load(require.resolve('tree-sitter-go/tree-sitter-go.wasm')));
});

/** Tree-sitter recovers from errors: a sample parses when its tree holds no ERROR or MISSING node. */
function goErrors(code: string): string[] {
  const tree = go.parse(code);
  if (!tree?.rootNode.hasError) return [];
  const bad = tree.rootNode.descendantsOfType('ERROR')[0];
  return [`syntax error near line ${(bad?.startPosition.row ?? 0) + 1}`];
}

describe('code samples', () => {
  it('come in the six languages, in tab order, for every operation', () => {
    for (const op of operations.values()) {
      expect(operationSamples(op).map((s) => s.id), op.operationId).toEqual(['curl', 'fetch', 'node', 'python', 'php', 'go']);
    }
  });

  it.each(cases('curl').map((c) => [c.where, c] as const))('curl: %s parses in bash', (_, {sample}) => {
    expect(bashErrors(sample.code)).toEqual([]);
  });

  it.each([...cases('fetch'), ...cases('node')].map((c) => [`${c.sample.id} ${c.where}`, c] as const))('%s parses as JavaScript', (_, {sample}) => {
    expect(jsErrors(sample.code)).toEqual([]);
  });

  it('python: every sample compiles in CPython', () => {
    expect(pythonErrors(cases('python'))).toEqual({});
  });

  it.each(cases('php').map((c) => [c.where, c] as const))('php: %s parses', (_, {sample}) => {
    expect(phpErrors(sample.code)).toEqual([]);
  });

  it.each(cases('go').map((c) => [c.where, c] as const))('go: %s parses', (_, {sample}) => {
    expect(goErrors(sample.code)).toEqual([]);
  });

  it('each checker rejects a broken sample', () => {
    expect(bashErrors("curl 'https://x")).not.toEqual([]);
    expect(jsErrors('const {data = await response.json();')).not.toEqual([]);
    expect(pythonErrors([{where: 'broken', sample: {id: 'python', label: 'Python', language: 'python', code: 'print("a"'}}])).toHaveProperty('broken');
    expect(phpErrors("<?php\n$a = ['x' => ;")).not.toEqual([]);
    expect(goErrors('package main\n\nfunc main() {\n\tx := \n}')).not.toEqual([]);
  });
});
