import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {loadSiteFiles, sendLoadedFile} from '../siteFiles';
import {cacheControlFor, NOT_FOUND_PAGE, resolvePath, safeQuery, type StaticSite} from '../staticSite';

/**
 * Serves the built site with clean URLs. Every GET that no other route claims ends up here;
 * anything not in the build gets the site's 404 page with status 404, and another method on a
 * page gets 405 with `Allow`.
 */
export async function staticRoutes(app: FastifyInstance, opts: {site: StaticSite}): Promise<void> {
  const {site} = opts;
  // Read once: `x.br` / `x.gz` written by the build are sent as they are when the client accepts
  // them; files without a copy fall back to compression on the fly (../siteFiles.ts).
  const files = await loadSiteFiles(site);

  /** Sends a build file with its cache policy, and Vary when the build has compressed copies of it. */
  const sendSiteFile = (request: FastifyRequest, reply: FastifyReply, file: string, validators = true) => {
    const content = files.get(file)!;
    reply.header('cache-control', cacheControlFor(file));
    // The answer depends on accept-encoding whichever way it gets compressed.
    if (Object.keys(content.copies).length > 0) reply.header('vary', 'accept-encoding');
    return sendLoadedFile(request, reply, content, validators);
  };

  /**
   * The not-found page from its precompressed copies like any page: scanners ask for missing
   * paths by the thousand, and compressing the page for each of them costs CPU and native memory.
   * No validators, so a conditional request can never turn the 404 into an empty answer.
   */
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => sendSiteFile(request, reply.code(404), NOT_FOUND_PAGE, false);

  /**
   * GET and HEAD share one real route (not the not-found handler), so that route-level hooks such
   * as compression apply to both and HEAD answers with exactly the headers GET would send
   * (negotiated encoding, vary, length; app.ts).
   */
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const [pathname, query] = request.url.split('?', 2) as [string, string?];
      const resolution = resolvePath(pathname, site.files);
      switch (resolution.kind) {
        case 'redirect':
          // GET's empty body states its length; Fastify leaves a HEAD's to the handler.
          if (request.method === 'HEAD') reply.header('content-length', '0');
          return reply.redirect(resolution.location + (query ? `?${safeQuery(query)}` : ''), 301);
        case 'file':
          return sendSiteFile(request, reply, resolution.file);
        case 'notFound':
          return sendNotFound(request, reply);
      }
    },
  });

  app.route({
    method: ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    handler: (request, reply) => {
      const resolution = resolvePath(request.url.split('?', 1)[0] ?? '/', site.files);
      if (resolution.kind === 'notFound') return sendNotFound(request, reply);
      return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed');
    },
  });

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
}
