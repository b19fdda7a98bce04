import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import {describe, expect, it} from 'vitest';
import {contactMessagesFile, contactRoutes} from '../contact';
import {apps, buildApp, dataDir, post, stored, useContactDataDir, VALID} from './contactTestApp';

useContactDataDir();

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
