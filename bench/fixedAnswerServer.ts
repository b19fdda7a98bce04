/**
 * The site server with its search thread answering from a few fixed answers instead of searching:
 * everything around the engine (HTTP, the checks, the hand-off to the thread, serialising, the
 * cache, Brotli, sending) costs what it costs in the server that serves, and the engine costs
 * nothing. The load bench runs the typed prefixes against it beside this checkout's server, to
 * show what is left of the search p99 target (issue #12) once the engine is taken away.
 *
 * Built by the bench alone, into its own folder: the compiled server (server/compileServer.mjs)
 * with server/searchThread/worker.ts changed at compile time. The server that serves has no such
 * switch.
 */
import path from 'node:path';
import {compileServer} from '../server/compileServer.mjs';

/** Real answers the thread works out first and then repeats in turn: varied sizes, like the prefixes'. */
export const FIXED_ANSWERS = 50;

/** The thread's call of the engine, in server/searchThread/worker.ts. */
export const ENGINE_CALL = 'return engine.search(params, {indexName, paramsString});';

/** worker.ts with its engine call answering from FIXED_ANSWERS kept answers; throws when the call is not found once. */
export function withFixedAnswers(workerSource: string): string {
  const found = workerSource.split(ENGINE_CALL).length - 1;
  if (found !== 1) throw new Error(`bench: server/searchThread/worker.ts holds its engine call ${found} times, not once; update bench/fixedAnswerServer.ts`);
  const kept =
    'const kept = ((globalThis as {fixedAnswers?: ReturnType<SearchEngine["search"]>[]}).fixedAnswers ??= []);\n' +
    '        const turn = ((globalThis as {fixedTurn?: number}).fixedTurn = ((globalThis as {fixedTurn?: number}).fixedTurn ?? -1) + 1);\n' +
    `        if (kept.length < ${FIXED_ANSWERS}) kept.push(engine.search(params, {indexName, paramsString}));\n` +
    `        return kept[turn % kept.length]!;`;
  return workerSource.replace(ENGINE_CALL, kept);
}

/** Compiles the variant into `root`/dist/bench-fixed-answers/ and returns its bundle's path. */
export async function compileFixedAnswerServer(root: string): Promise<string> {
  const outDir = path.join(root, 'dist/bench-fixed-answers');
  const bundle = path.join(outDir, 'main.cjs');
  const worker = path.join(root, 'server/searchThread/worker.ts');
  await compileServer({
    root,
    bundle,
    metafile: path.join(outDir, 'meta.json'),
    transformSource: (file: string, source: string) => (path.resolve(file) === worker ? withFixedAnswers(source) : source),
  });
  return bundle;
}
