/**
 * The site's records for the benches and the page-weight fit: `--records <file>` (standalone runs)
 * or `.data/search/records.json` (what `npm run search:index` and the server write), else `build/`
 * indexed now; null when there is neither.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_RECORDS_FILE} from '../search/cli/shared';
import {hasSiteBuild, indexBuildDir} from '../search/indexer/index';
import type {DocSearchRecord} from '../search/records';
import {site} from '../src/site';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = path.join(ROOT, 'build');

export async function siteRecords(): Promise<{records: DocSearchRecord[]; source: string; file: string | null} | null> {
  const at = process.argv.indexOf('--records');
  const file = at >= 0 ? path.resolve(process.argv[at + 1]!) : DEFAULT_RECORDS_FILE;
  if (existsSync(file)) {
    return {records: JSON.parse(readFileSync(file, 'utf8')) as DocSearchRecord[], source: path.relative(ROOT, file), file};
  }
  if (hasSiteBuild(BUILD_DIR)) {
    return {records: (await indexBuildDir(BUILD_DIR, {siteUrl: site.url})).records, source: 'build/', file: null};
  }
  return null;
}
