/**
 * The GraphQL of the docs and the blog, validated with graphql-js against the core schemas
 * (`platform/graphql/`):
 *
 * - `graphql` blocks that define types (an extension's `*.graphql` file) extend the schema for
 *   the rest of their page, as the platform merges every module's SDL; `*.admin.graphql` files
 *   extend the admin schema only;
 * - operations come from `graphql` blocks, from the `export const query` of component samples
 *   and from the `"query"` of curl samples.
 *
 * Storefront components (`pages/frontStore/`, themes) and requests to `/api/graphql` use the
 * storefront schema, everything else the admin schema. `getContextValue("key")` placeholders,
 * replaced with request values at run time, stand for variables of any type.
 */
import {
  extendSchema,
  Kind,
  parse,
  specifiedRules,
  validate,
  NoUndefinedVariablesRule,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import {coreSchemas, ENDPOINTS, type SchemaName} from '../../platform/graphql/schema';
import {where, type CodeSample} from './codeSamples';

const CONTEXT_PREFIX = '__context_';

export interface GraphqlOperation {
  sample: CodeSample;
  source: string;
  schema: SchemaName;
}

export interface GraphqlResult {
  /** Type definitions merged from pages. */
  extensions: number;
  operations: GraphqlOperation[];
  errors: string[];
}

function isTypeSystem(document: DocumentNode): boolean {
  return document.definitions.every((definition) => definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION);
}

/** A type system block or a request outside a component may use everything the admin schema has. */
function schemaForBlock(filename: string | undefined): SchemaName {
  return filename && (/\/pages\/frontStore\//.test(filename) || filename.startsWith('themes/')) ? 'storefront' : 'admin';
}

/** A component's query runs on the storefront, except on admin pages and in widget setting forms. */
function schemaForComponent(filename: string | undefined): SchemaName {
  return filename && (/\/pages\/admin\//.test(filename) || /Setting\.[jt]sx$/.test(filename)) ? 'admin' : 'storefront';
}

/** Operations a sample holds, with the schema each one targets. */
export function operationsOf(sample: CodeSample): GraphqlOperation[] {
  if (sample.language === 'graphql') return [{sample, source: sample.code, schema: schemaForBlock(sample.filename)}];
  if (['ts', 'tsx', 'js', 'jsx'].includes(sample.language)) {
    return [...sample.code.matchAll(/export const query = `([^`]*)`/g)].map((match) => ({sample, source: match[1]!, schema: schemaForComponent(sample.filename)}));
  }
  if (sample.language === 'bash') {
    return [...sample.code.matchAll(/(\S*\/api\/(?:admin\/)?graphql)[\s\S]*?-d\s+'(\{"query":[^']*\})'/g)].map((match) => ({
      sample,
      source: (JSON.parse(match[2]!) as {query: string}).query,
      schema: match[1]!.includes(ENDPOINTS.admin) ? 'admin' : 'storefront',
    }));
  }
  return [];
}

function withContextVariables(source: string): string {
  return source.replace(/getContextValue\(\s*["'](\w+)["']\s*\)/g, `$${CONTEXT_PREFIX}$1`);
}

export function validateGraphqlSamples(samples: CodeSample[]): GraphqlResult {
  const errors: string[] = [];
  const operations: GraphqlOperation[] = [];
  let extensions = 0;
  const byPage = new Map<string, CodeSample[]>();
  for (const sample of samples) byPage.set(sample.page, [...(byPage.get(sample.page) ?? []), sample]);

  for (const pageSamples of byPage.values()) {
    let schemas: Record<SchemaName, GraphQLSchema> = {...coreSchemas()};
    const pageOperations: GraphqlOperation[] = [];
    // Type definitions first, non-admin before admin, as the platform merges them.
    const sdl = pageSamples.filter((sample) => {
      const document = sample.language === 'graphql' ? parseOrNull(sample.code) : null;
      return document !== null && isTypeSystem(document);
    });
    sdl.sort((a, b) => Number(/\.admin\.graphql$/.test(a.filename ?? '')) - Number(/\.admin\.graphql$/.test(b.filename ?? '')));
    for (const sample of sdl) {
      try {
        const document = parse(sample.code);
        const admin = extendSchema(schemas.admin, document);
        const storefront = /\.admin\.graphql$/.test(sample.filename ?? '') ? schemas.storefront : extendSchema(schemas.storefront, document);
        schemas = {storefront, admin};
        extensions += 1;
      } catch (error) {
        errors.push(`${where(sample)}: ${(error as Error).message}`);
      }
    }
    for (const sample of pageSamples) {
      if (sdl.includes(sample)) continue;
      if (sample.language === 'graphql' && parseOrNull(sample.code) === null) {
        errors.push(`${where(sample)}: not GraphQL: ${parseError(sample.code)}`);
        continue;
      }
      pageOperations.push(...operationsOf(sample));
    }
    for (const operation of pageOperations) {
      operations.push(operation);
      let document: DocumentNode;
      try {
        document = parse(withContextVariables(operation.source));
      } catch (error) {
        errors.push(`${where(operation.sample)}: ${(error as Error).message}`);
        continue;
      }
      // A placeholder has no variable definition by design; every other rule still applies to it.
      const rules = specifiedRules.filter((rule) => rule !== NoUndefinedVariablesRule);
      const problems = [
        ...validate(schemas[operation.schema], document, rules),
        ...validate(schemas[operation.schema], document, [NoUndefinedVariablesRule]).filter((problem) => !problem.message.includes(`$${CONTEXT_PREFIX}`)),
      ];
      for (const problem of problems) errors.push(`${where(operation.sample)} (${operation.schema} schema): ${problem.message}`);
    }
  }
  return {extensions, operations, errors};
}

function parseOrNull(source: string): DocumentNode | null {
  try {
    return parse(source);
  } catch {
    return null;
  }
}

function parseError(source: string): string {
  try {
    parse(source);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}
