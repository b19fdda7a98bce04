import {mkdtemp, readFile, rm, writeFile, mkdir} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, {type FastifyInstance, type FastifyServerOptions} from 'fastify';
import {SMTPServer} from 'smtp-server';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {CONTACT_LIMITS, CONTACT_TOPICS} from '../../../src/data/contact';
import {
  contactMessagesFile,
  contactRoutes,
  type ContactRouteOptions,
  type StoredContactMessage,
} from '../contact';

const VALID = {
  name: 'Ada Merchant',
  email: 'ada@example.com',
  company: 'Corner Shop Ltd',
  topic: 'cloud',
  message: 'We would like to move our store to Merchantry Cloud Professional.',
  website: '',
} as const;

let dataDir: string;
const apps: FastifyInstance[] = [];

async function buildApp(
  opts: Partial<ContactRouteOptions> = {},
  fastifyOpts: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify(fastifyOpts);
  await app.register(contactRoutes, {dataDir, ...opts});
  await app.ready();
  apps.push(app);
  return app;
}

function post(app: FastifyInstance, payload: unknown, remoteAddress = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

async function stored(): Promise<StoredContactMessage[]> {
  const file = contactMessagesFile(dataDir);
  if (!existsSync(file)) return [];
  const text = await readFile(file, 'utf8');
  expect(text === '' || text.endsWith('\n'), 'file ends with a newline').toBe(true);
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as StoredContactMessage);
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'contact-test-'));
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await rm(dataDir, {recursive: true, force: true});
});

