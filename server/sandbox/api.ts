/**
 * The sandbox of the Merchantry REST API: every operation of `openapi/merchantry.yaml`, validated
 * and answered from the document itself.
 *
 * openapi-backend routes each request to its operation, checks its credentials with the security
 * handlers below and validates path, query, headers and body against the document with Ajv
 * (JSON Schema 2020-12, OpenAPI 3.1's dialect). Then:
 * - the cart flow is stateful per session (see carts.ts): create, add, change, remove, set the
 *   contact, address, shipping and payment, check out;
 * - every other operation answers its documented example, or its documented 404 when a path id is
 *   not the one its examples use (the sandbox knows no other records);
 * - the token endpoints hand out the sandbox's own credentials (credentials.ts).
 * Errors use the document's envelope `{"error": {"status", "message"}}` with Ajv's wording.
 */
import {isDeepStrictEqual} from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {ErrorObject} from 'ajv';
import OpenAPIBackend, {type Context, type Document} from 'openapi-backend';
import {deref, JSON_TYPE, listOperations, type OpenApiDocument, type Operation, type Response} from '../../openapi/document';
import {SandboxInvalidRequestError} from './errors';
import {cartJson, lineJson, type CartSeed, type CartState, type CatalogProduct} from './carts';
import {SANDBOX_CREDENTIALS, SCHEME_CREDENTIALS} from './credentials';
import type {SandboxSession} from './sessions';

/** Where the sandbox answers: the document's `/api` paths under `/sandbox`. */
export const SANDBOX_API_ROOT = '/sandbox/api';

export interface SandboxReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The token endpoints and the credential each hands out. */
const TOKEN_OPERATIONS: Record<string, string> = {
  createAdminTokens: SANDBOX_CREDENTIALS.adminToken,
  refreshAdminToken: SANDBOX_CREDENTIALS.adminToken,
  createAdminTokensFromSession: SANDBOX_CREDENTIALS.adminToken,
  createCustomerTokens: SANDBOX_CREDENTIALS.customerToken,
  refreshCustomerToken: SANDBOX_CREDENTIALS.customerToken,
};

export function errorReply(status: number, message: string): SandboxReply {
  return {status, body: {error: {status, message}}};
}

function responseOf(doc: OpenApiDocument, operation: Operation, status: string): Response | undefined {
  const raw = operation.responses[status];
  return raw ? deref(doc, raw) : undefined;
}

/** The first 2xx response and its example. */
function successOf(doc: OpenApiDocument, operation: Operation): {status: number; example: unknown} {
  const [status, raw] = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))!;
  return {status: Number(status), example: deref(doc, raw).content?.[JSON_TYPE]?.example};
}

/** The documented answer of an error status, with its example message unless one is given. */
function documentedError(doc: OpenApiDocument, operation: Operation, status: number, message?: string): SandboxReply {
  const example = responseOf(doc, operation, String(status))?.content?.[JSON_TYPE]?.example as {error?: {message?: string}} | undefined;
  return errorReply(status, message ?? example?.error?.message ?? 'Error');
}

/** Ajv's first error, said the way the document's 400 examples say it: which field, what was expected. */
export function validationMessage(errors: ErrorObject[]): string {
  const error = errors[0];
  if (!error) return 'Invalid request';
  if (error.keyword === 'parse') return `Invalid JSON body: ${error.message}`;
  const [, part = '', ...rest] = error.instancePath.split('/');
  if (part === '' && error.keyword === 'required' && (error.params as {missingProperty?: string}).missingProperty === 'requestBody') {
    return 'The request needs a JSON body (Content-Type: application/json)';
  }
  const field = rest.join('/');
  if (part === 'requestBody') return field ? `/${field} ${error.message}` : `${error.message}`;
  // Parameters: `/query/limit` → "limit must be <= 100"; a missing one → "must have required property 'x'".
  return field ? `${field} ${error.message}` : `${part} ${error.message}`;
}

/** Every product that an example of the document names, by SKU. */
export function catalogOf(doc: OpenApiDocument): Map<string, CatalogProduct> {
  const catalog = new Map<string, CatalogProduct>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.product_sku === 'string' && typeof record.product_price === 'number' && typeof record.product_name === 'string') {
      catalog.set(record.product_sku, {
        product_id: Number(record.product_id),
        product_sku: record.product_sku,
        product_name: record.product_name,
        thumbnail: (record.thumbnail as string | null | undefined) ?? null,
        product_price: record.product_price,
        tax_percent: Number(record.tax_percent ?? 0),
      });
    }
    Object.values(record).forEach(visit);
  };
  visit(doc.paths);
  return catalog;
}

export function cartSeedOf(doc: OpenApiDocument): CartSeed {
  const create = listOperations(doc).find((entry) => entry.operation.operationId === 'createCart');
  if (!create) throw new Error('sandbox: the document has no createCart operation');
  const {example} = successOf(doc, create.operation) as {example: {data: ReturnType<typeof cartJson>}};
  return {catalog: catalogOf(doc), example: example.data};
}

type Handler = (c: Context, session: SandboxSession) => SandboxReply;

interface Body {
  [key: string]: unknown;
}

// openapi-backend has validated the body against the operation's schema before a handler runs, so
// the caller's parameter type (T, inferred from where the body goes) is what it holds.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
function body<T = Body>(c: Context): T {
  return c.request.requestBody as T;
}

function param(c: Context, name: string): string {
  return String((c.request.params as Record<string, string>)[name]);
}

