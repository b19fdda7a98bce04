/**
 * GraphQL services for middleware and resolvers.
 *
 * @module @merchantry/merchantry/graphql/services
 */
import type {Request} from 'express';
import type {Pool} from 'pg';

/**
 * The third argument of every resolver, `(parent, args, context)`: the pool plus the values
 * middleware set with `setContextValue` (request data such as `url` is already there).
 */
export interface GraphQLContext {
  pool: Pool;
  [key: string]: unknown;
}

/**
 * Sets a value that page queries read with the `getContextValue("key")` placeholder. The
 * middleware must run before the built-in `buildQuery`/`graphql` page middleware.
 *
 * @param request The current request.
 * @param key Name the queries use.
 * @param value Any JSON value.
 */
export function setContextValue(request: Request, key: string, value: unknown): void;