describe('GET /api/contact', () => {
  it('answers {ok: true} so the page knows the server is there', async () => {
    const app = await buildApp();
    const res = await app.inject({method: 'GET', url: '/api/contact'});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ok: true});
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/contact: accepted messages', () => {
  it('stores a valid message, trimmed, and answers its id', async () => {
    const app = await buildApp();
    const res = await post(app, {...VALID, name: '  Ada Merchant  ', message: `  ${VALID.message}\n`});
    expect(res.statusCode).toBe(201);
    const body = res.json<{ok: boolean; id: string}>();
    expect(body.ok).toBe(true);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      name: 'Ada Merchant',
      email: VALID.email,
      company: VALID.company,
      topic: 'cloud',
      message: VALID.message,
    });
    expect(Number.isNaN(Date.parse(rows[0]!.receivedAt))).toBe(false);
    // The honeypot is not a field of the stored record.
    expect(Object.keys(rows[0]!)).not.toContain('website');
  });

  it('accepts a message without a company', async () => {
    const app = await buildApp();
    const {company: _company, ...withoutCompany} = VALID;
    const res = await post(app, withoutCompany);
    expect(res.statusCode).toBe(201);
    expect((await stored())[0]!.company).toBe('');
  });

  it.each(CONTACT_TOPICS)('accepts the topic "%s"', async (topic) => {
    const app = await buildApp();
    expect((await post(app, {...VALID, topic})).statusCode).toBe(201);
  });

  it('accepts fields exactly at their length limits', async () => {
    const app = await buildApp();
    const res = await post(app, {
      ...VALID,
      name: 'n'.repeat(CONTACT_LIMITS.name.max),
      company: 'c'.repeat(CONTACT_LIMITS.company.max),
      message: 'm'.repeat(CONTACT_LIMITS.message.max),
      email: `${'a'.repeat(CONTACT_LIMITS.email.max - '@example.com'.length)}@example.com`,
    });
    expect(res.statusCode).toBe(201);
  });

  it('accepts the longest message in 3-byte characters without hitting the body limit', async () => {
    const app = await buildApp();
    const res = await post(app, {...VALID, message: '€'.repeat(CONTACT_LIMITS.message.max)});
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/contact: invalid fields', () => {
  const cases: Array<[string, string, unknown]> = [
    ['name', 'missing', undefined],
    ['name', 'blank', '   '],
    ['name', 'too long', 'n'.repeat(CONTACT_LIMITS.name.max + 1)],
    ['name', 'with a line break', 'Ada\nBcc: victim@example.com'],
    ['name', 'not a string', 42],
    ['email', 'missing', undefined],
    ['email', 'without an @', 'ada.example.com'],
    ['email', 'without a domain dot', 'ada@example'],
    ['email', 'with a space', 'ada merchant@example.com'],
    ['email', 'too long', `${'a'.repeat(CONTACT_LIMITS.email.max)}@example.com`],
    ['company', 'too long', 'c'.repeat(CONTACT_LIMITS.company.max + 1)],
    ['company', 'not a string', ['Corner Shop']],
    ['topic', 'missing', undefined],
    ['topic', 'empty', ''],
    ['topic', 'not on the list', 'refund-my-order'],
    ['message', 'missing', undefined],
    ['message', 'too short', 'Hi there'],
    ['message', 'too long', 'm'.repeat(CONTACT_LIMITS.message.max + 1)],
    ['message', 'with a control character', `${VALID.message}\u0007`],
  ];

  it.each(cases)('rejects %s %s with a message on that field only', async (field, _why, value) => {
    const app = await buildApp();
    const payload: Record<string, unknown> = {...VALID, [field]: value};
    if (value === undefined) Reflect.deleteProperty(payload, field);
    const res = await post(app, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{error: {code: string; message: string; fields: Record<string, string>}}>();
    expect(body.error.code).toBe('CONTACT_INVALID_FIELDS');
    expect(body.error.message).toMatch(/\S/);
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.fields[field]).toMatch(/\S/);
    expect(await stored()).toEqual([]);
  });

  it('reports every invalid field at once', async () => {
    const app = await buildApp();
    const res = await post(app, {website: ''});
    expect(res.statusCode).toBe(400);
    const fields = res.json<{error: {fields: Record<string, string>}}>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it.each([
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['malformed JSON', '{"name": "Ada",'],
  ])('rejects a body that is %s with CONTACT_INVALID_BODY', async (_why, raw) => {
    const app = await buildApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {'content-type': 'application/json'},
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{error: {code: string}}>().error.code).toBe('CONTACT_INVALID_BODY');
  });

  it('rejects a form-encoded body with 415 and a JSON error', async () => {
    const app = await buildApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      payload: 'name=Ada',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{error: {code: string}}>().error.code).toBe('CONTACT_UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /api/contact: body size limit', () => {
  it('answers 413 with a JSON error for a body over 16 KB and stores nothing', async () => {
    const app = await buildApp();
    const res = await post(app, {...VALID, message: 'x'.repeat(17 * 1024)});
    expect(res.statusCode).toBe(413);
    const body = res.json<{error: {code: string; message: string}}>();
    expect(body.error.code).toBe('CONTACT_BODY_TOO_LARGE');
    expect(body.error.message).toContain('16 KB');
    expect(await stored()).toEqual([]);
  });
});

describe('POST /api/contact: honeypot', () => {
  it('pretends success but stores and sends nothing when the hidden field is filled', async () => {
    const app = await buildApp();
    const res = await post(app, {...VALID, website: 'https://spam.example'});
    expect(res.statusCode).toBe(201);
    expect(res.json<{ok: boolean; id: string}>()).toMatchObject({ok: true});
    expect(await stored()).toEqual([]);
    expect(existsSync(contactMessagesFile(dataDir))).toBe(false);
  });

  it('pretends success even when the rest of a bot submission is invalid', async () => {
    const app = await buildApp();
    const res = await post(app, {website: 'filled', name: ''});
    expect(res.statusCode).toBe(201);
    expect(await stored()).toEqual([]);
  });
});

describe('POST /api/contact: rate limit', () => {
  it('accepts 5 messages per address in 10 minutes by default, then answers 429 with Retry-After', async () => {
    const app = await buildApp();
    for (let i = 0; i < 5; i++) {
      expect((await post(app, {...VALID, message: `${VALID.message} #${i}`})).statusCode).toBe(201);
    }
    const refused = await post(app, VALID);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{error: {code: string}}>().error.code).toBe('CONTACT_RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(refused.json<{error: {message: string}}>().error.message).toMatch(/10 minutes/);

    // Another address has its own allowance.
    expect((await post(app, VALID, '198.51.100.20')).statusCode).toBe(201);
    expect(await stored()).toHaveLength(6);
  });

  it('does not count invalid submissions against the allowance', async () => {
    const app = await buildApp({rateLimit: {max: 1, windowMs: 60_000}});
    for (let i = 0; i < 3; i++) expect((await post(app, {...VALID, email: 'nope'})).statusCode).toBe(400);
    expect((await post(app, VALID)).statusCode).toBe(201);
  });

  it('lets an address send again once its window has passed', async () => {
    let clock = Date.parse('2026-05-01T12:00:00Z');
    const app = await buildApp({rateLimit: {max: 2, windowMs: 300}, now: () => clock});
    expect((await post(app, VALID)).statusCode).toBe(201);
    expect((await post(app, VALID)).statusCode).toBe(201);
    clock += 299;
    expect((await post(app, VALID)).statusCode).toBe(429);
    clock += 2;
    expect((await post(app, VALID)).statusCode).toBe(201);
  });

  it('rejects a rate limit option that is not positive', async () => {
    await expect(buildApp({rateLimit: {max: 0, windowMs: 1000}})).rejects.toThrow(/rateLimit/);
  });
});

describe('POST /api/contact: durability', () => {
  it('stores each of 200 concurrent submissions exactly once, one whole line each', async () => {
    const app = await buildApp();
    const responses = await Promise.all(
      Array.from({length: 200}, (_, i) =>
        post(app, {...VALID, message: `Concurrent submission number ${i} ${'x'.repeat(i * 10)}`}, `10.0.${i >> 8}.${i & 255}`),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    const ids = responses.map((r) => r.json<{id: string}>().id);
    const rows = await stored();
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    const numbers = rows.map((r) => Number(/number (\d+)/.exec(r.message)![1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({length: 200}, (_, i) => i));
  });

  it('under a concurrent burst from few addresses, stores exactly the accepted ones', async () => {
    const app = await buildApp();
    const responses = await Promise.all(
      Array.from({length: 200}, (_, i) =>
        post(app, {...VALID, message: `Burst message ${i} from a shared address`}, `192.0.2.${i % 20}`),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 201).map((r) => r.json<{id: string}>().id);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(accepted).toHaveLength(20 * 5);
    expect(refused).toHaveLength(200 - 20 * 5);
    const rows = await stored();
    expect(rows.map((r) => r.id).sort()).toEqual([...accepted].sort());
  });

  it('loses nothing across a restart over the same data directory', async () => {
    const first = await buildApp();
    const a = await post(first, {...VALID, message: 'Sent before the restart, please keep me.'});
    expect(a.statusCode).toBe(201);
    await first.close();

    const second = await buildApp();
    const b = await post(second, {...VALID, message: 'Sent after the restart, also keep me.'});
    expect(b.statusCode).toBe(201);

    const rows = await stored();
    expect(rows.map((r) => r.id)).toEqual([a.json<{id: string}>().id, b.json<{id: string}>().id]);
    expect(rows.map((r) => r.message)).toEqual([
      'Sent before the restart, please keep me.',
      'Sent after the restart, also keep me.',
    ]);
  });

  it('appends to an existing file without touching earlier lines', async () => {
    const file = contactMessagesFile(dataDir);
    await mkdir(path.dirname(file), {recursive: true});
    // Dated a day ago: recent enough to be inside the retention period.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const earlier = `{"id":"earlier","receivedAt":"${yesterday}","name":"Old","email":"old@example.com","company":"","topic":"general","message":"An earlier message."}\n`;
    await writeFile(file, earlier);
    const app = await buildApp();
    expect((await post(app, VALID)).statusCode).toBe(201);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith(earlier)).toBe(true);
    expect(await stored()).toHaveLength(2);
  });

  it('answers 500 with a JSON error when the message cannot be stored', async () => {
    // A file where the contact directory should be makes every append fail.
    await writeFile(path.join(dataDir, 'contact'), 'not a directory');
    const app = await buildApp();
    const res = await post(app, VALID);
    expect(res.statusCode).toBe(500);
    expect(res.json<{error: {code: string; message: string}}>().error).toMatchObject({
      code: 'CONTACT_STORE_FAILED',
    });
  });

  it('refuses to register without a data directory', async () => {
    const app = Fastify();
    apps.push(app);
    await expect(app.register(contactRoutes, {dataDir: ''}).ready()).rejects.toThrow(/dataDir/);
  });
});

describe('contact messages: retention', () => {
  const line = (id: string, daysAgo: number) =>
    JSON.stringify({...VALID, id, receivedAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString()}) + '\n';

  it('deletes messages older than the retention period at start and keeps the rest', async () => {
    const file = contactMessagesFile(dataDir);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, line('expired', 400) + line('recent', 30) + 'not json, kept because its age is unknown\n' + line('today', 0));
    await buildApp();
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain('"expired"');
    expect(text).toContain('"recent"');
    expect(text).toContain('"today"');
    expect(text).toContain('not json, kept');
  });

  it('honours a custom retention period and leaves a file with nothing expired untouched', async () => {
    const file = contactMessagesFile(dataDir);
    await mkdir(path.dirname(file), {recursive: true});
    const original = line('ten-days', 10) + line('two-days', 2);
    await writeFile(file, original);
    await buildApp();
    expect(await readFile(file, 'utf8')).toBe(original);
    await buildApp({retentionDays: 5});
    const rows = await stored();
    expect(rows.map((r) => r.id)).toEqual(['two-days']);
  });
});

describe('POST /api/contact: email forwarding', () => {
  interface ReceivedMail {
    from: string;
    to: string[];
    data: string;
  }

  async function startSmtp(): Promise<{server: SMTPServer; port: number; mails: ReceivedMail[]; next: () => Promise<ReceivedMail>}> {
    const mails: ReceivedMail[] = [];
    const waiters: Array<(mail: ReceivedMail) => void> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          };
          mails.push(mail);
          waiters.shift()?.(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const next = () =>
      mails.length > waiters.length
        ? Promise.resolve(mails[mails.length - 1]!)
        : new Promise<ReceivedMail>((resolve) => waiters.push(resolve));
    return {server, port, mails, next};
  }

  it('stores the message and sends a copy to CONTACT_TO through SMTP', async () => {
    const smtp = await startSmtp();
    try {
      const app = await buildApp({smtpUrl: `smtp://127.0.0.1:${smtp.port}`, contactTo: 'team@merchantry.test'});
      const delivered = smtp.next();
      const res = await post(app, VALID);
      expect(res.statusCode).toBe(201);
      const id = res.json<{id: string}>().id;
      expect((await stored()).map((r) => r.id)).toEqual([id]);

      const mail = await delivered;
      expect(mail.to).toEqual(['team@merchantry.test']);
      expect(mail.from).toBe('team@merchantry.test');
      expect(mail.data).toMatch(/^Reply-To: "?Ada Merchant"? <ada@example\.com>/im);
      expect(mail.data).toMatch(/^Subject: \[Contact\] Merchantry Cloud plans and billing: Ada Merchant/im);
      expect(mail.data).toContain(VALID.message);
      expect(mail.data).toMatch(new RegExp(`^X-Merchantry-Contact-Id: ${id}$`, 'im'));
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });

  it('sends nothing for a honeypot submission', async () => {
    const smtp = await startSmtp();
    try {
      const app = await buildApp({smtpUrl: `smtp://127.0.0.1:${smtp.port}`, contactTo: 'team@merchantry.test'});
      expect((await post(app, {...VALID, website: 'bot'})).statusCode).toBe(201);
      await app.close();
      expect(smtp.mails).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });

  it('keeps the message and logs the failure when the SMTP server is unreachable', async () => {
    // Grab a free port, then close it so the connection is refused.
    const probe = await startSmtp();
    const deadPort = probe.port;
    await new Promise<void>((resolve) => probe.server.close(() => resolve()));

    const logLines: string[] = [];
    const app = await buildApp(
      {smtpUrl: `smtp://127.0.0.1:${deadPort}`, contactTo: 'team@merchantry.test'},
      {logger: {level: 'error', stream: {write: (line: string) => void logLines.push(line)}}},
    );
    const res = await post(app, VALID);
    expect(res.statusCode).toBe(201);
    // Closing waits for the pending send, so the failure has been logged by then.
    await app.close();
    expect(await stored()).toHaveLength(1);
    expect(logLines.join('')).toContain('email forwarding failed');
  });
});