/** The stateful cart operations; each answers in the shape of its documented success. */
function cartHandlers(doc: OpenApiDocument): Record<string, Handler> {
  const cart = (c: Context, session: SandboxSession): CartState => session.carts.get(param(c, 'cart_id'));
  const ok = (data: unknown): SandboxReply => ({status: 200, body: {data}});
  return {
    createCart: (c, s) => ok(cartJson(s.carts.create(body(c)))),
    addCartItem: (c, s) => ok({item: lineJson(s.carts.addLine(cart(c, s), body(c)))}),
    updateCartItem: (c, s) => {
      const line = s.carts.updateLine(cart(c, s), param(c, 'item_id'), body(c));
      return ok({item: {...lineJson(line), qty: Math.max(line.qty, 0)}});
    },
    removeCartItem: (c, s) => ok({item: lineJson(s.carts.removeLine(cart(c, s), param(c, 'item_id')))}),
    setCartContact: (c, s) => {
      const target = cart(c, s);
      target.customer_email = body<{email: string}>(c).email;
      return ok({email: target.customer_email});
    },
    setCartAddress: (c, s) => {
      const target = cart(c, s);
      const input = body<{type: string; address: unknown}>(c);
      if (input.type === 'shipping') target.shippingAddress = true;
      return ok(input);
    },
    checkoutCart: (c, s) => {
      const target = cart(c, s);
      if (body<{cart_id: string}>(c).cart_id !== target.uuid) {
        throw new SandboxInvalidRequestError(`/cart_id must be the cart's uuid from the path (${target.uuid})`);
      }
      s.carts.checkout(target);
      const {status, example} = successOf(doc, c.operation as unknown as Operation);
      return {status, body: example};
    },
  };
}

/** Cart operations answered from their example once the cart exists, marking what they set. */
const CART_FLAGS: Record<string, keyof Pick<CartState, 'shippingMethod' | 'paymentMethod'> | null> = {
  setCartShippingMethod: 'shippingMethod',
  setCartPaymentMethod: 'paymentMethod',
  listCartPaymentMethods: null,
  setCartShippingNote: null,
  applyCartCoupon: null,
  removeCartCoupon: null,
};

export function createSandboxApi(doc: OpenApiDocument): OpenAPIBackend {
  const operations = new Map(listOperations(doc).map((entry) => [entry.operation.operationId, entry]));

  /** Any operation without a handler of its own: its example, or 404 for an id the examples do not use. */
  const fromExample: Handler = (c, session) => {
    const entry = operations.get(c.operation.operationId!)!;
    const {operation} = entry;
    if ('cart_id' in (c.request.params as object)) {
      const target = session.carts.get(param(c, 'cart_id'));
      const flag = CART_FLAGS[operation.operationId];
      if (flag) target[flag] = true;
    } else {
      for (const parameter of entry.parameters.filter((p) => p.in === 'path' && p.example !== undefined)) {
        const value = param(c, parameter.name);
        if (value !== String(parameter.example) && operation.responses['404']) {
          return documentedError(doc, operation, 404, `${parameter.name} ${value} names no record in the sandbox (its example ${String(parameter.example)} does)`);
        }
      }
    }
    // A public operation that documents a 401 checks credentials in its body (a login, a refresh
    // token): the sandbox knows only the documented ones.
    const requirements = operation.security ?? doc.security;
    const documentedBody = operation.requestBody?.content[JSON_TYPE]?.example;
    if (requirements.length === 0 && operation.responses['401'] && !isDeepStrictEqual(c.request.requestBody, documentedBody)) {
      return documentedError(doc, operation, 401, 'Unauthorized: the sandbox knows only the credentials of the documented example body');
    }
    const {status, example} = successOf(doc, operation);
    const token = TOKEN_OPERATIONS[operation.operationId];
    if (token && example && typeof example === 'object') {
      const data = (example as {data: Record<string, unknown>}).data;
      return {status, body: {data: {...data, accessToken: token}}};
    }
    return {status, body: example ?? null};
  };

  const securityHandlers = Object.fromEntries(
    Object.entries(SCHEME_CREDENTIALS).map(([scheme, credential]) => [
      scheme,
      (c: Context) =>
        credential.in === 'bearer'
          ? (c.request.headers as Record<string, string | undefined>).authorization === `Bearer ${credential.value}`
          : (c.request.cookies as Record<string, string> | undefined)?.[credential.name] === credential.value,
    ]),
  );

  const handlers: Record<string, (c: Context, session: SandboxSession) => SandboxReply> = {
    ...cartHandlers(doc),
    notImplemented: fromExample,
    notFound: (c) => errorReply(404, `No operation at ${c.request.method.toUpperCase()} ${c.request.path}: see /docs/api/overview`),
    methodNotAllowed: (c) => errorReply(405, `${c.request.method.toUpperCase()} is not an operation of ${c.request.path}`),
    unauthorizedHandler: (c) =>
      documentedError(
        doc,
        operations.get(c.operation.operationId!)!.operation,
        401,
        `Unauthorized: in the sandbox send "Authorization: Bearer ${SANDBOX_CREDENTIALS.adminToken}" (admin) or "Bearer ${SANDBOX_CREDENTIALS.customerToken}" (customer)`,
      ),
    validationFail: (c) => errorReply(400, validationMessage(c.validation.errors ?? [])),
  };

  return new OpenAPIBackend({
    definition: doc as unknown as Document,
    apiRoot: SANDBOX_API_ROOT,
    // The document is checked by its own tests; validators compile on first use of an operation.
    quick: true,
    strict: true,
    coerceTypes: true,
    ajvOpts: {strict: false},
    // openapi-backend types this as its draft-07 Ajv; the document is OpenAPI 3.1, so JSON Schema 2020-12.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
    customizeAjv: (_ajv, options) => addFormats(new Ajv2020(options)),
    handlers: handlers as never,
    securityHandlers,
  });
}
