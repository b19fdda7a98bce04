/**
 * A JSON value written as a literal of a sample's language, in one layout for all of them: lists
 * of plain values and short flat objects on one line, everything else one entry per line with a
 * trailing comma (JavaScript, Python and PHP all accept it).
 */
import {INLINE_OBJECT_MAX} from '../pretty';

export interface LiteralSyntax {
  string: (text: string) => string;
  key: (name: string) => string;
  /** Between a key and its value: `: ` or ` => `. */
  pair: string;
  null: string;
  true: string;
  false: string;
  /** Brackets of a map (PHP writes maps as arrays). */
  object: [string, string];
  /** An empty map, where `[]` would be read as a list. */
  emptyObject: string;
  indent: string;
}

export function literal(value: unknown, syntax: LiteralSyntax, depth = 0): string {
  const pad = syntax.indent.repeat(depth + 1);
  const close = syntax.indent.repeat(depth);
  if (value === null) return syntax.null;
  if (value === true) return syntax.true;
  if (value === false) return syntax.false;
  if (typeof value === 'string') return syntax.string(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => typeof v !== 'object' || v === null)) return `[${value.map((v) => literal(v, syntax)).join(', ')}]`;
    return `[\n${value.map((v) => `${pad}${literal(v, syntax, depth + 1)},`).join('\n')}\n${close}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return syntax.emptyObject;
    const [open, end] = syntax.object;
    const flat = entries.every(([, item]) => item === null || typeof item !== 'object');
    const oneLine = `${open}${entries.map(([name, item]) => `${syntax.key(name)}${syntax.pair}${literal(item, syntax)}`).join(', ')}${end}`;
    if (flat && depth > 0 && oneLine.length <= INLINE_OBJECT_MAX) return oneLine;
    const lines = entries.map(([name, item]) => `${pad}${syntax.key(name)}${syntax.pair}${literal(item, syntax, depth + 1)},`);
    return `${open}\n${lines.join('\n')}\n${close}${end}`;
  }
  return JSON.stringify(value);
}
