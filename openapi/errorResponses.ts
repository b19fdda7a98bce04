/**
 * An operation's error responses as its page lists them. The shared 400 and 404 responses get a
 * message of their own per operation, so each example names a field or record that operation has.
 */
import type {ApiErrorResponse} from '../src/components/ApiReference/types';
import {deref, jsonContent, JSON_TYPE, type OpenApiDocument, type OperationEntry, type Schema} from './document';
import {flattenSchema, typeList} from './schemaFields';

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

export function errorResponses(doc: OpenApiDocument, entry: OperationEntry): ApiErrorResponse[] {
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
