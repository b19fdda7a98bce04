/**
 * A torn last line (issue #12, finding 5): a crash or a full disk mid-append leaves the contact
 * store without a final newline. Start-up moves the fragment to a quarantine file, and an append
 * that finds a torn tail (left by another process) starts on a fresh line, so the next accepted
 * message is always a whole, parseable line.
 */
import {existsSync} from 'node:fs';
import {appendFile, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, {type FastifyInstance} from 'fastify';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {contactMessagesFile, contactQuarantineFile, contactRoutes} from '../contact';

const VALID = {name: 'Ada Merchant', email: 'ada@example.com', company: '', topic: 'cloud', message: 'We would like to move our store to Merchantry Cloud.', website: ''};
const WHOLE = JSON.stringify({id: 'old', receivedAt: new Date().toISOString(), ...VALID});
const FRAGMENT = '{"id":"torn","receivedAt":"2026-';

let dataDir: string;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'contact-torn-'));
  await mkdir(path.dirname(contactMessagesFile(dataDir)), {recursive: true});
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await rm(dataDir, {recursive: true, force: true});
});

async function start(): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(contactRoutes, {dataDir});
  await app.ready();
  return app;
}

async function lines(): Promise<unknown[]> {
  const text = await readFile(contactMessagesFile(dataDir), 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line));
}

describe('contact store: torn tail', () => {
  it('quarantines a torn last line at start, and the next message is a whole line', async () => {
    await writeFile(contactMessagesFile(dataDir), `${WHOLE}\n${FRAGMENT}`);
    const server = await start();
    expect(await readFile(contactQuarantineFile(dataDir), 'utf8')).toContain(FRAGMENT);
    const res = await server.inject({method: 'POST', url: '/api/contact', payload: VALID});
    expect(res.statusCode).toBe(201);
    const stored = (await lines()) as Array<{id: string}>;
    expect(stored.map((record) => record.id)).toEqual(['old', res.json().id]);
  });

  it('starts a fresh line when another process left a torn tail after start', async () => {
    const server = await start();
    expect((await server.inject({method: 'POST', url: '/api/contact', payload: VALID})).statusCode).toBe(201);
    await appendFile(contactMessagesFile(dataDir), FRAGMENT);
    const res = await server.inject({method: 'POST', url: '/api/contact', payload: VALID});
    expect(res.statusCode).toBe(201);
    const text = await readFile(contactMessagesFile(dataDir), 'utf8');
    const last = text.trimEnd().split('\n').at(-1)!;
    expect(JSON.parse(last).id).toBe(res.json().id);
  });

  it('leaves a whole file alone and writes no quarantine file', async () => {
    await writeFile(contactMessagesFile(dataDir), `${WHOLE}\n`);
    await start();
    expect(await readFile(contactMessagesFile(dataDir), 'utf8')).toBe(`${WHOLE}\n`);
    expect(existsSync(contactQuarantineFile(dataDir))).toBe(false);
  });
});
