/**
 * `npm start` and `npm run serve`: the site server (server/main.ts) compiled to JavaScript and run
 * by plain Node, so serving needs no TypeScript loader. The bundle holds our own modules
 * (server/, search/, config/, openapi/…) and the ES-module-only packages they import; other
 * packages stay in node_modules, where better-sqlite3's native binding is. It is rebuilt when
 * missing or older than any module it was built from (the esbuild metafile written beside it
 * lists them), in about a second.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {compileServer} from './compileServer.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/server');
const bundle = path.join(outDir, 'main.cjs');
const metafile = path.join(outDir, 'meta.json');

/** Why the bundle must be (re)built, or undefined when it is current. */
function staleReason() {
  if (!existsSync(bundle) || !existsSync(metafile)) return 'not compiled yet';
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = Object.keys(JSON.parse(readFileSync(metafile, 'utf8')).inputs);
  const compiler = [import.meta.filename, path.join(import.meta.dirname, 'compileServer.mjs')].map((file) => path.relative(root, file));
  const changed = [...compiler, ...inputs].find((input) => {
    const file = path.join(root, input);
    return !existsSync(file) || statSync(file).mtimeMs > builtAt;
  });
  return changed && `${changed} changed`;
}

const reason = staleReason();
if (reason) {
  console.log(`Compiling the site server (${reason})…`);
  await compileServer({root, bundle, metafile});
}
process.setSourceMapsEnabled(true);
require(bundle);
