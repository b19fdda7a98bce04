/**
 * The server-side translation helper.
 *
 * @module @merchantry/merchantry/lib/locale/translate/translate
 */

/**
 * Translates `text` and fills its `${name}` placeholders. Server only; pass `locale` explicitly
 * in cron jobs, subscribers and emails, where there is no request.
 *
 * @param text The English source string, which is also the dictionary key.
 * @param values Values of the placeholders, by name.
 * @param locale An ISO 639-1 code, such as `fr`.
 */
export function translate(text: string, values?: Record<string, string>, locale?: string): string;
