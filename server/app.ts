/**
 * The site server: the built site, the Algolia-compatible search API and the contact endpoint in
 * one Fastify app. `buildServer` never listens, so tests inject requests or pick port 0.
 */
import Fastify, {type FastifyInstance, type FastifyServerOptions} from 'fastify';
import compress from '@fastify/compress';
import type {StaticSite} from './staticSite';
import {staticRoutes} from './routes/static';
import {searchRoutes, type SearchRouteOptions} from './routes/search';
import {contactRoutes, type ContactRouteOptions} from './routes/contact';

export interface ServerOptions {
  site: StaticSite;
  /** Omitted: the server has no search API (hosted mode, where the browser talks to Algolia). */
  search?: SearchRouteOptions;
  contact: ContactRouteOptions;
  logger?: boolean;
  /** Number of reverse proxies in front of the server, for client IPs (contact rate limit). */
  trustProxyHops?: number;
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: opts.logger ?? false,
    // Trust exactly as many hops as there are proxies, so a client cannot spoof its IP.
    trustProxy: opts.trustProxyHops ? (_address: string, hop: number) => hop < opts.trustProxyHops! : false,
    // The widget's requests and the contact form are small; bigger bodies are refused per route.
    bodyLimit: 1_048_576,
  };
  const app = Fastify(serverOptions);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });

  await app.register(compress, {threshold: 1024, encodings: ['br', 'gzip', 'deflate']});
  if (opts.search) {
    await app.register(searchRoutes, opts.search);
  }
  await app.register(contactRoutes, opts.contact);
  await app.register(staticRoutes, {site: opts.site});
  return app;
}
