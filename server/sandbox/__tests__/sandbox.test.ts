/**
 * The sandbox answers every operation of the document: its example request gets the documented
 * success with a body that validates against the response schema, and each documented error case
 * gets its status in the error envelope (bad input, missing credentials, unknown ids, rate limit).
 * The cart flow keeps state per session, and sessions are bounded.
 */
import {readFileSync} from 'node:fs';
import Fastify, {type FastifyInstance, type LightMyRequestResponse} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {listOperations, loadDocument, type OperationEntry} from '../../../openapi/document';
import {buildSampleRequest} from '../../../openapi/reference';
import {SANDBOX_SESSION_COOKIE, sandboxRoutes} from '../../routes/sandbox';
import {cartSeedOf, createSandboxApi, SANDBOX_API_ROOT} from '../api';
import {SandboxSessions} from '../sessions';
import {SANDBOX_CREDENTIALS, SCHEME_CREDENTIALS} from '../credentials';
import {SANDBOX_LIMITS, type SandboxLimits} from '../limits';

const doc = loadDocument();
const entries = listOperations(doc);
const validator = createSandboxApi(doc);
const RANDOM_UUID = '0b7e3f6a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

async function sandbox(limits: Partial<SandboxLimits> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(sandboxRoutes, {limits: {rateLimit: false, ...limits}});
  return app;
}

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The operation's example request (as its samples send it), against the sandbox, with credentials. */
function exampleCall(entry: OperationEntry, credentials = true): Call {
  const request = buildSampleRequest(doc, entry);
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  if (credentials && request.sessionOnly) headers.cookie = `asid=${SANDBOX_CREDENTIALS.adminSession}`;
  else if (credentials && request.access !== 'public') {
    headers.authorization = `Bearer ${request.access === 'admin' ? SANDBOX_CREDENTIALS.adminToken : SANDBOX_CREDENTIALS.customerToken}`;
  }
  const call: Call = {method: request.method, url: `/sandbox${request.pathAndQuery}`, headers};
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    call.payload = JSON.stringify(request.body);
  }
  return call;
}

/** `POST /sandbox/api/carts` with these items, in the session the cookie names (a new one without). */
function createCart(app: FastifyInstance, items: {sku: string; qty: number}[], session?: string) {
  const cookie = session ? {cookie: `${SANDBOX_SESSION_COOKIE}=${session}`} : {};
  return app.inject({method: 'POST', url: `${SANDBOX_API_ROOT}/carts`, headers: {'content-type': 'application/json', ...cookie}, payload: JSON.stringify({items})});
}

function errorOf(response: LightMyRequestResponse): {status: number; message: string} {
  return response.json<{error: {status: number; message: string}}>().error;
}

/** An invalid form of the example request, for the documented 400, or undefined when none is generic. */
function invalidCall(entry: OperationEntry): Call | undefined {
  const call = exampleCall(entry);
  const uuidParam = entry.parameters.find((p) => p.in === 'path' && p.schema?.format === 'uuid');
  if (call.payload !== undefined) return {...call, payload: '"not an object"'};
  if (uuidParam) return {...call, url: call.url.replace(String(uuidParam.example), 'not-a-uuid')};
  const typed = entry.parameters.find((p) => p.in === 'query' && (p.schema?.type === 'integer' || p.schema?.enum));
  if (typed) return {...call, url: `${call.url.split('?')[0]}?${typed.name}=not-valid`};
  return undefined;
}

