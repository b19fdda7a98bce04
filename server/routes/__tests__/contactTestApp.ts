/**
 * The contact route under test: a fresh data directory per test (`useContactDataDir`), apps built
 * on it and closed after the test, a valid submission, and the messages as stored.
 */
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, {type FastifyInstance, type FastifyServerOptions} from 'fastify';
import {afterEach, beforeEach, expect} from 'vitest';
import {contactMessagesFile, contactRoutes, type ContactRouteOptions, type StoredContactMessage} from '../contact';

export const VALID = {
  name: 'Ada Merchant',
  email: 'ada@example.com',
  company: 'Corner Shop Ltd',
  topic: 'cloud',
  message: 'We would like to move our store to Merchantry Cloud Professional.',
  website: '',
} as const;

/** This test's data directory (a live binding: set before each test). */
export let dataDir: string;
/** Apps closed after each test. */
export const apps: FastifyInstance[] = [];

export async function buildApp(
  opts: Partial<ContactRouteOptions> = {},
  fastifyOpts: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify(fastifyOpts);
  await app.register(contactRoutes, {dataDir, ...opts});
  await app.ready();
  apps.push(app);
  return app;
}

export function post(app: FastifyInstance, payload: unknown, remoteAddress = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

export async function stored(): Promise<StoredContactMessage[]> {
  const file = contactMessagesFile(dataDir);
  if (!existsSync(file)) return [];
  const text = await readFile(file, 'utf8');
  expect(text === '' || text.endsWith('\n'), 'file ends with a newline').toBe(true);
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as StoredContactMessage);
}

/** Registers the per-test data directory and the closing of the test's apps. */
export function useContactDataDir(): void {
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'contact-test-'));
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await rm(dataDir, {recursive: true, force: true});
  });
}
