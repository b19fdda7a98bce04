/**
 * The isomorphic translation helper, for components and code that runs in the browser.
 *
 * @module @merchantry/merchantry/lib/locale/translate/_
 */

/**
 * Translates `text` into the request's locale and fills its `${name}` placeholders. Keep `text`
 * a literal string (extraction tooling reads it) and call `_()` inside components, never at
 * module scope (hydration mismatch). Missing translations fall back to `text`.
 *
 * @param text The English source string, which is also the dictionary key.
 * @param values Values of the placeholders, by name.
 */
export function _(text: string, values?: Record<string, string>): string;
