/**
 * Escapes what could open markup. The apostrophe is left alone: it is harmless in text content.
 * Its own module so the browser's search rows can escape text without loading the engine.
 */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

const SPECIAL = /[&<>"]/;
const EVERY_SPECIAL = new RegExp(SPECIAL.source, 'g');

export function escapeHtml(text: string): string {
  // Most record text has none of these: skip building a copy.
  return SPECIAL.test(text) ? text.replace(EVERY_SPECIAL, (char) => ESCAPES[char]!) : text;
}
