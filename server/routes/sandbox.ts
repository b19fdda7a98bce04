/**
 * `/sandbox/api/...`: the REST API sandbox (see server/sandbox/api.ts) on the site server, for the
 * reference's try-it panels and its samples. A cookie names the visitor's sandbox session; the
 * request allowance and the body limit are the sandbox's own (server/sandbox/limits.ts).
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {loadDocument} from '../../openapi/document';
import {apiErrorAnswer} from '../apiErrors';
import {SandboxRateLimitedError} from '../sandbox/errors';
import {cartSeedOf, createSandboxApi, errorReply, SANDBOX_API_ROOT, type SandboxReply} from '../sandbox/api';
import {SANDBOX_LIMITS, type SandboxLimits} from '../sandbox/limits';
import {SandboxSessions} from '../sandbox/sessions';

export const SANDBOX_SESSION_COOKIE = 'merchantry_sandbox';

export interface SandboxRouteOptions {
  /** Overrides of `SANDBOX_LIMITS` (tests). */
  limits?: Partial<SandboxLimits>;
}

function send(reply: FastifyReply, answer: SandboxReply) {
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
}

export async function sandboxRoutes(app: FastifyInstance, opts: SandboxRouteOptions = {}): Promise<void> {
  const limits: SandboxLimits = {...SANDBOX_LIMITS, ...opts.limits};
  const doc = loadDocument();
  const api = createSandboxApi(doc);
  await api.init();
  const sessions = new SandboxSessions(cartSeedOf(doc), limits);

  await app.register(cookie);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const {status, message} = apiErrorAnswer(error, request, {logLabel: 'sandbox'});
    return send(reply, errorReply(status, message));
  });

  if (limits.rateLimit) {
    await app.register(rateLimit, {
      max: limits.rateLimit.max,
      timeWindow: limits.rateLimit.timeWindowMs,
      // The headers the document's 429 response names: RateLimit-Limit/-Remaining/-Reset, Retry-After.
      enableDraftSpec: true,
      errorResponseBuilder: () => new SandboxRateLimitedError(),
    });
  }

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = sessions.resolve(request.cookies[SANDBOX_SESSION_COOKIE]);
    if (request.cookies[SANDBOX_SESSION_COOKIE] !== session.id) {
      reply.setCookie(SANDBOX_SESSION_COOKIE, session.id, {path: '/sandbox', httpOnly: true, sameSite: 'strict', maxAge: limits.sessionTtlMs / 1000});
    }
    const [path, query] = request.url.split('?', 2) as [string, string?];
    const answer = (await api.handleRequest(
      {method: request.method, path, query: query ?? '', headers: request.headers as Record<string, string>, body: request.body},
      session,
    )) as SandboxReply;
    return send(reply, answer);
  };

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${SANDBOX_API_ROOT}/*`,
    bodyLimit: limits.bodyLimitBytes,
    handler: handle,
  });
}
