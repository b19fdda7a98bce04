import {existsSync, statSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {siteBuildMarker} from '../search/indexer/index';

/** What the site is built from: a change to any of these makes `build/` stale. */
export const BUILD_SOURCES = [
  'docs',
  'blog',
  'src',
  'static',
  'plugins',
  'openapi',
  // The reference partials the docs import are rendered from it at build time.
  'platform',
  'sidebars',
  'config',
  // The pages import some of its modules (hosted mode's re-ranking, the record shape, escaping).
  'search',
  // `npm run build` writes the Brotli and gzip copies with these after `docusaurus build`.
  'scripts/precompress.ts',
  'scripts/precompressBuild.ts',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, {recursive: true, withFileTypes: true})) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export type BuildState = {fresh: true} | {fresh: false; reason: string};

export function buildState(siteDir: string, buildDir: string): BuildState {
  const marker = siteBuildMarker(buildDir);
  if (!existsSync(marker)) return {fresh: false, reason: 'no build yet'};
  const builtAt = statSync(marker).mtimeMs;
  const changed = BUILD_SOURCES.find((source) => newestMtime(path.join(siteDir, source)) > builtAt);
  return changed ? {fresh: false, reason: `${changed} changed since the last build`} : {fresh: true};
}
