/**
 * `npm start` and `npm run serve`: the site server (server/main.ts) compiled to JavaScript and run
 * by plain Node, so serving needs no TypeScript loader. The bundle holds our own modules
 * (server/, search/, config/, openapi/…) and the ES-module-only packages they import; other
 * packages stay in node_modules, where better-sqlite3's native binding is. It is rebuilt when
 * missing or older than any module it was built from (the esbuild metafile written beside it
 * lists them), in about a second.
 */
import {existsSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

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
  const changed = [path.relative(root, import.meta.filename), ...inputs].find((input) => {
    const file = path.join(root, input);
    return !existsSync(file) || statSync(file).mtimeMs > builtAt;
  });
  return changed && `${changed} changed`;
}

/**
 * The bundle is CommonJS, as tsx ran these modules before, so `import.meta` means nothing in it:
 * each module's own `import.meta.url`/`dirname`/`filename` becomes its source path, relative to
 * the bundle, so data read beside a module (openapi/merchantry.yaml, build/) is found where it is.
 */
const sourcePaths = {
  name: 'source-paths',
  setup(build) {
    build.onLoad({filter: /\.tsx?$/}, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const fromBundle = (file) => `require("node:path").join(__dirname, ${JSON.stringify(path.relative(outDir, file))})`;
      const contents = source
        .replaceAll('import.meta.url', `require("node:url").pathToFileURL(${fromBundle(args.path)}).href`)
        .replaceAll('import.meta.filename', fromBundle(args.path))
        .replaceAll('import.meta.dirname', fromBundle(path.dirname(args.path)));
      if (contents.includes('import.meta')) throw new Error(`${args.path}: an import.meta use the server bundle cannot map`);
      return {contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts'};
    });
  },
};

/**
 * Packages published only as ES modules are bundled in rather than required: `require` of an ES
 * module needs Node 20.19 or newer, and package.json `engines` admits earlier Node 20 releases.
 */
const ESM_ONLY_PACKAGES = ['stemmer', 'mime'];
const bundledEsmPackages = {
  name: 'bundled-esm-packages',
  setup(build) {
    const filter = new RegExp(`^(?:${ESM_ONLY_PACKAGES.join('|')})$`);
    build.onResolve({filter}, (args) => ({path: require.resolve(args.path)}));
  },
};

async function compile() {
  // esbuild is loaded only when a compile is needed.
  const {build} = await import('esbuild');
  const temp = `${bundle}.${process.pid}.tmp`;
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: temp,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    metafile: true,
    logLevel: 'warning',
    plugins: [sourcePaths, bundledEsmPackages],
  });
  // Written then renamed: the bench starts several servers from one checkout at once.
  writeFileSync(`${metafile}.${process.pid}.tmp`, JSON.stringify(result.metafile));
  renameSync(`${metafile}.${process.pid}.tmp`, metafile);
  renameSync(temp, bundle);
}

const reason = staleReason();
if (reason) {
  console.log(`Compiling the site server (${reason})…`);
  await compile();
}
process.setSourceMapsEnabled(true);
require(bundle);
