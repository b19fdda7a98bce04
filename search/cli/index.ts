/**
 * `npm run search:index [-- --out <file>] [--build <dir>] [--site-url <url>]`
 *
 * Indexes the built site (`build/`) into DocSearch records and writes them as a JSON array to
 * `.data/search/records.json`, with a progress line while it works and a summary at the end.
 */
import path from 'node:path';
import {site} from '../../src/site';
import {hasSiteBuild, indexBuildDir} from '../indexer/index';
import {writeFileAtomic} from '../durableFile';
import {createProgress, DEFAULT_BUILD_DIR, DEFAULT_RECORDS_FILE, optionValue, summariseRecords} from './shared';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(optionValue(args, '--build') ?? DEFAULT_BUILD_DIR);
  const out = path.resolve(optionValue(args, '--out') ?? DEFAULT_RECORDS_FILE);
  const siteUrl = optionValue(args, '--site-url') ?? site.url;
  if (!hasSiteBuild(buildDir)) {
    throw new Error(`search:index: no built site at ${buildDir} (run "npm run build" first)`);
  }
  const started = performance.now();
  const progress = createProgress('Indexing');
  const {records, pages} = await indexBuildDir(buildDir, {siteUrl, onProgress: progress.update});
  progress.done();
  await writeFileAtomic(out, `${JSON.stringify(records, null, 1)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Indexed ${pages} pages into ${records.length} records in ${seconds} s → ${out}`);
  console.log(summariseRecords(records));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
