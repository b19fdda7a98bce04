import fastifyStatic, {type SendOptions} from '@fastify/static';
import type {FastifyInstance, FastifyReply} from 'fastify';
import {internalRequestHeader} from '../logging';
import {cacheControlFor, NOT_FOUND_PAGE, resolvePath, safeQuery, type StaticSite} from '../staticSite';

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

  /** Sends a build file with its cache policy, and Vary when the build has compressed copies of it. */
  const sendSiteFile = (reply: FastifyReply, file: string, options?: SendOptions) => {
    reply.header('cache-control', cacheControlFor(file));
    // The answer depends on accept-encoding whichever way it gets compressed.
    if (site.files.has(`${file}.br`) || site.files.has(`${file}.gz`)) reply.header('vary', 'accept-encoding');
    return reply.sendFile(file, options);
  };

  /**
   * The not-found page from its precompressed copies like any page: scanners ask for missing
   * paths by the thousand, and compressing the page for each of them costs CPU and native memory.
   * No validators and no ranges, so a conditional or range request can never turn the 404 into
   * an empty or partial answer.
   */
  const sendNotFound = (reply: FastifyReply) =>
    sendSiteFile(reply.code(404), NOT_FOUND_PAGE, {etag: false, lastModified: false, acceptRanges: false});

  // A real route (not the not-found handler) so that route-level hooks such as compression apply.
  app.get('/*', {exposeHeadRoute: false}, (request, reply) => {
    const [pathname, query] = request.url.split('?', 2) as [string, string?];
    const resolution = resolvePath(pathname, site.files);
    switch (resolution.kind) {
      case 'redirect':
        return reply.redirect(resolution.location + (query ? `?${safeQuery(query)}` : ''), 301);
      case 'file':
        return sendSiteFile(reply, resolution.file);
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
