/**
 * The fenced code blocks of the docs and the blog, with what their info string says about them.
 * The sample checks (TypeScript, JSON config, shell, GraphQL) all read the pages through here, so
 * a block is found the same way by every check.
 *
 * Info string conventions (CONTRIBUTING.md, "Code blocks"):
 * - `title="path/to/file.ts"`: the block is that file of the page's example project; other blocks
 *   of the same page import it by its relative path.
 * - a first line `// @filename: path/to/file.ts` does the same for a block without a title.
 * - `partial`: a deliberately incomplete excerpt; the checks skip it and count it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const SITE_DIR = path.resolve(import.meta.dirname, '../..');
const SAMPLE_DIRS = ['docs', 'blog'];

export interface CodeSample {
  /** MDX file, relative to the site root. */
  page: string;
  /** 1-based line of the opening fence. */
  line: number;
  language: string;
  meta: string;
  /** Path the block declares through its title or an `// @filename:` line, if any. */
  filename?: string;
  partial: boolean;
  code: string;
}

/** Pages of `docs/` and `blog/`; generated partials (folders starting with `_`) are checked at their source. */
export function samplePages(): string[] {
  return SAMPLE_DIRS.flatMap((dir) =>
    readdirSync(path.join(SITE_DIR, dir), {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !/[/\\]_/.test(path.relative(SITE_DIR, entry.parentPath)))
      .map((entry) => path.relative(SITE_DIR, path.join(entry.parentPath, entry.name))),
  ).sort();
}

const FILENAME_LINE = /^\s*(?:\/\/|#)\s*@filename:\s*(\S+)\s*$/;

/** Splits one page into its fenced blocks; indented fences (inside tabs or lists) count too. */
export function parseSamples(page: string, text: string): CodeSample[] {
  const samples: CodeSample[] = [];
  const lines = text.split('\n');
  let open: {fence: string; indent: number; line: number; info: string; body: string[]} | undefined;
  lines.forEach((raw, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(raw);
    if (!open) {
      if (fence) open = {fence: fence[2]!, indent: fence[1]!.length, line: index + 1, info: fence[3]!.trim(), body: []};
      return;
    }
    if (fence && fence[2]!.startsWith(open.fence) && fence[3]!.trim() === '') {
      samples.push(toSample(page, open));
      open = undefined;
      return;
    }
    open.body.push(raw.slice(Math.min(open.indent, raw.length - raw.trimStart().length)));
  });
  return samples;
}

function toSample(page: string, block: {line: number; info: string; body: string[]}): CodeSample {
  const [language = '', ...rest] = block.info.split(/\s+/);
  const meta = rest.join(' ');
  const title = /\btitle="([^"]+)"/.exec(meta)?.[1];
  let body = block.body;
  let filename = title;
  const declared = body[0] === undefined ? null : FILENAME_LINE.exec(body[0]);
  if (declared) {
    filename = declared[1];
    body = body.slice(1);
  }
  return {
    page,
    line: block.line,
    language,
    meta,
    filename,
    partial: /(^|\s)partial(\s|$)/.test(meta),
    code: body.join('\n'),
  };
}

let cache: CodeSample[] | undefined;

/** Every fenced block of `docs/` and `blog/`, in page order. */
export function allSamples(): CodeSample[] {
  cache ??= samplePages().flatMap((page) => parseSamples(page, readFileSync(path.join(SITE_DIR, page), 'utf8')));
  return cache;
}

export function where(sample: Pick<CodeSample, 'page' | 'line'>): string {
  return `${sample.page}:${sample.line}`;
}
