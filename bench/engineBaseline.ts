/**
 * `npm run bench -- --only=engine --baseline=<commit>`: this checkout's engine beside an older
 * commit's on the typed prefixes, each in processes of its own, in turn (ABBA), over the same
 * records, with a hash of every answer's hits to tell whether a change kept the answers.
 *
 * Why processes of their own: two engines loaded into one process do not run alike. Whichever was
 * loaded first ran 5–11 % faster in the median round, whichever it was (2026-12-07: the same two
 * commits gave 0.824 against 0.868 ms a search one way round, 0.903 against 1.005 the other), so a
 * before and after measured there measures the order.
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {pathToFileURL} from 'node:url';
import type {DocSearchRecord} from '../search/records';
import {TYPED_PREFIXES} from './queries/typedPrefixes';
import {mean} from './stats';

const INDEX = 'bench';
/** Processes per side, taking turns; timed rounds over the prefixes in each, after one untimed round. */
const PROCESSES_PER_SIDE = 4;
const ROUNDS_PER_PROCESS = 3;
const CHILD_FLAG = '--typed-prefixes-of';

interface ProcessFigures {
  /** Mean milliseconds a search, one per timed round. */
  roundMeans: number[];
  /**
   * The same in CPU time, all of the process's threads (garbage collection's helpers too): a
   * process descheduled by the shared machine's other work loses wall time, not CPU time.
   */
  roundCpu: number[];
  /** Of every answer's hits, in prefix order. */
  answers: string;
}

/** What the child takes from a tree, under this checkout's types. */
type EngineModules = typeof import('../search/engine/index') &
  typeof import('../search/siteSettings') &
  typeof import('../search/siteSynonyms') &
  typeof import('../search/docSearchModalRequest');

/**
 * `dir`'s engine bundled by esbuild as the server is (server/compileServer.mjs), not run through
 * tsx, whose names for every function (`__name`) cost 6–7 % of a search here, most of it in
 * closures the server's bundle makes without them. The older tree's modules are taken to have this
 * checkout's shapes, true from d270c25 (2026-11-28, search/siteSynonyms.ts) on; an older commit
 * fails here, not silently.
 */
async function bundledEngine(dir: string, outfile: string): Promise<EngineModules> {
  const esbuild = await import('esbuild');
  try {
    await esbuild.build({
      stdin: {
        contents: ['engine/index', 'siteSettings', 'siteSynonyms', 'docSearchModalRequest'].map((module) => `export * from './search/${module}';`).join('\n'),
        resolveDir: dir,
        loader: 'ts',
      },
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
  } finally {
    await esbuild.stop();
  }
  return import(pathToFileURL(outfile).href) as Promise<EngineModules>;
}

/** The child: `dir`'s engine, with `dir`'s own site settings, over the records in `recordsFile`. */
async function runChild(dir: string, recordsFile: string): Promise<void> {
  const {SearchEngine, SITE_SEARCH_SETTINGS, siteSynonymsFor, docSearchModalRequest} = await bundledEngine(
    dir,
    path.join(path.dirname(recordsFile), `engine-${process.pid}.mjs`),
  );
  const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as DocSearchRecord[];
  const engine = new SearchEngine(records, SITE_SEARCH_SETTINGS, {synonyms: siteSynonymsFor(records), localRanking: true});
  const search = (query: string) => engine.searchRequest(docSearchModalRequest(query, INDEX), INDEX);
  const hash = createHash('sha256');
  for (const query of TYPED_PREFIXES) hash.update(JSON.stringify(search(query).hits));
  const roundMeans: number[] = [];
  const roundCpu: number[] = [];
  for (let round = 0; round < ROUNDS_PER_PROCESS; round += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const query of TYPED_PREFIXES) search(query);
    roundMeans.push((performance.now() - started) / TYPED_PREFIXES.length);
    const used = process.cpuUsage(cpu);
    roundCpu.push((used.user + used.system) / 1000 / TYPED_PREFIXES.length);
  }
  const figures: ProcessFigures = {roundMeans, roundCpu, answers: hash.digest('hex').slice(0, 16)};
  console.log(`FIGURES ${JSON.stringify(figures)}`);
}

function runProcess(dir: string, recordsFile: string): Promise<ProcessFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, CHILD_FLAG, dir, recordsFile], {stdio: ['ignore', 'pipe', 'inherit']});
    let figures: ProcessFigures | undefined;
    createInterface({input: child.stdout}).on('line', (line) => {
      if (line.startsWith('FIGURES ')) figures = JSON.parse(line.slice('FIGURES '.length)) as ProcessFigures;
    });
    child.on('exit', (code) => (figures ? resolve(figures) : reject(new Error(`bench: the engine run in ${dir} exited with code ${code}`))));
  });
}

/** Runs both sides in turn and prints their figures and ratio; `then` is the older commit's tree. */
export async function compareEngineWithBaseline(records: readonly DocSearchRecord[], sides: {now: string; then: string; commit: string}): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'merchantry-engine-ab-'));
  try {
    const recordsFile = path.join(scratch, 'records.json');
    writeFileSync(recordsFile, JSON.stringify(records));
    const runs = {then: [] as ProcessFigures[], now: [] as ProcessFigures[]};
    for (let turn = 0; turn < PROCESSES_PER_SIDE; turn += 1) {
      const order = turn % 2 === 0 ? (['then', 'now'] as const) : (['now', 'then'] as const);
      for (const side of order) runs[side].push(await runProcess(sides[side], recordsFile));
    }
    const summary = (side: 'then' | 'now') => {
      const rounds = runs[side].flatMap((run) => run.roundMeans);
      return {mean: mean(rounds), best: Math.min(...rounds), cpu: mean(runs[side].flatMap((run) => run.roundCpu)), answers: [...new Set(runs[side].map((run) => run.answers))].join(', ')};
    };
    const then = summary('then');
    const now = summary('now');
    console.log(
      `\nTyped prefixes (${TYPED_PREFIXES.length}) through this checkout's engine and ${sides.commit.slice(0, 7)}'s, ` +
        `${PROCESSES_PER_SIDE} processes each in turn, ${ROUNDS_PER_PROCESS} rounds in each`,
    );
    console.log('| engine | mean a search | best round | CPU a search (mean) | answers (hash of every hit) |');
    console.log('|---|---|---|---|---|');
    for (const [label, side] of [[sides.commit.slice(0, 7), then], ['this checkout', now]] as const) {
      console.log(`| ${label} | ${side.mean.toFixed(3)} ms | ${side.best.toFixed(3)} ms | ${side.cpu.toFixed(3)} ms | ${side.answers} |`);
    }
    const ratio = (key: 'mean' | 'best' | 'cpu') => (now[key] / then[key]).toFixed(3);
    console.log(`now ÷ then: mean ${ratio('mean')}, best ${ratio('best')}, CPU ${ratio('cpu')}; answers ${then.answers === now.answers ? 'identical' : 'differ'}`);
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

const at = process.argv.indexOf(CHILD_FLAG);
if (at >= 0) {
  runChild(process.argv[at + 1]!, process.argv[at + 2]!).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
