import fastifyStatic from '@fastify/static';
import type {FastifyInstance, FastifyReply} from 'fastify';
import {internalRequestHeader} from '../logging';
import {cacheControlFor, resolvePath, safeQuery, type StaticSite} from '../staticSite';

/** Headers of the internal GET that belong to that exchange only, not to the HEAD answer. */
const PER_EXCHANGE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

/**
 * Serves the built site with clean URLs. Every GET that no other route claims ends up here;
 * anything not in the build gets the site's 404 page with status 404, and another method on a
 * page gets 405 with `Allow`.
 */
export async function staticRoutes(app: FastifyInstance, opts: {site: StaticSite}): Promise<void> {
  const {site} = opts;
  // preCompressed: `x.br` / `x.gz` written by the build are sent as they are when the client
  // accepts them; files without a copy fall back to compression on the fly.
  await app.register(fastifyStatic, {root: site.root, serve: false, cacheControl: false, preCompressed: true});

  const sendNotFound = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(site.notFoundHtml);

  // A real route (not the not-found handler) so that route-level hooks such as compression apply.
  app.get('/*', {exposeHeadRoute: false}, (request, reply) => {
    const [pathname = '/', query] = request.url.split('?', 2) as [string, string?];
    const resolution = resolvePath(pathname, site.files);
    switch (resolution.kind) {
      case 'redirect':
        return reply.redirect(resolution.location + (query ? `?${safeQuery(query)}` : ''), 301);
      case 'file':
        reply.header('cache-control', cacheControlFor(resolution.file));
        // The answer depends on accept-encoding whichever way it gets compressed.
        if (site.files.has(`${resolution.file}.br`) || site.files.has(`${resolution.file}.gz`)) reply.header('vary', 'accept-encoding');
        return reply.sendFile(resolution.file);
      case 'notFound':
        return sendNotFound(reply);
    }
  });

  /**
   * HEAD answers with exactly the headers GET would send (compression negotiated, vary, length),
   * by running that GET inside the process: Fastify's automatic HEAD route skips the compression
   * hook, which has no body to work on.
   */
  app.head('/*', async (request, reply) => {
    const get = await app.inject({method: 'GET', url: request.url, headers: {...request.headers, ...internalRequestHeader()}});
    reply.code(get.statusCode);
    for (const [name, value] of Object.entries(get.headers)) {
      if (value !== undefined && !PER_EXCHANGE_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.send();
  });

  app.route({
    method: ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    handler: (request, reply) => {
      const resolution = resolvePath(request.url.split('?', 1)[0] ?? '/', site.files);
      if (resolution.kind === 'notFound') return sendNotFound(reply);
      return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed');
    },
  });

  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
}
