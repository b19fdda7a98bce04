import fastifyStatic from '@fastify/static';
import type {FastifyInstance} from 'fastify';
import {cacheControlFor, resolvePath, safeQuery, type StaticSite} from '../staticSite';

/**
 * Serves the built site with clean URLs. Every GET that no other route claims ends up here, and
 * anything not in the build (or any other method) gets the site's 404 page with status 404.
 */
export async function staticRoutes(app: FastifyInstance, opts: {site: StaticSite}): Promise<void> {
  const {site} = opts;
  await app.register(fastifyStatic, {root: site.root, serve: false, cacheControl: false});

  const sendNotFound = (reply: import('fastify').FastifyReply) =>
    reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(site.notFoundHtml);

  // A real route (not the not-found handler) so that route-level hooks such as compression apply.
  app.get('/*', (request, reply) => {
    const [pathname = '/', query] = request.url.split('?', 2) as [string, string?];
    const resolution = resolvePath(pathname, site.files);
    switch (resolution.kind) {
      case 'redirect':
        return reply.redirect(resolution.location + (query ? `?${safeQuery(query)}` : ''), 301);
      case 'file':
        reply.header('cache-control', cacheControlFor(resolution.file));
        return reply.sendFile(resolution.file);
      case 'notFound':
        return sendNotFound(reply);
    }
  });

  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
}
