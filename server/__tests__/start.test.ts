/**
 * `npm start` runs the server compiled to JavaScript by plain Node (server/start.mjs): the bundle
 * loads with every package it needs, and reads its environment before any work, as server/main.ts
 * does under tsx. Serving from the compiled bundle is what the browser tests exercise.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('server/start.mjs', () => {
  it('compiles the server when needed and runs it in plain Node, which stops on a malformed variable by name', () => {
    const result = spawnSync(process.execPath, ['server/start.mjs', '--no-build'], {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, SEARCH_RATE_LIMIT: 'lots'},
    });
    expect(result.stderr).not.toContain('Cannot find module');
    expect(result.stderr).toContain('SEARCH_RATE_LIMIT must be a whole number');
    expect(result.status).toBe(1);
  }, 120_000);
});
