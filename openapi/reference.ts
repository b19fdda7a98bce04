/**
 * Turns the OpenAPI document into what the reference pages display: per entity, a list of
 * operations with resolved parameters, flattened body and response fields, pretty examples, error
 * codes and code samples. Everything is computed here, at build time, so a page ships only its own
 * operations and no schema logic.
 */
import type {
  ApiAccess,
  ApiAuthOption,
  ApiBody,
  ApiErrorResponse,
  ApiField,
  ApiOperationData,
  ApiParameter,
  ApiSuccess,
} from '../src/components/ApiReference/types';
import {
  defaultServerUrl,
  deref,
  displaySummary,
  groupByEntity,
  operationAnchor,
  type EntityGroup,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  type Response,
  type Schema,
} from './document';
import {pretty} from './pretty';
import type {SampleRequest} from './samples/request';

export interface EntityReference {
  slug: string;
  title: string;
  description: string;
  operations: ApiOperationData[];
}

const JSON_TYPE = 'application/json';

// How each security scheme is described next to an operation.
const SCHEME_LABELS: Record<string, string> = {
  adminBearer: 'Admin access token: `Authorization: Bearer <accessToken>`',
  adminSession: 'Admin session cookie (`asid`) of a logged-in admin',
  customerBearer: 'Customer access token: `Authorization: Bearer <accessToken>`',
  customerSession: 'Storefront session cookie (`sid`) of a logged-in customer',
};

/* ----------------------------------------------------------------------------- schemas */

/** Resolves references and folds `allOf` into one schema, keeping the outer description. */
export function flattenSchema(doc: OpenApiDocument, input: Schema): Schema {
  const schema = deref(doc, input);
  if (!schema.allOf) return schema;
  const {allOf, ...rest} = schema;
  let merged: Schema = {};
  for (const part of allOf) {
    const flat = flattenSchema(doc, part);
    merged = {
      ...merged,
      ...flat,
      properties: {...merged.properties, ...flat.properties},
      required: [...(merged.required ?? []), ...(flat.required ?? [])],
    };
  }
  const result: Schema = {...merged, ...rest};
  if (result.properties && Object.keys(result.properties).length === 0) delete result.properties;
  if (result.required?.length === 0) delete result.required;
  return result;
}

function typeList(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function describeType(doc: OpenApiDocument, schema: Schema): string {
  const types = typeList(schema);
  const parts = types.map((type) => {
    if (type === 'array' && schema.items) {
      const item = flattenSchema(doc, schema.items);
      return `array of ${describeType(doc, item)}`;
    }
    if (type === 'string' && schema.format) return `string (${schema.format})`;
    return type;
  });
  return parts.length > 0 ? parts.join(' | ') : 'any';
}

function formatValue(value: unknown): string {
  return value === null ? '`null`' : `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

function describeConstraints(schema: Schema): string[] {
  const rules: string[] = [];
  if (schema.enum) rules.push(`One of ${schema.enum.map(formatValue).join(', ')}`);
  if (schema.const !== undefined) rules.push(`Always ${formatValue(schema.const)}`);
  if (schema.pattern) rules.push(`Pattern \`${schema.pattern}\``);
  if (schema.minLength !== undefined) rules.push(`At least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) rules.push(`At most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) rules.push(`Minimum ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) rules.push(`Greater than ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) rules.push(`Maximum ${schema.maximum}`);
  if (schema.minItems !== undefined) rules.push(`At least ${schema.minItems} ${schema.minItems === 1 ? 'item' : 'items'}`);
  if (schema.maxItems !== undefined) rules.push(`At most ${schema.maxItems} items`);
  if (schema.minProperties !== undefined) rules.push(`At least ${schema.minProperties} ${schema.minProperties === 1 ? 'entry' : 'entries'}`);
  if (schema.default !== undefined) rules.push(`Default ${formatValue(schema.default)}`);
  return rules;
}

/** The name shown for the keys of a map, whose names the caller chooses. */
export const MAP_KEY = '{key}';

