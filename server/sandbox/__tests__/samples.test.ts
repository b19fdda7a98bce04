/**
 * The reference's curl and Node samples work as printed against the sandbox: each runs in its own
 * process (bash with curl, node), pointed at a sandbox server on a loopback port with the
 * sandbox's documented credentials in the environment variables the samples read.
 */
import {spawn} from 'node:child_process';
import type {AddressInfo} from 'node:net';
import Fastify, {type FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {defaultServerUrl, loadDocument} from '../../../openapi/document';
import {buildReference} from '../../../openapi/reference';
import {operationSamples} from '../../../openapi/samples';
import {SAMPLE_ENV} from '../../../openapi/samples/request';
import {sandboxRoutes} from '../../routes/sandbox';
import {SANDBOX_CREDENTIALS} from '../credentials';

const doc = loadDocument();
const operations = new Map(buildReference(doc).flatMap((entity) => entity.operations.map((op) => [op.operationId, op])));
const documentedOrigin = new URL(defaultServerUrl(doc)).origin;

/** Public, admin and session-only operations, with a body and without. */
const OPERATIONS = ['createCart', 'addCartItem', 'createProduct', 'listUsers', 'createAdminTokensFromSession'];

function run(command: string, args: string[], env: Record<string, string>): Promise<{code: number; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {env: {...process.env, ...env}});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({code: code ?? 1, stdout, stderr}));
  });
}

describe('samples against the sandbox', () => {
  let app: FastifyInstance;
  let sandboxOrigin: string;
  const env: Record<string, string> = {
    [SAMPLE_ENV.admin]: SANDBOX_CREDENTIALS.adminToken,
    [SAMPLE_ENV.customer]: SANDBOX_CREDENTIALS.customerToken,
    [SAMPLE_ENV.adminSession]: SANDBOX_CREDENTIALS.adminSession,
  };

  beforeAll(async () => {
    app = Fastify();
    await app.register(sandboxRoutes, {limits: {rateLimit: false}});
    await app.listen({port: 0, host: '127.0.0.1'});
    sandboxOrigin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox`;
  });
  afterAll(() => app.close());

  it.each(OPERATIONS)('%s: curl prints the documented example', async (operationId) => {
    const op = operations.get(operationId)!;
    const curl = operationSamples(op).find((s) => s.id === 'curl')!.code.replace(documentedOrigin, sandboxOrigin);
    const {code, stdout, stderr} = await run('bash', ['-c', `${curl} --silent --show-error --fail-with-body`], env);
    expect(code, stderr + stdout).toBe(0);
    expect(JSON.parse(stdout)).toHaveProperty('data');
  });

  it.each(OPERATIONS)('%s: the Node sample logs the result', async (operationId) => {
    const op = operations.get(operationId)!;
    const node = operationSamples(op).find((s) => s.id === 'node')!.code;
    const {code, stdout, stderr} = await run(process.execPath, ['--input-type=module', '-e', node], {...env, [SAMPLE_ENV.baseUrl]: sandboxOrigin});
    expect(code, stderr).toBe(0);
    expect(stdout.trim().length).toBeGreaterThan(0);
  });
});
