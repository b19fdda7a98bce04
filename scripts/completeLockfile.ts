/**
 * `npm run lockfile:complete`: run after every `npm install` on this project's machines.
 *
 * The registry mirror these machines use answers 404 for platform binaries other than Linux ones
 * (`@swc/core-darwin-arm64`, `@rollup/rollup-win32-x64-msvc`…). npm then writes a lock that lists
 * them as optional dependencies of their parent but has no entry for them, and `npm ci` refuses
 * such a lock as out of sync. This adds the missing entries with the `os`, `cpu` and `libc` that
 * their names state, so npm knows to skip them on machines they are not for.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'aix', 'win32'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** The platform a binary package is for, read from its name (`…-linux-x64-musl`). */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (name.includes('wasm32') || name.endsWith('-wasi')) return {cpu: ['wasm32']};
  if (!os || !cpu) return null;
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? ['musl'] : os === 'linux' ? ['glibc'] : undefined;
  return {os: [os], cpu: [cpu], ...(libc ? {libc} : {})};
}

export function completeLockfile(lock: Lockfile): string[] {
  const added: string[] = [];
  for (const [parentPath, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${parentPath ? `${parentPath}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      lock.packages[hoisted] = {version: spec, optional: true, ...platform};
      added.push(`${name}@${spec}`);
    }
  }
  return added;
}

/** The site's lockfile and those of the tools installed on demand (tools/install.ts), from the repository root. */
export const LOCKFILES = ['package-lock.json', 'tools/bench/package-lock.json', 'tools/diagrams/package-lock.json'];

function main(): void {
  for (const name of LOCKFILES) {
    const file = path.resolve(import.meta.dirname, '..', name);
    const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
    const added = completeLockfile(lock);
    if (added.length > 0) {
      // Keep npm's own key order so the diff shows only the new entries.
      lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
      writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    }
    console.log(added.length ? `${name}: added ${added.length} platform entries` : `${name}: complete`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
