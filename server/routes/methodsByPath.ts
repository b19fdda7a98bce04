/**
 * The methods each path of a plugin answers, read from the routes the plugin registers (Fastify's
 * onRoute hook), so a catch-all can answer 405 with `Allow` for a known path without a second
 * list of routes that drifts from the first.
 */
import type {FastifyInstance, RouteOptions} from 'fastify';

interface KnownRoute {
  pattern: RegExp;
  method: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path parameter matches one segment, or only its schema's `const` when it has one. */
function routePattern(url: string, schema: RouteOptions['schema']): RegExp {
  const params = (schema?.params ?? {}) as {properties?: Record<string, {const?: unknown}>};
  const source = url
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      const fixed = params.properties?.[segment.slice(1)]?.const;
      return typeof fixed === 'string' ? escapeRegExp(fixed) : '[^/]+';
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Call before registering the plugin's routes. Routes whose URL ends in a wildcard (the
 * catch-all, the preflight) and Fastify's automatic HEAD routes are left out.
 */
export function collectMethodsByPath(app: FastifyInstance): (pathname: string) => string[] {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.endsWith('*')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({pattern: routePattern(route.url, route.schema), method});
    }
  });
  return (pathname) => [...new Set(routes.filter((route) => route.pattern.test(pathname)).map((route) => route.method))];
}
