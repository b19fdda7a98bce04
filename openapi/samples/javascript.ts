/** JavaScript source pieces shared by the `fetch` and Node samples. */
import {literal, type LiteralSyntax} from './literal';

export function jsString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name);
}

const JS_SYNTAX: LiteralSyntax = {
  string: jsString,
  key: jsKey,
  pair: ': ',
  null: 'null',
  true: 'true',
  false: 'false',
  object: ['{', '}'],
  emptyObject: '{}',
  indent: '  ',
};

/** A value as a JavaScript literal: bare keys, single quotes, 2-space indent. */
export function jsLiteral(value: unknown): string {
  return literal(value, JS_SYNTAX);
}

/** `key: value,` lines of an object literal whose values are already code. */
export function jsObjectLines(entries: [string, string][]): string[] {
  return entries.map(([key, value]) => `${jsKey(key)}: ${value},`);
}

export function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? line : pad + line))
    .join('\n');
}
