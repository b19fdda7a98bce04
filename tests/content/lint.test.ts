/**
 * Spelling (cspell, with the project word list in cspell-words.txt) and Markdown structure
 * (markdownlint-cli2, .markdownlint-cli2.jsonc) over the docs, blog and MDX pages.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function runTool([tool, ...args]: string[]): {status: number | null; output: string} {
  // The local binary rather than npx, whose own warnings would read as findings.
  const result = spawnSync(path.join(root, 'node_modules/.bin', tool!), args, {cwd: root, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

describe('prose linters', () => {
  it('cspell finds no unknown word', () => {
    const {status, output} = runTool(['cspell', '--no-progress', '--no-summary']);
    expect(output.trim(), 'misspelt words (add real terms to cspell-words.txt)').toBe('');
    expect(status).toBe(0);
  }, 120_000);

  it('markdownlint-cli2 finds no structural problem', () => {
    const {status, output} = runTool(['markdownlint-cli2']);
    const problems = output.split('\n').filter((line) => /\s(error|warning)\s/.test(line));
    expect(problems).toEqual([]);
    expect(status).toBe(0);
  }, 120_000);
});
