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

const isUpper = (char: string): boolean => char !== char.toLowerCase() && char === char.toUpperCase();
const isLower = (char: string): boolean => char !== char.toUpperCase() && char === char.toLowerCase();

const NO_BOUNDARIES: number[] = [];
/** An upper-case letter after the first character: the only way a word has camel-case parts. */
const INNER_UPPER = /.\p{Lu}/u;

/** Offsets (relative to the word) where a new camel-case part starts, excluding 0. */
function camelBoundaries(word: string): number[] {
  if (!INNER_UPPER.test(word)) return NO_BOUNDARIES;
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

const wordPatterns = new Map<string, RegExp>();

/** Runs of word characters: letters, digits, combining marks and the index's own separators. */
function wordPattern(separatorsToIndex: string): RegExp {
  let pattern = wordPatterns.get(separatorsToIndex);
  if (!pattern) {
    const extra = separatorsToIndex.replace(/[\\\]^-]/g, '\\$&');
    pattern = new RegExp(`[\\p{L}\\p{N}\\p{M}${extra}]+`, 'gu');
    wordPatterns.set(separatorsToIndex, pattern);
  }
  return pattern;
}

/** A whole word normalised (ASCII, the common case, is only lowercased). */
function normalizeWord(word: string): string {
  // eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
  return /^[\u0000-\u007f]*$/.test(word) ? word.toLowerCase() : normalizeText(word);
}

/**
 * Calls `onToken` for every token of `text`, in order. Returns the number of whole words.
 * The callback form avoids one object per token when indexing 100 000 records, and words are
 * found by one native regular expression scan rather than character by character.
 */
export function forEachToken(text: string, options: TokenizeOptions, onToken: TokenCallback): number {
  const pattern = wordPattern(options.separatorsToIndex);
  pattern.lastIndex = 0;
  let pos = 0;
  let word = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const term = normalizeWord(raw);
    if (term === '') continue;
    const boundaries = options.camelCase ? camelBoundaries(raw) : [];
    if (boundaries.length === 0) {
      onToken(term, pos, start, end, word, false);
      pos += 1;
    } else {
      const cuts = [0, ...boundaries, raw.length];
      for (let part = 0; part < cuts.length - 1; part += 1) {
        const partTerm = normalizeWord(raw.slice(cuts[part], cuts[part + 1]));
        if (partTerm !== '') onToken(partTerm, pos + part, start + cuts[part]!, start + cuts[part + 1]!, word, false);
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
