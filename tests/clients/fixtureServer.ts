/**
 * The site server's search API on a loopback port, filled with the indexer's fixture build
 * through `search:push`'s own code, for the real-client tests.
 */
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import Fastify, {type FastifyInstance} from 'fastify';
import {pushRecords} from '../../search/cli/pushRecords';
import {indexBuildDir} from '../../search/indexer/index';
import type {DocSearchRecord} from '../../search/records';
import {SearchStore} from '../../search/store';
import {searchRoutes, type SearchRouteOptions} from '../../server/routes/search';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE_BUILD = path.join(ROOT, 'search/indexer/__tests__/fixtures/build');
export const APP_ID = 'MERCHANTRY';
export const SEARCH_KEY = 'merchantry-local-search';
export const ADMIN_KEY = 'test-admin-key';
export const INDEX = 'merchantry';

export interface FixtureServer {
  app: FastifyInstance;
  dataDir: string;
  port: number;
  records: DocSearchRecord[];
}

/**
 * `register` adds more plugins before the server listens (the insights routes); `onSearch` is
 * passed to the search routes.
 */
export async function startFixtureServer(
  options: {onSearch?: SearchRouteOptions['onSearch']; register?: (app: FastifyInstance, dataDir: string) => Promise<void>} = {},
): Promise<FixtureServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'search-clients-'));
  const {records} = await indexBuildDir(FIXTURE_BUILD, {siteUrl: 'https://merchantry.io'});
  const store = await SearchStore.open({dataDir});
  const app = Fastify();
  await app.register(searchRoutes, {store, appId: APP_ID, searchApiKey: SEARCH_KEY, adminApiKey: ADMIN_KEY, allowedOrigins: ['*'], onSearch: options.onSearch});
  await options.register?.(app, dataDir);
  await app.listen({port: 0, host: '127.0.0.1'});
  const port = (app.server.address() as {port: number}).port;
  await pushRecords({target: {kind: 'server', url: `http://127.0.0.1:${port}`, appId: APP_ID, adminApiKey: ADMIN_KEY, indexName: INDEX}, records});
  return {app, dataDir, port, records};
}
