/**
 * The generated reference matches the document: every operation is rendered on each of its
 * entity pages under its anchor, every entity page exists and renders its operations, the code
 * samples name their request, the generated files stay out of git, and the API sidebar lists exactly the
 * document's operations.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {API_DOCS} from '../../config/routes';
import {apiSidebar, buildApiSidebar} from '../../sidebars/apiSidebar';
import {groupByEntity, listOperations, loadDocument, operationAnchor} from '../document';
import {PARTIALS_DIR, SITE_DIR, generatedFiles} from '../generate';
import {entityData} from '../entityPartial';
import {buildReference} from '../reference';
import {operationSamples} from '../samples';

const doc = loadDocument();
const reference = buildReference(doc);
const DOCS_API = path.join(SITE_DIR, 'docs/api');

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

/** Heading slugs the way Docusaurus derives them for headings without an explicit id. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

describe('generated files', () => {
  it('are build output that git ignores, never committed sources', () => {
    const files = generatedFiles().map((f) => path.relative(SITE_DIR, f.path));
    const ignored = spawnSync('git', ['check-ignore', '--no-index', ...files], {cwd: SITE_DIR, encoding: 'utf8'}).stdout;
    expect(files.filter((file) => !ignored.split('\n').includes(file))).toEqual([]);
  });
});

describe('entity pages', () => {
  it('exist for every page of the spec, and only entity pages have operations', () => {
    for (const page of API_DOCS) expect(existsSync(path.join(DOCS_API, `${page}.mdx`)), page).toBe(true);
    expect(reference.map((entity) => entity.slug)).toEqual(API_DOCS.filter((page) => page !== 'overview'));
  });

  it('publish the document from the overview page', () => {
    expect(read(path.join(DOCS_API, 'overview.mdx'))).toContain('<a href="/openapi/merchantry.yaml" download>');
  });

  describe.each(reference.map((entity) => [entity.slug, entity] as const))('%s', (entitySlug, entity) => {
    const page = read(path.join(DOCS_API, `${entitySlug}.mdx`));
    const partial = read(path.join(PARTIALS_DIR, `${entitySlug}.mdx`));
    const data = JSON.parse(read(path.join(PARTIALS_DIR, `${entitySlug}.json`))) as ReturnType<typeof entityData>;

    it('imports its generated partial as ApiOperations and renders it', () => {
      expect(page).toContain(`import ApiOperations from './_operations/${entitySlug}.mdx';`);
      expect(page).toMatch(/^<ApiOperations \/>$/m);
    });

    it('renders every operation tagged with the entity, under its anchor', () => {
      const expected = listOperations(doc)
        .filter((entry) => entry.operation.tags.includes(entitySlug))
        .map((entry) => entry.operation.operationId);
      expect(Object.keys(data).sort()).toEqual([...expected].sort());
      for (const operationId of expected) {
        const anchor = operationAnchor(operationId);
        expect(data[operationId]?.anchor).toBe(anchor);
        expect(partial).toContain(`### ${data[operationId]!.summary} {/* #${anchor} */}\n\n<ApiOperation operation={operations.${operationId}} />`);
      }
    });

    it('has prose headings that do not collide with the operation anchors', () => {
      const prose = page.replace(/```[\s\S]*?```/g, '');
      const headings = [...prose.matchAll(/^#{2,3} (.+)$/gm)].map((m) => slug(m[1]!));
      const anchors = new Set([...entity.operations.map((op) => op.anchor), 'endpoints']);
      expect(headings.filter((h) => anchors.has(h))).toEqual([]);
    });

    it('describes every operation completely', () => {
      for (const op of entity.operations) {
        expect(op.path.startsWith('/api/'), op.operationId).toBe(true);
        expect(op.errors.some((e) => e.status === '429'), op.operationId).toBe(true);
        // The shared rate-limit response is marked as such, so search leaves it out (ApiErrors).
        expect(op.errors.find((e) => e.status === '429')?.shared, op.operationId).toBe(true);
        expect(op.access === 'public' ? op.auth.length === 0 : op.auth.length > 0, op.operationId).toBe(true);
        if (op.requestBody) expect(op.requestBody.fields.length, op.operationId).toBeGreaterThan(0);
      }
    });

    it('has code samples that name the method and path (their syntax: samples/__tests__/syntax.test.ts)', () => {
      for (const op of entity.operations) {
        const concretePath = op.path.replace(/\{[^}]+\}/g, '');
        for (const sample of operationSamples(op)) {
          expect(sample.code, `${op.operationId} ${sample.id}`).toContain(concretePath.split('/').filter(Boolean)[1]!);
          if (op.method !== 'get') expect(sample.code.toUpperCase(), `${op.operationId} ${sample.id}`).toContain(op.method.toUpperCase());
        }
      }
    });

    it('ships only its own operations', () => {
      const others = listOperations(doc).filter((entry) => !entry.operation.tags.includes(entitySlug));
      const json = read(path.join(PARTIALS_DIR, `${entitySlug}.json`));
      for (const entry of others) expect(json).not.toContain(`"operationId": "${entry.operation.operationId}"`);
      expect(partial).not.toMatch(/merchantry\.yaml['"]/);
    });
  });
});

describe('response fields repeated on a page', () => {
  it('are marked after their first listing, so search holds each set of fields once per page', () => {
    for (const entity of reference) {
      const listed = new Set<string>();
      for (const {operationId, response} of entity.operations) {
        if (response.fields.length === 0) continue;
        const key = JSON.stringify(response.fields);
        expect(response.fieldsShownAbove === true, `${entity.slug} ${operationId}`).toBe(listed.has(key));
        listed.add(key);
      }
    }
    // The order's fields answer create, cancel and mark-delivered: listed once, then twice marked.
    const order = reference.find((entity) => entity.slug === 'order')!;
    const marked = order.operations.filter((op) => op.response.fieldsShownAbove).map((op) => op.operationId);
    expect(marked).toEqual(expect.arrayContaining(['cancelOrder', 'markOrderDelivered']));
    expect(marked).not.toContain('createOrder');
  });
});

describe('API sidebar', () => {
  it('is built from the current document', () => {
    expect(apiSidebar).toEqual(buildApiSidebar(doc));
  });

  it('starts with the overview, then one category per entity linking to its page', () => {
    const [overview, ...categories] = apiSidebar;
    expect(overview).toMatchObject({type: 'doc', id: 'api/overview'});
    const groups = groupByEntity(doc);
    expect(categories).toHaveLength(groups.length);
    categories.forEach((category, i) => {
      const group = groups[i]!;
      expect(category).toMatchObject({type: 'category', label: group.title, link: {type: 'doc', id: `api/${group.slug}`}});
    });
  });

  it('links every operation of an entity to its anchor, with a method badge class and no HTML', () => {
    const categories = apiSidebar.slice(1) as {label: string; link: {id: string}; items: {type: string; href: string; label: string; className: string}[]}[];
    for (const category of categories) {
      const entitySlug = category.link.id.replace('api/', '');
      const entity = reference.find((e) => e.slug === entitySlug)!;
      expect(category.items).toEqual(
        entity.operations.map((op) => ({
          type: 'link',
          label: op.summary,
          href: `/docs/api/${entitySlug}#${op.anchor}`,
          className: `api-method api-method--${op.method}`,
        })),
      );
    }
    expect(JSON.stringify(apiSidebar)).not.toMatch(/<[a-z]/i);
  });
});

describe('400 examples', () => {
  it('name a field or parameter of their own operation, so no two unrelated operations share one', () => {
    for (const entity of reference) {
      for (const op of entity.operations) {
        const error = op.errors.find((e) => e.status === '400');
        if (!error?.message) continue;
        const fields = [
          ...(op.requestBody?.fields.map((f) => f.name) ?? []),
          ...op.parameters.map((p) => p.name),
        ];
        const named = /'([^']+)'|^\/?([\w-]+) must|^(\w+) is required/.exec(error.message);
        const field = named?.[1] ?? named?.[2] ?? named?.[3];
        if (!field) continue; // messages without a field: settings' minProperties, a custom sentence
        expect(fields, `${op.operationId}: ${error.message}`).toContain(field);
      }
    }
  });
});

describe('404 examples', () => {
  it('name the record their own operation looked for', () => {
    for (const entity of reference) {
      for (const op of entity.operations) {
        const error = op.errors.find((e) => e.status === '404');
        if (!error) continue;
        expect(error.message, op.operationId).toMatch(/^[A-Z][\w ]+ not found$|not applied/);
        expect(error.message, op.operationId).not.toBe('Not found');
      }
    }
  });
});
