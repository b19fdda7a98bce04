/**
 * `npm run build` leaves a Brotli copy beside every text file worth compressing, including what
 * Docusaurus plugins write last (the sitemap and the blog feeds), and the server sends those copies
 * as they are: Brotli, which it only offers from a build-time copy (on the fly it prefers gzip).
 */
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {compressibleFiles} from '../../scripts/precompress';
import {expect, test} from './fixtures';

// Playwright runs from the repository root.
const BUILD = path.resolve('build');
/** Smaller files may have no copy: one is written only when it is smaller than the file. */
const WORTH_A_COPY_BYTES = 1024;

test('every text file of the build has a Brotli copy', async () => {
  const missing = (await compressibleFiles(BUILD))
    .filter((file) => statSync(file).size >= WORTH_A_COPY_BYTES && !existsSync(`${file}.br`))
    .map((file) => path.relative(BUILD, file));
  expect(missing).toEqual([]);
});

for (const route of ['/sitemap.xml', '/blog/rss.xml', '/blog/atom.xml']) {
  test(`${route} is sent from its build-time Brotli copy`, async ({request}) => {
    const response = await request.get(route, {headers: {'accept-encoding': 'gzip, br'}});
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['vary']).toContain('accept-encoding');
  });
}

