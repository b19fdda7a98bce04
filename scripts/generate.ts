/**
 * Writes every generated file the docs import (scripts/generatedFiles.ts): Vitest runs it before
 * the tests (`globalSetup` in vitest.config.ts), since content, reference and docs-for-machines
 * tests read them from docs/; `npx tsx scripts/generate.ts` writes them without a build.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {writeGeneratedFiles as writeApiReference} from '../openapi/generate';
import {writeGeneratedFiles as writePlatformReference} from '../platform/reference/generate';

export function setup(): void {
  const written = [...writeApiReference(), ...writePlatformReference()];
  if (written.length > 0) console.log(`generated: wrote ${written.length} files`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) setup();
