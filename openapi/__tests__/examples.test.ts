/**
 * Every example in the document validates against its schema with Ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1). Objects are checked strictly here: a property the schema does not
 * declare fails, so a typo in an example cannot slip through. The document itself does not
 * forbid extra properties, because the API does not promise to reject them.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {deref, listOperations, loadDocument, type Schema} from '../document';

const doc = loadDocument();
const DOCUMENT_ID = 'https://merchantry.io/openapi/merchantry.yaml';

/** Copies a schema, pointing local references at the registered document and closing objects. */
function strictCopy(node: unknown, inAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((item) => strictCopy(item));
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === '$ref' && typeof value === 'string') copy.$ref = `${DOCUMENT_ID}${value}`;
    else if (['allOf', 'anyOf', 'oneOf'].includes(key) && Array.isArray(value)) copy[key] = value.map((part) => strictCopy(part, true));
    else if (key === 'properties' && value && typeof value === 'object') {
      copy.properties = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, strictCopy(schema)]));
    } else copy[key] = strictCopy(value);
  }
  // A member of allOf, anyOf or oneOf must stay open: the schema around it declares the rest.
  const closable = !inAllOf && (source.properties !== undefined || source.allOf !== undefined);
  if (closable && source.additionalProperties === undefined && source.unevaluatedProperties === undefined) {
    copy.unevaluatedProperties = false;
  }
  return copy;
}

const ajv = new Ajv2020({allErrors: true, strict: false});
addFormats(ajv);
ajv.addSchema({$id: DOCUMENT_ID, components: strictCopy(doc.components)});

function validate(schema: Schema, example: unknown): string[] {
  const check = ajv.compile(strictCopy(schema) as object);
  if (check(example)) return [];
  return (check.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);
}

interface ExampleCase {
  where: string;
  schema: Schema;
  example: unknown;
}

function collectExamples(): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const {path, method, operation, parameters} of listOperations(doc)) {
    const at = `${method.toUpperCase()} ${path}`;
    for (const parameter of parameters) {
      if (parameter.example !== undefined && parameter.schema) {
        cases.push({where: `${at} parameter ${parameter.name}`, schema: parameter.schema, example: parameter.example});
      }
    }
    const body = operation.requestBody?.content['application/json'];
    if (body?.schema && body.example !== undefined) cases.push({where: `${at} request body`, schema: body.schema, example: body.example});
    for (const [status, raw] of Object.entries(operation.responses)) {
      const response = deref(doc, raw);
      const media = response.content?.['application/json'];
      if (media?.schema && media.example !== undefined) {
        cases.push({where: `${at} response ${status}`, schema: media.schema, example: media.example});
      }
      for (const [name, rawHeader] of Object.entries(response.headers ?? {})) {
        const header = deref(doc, rawHeader);
        if (header.schema && header.example !== undefined) {
          cases.push({where: `${at} response ${status} header ${name}`, schema: header.schema, example: header.example});
        }
      }
    }
  }
  return cases;
}

const cases = collectExamples();

describe('examples', () => {
  it('cover every operation', () => {
    expect(cases.length).toBeGreaterThan(listOperations(doc).length * 2);
  });

  it.each(cases.map((c) => [c.where, c] as const))('%s validates against its schema', (_, {schema, example}) => {
    expect(validate(schema, example)).toEqual([]);
  });

  it('catch a property the schema does not declare', () => {
    const product = doc.components.schemas.ProductCreate!;
    expect(validate(product, {name: 'A', url_key: 'a', status: 1, sku: 'A', qty: 1, price: 1, group_id: 1, visibility: 1, package_id: 1, colour: 'red'})).not.toEqual([]);
  });

  it('catch a product without a package that still needs shipping', () => {
    const product = doc.components.schemas.ProductCreate!;
    const base = {name: 'Gift card', url_key: 'gift-card', status: 1, sku: 'GIFT-25', qty: 100, price: 25, group_id: 1, visibility: 1};
    expect(validate(product, base)).not.toEqual([]);
    expect(validate(product, {...base, no_shipping_required: true})).toEqual([]);
  });
});