/** Properties of an object schema (or of the objects in an array schema) as display fields. */
export function schemaFields(doc: OpenApiDocument, input: Schema, depth = 0): ApiField[] {
  let schema = flattenSchema(doc, input);
  if (typeList(schema).includes('array') && schema.items) schema = flattenSchema(doc, schema.items);
  if (!schema.properties) {
    // A map such as settings or metafields: one row stands for any key.
    if (!schema.additionalProperties || typeof schema.additionalProperties !== 'object') return [];
    const value = flattenSchema(doc, schema.additionalProperties);
    const field: ApiField = {name: MAP_KEY, type: describeType(doc, value), required: false, constraints: describeConstraints(value)};
    const description = value.description ?? (depth === 0 ? schema.description : undefined);
    if (description) field.description = description;
    if (depth < 6) {
      const children = schemaFields(doc, value, depth + 1);
      if (children.length > 0) field.children = children;
    }
    return [field];
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, raw]) => {
    const property = flattenSchema(doc, raw);
    const field: ApiField = {
      name,
      type: describeType(doc, property),
      required: required.has(name),
      constraints: describeConstraints(property),
    };
    if (property.description) field.description = property.description;
    // Nested structures render as expandable tables; six levels is far deeper than the document goes.
    if (depth < 6) {
      const children = schemaFields(doc, property, depth + 1);
      if (children.length > 0) field.children = children;
    }
    return field;
  });
}

/* ----------------------------------------------------------------------------- operations */

function accessOf(doc: OpenApiDocument, entry: OperationEntry): ApiAccess {
  const requirements = entry.operation.security ?? doc.security;
  if (requirements.length === 0) return 'public';
  const schemes = requirements.flatMap((r) => Object.keys(r));
  return schemes.every((s) => s.startsWith('customer')) ? 'customer' : 'admin';
}

function authOptions(doc: OpenApiDocument, entry: OperationEntry): ApiAuthOption[] {
  const requirements = entry.operation.security ?? doc.security;
  return requirements.flatMap((requirement) =>
    Object.keys(requirement).map((scheme) => {
      if (!doc.components.securitySchemes[scheme]) throw new Error(`openapi: unknown security scheme "${scheme}"`);
      const label = SCHEME_LABELS[scheme];
      if (!label) throw new Error(`openapi: no label for security scheme "${scheme}"`);
      return {scheme, label};
    }),
  );
}

function toParameter(doc: OpenApiDocument, parameter: Parameter): ApiParameter {
  const schema = flattenSchema(doc, parameter.schema ?? {});
  const field: ApiParameter = {
    name: parameter.name,
    in: parameter.in,
    type: describeType(doc, schema),
    required: parameter.required === true,
    constraints: describeConstraints(schema),
  };
  if (parameter.description) field.description = parameter.description;
  const example = parameterExample(parameter);
  if (example !== undefined) field.example = example;
  return field;
}

