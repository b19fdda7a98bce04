import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {VOCABULARY_SYNONYMS} from '../vocabularySynonyms';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every word of the site's page sources: docs, blog posts, site pages and the data they render. */
function siteWords(): Set<string> {
  const words = new Set<string>();
  for (const dir of ['docs', 'blog', 'src/pages', 'src/data', 'openapi']) {
    for (const file of readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})) {
      if (!/\.(mdx?|tsx?|ya?ml|json)$/.test(file) || file.includes('__tests__')) continue;
      for (const word of readFileSync(path.join(ROOT, dir, file), 'utf8').toLowerCase().match(/[a-z0-9]+/g) ?? []) words.add(word);
    }
  }
  return words;
}

describe('synonyms for words the site never uses', () => {
  const words = siteWords();
  const used = (word: string) => words.has(word) || words.has(`${word}s`) || words.has(`${word}es`) || (word.endsWith('s') && words.has(word.slice(0, -1)));

  it.each(VOCABULARY_SYNONYMS.map((synonym) => [synonym.input!, synonym.synonyms ?? []] as const))(
    '%s: the site does not use it, and does use what it stands for',
    (input, alternatives) => {
      expect(input.split(' ').filter((word) => !used(word)), 'remove the synonym: the pages now use the word').not.toEqual([]);
      for (const alternative of alternatives) expect(alternative.split(' ').filter((word) => !used(word)), alternative).toEqual([]);
    },
  );

  it('holds one synonym per input', () => {
    const inputs = VOCABULARY_SYNONYMS.map((synonym) => synonym.input);
    expect(new Set(inputs).size).toBe(inputs.length);
  });
});
