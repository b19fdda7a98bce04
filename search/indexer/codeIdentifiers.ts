/**
 * Identifiers in a code block: what a developer copies from one page and pastes into search.
 * Environment variables, config keys, CLI commands, hook and function names and file names often
 * appear only in code, which the DocSearch template does not index; the indexer keeps them in an
 * attribute of their own (`code`) on the record of the section that holds the block, searchable
 * after every text attribute so prose still ranks first.
 */

/** Languages whose lines are commands: the command and its subcommands are kept as one entry. */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell']);

/** Between two identifiers of a section's `code` text. */
const IDENTIFIER_SEPARATOR = ' · ';

/** Cap per section, so a long listing cannot make a record huge. */
export const MAX_CODE_LENGTH = 2000;

/** A name starts where a word starts: not inside a timestamp ("2026-03-02T09:12:44Z") or a number. */
const TOKEN = /(?<![\w-])[A-Za-z_$@][\w$@.:/-]*[\w$]/g;

/** Whether a token looks like a name a developer would search for, not an ordinary word. */
export function isIdentifier(token: string): boolean {
  if (token.length < 3 || token.length > 60 || token.includes('//')) return false;
  return (
    /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(token) || // ENV_VAR
    /[a-z0-9][A-Z]/.test(token) || // camelCase
    /\w_\w/.test(token) || // snake_case
    /\w[.:]\w/.test(token) // config.key, file.json, user:create
  );
}

/** `npm run seed -- --products` → `npm run seed`: the words before the first flag or argument. */
export function commandOf(line: string): string | null {
  const words = line.replace(/^\s*\$\s+/, '').trim().split(/\s+/);
  const out: string[] = [];
  for (const word of words) {
    if (out.length === 4 || !/^[A-Za-z@][\w@.:/-]*$/.test(word)) break;
    out.push(word);
  }
  return out.length >= 2 ? out.join(' ') : null;
}

export function codeIdentifiers(lines: readonly string[], language: string | null): string[] {
  const found = new Set<string>();
  const shell = language !== null && SHELL_LANGUAGES.has(language);
  for (const line of lines) {
    if (shell && !/^\s*#/.test(line)) {
      const command = commandOf(line);
      if (command) found.add(command);
    }
    for (const token of line.match(TOKEN) ?? []) if (isIdentifier(token)) found.add(token);
  }
  return [...found];
}

/** The fewest parts a snake_case name needs for its words to be searched as words. */
const MIN_SNAKE_CASE_PARTS = 3;

/**
 * The words of a section's longer snake_case names (`upload_max_file_size` → "upload max file
 * size"), for its `code_words` attribute, so that a reader who describes a setting in words finds
 * its key. The engine already reads camel case names as words (`camelCaseAttributes`) and its
 * separators split kebab case; snake_case names stay whole in `code`, so the query
 * "product_updated" still wants the name itself. Names of two parts (`discount_code`, `order_id`)
 * are left out: they would give every API page common words (search/DESIGN.md, "Words of long
 * snake_case names").
 */
export function snakeCaseWords(code: string): string {
  const words = new Set<string>();
  for (const identifier of code.split(IDENTIFIER_SEPARATOR)) {
    const parts = identifier.split(/[_.:/-]+/);
    if (!identifier.includes('_') || identifier.includes(' ') || parts.length < MIN_SNAKE_CASE_PARTS) continue;
    for (const part of parts) if (/^[a-z]{3,}$/i.test(part)) words.add(part.toLowerCase());
  }
  return [...words].join(' ');
}

/** Adds identifiers to a section's `code` text, without repeats and within the cap. */
export function appendIdentifiers(existing: string | undefined, identifiers: readonly string[]): string {
  const have = new Set(existing ? existing.split(IDENTIFIER_SEPARATOR) : []);
  let text = existing ?? '';
  for (const identifier of identifiers) {
    if (have.has(identifier)) continue;
    const next = text === '' ? identifier : `${text}${IDENTIFIER_SEPARATOR}${identifier}`;
    if (next.length > MAX_CODE_LENGTH) break;
    have.add(identifier);
    text = next;
  }
  return text;
}
