import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openLoop} from '../openLoop';

let server: Server;
let base: string;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      res.statusCode = body.endsWith('7') ? 500 : 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('open-loop load', () => {
  it('sends every request it draws, with its own body, and counts failed answers as errors', async () => {
    let next = 0;
    const result = await openLoop({
      base,
      ratePerSecond: 400,
      durationSeconds: 0.2,
      connections: 4,
      next: () => ({method: 'POST', path: '/', headers: {'content-type': 'text/plain'}, body: `body ${next++}`}),
    });
    expect(result.sent).toBe(next);
    expect(result.sent).toBeGreaterThan(0);
    expect([...received].sort()).toEqual(Array.from({length: next}, (_, i) => `body ${i}`).sort());
    expect(result.errors).toBe(received.filter((body) => body.endsWith('7')).length);
    if (result.sent > result.errors) expect(result.p50).toBeLessThanOrEqual(result.max);
  });
});
