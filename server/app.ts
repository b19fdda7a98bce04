/**
 * The site server: the built site, the Algolia-compatible search API and the contact endpoint in
 * one Fastify app. `buildServer` never listens, so tests inject requests or pick port 0.
 */
import type {Server} from 'node:http';
import Fastify, {type FastifyHttpOptions, type FastifyInstance} from 'fastify';
import compress from '@fastify/compress';
import {COMPRESSION_ENCODINGS, COMPRESSION_THRESHOLD_BYTES} from './compression';
import {SERVER_LIMITS, type HttpLimits} from './limits';
import {genReqId, loggerOptions, SiteLogController, type LogOptions} from './logging';
import {securityHeaders} from './securityHeaders';
import type {StaticSite} from './staticSite';
import {staticRoutes} from './routes/static';
import {searchRoutes, type SearchRouteOptions} from './routes/search';
import {contactRoutes, type ContactRouteOptions} from './routes/contact';
import {insightsRoutes, type InsightsRouteOptions} from './routes/insights';
import {sandboxRoutes} from './routes/sandbox';

export interface ServerOptions {
  site: StaticSite;
  /** Omitted: the server has no search API (hosted mode, where the browser talks to Algolia). */
  search?: SearchRouteOptions;
  contact: ContactRouteOptions;
  /** Omitted: no page feedback, Insights or Analytics API (tests of other routes). */
  insights?: InsightsRouteOptions;
  /** Off unless given: structured request and error logs (see logging.ts). */
  logger?: boolean | LogOptions;
  /** Number of reverse proxies in front of the server, for client IPs (contact rate limit). */
  trustProxyHops?: number;
  /** Sends Strict-Transport-Security; only for deployments served over HTTPS (env HSTS=true). */
  hsts?: boolean;
  /** Overrides of `SERVER_LIMITS.http` (tests use short timeouts). */
  httpLimits?: Partial<HttpLimits>;
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const http = {...SERVER_LIMITS.http, ...opts.httpLimits};
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: opts.logger ? loggerOptions(opts.logger === true ? {} : opts.logger) : false,
    genReqId,
    logController: new SiteLogController(),
    // Slow clients cannot hold connections open: headers, whole requests, idle keep-alives.
    connectionTimeout: http.connectionTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    maxRequestsPerSocket: http.maxRequestsPerSocket,
    http: {headersTimeout: http.headersTimeoutMs, connectionsCheckingInterval: http.connectionsCheckingIntervalMs},
    // Trust exactly as many hops as there are proxies, so a client cannot spoof its IP.
    trustProxy: opts.trustProxyHops ? (_address: string, hop: number) => hop < opts.trustProxyHops! : false,
    bodyLimit: http.bodyLimitBytes,
    // Fastify's automatic HEAD route copies a GET route's hooks before plugins' onRoute hooks add
    // theirs, so HEAD skipped compression and lost the encoding and Vary GET sends. Every GET route
    // answers HEAD itself instead (below), and Node leaves out the body.
    exposeHeadRoutes: false,
  };
  const app = Fastify(serverOptions);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('GET') && !methods.includes('HEAD')) route.method = [...methods, 'HEAD'];
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const headers = Object.entries(securityHeaders({hsts: opts.hsts ?? false, contentSecurityPolicy: opts.site.contentSecurityPolicy}));
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route may have set its own value first (the search API's CORP).
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });

  // On the fly: search answers and files without a build-time copy (see compression.ts).
  await app.register(compress, {threshold: COMPRESSION_THRESHOLD_BYTES, encodings: COMPRESSION_ENCODINGS});
  if (opts.search) {
    await app.register(searchRoutes, opts.search);
  }
  await app.register(contactRoutes, opts.contact);
  if (opts.insights) await app.register(insightsRoutes, opts.insights);
  await app.register(sandboxRoutes);
  await app.register(staticRoutes, {site: opts.site});
  return app;
}
