/** `npm run build`'s last step: `tsx scripts/precompressBuild.ts <build dir>` (see precompress.ts). */
import {precompressDir} from './precompress';

async function main(dir: string | undefined): Promise<void> {
  if (!dir) throw new Error('usage: tsx scripts/precompressBuild.ts <build dir>');
  const result = await precompressDir(dir);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(`Precompressed ${result.files} files of ${dir}: ${kb(result.bytes)} → ${kb(result.brotliBytes)} Brotli, ${kb(result.gzipBytes)} gzip`);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
