/**
 * Escapes what could open markup. The apostrophe is left alone: it is harmless in text content.
 * Its own module so the browser's search rows can escape text without loading the engine.
 */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);
}
