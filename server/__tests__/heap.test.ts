import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {HEAP_GROWTH_FLAG} from '../heap';

describe('heap growth bound', () => {
  it('names a flag this Node version knows (setFlagsFromString would ignore one it does not)', () => {
    const known = spawnSync(process.execPath, [HEAP_GROWTH_FLAG, '-e', '0'], {encoding: 'utf8'});
    expect(known.stderr).toBe('');
    expect(known.status).toBe(0);
    // The same check fails for a flag V8 does not have, so it can tell the two apart.
    const unknown = spawnSync(process.execPath, [HEAP_GROWTH_FLAG.replace('growing', 'growin'), '-e', '0'], {encoding: 'utf8'});
    expect(unknown.status).not.toBe(0);
  });
});