/** The value a parameter is shown with: its example, else its default. */
function parameterExample(parameter: Parameter): string | undefined {
  const value = parameter.example ?? parameter.schema?.default;
  if (value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function jsonContent(response: Response) {
  return response.content?.[JSON_TYPE];
}

function successResponse(doc: OpenApiDocument, entry: OperationEntry): ApiSuccess {
  const found = Object.entries(entry.operation.responses).find(([status]) => status.startsWith('2'));
  if (!found) throw new Error(`openapi: ${entry.operation.operationId} has no 2xx response`);
  const [status, raw] = found;
  const response = deref(doc, raw);
  const media = jsonContent(response);
  const success: ApiSuccess = {
    status,
    description: response.description,
    fields: media?.schema ? schemaFields(doc, media.schema) : [],
  };
  if (media?.example !== undefined) success.example = pretty(media.example);
  return success;
}

/** The shared 400 response; its example message is replaced per operation. */
export const SHARED_BAD_REQUEST = '#/components/responses/BadRequest';

/** Ajv's wording for a value of the wrong type, format or range, prefixed with the field's path. */
function valueRuleMessage(doc: OpenApiDocument, where: string, raw: Schema): string {
  const schema = flattenSchema(doc, raw);
  const type = typeList(schema).filter((t) => t !== 'null')[0];
  if (schema.minimum !== undefined) return `${where} must be >= ${schema.minimum}`;
  if (schema.format) return `${where} must match format "${schema.format}"`;
  return `${where} must be ${type ?? 'object'}`;
}

/**
 * The example message of an operation's 400 response when it uses the shared response: the first
 * rule its own payload would fail, so every example names a field the operation really has. A
 * missing required property comes first (as Ajv reports it); a body with nothing required gets a
 * wrong type on its first field; an operation without a body, a bad value in its first parameter.
 * An operation can set `x-bad-request-message` to say something more specific.
 */
export function badRequestMessage(doc: OpenApiDocument, entry: OperationEntry): string {
  const custom = entry.operation['x-bad-request-message'];
  if (custom) return custom;
  const bodySchema = entry.operation.requestBody?.content[JSON_TYPE]?.schema;
  if (bodySchema) {
    const body = flattenSchema(doc, bodySchema);
    const required = body.required ?? [];
    if (required.length > 0) return `must have required property '${required[0]}'`;
    const first = Object.entries(body.properties ?? {})[0];
    if (first) return valueRuleMessage(doc, `/${first[0]}`, first[1]);
    if (body.minProperties !== undefined) return `must NOT have fewer than ${body.minProperties} properties`;
  }
  const parameter = entry.parameters.find((p) => p.in === 'query') ?? entry.parameters[0];
  if (parameter) return valueRuleMessage(doc, parameter.name, parameter.schema ?? {});
  throw new Error(`openapi: ${entry.operation.operationId} has a 400 response but no field it could name`);
}

/** The shared 404 response; its example message is replaced per operation. */
export const SHARED_NOT_FOUND = '#/components/responses/NotFound';

/**
 * The example message of an operation's 404 response when it uses the shared response: the record
 * its most specific path parameter names ("The cart item's `uuid`." → "Cart item not found"), so
 * each example says what this operation looked for. An operation whose record comes from the body
 * sets `x-not-found-message`.
 */
export function notFoundMessage(entry: OperationEntry): string {
  const custom = entry.operation['x-not-found-message'];
  if (custom) return custom;
  for (const parameter of [...entry.parameters].reverse()) {
    if (parameter.in !== 'path') continue;
    const noun = /^The (.+?)'s `/.exec(parameter.description ?? '')?.[1] ?? /^The `\w+` of the (.+?) to /.exec(parameter.description ?? '')?.[1];
    if (noun) return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`;
  }
  throw new Error(`openapi: ${entry.operation.operationId} has a 404 response but no path parameter that names a record; set x-not-found-message`);
}

function errorResponses(doc: OpenApiDocument, entry: OperationEntry): ApiErrorResponse[] {
  return Object.entries(entry.operation.responses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, raw]) => {
      const response = deref(doc, raw);
      const example = jsonContent(response)?.example as {error?: {message?: string}} | undefined;
      // A `components/responses` entry reads the same under every operation that uses it (the
      // REST overview documents it once), so the page marks it as boilerplate for search.
      const error: ApiErrorResponse = {status, description: response.description, shared: raw.$ref !== undefined};
      if (status === '400' && raw.$ref === SHARED_BAD_REQUEST) error.message = badRequestMessage(doc, entry);
      else if (status === '404' && raw.$ref === SHARED_NOT_FOUND) error.message = notFoundMessage(entry);
      else if (example?.error?.message) error.message = example.error.message;
      return error;
    });
}

function requestBody(doc: OpenApiDocument, entry: OperationEntry): ApiBody | undefined {
  const body = entry.operation.requestBody;
  if (!body) return undefined;
  const media = body.content[JSON_TYPE];
  if (!media?.schema) throw new Error(`openapi: ${entry.operation.operationId} has a body without a JSON schema`);
  const result: ApiBody = {
    contentType: JSON_TYPE,
    required: body.required === true,
    fields: schemaFields(doc, media.schema),
  };
  if (media.example !== undefined) result.example = pretty(media.example);
  return result;
}

/* ----------------------------------------------------------------------------- samples */

function exampleOf(parameter: Parameter): string {
  const value = parameterExample(parameter);
  if (value === undefined) throw new Error(`openapi: parameter "${parameter.name}" needs an example for the code samples`);
  return value;
}

/** The example request of an operation, which every sample language writes out (and the sandbox tests send). */
export function buildSampleRequest(doc: OpenApiDocument, entry: OperationEntry): SampleRequest {
  const server = new URL(defaultServerUrl(doc));
  let path = server.pathname.replace(/\/$/, '') + entry.path;
  for (const parameter of entry.parameters.filter((p) => p.in === 'path')) {
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(exampleOf(parameter)));
  }
  const query = entry.parameters
    .filter((p) => p.in === 'query' && (p.example !== undefined || p.required))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(exampleOf(p))}`);
  const headers: [string, string][] = entry.parameters
    .filter((p) => p.in === 'header')
    .map((p) => [p.name, exampleOf(p)]);
  const media = entry.operation.requestBody?.content[JSON_TYPE];
  const requirements = entry.operation.security ?? doc.security;
  const schemes = requirements.flatMap((r) => Object.keys(r));
  const success = successResponse(doc, entry);
  const successMedia = Object.entries(entry.operation.responses)
    .filter(([status]) => status.startsWith('2'))
    .map(([, raw]) => jsonContent(deref(doc, raw)))[0];
  const successSchema = successMedia?.schema ? flattenSchema(doc, successMedia.schema) : undefined;
  return {
    method: entry.method.toUpperCase(),
    origin: server.origin,
    pathAndQuery: query.length > 0 ? `${path}?${query.join('&')}` : path,
    headers,
    body: media?.example,
    access: accessOf(doc, entry),
    sessionOnly: schemes.length > 0 && schemes.every((s) => s.endsWith('Session')),
    resultKeys: successSchema?.properties ? Object.keys(successSchema.properties) : success.example ? ['data'] : [],
  };
}


/* ----------------------------------------------------------------------------- entities */

/** Opens the description of every proposed operation, so no reader takes it for a shipped one. */
export const PROPOSED_NOTE =
  'Proposed endpoint: Merchantry core does not ship it yet; it is specified here so that an extension or a future release can implement it with this exact contract.';

function buildOperation(doc: OpenApiDocument, entry: OperationEntry, page: EntityGroup, titles: Map<string, string>): ApiOperationData {
  const {operation} = entry;
  const basePath = new URL(defaultServerUrl(doc)).pathname.replace(/\/$/, '');
  const data: ApiOperationData = {
    operationId: operation.operationId,
    anchor: operationAnchor(operation.operationId),
    method: entry.method,
    path: basePath + entry.path,
    summary: displaySummary(operation),
    description: operation['x-proposed']
      ? [PROPOSED_NOTE, operation.description ?? ''].filter(Boolean).join('\n\n')
      : operation.description ?? '',
    access: accessOf(doc, entry),
    auth: authOptions(doc, entry),
    parameters: entry.parameters.map((p) => toParameter(doc, p)),
    response: successResponse(doc, entry),
    errors: errorResponses(doc, entry),
    sampleRequest: buildSampleRequest(doc, entry),
    alsoOn: operation.tags
      .filter((tag) => tag !== page.slug)
      .map((tag) => ({slug: tag, title: titles.get(tag) ?? tag})),
  };
  if (operation['x-proposed']) data.proposed = true;
  const body = requestBody(doc, entry);
  if (body) data.requestBody = body;
  return data;
}

export function buildReference(doc: OpenApiDocument): EntityReference[] {
  const groups = groupByEntity(doc);
  const titles = new Map(groups.map((g) => [g.slug, g.title]));
  return groups.map((group) => ({
    slug: group.slug,
    title: group.title,
    description: group.description,
    operations: group.operations.map((entry) => buildOperation(doc, entry, group, titles)),
  }));
}

/* ----------------------------------------------------------------------------- partials */

/** Escapes text for a Markdown heading in MDX, where `{` and `<` start JSX. */
function headingText(text: string): string {
  return text.replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const PARTIAL_HEADER =
  '{/* Generated by openapi/generate.ts from openapi/merchantry.yaml. Edit the document, not this file. */}';

/** The operations of an entity keyed by operationId, as written to `<entity>.json`. */
export function entityData(entity: EntityReference): Record<string, ApiOperationData> {
  return Object.fromEntries(entity.operations.map((operation) => [operation.operationId, operation]));
}

/**
 * The MDX partial an entity page imports. Operation headings are real Markdown headings, so
 * Docusaurus puts them in the page's table of contents (it merges the TOC of imported partials)
 * with their explicit anchors; each operation's body is a component fed from the JSON file
 * beside the partial, which only this page's bundle includes.
 */
export function renderPartial(entity: EntityReference): string {
  const blocks = entity.operations.map(
    (operation) =>
      `### ${headingText(operation.summary)} {/* #${operation.anchor} */}\n\n<ApiOperation operation={operations.${operation.operationId}} />`,
  );
  return [
    PARTIAL_HEADER,
    '',
    "import ApiOperation from '@site/src/components/ApiReference/ApiOperation';",
    `import operations from './${entity.slug}.json';`,
    '',
    // "API" in the heading: with the shared boilerplate out of search, an "<entity> api" query
    // found nothing on the entity page but the operations' paths, and the REST overview's entity
    // list outranked it. The anchor stays #endpoints for existing links.
    '## API endpoints {/* #endpoints */}',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}
