/**
 * The core GraphQL schemas, built with graphql-js from the SDL files beside this module: the
 * storefront schema (`schema.graphql`, served at `/api/graphql`) and the admin schema, which adds
 * `schema.admin.graphql` (`/api/admin/graphql`). Building them validates the SDL.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildSchema, extendSchema, parse, type GraphQLSchema} from 'graphql';

const DIR = path.dirname(fileURLToPath(import.meta.url));
export const STOREFRONT_SDL_PATH = path.join(DIR, 'schema.graphql');
export const ADMIN_SDL_PATH = path.join(DIR, 'schema.admin.graphql');

export type SchemaName = 'storefront' | 'admin';

/** Endpoint of each schema, as the docs write it. */
export const ENDPOINTS: Record<SchemaName, string> = {storefront: '/api/graphql', admin: '/api/admin/graphql'};

let cached: Record<SchemaName, GraphQLSchema> | undefined;

export function coreSchemas(): Record<SchemaName, GraphQLSchema> {
  if (!cached) {
    const storefront = buildSchema(readFileSync(STOREFRONT_SDL_PATH, 'utf8'));
    const admin = extendSchema(storefront, parse(readFileSync(ADMIN_SDL_PATH, 'utf8')));
    cached = {storefront, admin};
  }
  return cached;
}
