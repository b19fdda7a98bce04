/**
 * How server/start.mjs compiles the site server (server/main.ts) into one CommonJS bundle for
 * plain Node: our own modules and the ES-module-only packages they import go in, other packages
 * stay in node_modules.
 */
import {readFile} from 'node:fs/promises';
import {renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The bundle is CommonJS, as tsx ran these modules before, so `import.meta` means nothing in it:
 * each module's own `import.meta.url`/`dirname`/`filename` becomes its source path, relative to
 * the bundle, so data read beside a module (openapi/merchantry.yaml, build/) is found where it is.
 */
const sourcePaths = (outDir, transformSource) => ({
  name: 'source-paths',
  setup(build) {
    build.onLoad({filter: /\.tsx?$/}, async (args) => {
      const source = transformSource(args.path, await readFile(args.path, 'utf8'));
      const fromBundle = (file) => `require("node:path").join(__dirname, ${JSON.stringify(path.relative(outDir, file))})`;
      const contents = source
        .replaceAll('import.meta.url', `require("node:url").pathToFileURL(${fromBundle(args.path)}).href`)
        .replaceAll('import.meta.filename', fromBundle(args.path))
        .replaceAll('import.meta.dirname', fromBundle(path.dirname(args.path)));
      if (contents.includes('import.meta')) throw new Error(`${args.path}: an import.meta use the server bundle cannot map`);
      return {contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts'};
    });
  },
});

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

/**
 * Compiles `root`'s server/main.ts into `bundle`, and writes esbuild's metafile (the inputs) to
 * `metafile`. `transformSource(file, source)` may change a module's source first: the bench's
 * measuring variants (bench/fixedAnswerServer.ts), never the server that serves.
 */
export async function compileServer({root, bundle, metafile, transformSource = (_file, source) => source}) {
  // esbuild is loaded only when a compile is needed.
  const esbuild = await import('esbuild');
  const temp = `${bundle}.${process.pid}.tmp`;
  try {
    const result = await esbuild.build({
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
      plugins: [sourcePaths(path.dirname(bundle), transformSource), bundledEsmPackages],
    });
    // Written then renamed: the bench starts several servers from one checkout at once.
    writeFileSync(`${metafile}.${process.pid}.tmp`, JSON.stringify(result.metafile));
    renameSync(`${metafile}.${process.pid}.tmp`, metafile);
    renameSync(temp, bundle);
  } finally {
    // esbuild's service is a child process that otherwise lives as long as the server: about
    // 35 MB resident beside it, for nothing, after every start that compiled.
    await esbuild.stop();
  }
}
