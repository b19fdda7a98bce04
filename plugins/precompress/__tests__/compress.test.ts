import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {PRECOMPRESS, precompressDir} from '../compress';

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    try {
      const page = `<html><body>${'<p>Merchantry docs</p>'.repeat(200)}</body></html>`;
      writeFileSync(path.join(dir, 'page.html'), page);
      writeFileSync(path.join(dir, 'small.js'), 'x'.repeat(PRECOMPRESS.minBytes - 1));
      writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(5000));
      const result = await precompressDir(dir);
      expect(result.files).toBe(1);
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'page.html.br'))).toString()).toBe(page);
      expect(gunzipSync(readFileSync(path.join(dir, 'page.html.gz'))).toString()).toBe(page);
      expect(existsSync(path.join(dir, 'small.js.br'))).toBe(false);
      expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
