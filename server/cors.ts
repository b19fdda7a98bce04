/**
 * CORS for the Algolia-compatible APIs (search-protocol.md §1.1): the browser clients send simple
 * requests (no preflight), so an allowed origin is echoed back in `Access-Control-Allow-Origin`
 * with `Vary: origin`; Node clients, which put credentials in headers, get an answer to `OPTIONS`.
 *
 * Not @fastify/cors: its preflight is a wildcard `OPTIONS *` route, where the site answers
 * `OPTIONS` on its pages with 405 and `Allow`; by default it refuses a preflight without an Origin
 * (400) where Node clients get 204 here; and it adds `Vary: Origin` to every answer, allowed or
 * not. Set up to match, it would only replace the few lines below.
 */
import type {FastifyReply, FastifyRequest} from 'fastify';

/** `allowedOrigins` may hold `*`, which allows any origin (still echoed, never `*` itself). */
export function originEcho(allowedOrigins: readonly string[]): (request: FastifyRequest, reply: FastifyReply) => void {
  const anyOrigin = allowedOrigins.includes('*');
  const allowed = new Set(allowedOrigins);
  return (request, reply) => {
    const origin = request.headers.origin;
    if (origin && (anyOrigin || allowed.has(origin))) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'origin');
    }
  };
}

/** The preflight answer: the API's methods, the headers asked for (or the clients' own), for a day. */
export function answerPreflight(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
  reply.header(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
  );
  reply.header('access-control-max-age', '86400');
  return reply.code(204).send();
}
