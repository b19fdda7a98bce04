/**
 * Bounds how far the old generation grows past its live data before a full collection
 * (`SERVER_LIMITS.heap`). V8 reads the flag at each collection, so setting it once the process
 * runs takes effect from the next one; `node --heap-growing-percent` cannot go in NODE_OPTIONS and
 * would have to be repeated wherever the server is started.
 */
import {setFlagsFromString} from 'node:v8';
import {SERVER_LIMITS} from './limits';

/** The V8 flag as set; V8 ignores an unknown flag, so the tests check that this one exists. */
export const HEAP_GROWTH_FLAG = `--heap-growing-percent=${SERVER_LIMITS.heap.growingPercent}`;

export function boundHeapGrowth(): void {
  setFlagsFromString(HEAP_GROWTH_FLAG);
}
