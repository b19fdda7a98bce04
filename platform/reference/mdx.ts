/**
 * Escaping for the table cells of generated MDX partials. In MDX prose `<` and `{` open JSX and
 * expressions, and in any GFM table cell `|` ends the cell, even inside a code span.
 */

/** Text for a code span in a table cell: `|` escaped, newlines folded. */
export function codeCell(text: string): string {
  return `\`${text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')}\``;
}

/** Prose for a table cell: `|` escaped, and `<`, `{`, `}` outside code spans; newlines folded. */
export function textCell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part.replace(/\|/g, '\\|')
        : part.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\{/g, '&#123;').replace(/\}/g, '&#125;'),
    )
    .join('');
}
