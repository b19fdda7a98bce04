/**
 * Cross-page consistency: every MDX file of `docs/` and `blog/` is checked against the facts in
 * `platformFacts.ts`, and the OpenAPI document against the ones it carries (proposed operations,
 * uuid references). A failure names the file, the line and what to write instead.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listOperations, loadDocument, type Schema} from '../../openapi/document';
import {flattenSchema} from '../../openapi/schemaFields';
import {STATUS_PHASES} from '../../platform/facts';
import {factMentions} from './factMentions';
import {
  NUMERIC_REFERENCE_EXCEPTIONS,
  PLATFORM_FACTS,
  PROPOSED_OPERATIONS,
  TYPE_IMPORTS,
  UUID_REFERENCE_FIELDS,
} from './platformFacts';

const SITE_DIR = path.resolve(import.meta.dirname, '../..');

function mdxFiles(dir: string): string[] {
  return readdirSync(path.join(SITE_DIR, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => path.relative(SITE_DIR, path.join(entry.parentPath, entry.name)))
    .sort();
}

const FILES = [...mdxFiles('docs'), ...mdxFiles('blog')];
/**
 * A page's text less its front-matter keywords, with the lines kept: the keywords are readers'
 * words for the page, guesses and other platforms' names included ("merchantry version", "npm run
 * migrate"), not what the page states.
 */
function withoutKeywords(text: string): string {
  const lines = text.split('\n');
  const end = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  let inKeywords = false;
  for (let i = 1; i < end; i += 1) {
    inKeywords = lines[i]!.startsWith('keywords:') || (inKeywords && lines[i]!.startsWith('  '));
    if (inKeywords) lines[i] = '';
  }
  return lines.join('\n');
}

const TEXT = new Map(FILES.map((file) => [file, withoutKeywords(readFileSync(path.join(SITE_DIR, file), 'utf8'))]));

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

describe('platform facts across pages', () => {
  it('finds the pages to check', () => {
    expect(FILES.length).toBeGreaterThan(40);
  });

  it("checks every line but the front matter's keywords, on the lines they stand", () => {
    const page = ['---', 'title: Run `merchantry migrate`', 'keywords:', '  # Searches', '  - npm run migrate', 'description: x', '---', 'Body'].join('\n');
    expect(withoutKeywords(page).split('\n')).toEqual(['---', 'title: Run `merchantry migrate`', '', '', '', 'description: x', '---', 'Body']);
  });

  for (const fact of PLATFORM_FACTS) {
    describe(`${fact.id} (issue #13 finding ${fact.finding})`, () => {
      it('no page uses a contradicting wording', () => {
        const hits: string[] = [];
        for (const [file, text] of TEXT) {
          for (const {pattern, instead} of fact.forbidden) {
            const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
            for (const match of text.matchAll(global)) {
              hits.push(`${file}:${lineOf(text, match.index)} "${match[0]}": ${instead}`);
            }
          }
        }
        expect(hits, fact.rule).toEqual([]);
      });

      if (fact.required) {
        it('the pages that own the fact state it', () => {
          for (const {file, pattern} of fact.required!) {
            expect(TEXT.get(file), `${file} must state: ${fact.rule}`).toMatch(pattern);
          }
        });
      }

      if (fact.qualified) {
        it('every mention carries its qualifier', () => {
          const {topic, mustMention, instead} = fact.qualified!;
          const hits: string[] = [];
          for (const [file, text] of TEXT) {
            if (file.includes('/_operations/')) continue;
            // A code block belongs to the paragraph that introduces it.
            const paragraphs: string[] = [];
            for (const block of text.split(/\n\s*\n/)) {
              if (block.trimStart().startsWith('```') && paragraphs.length > 0) paragraphs.push(`${paragraphs.pop()!}\n\n${block}`);
              else paragraphs.push(block);
            }
            for (const paragraph of paragraphs) {
              if (topic.test(paragraph) && !mustMention.test(paragraph)) {
                hits.push(`${file}:${lineOf(text, text.indexOf(paragraph))}: ${instead}`);
              }
            }
          }
          expect(hits, fact.rule).toEqual([]);
        });
      }
    });
  }

  it('imports MerchantryRequest and MerchantryResponse from their own subpaths only', () => {
    const hits: string[] = [];
    const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
    for (const [file, text] of TEXT) {
      for (const match of text.matchAll(IMPORT)) {
        const names = match[1]!.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim());
        for (const [name, from] of Object.entries(TYPE_IMPORTS)) {
          if (names.includes(name) && match[2] !== from) {
            hits.push(`${file}:${lineOf(text, match.index)} imports ${name} from ${match[2]}: use ${from}`);
          }
        }
      }
    }
    expect(hits).toEqual([]);
  });

  it('gives every custom payment or shipment status a known phase', () => {
    const allowed = new Set<string>([...STATUS_PHASES.payment, ...STATUS_PHASES.shipment]);
    const hits: string[] = [];
    for (const [file, text] of TEXT) {
      for (const match of text.matchAll(/phase: '([^']+)'/g)) {
        if (!allowed.has(match[1]!)) hits.push(`${file}:${lineOf(text, match.index)} unknown phase "${match[1]}"`);
      }
    }
    expect(hits).toEqual([]);
  });
});

