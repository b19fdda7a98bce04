/**
 * Bench only: the site server in BENCH_WORKERS processes behind node:cluster (each worker runs
 * server/start.mjs, as `npm run serve` does, and the primary shares the port among them), to
 * measure whether a second core helps on this machine before the server grows a cluster mode of
 * its own.
 */
import cluster from 'node:cluster';
import {availableParallelism} from 'node:os';
import path from 'node:path';

const workers = Number(process.env.BENCH_WORKERS) || availableParallelism();
cluster.setupPrimary({exec: path.resolve(import.meta.dirname, '../server/start.mjs'), args: ['--no-build'], execArgv: []});
for (let i = 0; i < workers; i += 1) cluster.fork();

process.once('SIGTERM', () => {
  const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  let left = alive.length;
  if (left === 0) process.exit(0);
  for (const worker of alive) {
    worker.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(0);
    });
    worker.kill('SIGTERM');
  }
});
