/**
 * `npm start` runs the server compiled to JavaScript by plain Node (server/start.mjs): the bundle
 * loads with every package it needs, and reads its environment before any work, as server/main.ts
 * does under tsx. Serving from the compiled bundle is what the browser tests exercise.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
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

  it('leaves no esbuild process running beside the server once it has compiled', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));
    try {
      // A Node process of its own, so its children are only what the compile started and left.
      const script = `
        import {readdirSync, readFileSync} from 'node:fs';
        import {compileServer} from ${JSON.stringify(pathToFileURL(path.join(root, 'server/compileServer.mjs')).href)};
        await compileServer(${JSON.stringify({root, bundle: path.join(out, 'main.cjs'), metafile: path.join(out, 'meta.json')})});
        // A child reaped while it is read has no files left: read as empty.
        const read = (file) => { try { return readFileSync(file, 'utf8'); } catch { return ''; } };
        // An exited child not yet reaped (state Z) runs nothing and holds no memory; nor does one
        // caught while exiting, whose command line is already gone with its memory.
        const runningNow = () => readdirSync('/proc/self/task')
          .flatMap((task) => read('/proc/self/task/' + task + '/children').split(' ').filter(Boolean))
          .filter((pid) => !/^\\d+ \\(.*\\) Z/.test(read('/proc/' + pid + '/stat')))
          .map((pid) => read('/proc/' + pid + '/cmdline').replaceAll('\\0', ' '))
          .filter((command) => command !== '');
        // esbuild.stop() signals its service and resolves at once; the process exits a moment
        // later. What must not happen is a service that stays: wait for the exit, up to 10 s.
        let running = runningNow();
        for (const deadline = Date.now() + 10_000; running.length > 0 && Date.now() < deadline; running = runningNow()) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        console.log(JSON.stringify(running));`;
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: root, encoding: 'utf8'});
      expect(result.stderr).toBe('');
      expect(existsSync(path.join(out, 'main.cjs'))).toBe(true);
      expect(JSON.parse(result.stdout.trim())).toEqual([]);
    } finally {
      rmSync(out, {recursive: true, force: true});
    }
  }, 120_000);
});
