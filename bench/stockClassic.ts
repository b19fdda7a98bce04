/**
 * Builds the stock Docusaurus classic template (from the pinned `create-docusaurus` package in
 * tools/bench, with this repository's node_modules) and serves it with our site server's static routes, so our pages
 * are compared with what a fresh Docusaurus site ships rather than with a remembered number.
 * React and React DOM are the template's own (19, from tools/bench), not the site's 18: Docusaurus
 * aliases both to what the site directory resolves, so a fresh site gets what `create-docusaurus`
 * installs.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {precompressDir} from '../scripts/precompress';
import {staticRoutes} from '../server/routes/static';
import {loadStaticSite} from '../server/staticSite';
import {toolFile} from '../tools/install';

/** The template's React packages, resolved from tools/bench instead of the site's node_modules. */
const TEMPLATE_PACKAGES = ['react', 'react-dom'];

/** siteDir/node_modules: a link to each of the site's packages, and to the template's own React. */
function linkNodeModules(root: string, siteDir: string): void {
  const modules = path.join(siteDir, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (!TEMPLATE_PACKAGES.includes(name)) symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  for (const name of TEMPLATE_PACKAGES) symlinkSync(path.dirname(toolFile('bench', `${name}/package.json`)), path.join(modules, name));
}

export async function withStockClassicSite<T>(root: string, fn: (baseUrl: string, buildDir: string) => Promise<T>): Promise<T> {
  const templates = toolFile('bench', 'create-docusaurus/templates');
  const siteDir = mkdtempSync(path.join(tmpdir(), 'stock-classic-'));
  cpSync(path.join(templates, 'shared'), siteDir, {recursive: true});
  cpSync(path.join(templates, 'classic'), siteDir, {recursive: true});
  if (existsSync(path.join(siteDir, 'gitignore'))) renameSync(path.join(siteDir, 'gitignore'), path.join(siteDir, '.gitignore'));
  linkNodeModules(root, siteDir);
  try {
    const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: siteDir, stdio: 'ignore'});
    if (build.status !== 0) throw new Error(`bench: the stock classic template failed to build in ${siteDir}`);
    const buildDir = path.join(siteDir, 'build');
    // Served as our own build is (Brotli and gzip copies written beside each file), so the
    // comparison measures the sites, not one of them going over the wire uncompressed.
    await precompressDir(buildDir);
    const app = Fastify();
    await app.register(staticRoutes, {site: await loadStaticSite(buildDir)});
    const address = await app.listen({port: 0, host: '127.0.0.1'});
    try {
      return await fn(address, buildDir);
    } finally {
      await app.close();
    }
  } finally {
    // The links go, not the packages they point to: rmSync does not follow links.
    rmSync(siteDir, {recursive: true, force: true});
  }
}