describe('sandbox: every operation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await sandbox();
    await validator.init();
  });
  afterAll(() => app.close());

  describe.each(entries.map((entry) => [entry.operation.operationId, entry] as const))('%s', (operationId, entry) => {
    const {responses} = entry.operation;

    it('answers its example request with the documented success, valid against its schema', async () => {
      const response = await app.inject(exampleCall(entry));
      const documented = Number(Object.keys(responses).find((status) => status.startsWith('2')));
      expect(response.statusCode, response.body).toBe(documented);
      const result = validator.validateResponse(response.json(), operationId, documented);
      expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    });

    if (responses['400']) {
      it('answers 400 with the failing field for an invalid request', async (context) => {
        const call = invalidCall(entry);
        if (!call) return context.skip();
        const response = await app.inject(call);
        expect(response.statusCode, response.body).toBe(400);
        expect(errorOf(response).message).toMatch(/must|JSON body/);
      });
    }

    const secured = (entry.operation.security ?? doc.security).length > 0;
    if (responses['401']) {
      it(secured ? 'answers 401 without credentials' : 'answers 401 to credentials it does not know', async () => {
        const call = exampleCall(entry, false);
        // A public operation's 401 is about the credentials in its body (a login, a refresh token).
        const response = await app.inject(secured ? call : {...call, payload: call.payload?.replace(/"([^"]+)"(?=\s*})/, '"wrong-$1"')});
        expect(response.statusCode, response.body).toBe(401);
        expect(errorOf(response)).toMatchObject({status: 401, message: expect.stringContaining('Unauthorized')});
      });
    }

    const idParam = entry.parameters.find((p) => p.in === 'path' && p.schema?.format === 'uuid');
    if (responses['404'] && idParam) {
      it('answers 404 for an id it does not know', async () => {
        const call = exampleCall(entry);
        const response = await app.inject({...call, url: call.url.replace(String(idParam.example), RANDOM_UUID)});
        expect(response.statusCode, response.body).toBe(404);
        expect(errorOf(response).status).toBe(404);
      });
    }
  });

  it('answers an unknown path and method with a JSON error', async () => {
    expect((await app.inject({method: 'GET', url: `${SANDBOX_API_ROOT}/nope`})).statusCode).toBe(404);
    const wrongMethod = await app.inject({method: 'GET', url: `${SANDBOX_API_ROOT}/carts`});
    expect(wrongMethod.statusCode).toBe(405);
    expect(errorOf(wrongMethod).status).toBe(405);
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await app.inject({method: 'POST', url: `${SANDBOX_API_ROOT}/carts`, headers: {'content-type': 'application/json'}, payload: '{"items": ['});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).status).toBe(400);
  });

  it('answers a body it cannot read with a JSON error, never a 500', async () => {
    const text = await app.inject({method: 'POST', url: `${SANDBOX_API_ROOT}/carts`, headers: {'content-type': 'text/plain'}, payload: 'items'});
    expect(text.statusCode).toBe(400);
    expect(errorOf(text).message).toMatch(/JSON/);
    const big = await app.inject({
      method: 'POST',
      url: `${SANDBOX_API_ROOT}/carts`,
      headers: {'content-type': 'application/json'},
      payload: JSON.stringify({items: [{sku: 'x'.repeat(SANDBOX_LIMITS.bodyLimitBytes), qty: 1}]}),
    });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).status).toBe(413);
  });

  it('names the missing field the way the documented examples do', async () => {
    const response = await app.inject({method: 'POST', url: `${SANDBOX_API_ROOT}/carts`, headers: {'content-type': 'application/json'}, payload: '{}'});
    expect(errorOf(response)).toEqual({status: 400, message: "must have required property 'items'"});
    const qty = await createCart(app, [{sku: 'COF-ETH-250', qty: 0}]);
    expect(errorOf(qty).message).toBe('/items/0/qty must be >= 1');
  });
});

describe('sandbox: a cart from creation to order', () => {
  it('keeps the cart in the session and checks it out once it is ready', async () => {
    const app = await sandbox();
    const json = {'content-type': 'application/json'};
    const created = await createCart(app, [{sku: 'COF-ETH-250', qty: 1}]);
    expect(created.statusCode).toBe(200);
    const session = created.cookies.find((c) => c.name === SANDBOX_SESSION_COOKIE)!;
    expect(session).toMatchObject({httpOnly: true, sameSite: 'Strict', path: '/sandbox'});
    const headers = {...json, cookie: `${SANDBOX_SESSION_COOKIE}=${session.value}`};
    const cart = created.json<{data: {uuid: string; grand_total: number}}>().data;
    const at = (path: string) => `${SANDBOX_API_ROOT}${path.replace('{cart}', cart.uuid)}`;

    const added = await app.inject({method: 'POST', url: at('/cart/{cart}/items'), headers, payload: JSON.stringify({sku: 'KET-GOOSE-1L', qty: 2})});
    expect(added.statusCode).toBe(200);
    const item = added.json<{data: {item: {uuid: string; qty: number; product_sku: string}}}>().data.item;
    expect(item).toMatchObject({product_sku: 'KET-GOOSE-1L', qty: 2});

    const lowered = await app.inject({method: 'PATCH', url: at(`/cart/{cart}/items/${item.uuid}`), headers, payload: JSON.stringify({action: 'decrease', qty: 1})});
    expect(lowered.json<{data: {item: {qty: number}}}>().data.item.qty).toBe(1);

    // Another session does not see the cart.
    const stranger = await app.inject({method: 'POST', url: at('/carts/{cart}/contacts'), headers: json, payload: JSON.stringify({email: 'a@example.org'})});
    expect(stranger.statusCode).toBe(404);

    const notReady = await app.inject({method: 'POST', url: at('/carts/{cart}/checkout'), headers, payload: JSON.stringify({cart_id: cart.uuid})});
    expect(errorOf(notReady)).toEqual({
      status: 400,
      message: 'The cart is not ready to check out: it needs a contact email, a shipping address, a shipping method, a payment method',
    });

    for (const [path, body] of [
      ['/carts/{cart}/contacts', {email: 'amara.okafor@example.net'}],
      ['/carts/{cart}/addresses', exampleBody('setCartAddress')],
      ['/carts/{cart}/shippingMethods', exampleBody('setCartShippingMethod')],
      ['/carts/{cart}/paymentMethods', {method_code: 'cod'}],
    ] as const) {
      const response = await app.inject({method: 'POST', url: at(path), headers, payload: JSON.stringify(body)});
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
    const order = await app.inject({method: 'POST', url: at('/carts/{cart}/checkout'), headers, payload: JSON.stringify({cart_id: cart.uuid})});
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json<{data: {order_number: string}}>().data.order_number).toBeTruthy();

    // A checked-out cart is gone.
    expect((await app.inject({method: 'POST', url: at('/cart/{cart}/items'), headers, payload: JSON.stringify({sku: 'COF-ETH-250', qty: 1})})).statusCode).toBe(404);
    await app.close();
  });

  it('computes totals from the catalog of the document', async () => {
    const app = await sandbox();
    const created = await createCart(app, [{sku: 'COF-ETH-250', qty: 2}]);
    // The document's example cart holds the same line: the same totals.
    expect(created.json<{data: {sub_total: number; grand_total: number}}>().data).toMatchObject({sub_total: 37, grand_total: 40.7});
    const unknown = await createCart(app, [{sku: 'NOPE', qty: 1}]);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toContain('No product with SKU "NOPE"');
    await app.close();
  });
});

