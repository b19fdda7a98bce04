/**
 * Tools that only `npm run bench` (Lighthouse, autocannon, the stock Docusaurus template,
 * MiniSearch) and `npm run diagrams` (Mermaid) use live in their own package folders here, each
 * with its lockfile, so the site's `npm ci` does not install their ~380 packages: the command that
 * needs a set installs it on first use (`npm ci --prefix tools/<set>`) and again when its lockfile
 * changes. Code loads them through these functions, never by a bare import, which Node would
 * resolve from the site's node_modules.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export type ToolSet = 'bench' | 'diagrams';

function installedDir(set: ToolSet): string {
  const dir = path.join(import.meta.dirname, set);
  // npm writes node_modules/.package-lock.json last, so it marks a finished install.
  const installed = path.join(dir, 'node_modules/.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(path.join(dir, 'package-lock.json')).mtimeMs) return dir;
  console.log(`Installing the ${set} tools (npm ci --prefix tools/${set})…`);
  const result = spawnSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], {stdio: ['ignore', 'inherit', 'inherit']});
  if (result.status !== 0) throw new Error(`could not install the ${set} tools: npm ci --prefix tools/${set} failed`);
  return dir;
}

/** The path of a file inside an installed tool package, e.g. `mermaid/dist/mermaid.min.js`. */
export function toolFile(set: ToolSet, file: string): string {
  return path.join(installedDir(set), 'node_modules', file);
}

/** `require` resolving from the set's own node_modules. */
export function toolRequire(set: ToolSet): NodeJS.Require {
  return createRequire(path.join(installedDir(set), 'package.json'));
}
