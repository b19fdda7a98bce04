/** Order statistics the benches print. */

/** The value at share `p` (0–1) of an ascending list. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The middle value (the upper one of an even count), without reordering `values`. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
