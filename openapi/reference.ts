/**
 * Turns the OpenAPI document into what the reference pages display: per entity, a list of
 * operations with resolved parameters, flattened body and response fields, pretty examples, error
 * codes and code samples. Everything is computed here, at build time, so a page ships only its own
 * operations and no schema logic.
 */
import type {ApiAccess, ApiAuthOption, ApiBody, ApiOperationData, ApiParameter, ApiSuccess} from '../src/components/ApiReference/types';
import {
  defaultServerUrl,
  deref,
  displaySummary,
  groupByEntity,
  jsonContent,
  JSON_TYPE,
  operationAnchor,
  type EntityGroup,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
} from './document';
import {errorResponses} from './errorResponses';
import {pretty} from './pretty';
import {describeConstraints, describeType, flattenSchema, schemaFields} from './schemaFields';
import type {SampleRequest} from './samples/request';

export interface EntityReference {
  slug: string;
  title: string;
  description: string;
  operations: ApiOperationData[];
}

// How each security scheme is described next to an operation.
const SCHEME_LABELS: Record<string, string> = {
  adminBearer: 'Admin access token: `Authorization: Bearer <accessToken>`',
  adminSession: 'Admin session cookie (`asid`) of a logged-in admin',
  customerBearer: 'Customer access token: `Authorization: Bearer <accessToken>`',
  customerSession: 'Storefront session cookie (`sid`) of a logged-in customer',
};

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

/**
 * Marks each response whose fields an operation above it on the same page already listed: the
 * Order page repeats the order's 74 fields under every operation that answers an order, and
 * indexed eight times over they filled the search modal's rows with the same field.
 */
function markRepeatedResponseFields(operations: ApiOperationData[]): ApiOperationData[] {
  const shown = new Set<string>();
  for (const {response} of operations) {
    if (response.fields.length === 0) continue;
    const key = JSON.stringify(response.fields);
    if (shown.has(key)) response.fieldsShownAbove = true;
    shown.add(key);
  }
  return operations;
}

export function buildReference(doc: OpenApiDocument): EntityReference[] {
  const groups = groupByEntity(doc);
  const titles = new Map(groups.map((g) => [g.slug, g.title]));
  return groups.map((group) => ({
    slug: group.slug,
    title: group.title,
    description: group.description,
    operations: markRepeatedResponseFields(group.operations.map((entry) => buildOperation(doc, entry, group, titles))),
  }));
}
