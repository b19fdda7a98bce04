/**
 * The reference partials rendered from `platform/` (GraphQL types, declared API tables, CLI,
 * environment and config references) are each shown on a page (Vitest writes them first:
 * scripts/generate.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {groupByEntity, loadDocument} from '../../openapi/document';
import {ENTITY_TYPES} from '../../platform/graphql/reference';
import {generatedFiles, SITE_DIR} from '../../platform/reference/generate';
import {samplePages} from './codeSamples';

describe('reference partials', () => {
  const files = generatedFiles();

  it('are each imported by a page', () => {
    const pages = samplePages().filter((page) => !/\/_/.test(page));
    const imported = new Set<string>();
    for (const page of pages) {
      const text = readFileSync(path.join(SITE_DIR, page), 'utf8');
      for (const match of text.matchAll(/^import \w+ from '(\.[^']+\.mdx)';$/gm)) {
        imported.add(path.resolve(SITE_DIR, path.dirname(page), match[1]!));
      }
    }
    expect(files.map((file) => file.path).filter((file) => !imported.has(file)).map((file) => path.relative(SITE_DIR, file))).toEqual([]);
  });

  it('give every API entity page its GraphQL type', () => {
    const slugs = groupByEntity(loadDocument()).map((entity) => entity.slug);
    expect(Object.keys(ENTITY_TYPES).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      expect(readFileSync(path.join(SITE_DIR, 'docs/api', `${slug}.mdx`), 'utf8'), slug).toContain('<GraphqlType />');
    }
  });
});
