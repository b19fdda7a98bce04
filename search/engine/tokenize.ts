/**
 * Text → terms, the same way for records (indexing, highlighting) and queries.
 *
 * A word is a run of letters, digits, combining marks and the index's `separatorsToIndex`
 * characters. Terms are lowercased with diacritics removed. In camel-case attributes a word such as
 * `getValue` yields its parts (`get`, `value`) at consecutive positions plus the whole word
 * (`getvalue`) at the first part's position, so both `get value` and `getvalue` find it.
 */

export interface TokenizeOptions {
  /** Characters that belong to words instead of separating them (the template indexes `_`). */
  separatorsToIndex: string;
  /** Split camel-case words into their parts (plus the whole word). */
  camelCase: boolean;
}

export interface Token {
  /** Normalised term. */
  term: string;
  /** UTF-16 offsets of the token in the original text. */
  start: number;
  end: number;
  /** Word position, used for proximity; camel-case parts take one position each. */
  pos: number;
  /** Index of the whole word this token belongs to (snippets count whole words). */
  word: number;
  /** True for the whole-word form of a camel-case word that was also split into parts. */
  alias: boolean;
}

export type TokenCallback = (term: string, pos: number, start: number, end: number, word: number, alias: boolean) => void;

const normalizedChars = new Map<string, string>();

/** Lowercase, compatibility-decompose and drop combining marks: `É` → `e`, `ﬁ` → `fi`. */
export function normalizeChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
  let normalized = normalizedChars.get(char);
  if (normalized === undefined) {
    normalized = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    normalizedChars.set(char, normalized);
  }
  return normalized;
}

export function normalizeText(text: string): string {
  let out = '';
  for (const char of text) out += normalizeChar(char);
  return out;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

function isWordChar(char: string, separatorsToIndex: string): boolean {
  const code = char.charCodeAt(0);
  if (code < 128) {
    return (
      (code >= 48 && code <= 57) ||
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      (separatorsToIndex !== '' && separatorsToIndex.includes(char))
    );
  }
  return WORD_CHAR.test(char) || (separatorsToIndex !== '' && separatorsToIndex.includes(char));
}

const isUpper = (char: string): boolean => char !== char.toLowerCase() && char === char.toUpperCase();
const isLower = (char: string): boolean => char !== char.toUpperCase() && char === char.toLowerCase();

/** Offsets (relative to the word) where a new camel-case part starts, excluding 0. */
function camelBoundaries(word: string): number[] {
  const chars = Array.from(word);
  const boundaries: number[] = [];
  let offset = 0;
  for (let i = 0; i < chars.length; i += 1) {
    if (i > 0) {
      const prev = chars[i - 1]!;
      const cur = chars[i]!;
      const next = chars[i + 1];
      if (
        (isLower(prev) && isUpper(cur)) ||
        (isUpper(prev) && isUpper(cur) && next !== undefined && isLower(next))
      ) {
        boundaries.push(offset);
      }
    }
    offset += chars[i]!.length;
  }
  return boundaries;
}

/**
 * Calls `onToken` for every token of `text`, in order. Returns the number of whole words.
 * The callback form avoids one object per token when indexing 100 000 records.
 */
export function forEachToken(text: string, options: TokenizeOptions, onToken: TokenCallback): number {
  const {separatorsToIndex, camelCase} = options;
  let pos = 0;
  let word = 0;
  let i = 0;
  const length = text.length;
  while (i < length) {
    // Skip separators.
    let char = charAt(text, i);
    while (i < length && !isWordChar(char, separatorsToIndex)) {
      i += char.length;
      if (i < length) char = charAt(text, i);
    }
    if (i >= length) break;
    const start = i;
    let term = '';
    while (i < length && isWordChar(char, separatorsToIndex)) {
      term += normalizeChar(char);
      i += char.length;
      if (i < length) char = charAt(text, i);
    }
    const end = i;
    if (term === '') continue;
    const boundaries = camelCase ? camelBoundaries(text.slice(start, end)) : [];
    if (boundaries.length === 0) {
      onToken(term, pos, start, end, word, false);
      pos += 1;
    } else {
      const cuts = [0, ...boundaries, end - start];
      for (let part = 0; part < cuts.length - 1; part += 1) {
        const partStart = start + cuts[part]!;
        const partEnd = start + cuts[part + 1]!;
        const partTerm = normalizeText(text.slice(partStart, partEnd));
        if (partTerm !== '') onToken(partTerm, pos + part, partStart, partEnd, word, false);
      }
      onToken(term, pos, start, end, word, true);
      pos += cuts.length - 1;
    }
    word += 1;
  }
  return word;
}

function charAt(text: string, index: number): string {
  const code = text.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) return text.slice(index, index + 2);
  return text[index]!;
}

export function tokenize(text: string, options: TokenizeOptions): Token[] {
  const tokens: Token[] = [];
  forEachToken(text, options, (term, pos, start, end, word, alias) => {
    tokens.push({term, start, end, pos, word, alias});
  });
  return tokens;
}

/**
 * Original-text end offset of the first `normalizedLength` normalised characters of a token:
 * where a prefix highlight stops (`<em>Instal</em>lation`).
 */
export function prefixEnd(text: string, start: number, end: number, normalizedLength: number): number {
  let count = 0;
  let i = start;
  while (i < end && count < normalizedLength) {
    const char = charAt(text, i);
    count += normalizeChar(char).length;
    i += char.length;
  }
  return i;
}

export function isNumericTerm(term: string): boolean {
  return /^[0-9]+$/.test(term);
}
