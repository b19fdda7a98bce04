import {describe, expect, it} from 'vitest';
import {normalizeText, prefixEnd, tokenize} from '../tokenize';
import {pluralAlternatives} from '../plurals';
import {firstUnits, MAX_QUERY_UNITS, parseQuery} from '../query';

const plain = {separatorsToIndex: '', camelCase: false};

describe('tokenize', () => {
  it('lowercases, removes diacritics and splits on separators', () => {
    expect(tokenize('Café Déjà-vu, node.js 20!', plain).map((t) => t.term)).toEqual(['cafe', 'deja', 'vu', 'node', 'js', '20']);
  });

  it('keeps separatorsToIndex characters inside words', () => {
    expect(tokenize('MERCHANTRY_HOME_URL=x', {separatorsToIndex: '_', camelCase: false}).map((t) => t.term)).toEqual(['merchantry_home_url', 'x']);
  });

  it('splits camel case into parts plus the whole word', () => {
    const tokens = tokenize('call getValue now, HTTPServer', {separatorsToIndex: '', camelCase: true});
    expect(tokens.map((t) => [t.term, t.pos, t.word, t.alias])).toEqual([
      ['call', 0, 0, false],
      ['get', 1, 1, false],
      ['value', 2, 1, false],
      ['getvalue', 1, 1, true],
      ['now', 3, 2, false],
      ['http', 4, 3, false],
      ['server', 5, 3, false],
      ['httpserver', 4, 3, true],
    ]);
  });

  it('keeps original offsets and maps prefix lengths back to them', () => {
    const text = 'Ínstallation';
    const [token] = tokenize(text, plain);
    expect(token).toMatchObject({term: 'installation', start: 0, end: text.length});
    expect(text.slice(0, prefixEnd(text, 0, text.length, 6))).toBe('Ínstal');
    expect(normalizeText('ÉCOLE')).toBe('ecole');
  });
});

describe('pluralAlternatives', () => {
  it('gives singular and plural forms', () => {
    expect(pluralAlternatives('category')).toContain('categories');
    expect(pluralAlternatives('categories')).toContain('category');
    expect(pluralAlternatives('webhook')).toContain('webhooks');
    expect(pluralAlternatives('webhooks')).toContain('webhook');
    expect(pluralAlternatives('box')).toContain('boxes');
  });

  it('knows irregular forms and leaves words that only look plural', () => {
    expect(pluralAlternatives('child')).toContain('children');
    expect(pluralAlternatives('indices')).toContain('index');
    expect(pluralAlternatives('status')).not.toContain('statu');
    expect(pluralAlternatives('address')).toEqual(['addresses']);
    expect(pluralAlternatives('2025')).toEqual([]);
  });
});

describe('parseQuery', () => {
  const options = {advancedSyntax: true, exactPhrase: true, excludeWords: true, queryType: 'prefixLast' as const, separatorsToIndex: ''};

  it('marks only the last word, still being typed, as a prefix', () => {
    expect(parseQuery('Install Guide', options).map((u) => [u.text, u.prefix])).toEqual([
      ['install', false],
      ['guide', true],
    ]);
    expect(parseQuery('install guide ', options).map((u) => u.prefix)).toEqual([false, false]);
  });

  it('reads phrases and exclusions, but not a dash inside a word', () => {
    expect(parseQuery('"build machine" -docker e-commerce', options).map((u) => [u.kind, u.terms, u.excluded])).toEqual([
      ['phrase', ['build', 'machine'], false],
      ['word', ['e'], false],
      ['word', ['commerce'], false],
      ['word', ['docker'], true],
    ]);
    expect(parseQuery('"build machine" -docker', {...options, advancedSyntax: false}).map((u) => u.terms[0])).toEqual(['build', 'machine', 'docker']);
  });

  it('reads every word, and matching takes the first ten positive ones with the exclusions', () => {
    const words = Array.from({length: MAX_QUERY_UNITS + 2}, (_, i) => `w${i}`);
    const units = parseQuery(`-docker ${words.join(' ')}`, options);
    expect(units).toHaveLength(MAX_QUERY_UNITS + 3);
    expect(firstUnits(units).map((u) => u.text)).toEqual([...words.slice(0, MAX_QUERY_UNITS), 'docker']);
  });
});
