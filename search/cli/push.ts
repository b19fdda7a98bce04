/**
 * `npm run search:push [-- --records <file>] [--build <dir>]`
 *
 * Sends the DocSearch records and the template settings to Algolia (ALGOLIA_APP_ID,
 * ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME) or to the site server (SEARCH_SERVER_URL,
 * SEARCH_ADMIN_API_KEY) with the real `algoliasearch` client. Records come from the records file
 * written by `search:index`, or from indexing `build/` when that file does not exist.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {site} from '../../src/site';
import {hasSiteBuild, indexBuildDir} from '../indexer/index';
import type {DocSearchRecord} from '../records';
import {pushTargetFromEnv} from '../../config/env';
import {pushRecords} from './pushRecords';
import {createProgress, DEFAULT_BUILD_DIR, DEFAULT_RECORDS_FILE, optionValue, summariseRecords} from './shared';

async function loadRecords(recordsFile: string, buildDir: string): Promise<DocSearchRecord[]> {
  if (existsSync(recordsFile)) {
    const data: unknown = JSON.parse(await readFile(recordsFile, 'utf8'));
    if (!Array.isArray(data)) throw new Error(`search:push: ${recordsFile} does not hold a JSON array of records`);
    console.log(`Read ${data.length} records from ${recordsFile}`);
    return data as DocSearchRecord[];
  }
  if (!hasSiteBuild(buildDir)) {
    throw new Error(`search:push: no records file at ${recordsFile} and no built site at ${buildDir} (run "npm run build" first)`);
  }
  const progress = createProgress('Indexing');
  const {records} = await indexBuildDir(buildDir, {siteUrl: site.url, onProgress: progress.update});
  progress.done();
  console.log(`Indexed ${buildDir}: ${summariseRecords(records)}`);
  return records;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const target = pushTargetFromEnv();
  const records = await loadRecords(
    path.resolve(optionValue(args, '--records') ?? DEFAULT_RECORDS_FILE),
    path.resolve(optionValue(args, '--build') ?? DEFAULT_BUILD_DIR),
  );
  const started = performance.now();
  const result = await pushRecords({target, records, log: (line) => console.log(line)});
  console.log(`Pushed ${result.records} records in ${result.batches} batches in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  const status = (error as {status?: unknown}).status;
  const name = (error as {name?: unknown}).name;
  if (name === 'ApiError' && typeof status === 'number') {
    console.error(`search:push: the search API answered ${status}: ${(error as Error).message}`);
  } else if (name === 'RetryError') {
    console.error('search:push: could not reach the search API (every host failed); check the URL or app id');
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
