import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {completeLockfile, LOCKFILES, platformOf} from '../completeLockfile';

describe('platformOf', () => {
  it.each([
    ['@swc/core-darwin-arm64', {os: ['darwin'], cpu: ['arm64']}],
    ['@rollup/rollup-win32-x64-msvc', {os: ['win32'], cpu: ['x64']}],
    ['@swc/core-linux-x64-musl', {os: ['linux'], cpu: ['x64'], libc: ['musl']}],
    ['@swc/core-linux-arm-gnueabihf', {os: ['linux'], cpu: ['arm'], libc: ['glibc']}],
    ['@rspack/binding-wasm32-wasi', {cpu: ['wasm32']}],
  ])('reads %s', (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  it('leaves names without a platform alone', () => {
    expect(platformOf('fsevents')).toBeNull();
  });
});

describe('package-lock.json', () => {
  it.each(LOCKFILES)('%s lists every optional platform binary, so npm ci accepts it', (name) => {
    const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../..', name), 'utf8'));
    expect(completeLockfile(lock), 'run npm run lockfile:complete').toEqual([]);
  });

  it('adds a missing binary with its platform', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/@swc/core': {version: '1.0.0', optionalDependencies: {'@swc/core-darwin-x64': '1.0.0', '@swc/core-linux-x64-gnu': '1.0.0'}},
        'node_modules/@swc/core-linux-x64-gnu': {version: '1.0.0', optional: true},
      },
    };
    expect(completeLockfile(lock)).toEqual(['@swc/core-darwin-x64@1.0.0']);
    expect(lock.packages).toHaveProperty(['node_modules/@swc/core-darwin-x64'], {
      version: '1.0.0',
      optional: true,
      os: ['darwin'],
      cpu: ['x64'],
    });
  });
});