function exampleBody(operationId: string): unknown {
  const entry = entries.find((e) => e.operation.operationId === operationId)!;
  return entry.operation.requestBody!.content['application/json']!.example;
}

describe('sandbox: limits', () => {
  it('answers 429 with the documented headers past the allowance', async () => {
    const app = await sandbox({rateLimit: {max: 2, timeWindowMs: 60_000}});
    const call = {method: 'POST' as const, url: `${SANDBOX_API_ROOT}/carts`, headers: {'content-type': 'application/json'}, payload: '{}'};
    await app.inject(call);
    await app.inject(call);
    const limited = await app.inject(call);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toEqual({status: 429, message: 'Too many requests, please try again later.'});
    expect(Object.keys(limited.headers)).toEqual(expect.arrayContaining(['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']));
    await app.close();
  });

  it('keeps at most maxSessions sessions: the least recently used one is forgotten', async () => {
    const app = await sandbox({maxSessions: 2});
    const open = async (cookie?: string) => {
      const response = await createCart(app, [{sku: 'COF-ETH-250', qty: 1}], cookie);
      return {session: response.cookies.find((c) => c.name === SANDBOX_SESSION_COOKIE)?.value ?? cookie!, cart: response.json<{data: {uuid: string}}>().data.uuid};
    };
    const first = await open();
    await open();
    await open();
    const again = await app.inject({
      method: 'POST',
      url: `${SANDBOX_API_ROOT}/carts/${first.cart}/contacts`,
      headers: {'content-type': 'application/json', cookie: `${SANDBOX_SESSION_COOKIE}=${first.session}`},
      payload: JSON.stringify({email: 'a@example.org'}),
    });
    expect(again.statusCode).toBe(404);
    await app.close();
  });

  it('refuses a cart past the per-session bound', async () => {
    const app = await sandbox({maxCartsPerSession: 1});
    const response = await createCart(app, [{sku: 'COF-ETH-250', qty: 1}]);
    // The session's example cart already counts as one.
    expect(errorOf(response).message).toContain('at most 1 carts');
    await app.close();
  });
});

describe('sandbox: documentation', () => {
  it('the REST overview gives the sandbox credentials and limit as the server has them', () => {
    const overview = readFileSync(new URL('../../../docs/api/overview.mdx', import.meta.url), 'utf8');
    for (const value of Object.values(SANDBOX_CREDENTIALS)) expect(overview).toContain(value);
    expect(overview).toContain(`\`${SANDBOX_API_ROOT}\``);
    expect(overview).toContain(`${SANDBOX_LIMITS.sessionTtlMs / 60_000} minutes`);
    if (SANDBOX_LIMITS.rateLimit) expect(overview).toContain(`${SANDBOX_LIMITS.rateLimit.max} requests per minute`);
  });
});

describe('sandbox: credentials', () => {
  it('name the cookies the document declares', () => {
    for (const [scheme, credential] of Object.entries(SCHEME_CREDENTIALS)) {
      const declared = doc.components.securitySchemes[scheme]!;
      if (credential.in === 'cookie') expect(declared).toMatchObject({type: 'apiKey', in: 'cookie', name: credential.name});
      else expect(declared).toMatchObject({type: 'http', scheme: 'bearer'});
    }
  });
});

describe('sandbox: session expiry', () => {
  it('forgets a session idle for longer than sessionTtlMs, and keeps one in use', () => {
    // lru-cache reads a start time of 0 as "no expiry": the clock starts later.
    let now = 1_000;
    const sessions = new SandboxSessions(cartSeedOf(doc), {...SANDBOX_LIMITS, sessionTtlMs: 1_000}, {now: () => now});
    const idle = sessions.resolve(undefined);
    const busy = sessions.resolve(undefined);
    now = 1_900;
    expect(sessions.resolve(busy.id)).toBe(busy);
    now = 2_500;
    expect(sessions.resolve(busy.id)).toBe(busy);
    expect(sessions.resolve(idle.id)).not.toBe(idle);
  });
});
