/**
 * An older commit's tree for side-by-side figures: unpacked from git into a temporary folder that
 * borrows this checkout's node_modules and, for the load bench, its build/ (so both servers serve
 * the same pages on the same machine). The page-weight bench builds the older tree's own site.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** Parent of 51b5bfe, the first commit of issue #12 (prototype pollution). */
export const BASELINE_COMMIT = 'd0562d2386f9a3eab072fd7efe7bf5e3214f17e1';

/**
 * Unpacks `commit` once and returns its path. The folder is named after the commit and this
 * checkout: its links point into this checkout, so checkouts sharing a machine (and /tmp) must not
 * share it, or one would serve another's build, or find its links dangling once that one is gone.
 */
export function baselineTree(root: string, commit = BASELINE_COMMIT, options: {ownBuild?: boolean} = {}): string {
  const checkout = createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 8);
  const dir = path.join(tmpdir(), `merchantry-baseline-${commit.slice(0, 12)}-${checkout}${options.ownBuild ? '-site' : ''}`);
  if (!existsSync(path.join(dir, 'server/main.ts'))) {
    mkdirSync(dir, {recursive: true});
    const archive = execFileSync('git', ['archive', '--format=tar', commit], {cwd: root, maxBuffer: 256 * 1024 * 1024});
    execFileSync('tar', ['-x', '-C', dir], {input: archive});
  }
  // The older server runs on today's packages. Those it needs that the site no longer uses stay
  // devDependencies for it: @fastify/static, which served files before server/siteFiles.ts.
  for (const shared of options.ownBuild ? ['node_modules'] : ['node_modules', 'build']) {
    if (!existsSync(path.join(dir, shared))) symlinkSync(path.join(root, shared), path.join(dir, shared));
  }
  return dir;
}
