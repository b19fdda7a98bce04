/**
 * Helpers shared by the search CLIs: argument lookup, the progress line and the record summary.
 */
import path from 'node:path';
import type {DocSearchRecord} from '../records';

const root = path.resolve(import.meta.dirname, '../..');

export const DEFAULT_BUILD_DIR = path.join(root, 'build');
export const DEFAULT_RECORDS_FILE = path.join(root, '.data/search/records.json');
/** The site server's data directory when DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = path.join(root, '.data');

/** Without a TTY (CI logs), one progress line per this many steps instead of a rewritten line. */
const NON_TTY_PROGRESS_EVERY = 25;

/** `--name value` or `--name=value`. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

export interface Progress {
  update: (done: number, total: number, item: string) => void;
  done: () => void;
}

/** One line rewritten in place on a terminal; a line every N steps otherwise. */
export function createProgress(label: string, stream: NodeJS.WriteStream = process.stdout): Progress {
  const tty = stream.isTTY;
  let lastLength = 0;
  let last: {done: number; total: number} | null = null;
  return {
    update(done, total, item) {
      last = {done, total};
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      const line = `${label} ${done}/${total} (${percent}%) ${item}`;
      if (tty) {
        const width = stream.columns ? stream.columns - 1 : 120;
        const text = line.length > width ? `${line.slice(0, width - 1)}…` : line;
        stream.write(`\r${text}${' '.repeat(Math.max(0, lastLength - text.length))}`);
        lastLength = text.length;
      } else if (done === total || done % NON_TTY_PROGRESS_EVERY === 0) {
        stream.write(`${line}\n`);
      }
    },
    done() {
      if (tty && lastLength > 0) stream.write(`\r${' '.repeat(lastLength)}\r`);
      else if (!tty && last && last.done !== last.total) stream.write(`${label} ${last.done}/${last.total}\n`);
    },
  };
}

export function summariseRecords(records: readonly DocSearchRecord[]): string {
  const pages = new Set(records.map((record) => record.url_without_anchor)).size;
  const byType = new Map<string, number>();
  for (const record of records) byType.set(record.type, (byType.get(record.type) ?? 0) + 1);
  const order = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
  const types = [...byType.entries()]
    .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
    .map(([type, count]) => `${type} ${count}`)
    .join(', ');
  return `pages: ${pages}, records: ${records.length}, by type: ${types || 'none'}`;
}
