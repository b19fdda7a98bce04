/**
 * The sample checkers catch what they are for: each test plants one mistake of a kind the
 * issue #13 findings were made of and expects the checker to name it.
 */
import {describe, expect, it} from 'vitest';
import {parseSamples, type CodeSample} from './codeSamples';
import {validateGraphqlSamples} from './graphqlSamples';
import {checkJsonSample} from './jsonSamples';
import {checkShellSamples} from './shellSamples';
import {compileSamples} from './typescriptSamples';

function sample(language: string, code: string, filename?: string): CodeSample {
  return {page: 'docs/planted.mdx', line: 1, language, meta: filename ? `title="${filename}"` : '', filename, partial: false, code};
}

describe('code block parsing', () => {
  it('reads the title, a // @filename: line and the partial mark', () => {
    const text = ['```ts title="a/b.ts"', 'x', '```', '', '  ```tsx partial', '  // @filename: c/d.tsx', '  y', '  ```'].join('\n');
    const [first, second] = parseSamples('p.mdx', text);
    expect(first).toMatchObject({language: 'ts', filename: 'a/b.ts', partial: false, code: 'x', line: 1});
    expect(second).toMatchObject({language: 'tsx', filename: 'c/d.tsx', partial: true, code: 'y', line: 5});
  });
});

describe('TypeScript samples', () => {
  // One program for every planted case, each on a page of its own, as the real test does.
  const planted = (page: string, language: string, code: string, filename: string): CodeSample => ({...sample(language, code, filename), page});
  let errors: string[] | undefined;
  const errorsOf = (page: string) => {
    errors ??= compileSamples([
      planted('docs/undeclared.mdx', 'ts', "import { registerCron } from '@merchantry/merchantry/lib/cronjob';\nregisterCron();", 'x.ts'),
      planted('docs/signature.mdx', 'ts', "import { registerJob } from '@merchantry/merchantry/lib/cronjob';\nregisterJob({ name: 'x', schedule: '* * * * *' });", 'y.ts'),
      planted('docs/project.mdx', 'ts', 'export const answer = 42;', 'extensions/a/src/services/answer.ts'),
      planted('docs/project.mdx', 'ts', "import { answer } from '../services/answer.js';\nexport const twice = answer * 2;", 'extensions/a/src/jobs/twice.ts'),
    ]).errors;
    return errors.filter((error) => error.startsWith(page)).join('\n');
  };

  it('reports a name the platform does not declare, at the page line', () => {
    expect(errorsOf('docs/undeclared.mdx')).toMatch(/docs\/undeclared\.mdx:2: .*registerCron/);
  }, 120_000);

  it('reports a call that breaks a declared signature', () => {
    expect(errorsOf('docs/signature.mdx')).toMatch(/resolve/);
  }, 120_000);

  it('resolves relative imports between the blocks of a page', () => {
    expect(errorsOf('docs/project.mdx')).toBe('');
  }, 120_000);
});

describe('JSON samples', () => {
  it('rejects an unknown config key and a wrong enum value', () => {
    const problems = checkJsonSample(sample('json', '{"system":{"file_storage":"ftp"},"shop":{"homeurl":"x"}}', 'config/default.json'));
    expect(problems.join('\n')).toMatch(/homeurl/);
    expect(problems.join('\n')).toMatch(/file_storage/);
  });

  it('rejects a route path with the /api prefix and a route ID that is not letters only', () => {
    const problems = checkJsonSample(sample('json', '{"methods":["POST"],"path":"/api/x"}', 'extensions/a/src/api/add_x/route.json'));
    expect(problems).toHaveLength(2);
  });

  it('rejects a payload schema with a misspelt keyword', () => {
    expect(checkJsonSample(sample('json', '{"type":"object","requried":["a"]}', 'extensions/a/src/api/x/payloadSchema.json')).join('\n')).toMatch(/requried/);
  });

  it('rejects a package script that runs a command the CLI does not have', () => {
    expect(checkJsonSample(sample('json', '{"scripts":{"migrate":"merchantry migrate"}}', 'package.json')).join('\n')).toMatch(/migrate/);
  });
});

describe('shell samples', () => {
  it('names unknown scripts, commands, flags and variables', () => {
    const problems = checkShellSamples([
      sample('bash', 'npm run seed -- --widgets\nnpm run compile\nnpx merchantry theme:create --name x\nDB_SSL_MODE=require\ncurl -H "x: $FOO" http://localhost:3000'),
    ]).join('\n');
    for (const name of ['--widgets', '"compile"', '--name', 'DB_SSL_MODE', '$FOO']) expect(problems).toContain(name);
  });

  it('accepts a variable another block of the same page sets', () => {
    expect(checkShellSamples([sample('bash', 'TOKEN=$(curl -s http://localhost:3000/api/user/tokens | jq -r .data.accessToken)'), sample('bash', 'curl -H "Authorization: Bearer $TOKEN" http://localhost:3000/api/settings')])).toEqual([]);
  });
});

describe('GraphQL samples', () => {
  it('rejects a field the schema does not have, and an admin-only field in a storefront component', () => {
    const {errors} = validateGraphqlSamples([
      sample('graphql', '{ product(id: 1) { title } }'),
      sample('tsx', 'export const query = `query Query { customers { total } }`;', 'extensions/a/src/pages/frontStore/all/X.tsx'),
    ]);
    expect(errors.join('\n')).toMatch(/title/);
    expect(errors.join('\n')).toMatch(/customers/);
  });

  it('extends the schema with the page\'s type definitions', () => {
    const {errors} = validateGraphqlSamples([
      sample('graphql', 'type Wish { id: Int! }\nextend type Query { wishes: [Wish] }', 'extensions/a/src/graphql/types/Wish/Wish.graphql'),
      sample('tsx', 'export const query = `query Query { wishes { id } product(id: getContextValue("productId")) { name } }`;', 'extensions/a/src/pages/frontStore/all/W.tsx'),
    ]);
    expect(errors).toEqual([]);
  });
});
