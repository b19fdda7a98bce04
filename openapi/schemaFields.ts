/**
 * Schemas as the reference pages show them: references resolved and `allOf` folded, a type in
 * words ("array of string (uuid)"), the constraints as sentences, and an object's properties as
 * nested field rows.
 */
import type {ApiField} from '../src/components/ApiReference/types';
import {deref, type OpenApiDocument, type Schema} from './document';

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

export function typeList(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

export function describeType(doc: OpenApiDocument, schema: Schema): string {
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

export function describeConstraints(schema: Schema): string[] {
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
