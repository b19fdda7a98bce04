/**
 * `psql --version` → `psql version`: a command-line flag a developer pasted is a word to find. With
 * `advancedSyntax` (the DocSearch template's), a word after a dash is excluded; Algolia documents
 * that for one dash only, and leaves open what two do. Local mode's engine and hosted mode's
 * browser both drop the dashes before the query is read; strict mode keeps the query as sent.
 */
export function flagsAsWords(query: string): string {
  return query.replace(/(^|\s)--+(?=[^\s-])/g, '$1');
}
