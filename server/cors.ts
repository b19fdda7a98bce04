/**
 * CORS for the Algolia-compatible APIs (search-protocol.md §1.1): the browser clients send simple
 * requests (no preflight), so an allowed origin is echoed back in `Access-Control-Allow-Origin`
 * with `Vary: origin`; Node clients, which put credentials in headers, get an answer to `OPTIONS`.
 *
 * Not @fastify/cors (read at 11.3): it cannot give these answers. It always registers a wildcard
 * `OPTIONS *` route, even with `preflight: false`, where the site answers `OPTIONS` on its pages
 * with 405 and `Allow`; with an origin list it adds `Vary: Origin` to every answer, allowed or not,
 * where only allowed answers vary here; its preflight either echoes the requested headers or sends
 * a fixed list, where here a preflight without `Access-Control-Request-Headers` gets the Algolia
 * clients' headers; and by default it refuses a preflight without an Origin (400) where Node
 * clients get 204 here. The search and events APIs' tests (server/routes/__tests__, tests/clients)
 * pin these answers.
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
