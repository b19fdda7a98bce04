import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {precompressDir} from '../precompress';

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    try {
      const page = `<html><body>${'<p>Merchantry docs</p>'.repeat(200)}</body></html>`;
      writeFileSync(path.join(dir, 'page.html'), page);
      const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<rect width="4" height="4"/>'.repeat(12)}</svg>`;
      writeFileSync(path.join(dir, 'logo.svg'), logo);
      writeFileSync(path.join(dir, 'tiny.js'), 'x');
      writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(5000));
      const result = await precompressDir(dir);
      expect(result.files).toBe(3);
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'page.html.br'))).toString()).toBe(page);
      expect(gunzipSync(readFileSync(path.join(dir, 'page.html.gz'))).toString()).toBe(page);
      // Small files get copies too, unless compressing does not make them smaller.
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'logo.svg.br'))).toString()).toBe(logo);
      expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
      expect(existsSync(path.join(dir, 'tiny.js.gz'))).toBe(false);
      expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
