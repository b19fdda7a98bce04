/**
 * Brotli and gzip copies of the build's text files, written once after the build (`x.js.br`,
 * `x.js.gz` beside `x.js`), so the site server sends files instead of compressing every response
 * again: compressing on the fly cost the home page 10x its throughput (issue #12, finding 8).
 *
 * `npm run build` runs it after `docusaurus build` (scripts/precompressBuild.ts). It is not a
 * plugin's postBuild: Docusaurus runs every plugin's postBuild at once, so a copy made there missed
 * what the sitemap and blog plugins write in theirs (sitemap.xml, the 120 KB RSS and Atom feeds,
 * which feed readers poll).
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const PRECOMPRESS = {
  /** Text types worth compressing (images and fonts are compressed already). */
  extensions: ['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.md', '.webmanifest', '.xsl'],
  /** Files compressed at a time: bounds memory on a big build. */
  concurrency: 8,
} as const;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function compressFile(file: string, result: PrecompressResult): Promise<void> {
  // Small files too: a copy costs nothing at request time, while a file without one is compressed
  // on the fly for every request (@fastify/compress streams files, so its size threshold does not
  // apply): the 517-byte logo cost the server more CPU than a search answered from the cache.
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {params: {[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length}}),
    gzipAsync(data, {level: constants.Z_BEST_COMPRESSION}),
  ]);
  // A copy that is not smaller would only cost a read.
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  result.files += 1;
  result.bytes += data.length;
  result.brotliBytes += Math.min(br.length, data.length);
  result.gzipBytes += Math.min(gz.length, data.length);
}

/** The files under `dir` of a type worth compressing (`PRECOMPRESS.extensions`). */
export async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && (PRECOMPRESS.extensions as readonly string[]).includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const files = await compressibleFiles(dir);
  const result: PrecompressResult = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) await compressFile(files[next++]!, result);
  };
  await Promise.all(Array.from({length: PRECOMPRESS.concurrency}, worker));
  return result;
}
