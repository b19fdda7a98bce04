/**
 * Docs for machines: once the docs are loaded, writes the Markdown twin of every doc page
 * (`/docs/api/cart.md` beside `/docs/api/cart`), `/llms.txt` and `/llms-full.txt` into a generated
 * folder that the site config lists among its static directories. So they are plain files of the
 * build (precompressed like the rest, no routes, nothing in the sitemap), and the dev server
 * serves them too. Only files whose content changed are written, so the dev server's watcher
 * does not reload for nothing.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {LLMS_FULL_PATH, LLMS_INDEX_PATH, markdownTwinPath} from '../../config/docsForMachines';
import {site as identity} from '../../src/site';
import {llmsFull, llmsIndex, twinMarkdown, type MachineDoc, type MachineSection, type MachineSite} from './llms';
import {mdxToMarkdown} from './mdxToMarkdown';

/** Relative to the site directory; `docusaurus.config.ts` adds it to `staticDirectories`. */
export const DOCS_FOR_MACHINES_DIR = '.docusaurus/docs-for-machines';

/** The heading of each sidebar's section in llms.txt. */
const SIDEBAR_TITLES: Record<string, string> = {
  tutorialSidebar: 'Developer guides',
  apiSidebar: 'API reference',
};

/** The parts of a sidebar item read here (the processed sidebars of the docs plugin). */
interface SidebarNode {
  type: string;
  id?: string;
  link?: {type: string; id?: string};
  items?: SidebarNode[];
}

/** Doc ids of a sidebar in reading order: a category's own page comes before its items. */
function sidebarDocIds(items: SidebarNode[]): string[] {
  return items.flatMap((item) => [
    ...((item.type === 'doc' || item.type === 'ref') && item.id ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...sidebarDocIds(item.items ?? []),
  ]);
}

export function machineSections(content: LoadedContent, siteDir: string, siteUrl: string): MachineSection[] {
  const version = content.loadedVersions[0];
  if (!version) throw new Error('docs-for-machines: the docs plugin loaded no version');
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const toMachineDoc = (id: string): MachineDoc => {
    const doc = byId.get(id);
    if (!doc) throw new Error(`docs-for-machines: the sidebar names an unknown doc "${id}"`);
    const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
    return {title: doc.title, description: doc.description, permalink: doc.permalink, body: mdxToMarkdown(file, {siteUrl})};
  };
  const listed = new Set<string>();
  const sections = Object.entries(version.sidebars).map(([sidebar, items]) => {
    const ids = [...new Set(sidebarDocIds(items))];
    ids.forEach((id) => listed.add(id));
    return {title: SIDEBAR_TITLES[sidebar] ?? sidebar, docs: ids.map(toMachineDoc)};
  });
  const unlisted = version.docs.filter((doc) => !listed.has(doc.id)).map((doc) => doc.id);
  return unlisted.length > 0 ? [...sections, {title: 'Other pages', docs: unlisted.map(toMachineDoc)}] : sections;
}

/** Relative path (under the static folder) → content of every file the docs for machines consist of. */
export function machineFiles(site: MachineSite, sections: MachineSection[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const doc of sections.flatMap((section) => section.docs)) files.set(markdownTwinPath(doc.permalink).slice(1), twinMarkdown(doc));
  files.set(LLMS_INDEX_PATH.slice(1), llmsIndex(site, sections));
  files.set(LLMS_FULL_PATH.slice(1), llmsFull(site, sections));
  return files;
}

/** Makes `dir` hold exactly `files`, touching only what differs. */
function syncDir(dir: string, files: Map<string, string>): void {
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
      if (!entry.isFile()) continue;
      const rel = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!files.has(rel)) rmSync(path.join(dir, rel));
    }
  }
  for (const [rel, content] of files) {
    const file = path.join(dir, rel);
    if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  }
}

export default function docsForMachinesPlugin(context: LoadContext): Plugin {
  return {
    name: 'docs-for-machines',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error('docs-for-machines: the docs plugin has no content');
      const site: MachineSite = {name: identity.name, description: identity.description, url: identity.url};
      syncDir(path.join(context.siteDir, DOCS_FOR_MACHINES_DIR), machineFiles(site, machineSections(docs, context.siteDir, site.url)));
    },
  };
}