describe('names and numbers the facts module lists (platform/facts.ts)', () => {
  it('no page names an environment variable, CLI command, npm script, config key, version or port the module does not list', () => {
    const hits: string[] = [];
    for (const [file, text] of TEXT) {
      for (const mention of factMentions(text)) hits.push(`${file}:${lineOf(text, mention.index)} ${mention.text}: ${mention.problem}`);
    }
    expect(hits).toEqual([]);
  });

  it('catches each kind of contradiction', () => {
    const planted = [
      'Set `DB_SSL_MODE` first.',
      'Run `merchantry migrate`.',
      'Then `npm run compile`.',
      'Set `shop.homeurl` in config.',
      'Requires Node.js 18.',
      'Open http://localhost:8080/admin.',
    ].join('\n\n');
    expect(factMentions(planted).map((mention) => mention.text)).toEqual([
      '`DB_SSL_MODE`',
      'merchantry migrate',
      'npm run compile',
      '`shop.homeurl`',
      'Node.js 18',
      'localhost:8080',
    ]);
  });
});

describe('platform facts in the OpenAPI document', () => {
  const doc = loadDocument();
  const operations = listOperations(doc);
  const key = (method: string, p: string) => `${method} ${p}`;

  it('marks exactly the operations the brief tags [proposed]', () => {
    const proposed = operations.filter((o) => o.operation['x-proposed']).map((o) => key(o.method, o.path));
    expect(proposed.sort()).toEqual([...PROPOSED_OPERATIONS].sort());
  });

  it('takes product, cart and order references in requests as uuids', () => {
    const hits: string[] = [];
    const exceptions = new Set<string>(NUMERIC_REFERENCE_EXCEPTIONS);
    const check = (where: string, name: string, raw: Schema) => {
      if (!(UUID_REFERENCE_FIELDS as readonly string[]).includes(name)) return;
      const schema = flattenSchema(doc, raw);
      const uuid = schema.type === 'string' && schema.format === 'uuid';
      if (exceptions.has(`${where} ${name}`)) {
        if (uuid) hits.push(`${where} ${name} is listed as numeric but is a uuid`);
      } else if (!uuid) hits.push(`${where} ${name} must be a string with format uuid`);
    };
    for (const entry of operations) {
      const where = key(entry.method, entry.path);
      for (const parameter of entry.parameters) check(where, parameter.name, parameter.schema ?? {});
      const body = entry.operation.requestBody?.content['application/json']?.schema;
      if (!body) continue;
      for (const [name, raw] of Object.entries(flattenSchema(doc, body).properties ?? {})) check(where, name, raw);
    }
    expect(hits).toEqual([]);
  });
});
