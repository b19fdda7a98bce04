/** Order statistics and intervals the benches print. */

/** The value at share `p` (0–1) of an ascending list. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The arithmetic mean (NaN of none). */
export const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The middle value (the upper one of an even count), without reordering `values`. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The 95 % Wilson score interval of a share of `successes` in `n` trials: where the share on an
 * unlimited set of such queries would lie, read from this many.
 */
export function wilsonInterval(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const share = successes / n;
  const z2 = z * z;
  const centre = (share + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((share * (1 - share)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A seeded generator of floats in [0, 1) (mulberry32), so a resampling prints the same figures every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The mean difference of paired per-query scores (`a[i] - b[i]`) with its 95 % interval from
 * `resamples` bootstrap resamples of the queries (seeded, so every run prints the same).
 */
export function pairedDifference(a: readonly number[], b: readonly number[], resamples = 2000, seed = 1): {mean: number; low: number; high: number} {
  if (a.length !== b.length) throw new Error(`paired scores differ in length: ${a.length} and ${b.length}`);
  const n = a.length;
  if (n === 0) return {mean: 0, low: 0, high: 0};
  const diffs = a.map((value, i) => value - b[i]!);
  const random = seededRandom(seed);
  const means: number[] = [];
  for (let r = 0; r < resamples; r += 1) {
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += diffs[Math.floor(random() * n)]!;
    means.push(sum / n);
  }
  means.sort((x, y) => x - y);
  return {mean: mean(diffs), low: percentile(means, 0.025), high: percentile(means, 0.975)};
}
