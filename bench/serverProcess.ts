/**
 * A site server (`server/main.ts --no-build`, as `npm run serve` runs it) in a child process the
 * bench can measure: the child is Node itself (tsx loaded with --import, no npx or tsx wrapper),
 * so its pid is the server's and /proc gives its resident memory and CPU time.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';

export interface ServerProcessOptions {
  /** Checkout whose `server/main.ts` runs (the bench's own, or an older commit's tree). */
  cwd: string;
  port: number;
  env?: Record<string, string>;
  /** Script to run instead of `server/main.ts`: `server/start.mjs`, a bundle the bench compiled, or the bench's cluster launcher. */
  script?: string;
}

export interface ServerProcess {
  base: string;
  pid: number;
  /** Resident set size of the server's processes, in bytes (NaN where /proc is missing). */
  rssBytes(): number;
  /** User + system CPU time the server's processes have used so far, in ms (NaN where /proc is missing). */
  cpuMs(): number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 180_000;

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).stdout.trim()) || 100;
  return ticksPerSecond;
}

/** The process and its descendants (a cluster's workers), read from /proc. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    const tasks = readdirSync(`/proc/${pid}/task`);
    children = tasks.flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    // gone, or no /proc
  }
  return [pid, ...children.flatMap(processTree)];
}

function procRss(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function procCpuMs(pid: number): number {
  try {
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th overall.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return Number.NaN;
  }
}

const sumOverTree = (pid: number, measure: (pid: number) => number) => processTree(pid).reduce((sum, each) => sum + measure(each), 0);

async function waitUntilServing(child: ChildProcess, base: string): Promise<void> {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (exited !== undefined) throw new Error(`bench: the server for ${base} exited with code ${exited} before serving`);
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`bench: the server for ${base} did not serve / within ${READY_TIMEOUT_MS / 1000} s`);
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const script = options.script ?? 'server/main.ts';
  // TypeScript entry points (an older commit's server/main.ts) run through tsx; server/start.mjs is
  // what `npm run serve` runs: the compiled server in plain Node, as is a bundle the bench compiled.
  const child = spawn(process.execPath, [...(/\.[cm]js$/.test(script) ? [] : ['--import', 'tsx']), script, '--no-build'], {
    cwd: options.cwd,
    env: {...process.env, PORT: String(options.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${options.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) { resolve(); return; }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitUntilServing(child, base);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid!;
  return {base, pid, rssBytes: () => sumOverTree(pid, procRss), cpuMs: () => sumOverTree(pid, procCpuMs), stop};
}

/** Runs `fn` with a server up, and stops it afterwards whatever happens. */
export async function withServerProcess<T>(options: ServerProcessOptions, fn: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServerProcess(options);
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}
