/**
 * Writes the generated files of the API reference from `openapi/merchantry.yaml`:
 *
 * - `docs/api/_operations/<entity>.mdx`: one MDX partial per entity with its operation headings,
 *   and `<entity>.json` beside it with the operations' display data. Each `docs/api/<entity>.mdx`
 *   imports its partial as `ApiOperations`.
 * - `static/openapi/merchantry.yaml`: the document as published with the site.
 *
 * Why partials rather than a component that imports JSON: Docusaurus builds a page's table of
 * contents from Markdown headings at compile time, and merges the headings of imported MDX
 * partials. A component rendering headings at runtime would leave the operations out of the TOC.
 * Each partial carries only its own entity's operations, so no page ships the whole document.
 *
 * Run `npx tsx openapi/generate.ts` after editing the document (`--check` exits 1 when a generated
 * file is stale). The `plugins/openapi` Docusaurus plugin runs the same step before every build
 * and dev-server start, and again when the document changes.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {generatorEntryPoints, runGeneratorIfMain, type GeneratedFile} from '../scripts/generatedFiles';
import {DOCUMENT_PATH, loadDocument} from './document';
import {entityData, renderPartial} from './entityPartial';
import {buildReference} from './reference';

export const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PARTIALS_DIR = path.join(SITE_DIR, 'docs/api/_operations');
export const PUBLISHED_DOCUMENT = path.join(SITE_DIR, 'static/openapi/merchantry.yaml');

export function generatedFiles(): GeneratedFile[] {
  const doc = loadDocument();
  const partials = buildReference(doc).flatMap((entity) => [
    {path: path.join(PARTIALS_DIR, `${entity.slug}.mdx`), content: renderPartial(entity)},
    {path: path.join(PARTIALS_DIR, `${entity.slug}.json`), content: `${JSON.stringify(entityData(entity), null, 1)}\n`},
  ]);
  return [...partials, {path: PUBLISHED_DOCUMENT, content: readFileSync(DOCUMENT_PATH, 'utf8')}];
}

/** Files whose content on disk differs from what the document produces, and writing those. */
export const {staleFiles, writeGeneratedFiles} = generatorEntryPoints(generatedFiles, SITE_DIR);

runGeneratorIfMain(import.meta.url, 'openapi', 'npx tsx openapi/generate.ts', generatedFiles, SITE_DIR);
