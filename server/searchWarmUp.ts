/**
 * Searches the engine runs before the server listens, so that the first visitors after a start do
 * not pay for V8 compiling the search code and for the engine's empty caches: the first searches
 * of a fresh process took 7–49 ms in the server against 4 ms once about twenty had run (typed
 * prefixes, the server's own request log). They go straight to the engine, not through the API,
 * so no answer is cached and no search is recorded in the insights.
 */
import {docSearchModalRequest} from '../search/docSearchModalRequest';
import type {SearchEngine} from '../search/engine/index';

/** Enough searches for V8 to optimise the hot paths; a time bound keeps a large index's start short. */
export const SEARCH_WARM_UP = {searches: 200, budgetMs: 500} as const;

/** What a visitor types: every prefix of each page title the index holds, as the modal asks for it. */
function typedPrefixes(records: readonly Record<string, unknown>[], count: number): string[] {
  const prefixes: string[] = [];
  for (const record of records) {
    const title = (record.hierarchy as {lvl1?: unknown} | undefined)?.lvl1;
    if (record.type !== 'lvl1' || typeof title !== 'string') continue;
    for (let end = 1; end <= title.length && prefixes.length < count; end += 1) prefixes.push(title.slice(0, end));
    if (prefixes.length >= count) break;
  }
  return prefixes;
}

/** Runs the warm-up searches on `indexName`; answers how many ran. */
export function warmUpSearch(
  engine: SearchEngine,
  records: readonly Record<string, unknown>[],
  indexName: string,
  limits: {searches: number; budgetMs: number} = SEARCH_WARM_UP,
): number {
  const started = performance.now();
  let ran = 0;
  for (const query of typedPrefixes(records, limits.searches)) {
    if (performance.now() - started > limits.budgetMs) break;
    engine.searchRequest(docSearchModalRequest(query, indexName), indexName);
    ran += 1;
  }
  return ran;
}
