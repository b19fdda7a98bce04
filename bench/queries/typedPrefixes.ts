/**
 * Every prefix of every developer query, in typing order, as the modal sends them while someone
 * types: the searches new to any cache, for the load bench's closed and open loops and the engine
 * bench's comparison with MiniSearch.
 */
import {DEVELOPER_QUERIES} from './developerQueries';

export const TYPED_PREFIXES: readonly string[] = [
  ...new Set(DEVELOPER_QUERIES.flatMap(({query}) => Array.from({length: query.length}, (_, i) => query.slice(0, i + 1).trim()).filter(Boolean))),
];
