/**
 * Reads `openapi/merchantry.yaml` and walks it: the one place that knows the document's shape.
 * The reference generator, the API sidebar and the checks all start here, so they agree on which
 * operations exist, in which order, and on which entity page each one is rendered.
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';

export const DOCUMENT_PATH = fileURLToPath(new URL('./merchantry.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The subset of JSON Schema 2020-12 the document uses. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  unevaluatedProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  if?: Schema;
  then?: Schema;
  else?: Schema;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

/** The one media type the document describes bodies in. */
export const JSON_TYPE = 'application/json';

export interface MediaType {
  schema?: Schema;
  example?: unknown;
}

export interface RequestBody {
  required?: boolean;
  description?: string;
  content: Record<string, MediaType>;
}

export interface Header {
  $ref?: string;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

export interface Response {
  $ref?: string;
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  tags: string[];
  operationId: string;
  summary: string;
  description?: string;
  /** Marks an endpoint the platform brief lists as proposed: designed here, not shipped in core. */
  'x-proposed'?: boolean;
  /** The message of this operation's 400 example, when the derived one is not the best fit. */
  'x-bad-request-message'?: string;
  /** The message of this operation's 404 example, when no path parameter names what is missing. */
  'x-not-found-message'?: string;
  security?: SecurityRequirement[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response>;
}

/** The title an operation is shown under (headings, sidebar): a proposed one says so. */
export function displaySummary(operation: Operation): string {
  return operation['x-proposed'] ? `${operation.summary} (proposed)` : operation.summary;
}

export type PathItem = {parameters?: Parameter[]} & Partial<Record<HttpMethod, Operation>>;

export interface SecurityScheme {
  type: 'http' | 'apiKey';
  scheme?: string;
  bearerFormat?: string;
  in?: 'cookie' | 'header' | 'query';
  name?: string;
  description?: string;
}

export interface Tag {
  name: string;
  'x-displayName': string;
  description: string;
}

export interface ServerVariable {
  default: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; summary?: string; description?: string};
  servers: {url: string; description?: string; variables?: Record<string, ServerVariable>}[];
  security: SecurityRequirement[];
  tags: Tag[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, Response>;
    headers?: Record<string, Header>;
    securitySchemes: Record<string, SecurityScheme>;
  };
}

/** One operation with where it lives: its path, method and the parameters of its path item. */
export interface OperationEntry {
  path: string;
  method: HttpMethod;
  operation: Operation;
  /** Path-item parameters merged with the operation's own (the operation's win). */
  parameters: Parameter[];
}

export function loadDocument(file: string = DOCUMENT_PATH): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Follows a local `#/...` reference. The document has no external references. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`openapi: only local references are supported, got "${ref}"`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) {
      throw new Error(`openapi: unresolved reference "${ref}"`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Resolves an object that may be a `$ref`, following chains of references. */
export function deref<T extends {$ref?: string}>(doc: OpenApiDocument, value: T): T {
  let current = value;
  const seen = new Set<string>();
  while (current.$ref) {
    if (seen.has(current.$ref)) throw new Error(`openapi: circular reference "${current.$ref}"`);
    seen.add(current.$ref);
    current = resolvePointer(doc, current.$ref) as T;
  }
  return current;
}

/** Every operation in document order. */
export function listOperations(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = (item.parameters ?? []).map((p) => deref(doc, p));
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((p) => deref(doc, p));
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      entries.push({path, method, operation, parameters});
    }
  }
  return entries;
}

/** An entity page of the reference: one tag of the document. */
export interface EntityGroup {
  /** The tag name, which is also the page slug under /docs/api/. */
  slug: string;
  title: string;
  description: string;
  /**
   * Operations whose first tag is this entity come first, then the ones it shares with another
   * entity (a cart coupon call is a promotion operation too), each group in document order.
   */
  operations: OperationEntry[];
}

export function groupByEntity(doc: OpenApiDocument): EntityGroup[] {
  const all = listOperations(doc);
  return doc.tags.map((tag) => {
    const primary = all.filter((entry) => entry.operation.tags[0] === tag.name);
    const shared = all.filter((entry) => entry.operation.tags.slice(1).includes(tag.name));
    return {
      slug: tag.name,
      title: tag['x-displayName'],
      description: tag.description,
      operations: [...primary, ...shared],
    };
  });
}

/** `createCartItem` → `create-cart-item`: the operation's stable anchor on its pages. */
export function operationAnchor(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The site path of an entity page. */
export function entityDocPath(slug: string): string {
  return `/docs/api/${slug}`;
}

/** The first server's URL with its variables set to their defaults, e.g. `https://shop.example.com/api`. */
export function defaultServerUrl(doc: OpenApiDocument): string {
  const server = doc.servers[0];
  if (!server) throw new Error('openapi: the document declares no server');
  return server.url.replace(/\{(\w+)\}/g, (_, name: string) => {
    const variable = server.variables?.[name];
    if (!variable) throw new Error(`openapi: server variable "${name}" has no default`);
    return variable.default;
  });
}

/** A response's JSON content (schema and example), if it has a body. */
export function jsonContent(response: Response): MediaType | undefined {
  return response.content?.[JSON_TYPE];
}
