import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {CONTACT_LIMITS, CONTACT_TOPICS} from '../../../src/data/contact';
import {contactMessagesFile} from '../contact';
import {buildApp, dataDir, post, stored, useContactDataDir, VALID} from './contactTestApp';

useContactDataDir();

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
