/**
 * The JSON layout of the reference's examples and samples: short enough to read without
 * scrolling. Shared by the response examples and the request bodies of every sample language.
 */

/** Longest flat object written on one line. */
export const INLINE_OBJECT_MAX = 60;

/**
 * JSON with 2-space indentation, keeping arrays of plain values on one line
 * (`"groups": [2]`) and small flat objects too: examples stay short enough to read without
 * scrolling.
 */
export function pretty(value: unknown, depth = 0): string {
  const pad = '  '.repeat(depth + 1);
  const close = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
    }
    return `[\n${value.map((item) => pad + pretty(item, depth + 1)).join(',\n')}\n${close}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    // Small flat objects, such as `{"sku": "COF-ETH-250", "qty": 2}`, read best on one line.
    const flat = entries.every(([, item]) => item === null || typeof item !== 'object');
    const oneLine = `{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item)}`).join(', ')}}`;
    if (flat && depth > 0 && oneLine.length <= INLINE_OBJECT_MAX) return oneLine;
    return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pretty(item, depth + 1)}`).join(',\n')}\n${close}}`;
  }
  return JSON.stringify(value);
}
