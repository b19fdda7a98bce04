/**
 * Files the build writes from a source of truth and git ignores (API reference partials and data,
 * platform reference partials, the published OpenAPI document): the pages import them, so they
 * are written before the docs are compiled (plugins/openapi, plugins/platform-reference) and before
 * the unit tests read the docs (Vitest's globalSetup, scripts/generate.ts).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export interface GeneratedFile {
  path: string;
  content: string;
}

/**
 * Writes the files whose content on disk differs from what their source produces, and only those:
 * rewriting unchanged ones would make the dev server's watcher reload, and `npm start` rebuild
 * (docs/ and static/ are build sources), for nothing. Returns their paths relative to `root`.
 */
export function writeStaleFiles(files: GeneratedFile[], root: string): string[] {
  const stale = files.filter((file) => !existsSync(file.path) || readFileSync(file.path, 'utf8') !== file.content);
  for (const file of stale) {
    mkdirSync(path.dirname(file.path), {recursive: true});
    writeFileSync(file.path, file.content);
  }
  return stale.map((file) => path.relative(root, file.path));
}
