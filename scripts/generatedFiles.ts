/**
 * Files the build writes from a source of truth and the repository keeps (API reference partials,
 * platform reference partials): which are stale, writing only those, and the command-line entry
 * that writes them or, with `--check`, fails on a stale one. Each generator exposes the same entry
 * points through `generatorEntryPoints` and `runGeneratorIfMain`.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export interface GeneratedFile {
  path: string;
  content: string;
}

/** Files whose content on disk differs from what their source produces. */
export function staleFiles(files: GeneratedFile[]): GeneratedFile[] {
  return files.filter((file) => !existsSync(file.path) || readFileSync(file.path, 'utf8') !== file.content);
}

/**
 * Writes the stale files only, since rewriting unchanged ones would make the dev server's watcher
 * reload for nothing; returns their paths relative to `root`.
 */
export function writeStaleFiles(files: GeneratedFile[], root: string): string[] {
  const stale = staleFiles(files);
  for (const file of stale) {
    mkdirSync(path.dirname(file.path), {recursive: true});
    writeFileSync(file.path, file.content);
  }
  return stale.map((file) => path.relative(root, file.path));
}

/** `npx tsx <generator>` writes the stale files; `--check` exits 1 when any is stale. */
export function runGenerator(name: string, command: string, files: () => GeneratedFile[], root: string): void {
  if (process.argv.includes('--check')) {
    const stale = staleFiles(files()).map((file) => path.relative(root, file.path));
    if (stale.length > 0) {
      console.error(`${name}: generated files are stale, run \`${command}\`:\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`${name}: generated files are up to date`);
    return;
  }
  const written = writeStaleFiles(files(), root);
  console.log(written.length > 0 ? `${name}: wrote ${written.join(', ')}` : `${name}: generated files are up to date`);
}

/** A generator's entry points: its stale files (content tests) and writing them (build plugins). */
export function generatorEntryPoints(files: () => GeneratedFile[], root: string) {
  return {
    /** Files whose content on disk differs from what their source produces. */
    staleFiles: (list: GeneratedFile[] = files()): GeneratedFile[] => staleFiles(list),
    /** Writes the stale files only. */
    writeGeneratedFiles: (): string[] => writeStaleFiles(files(), root),
  };
}

/** `runGenerator` when the module at `moduleUrl` is the script node was started with. */
export function runGeneratorIfMain(moduleUrl: string, name: string, command: string, files: () => GeneratedFile[], root: string): void {
  if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl)) runGenerator(name, command, files, root);
}
