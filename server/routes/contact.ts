/**
 * `GET|POST /api/contact`: the contact form's endpoint.
 *
 * Each accepted message is appended to `<dataDir>/contact/messages.jsonl` and fsynced before the
 * visitor is told it arrived, so a crash after the answer loses nothing. Email forwarding is a
 * copy sent afterwards; when it fails the message is still in the file and the failure is logged.
 */
import {randomUUID} from 'node:crypto';
import {mkdir, open, readFile, rename, stat} from 'node:fs/promises';
import path from 'node:path';
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import nodemailer from 'nodemailer';
import type {Transporter} from 'nodemailer';
import {RateLimiter} from '../rateLimiter';
import {
  CONTACT_BODY_LIMIT_BYTES,
  CONTACT_ENDPOINT,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_TOPIC_LABELS,
  validateContact,
  type ContactErrorBody,
  type ContactErrorCode,
  type ContactFieldErrors,
  type ContactMessage,
  type ContactSuccessBody,
} from '../../src/data/contact';

export interface ContactRouteOptions {
  /** The site server's data directory; messages go to `<dataDir>/contact/messages.jsonl`. */
  dataDir: string;
  /** `smtp://user:pass@host:port` or `smtps://…`; with `contactTo`, turns on email forwarding. */
  smtpUrl?: string;
  /** Address that receives a copy of every accepted message. */
  contactTo?: string;
  /** Accepted submissions per client IP per window. */
  rateLimit?: {max: number; windowMs: number};
  /** Messages older than this are deleted at start (the privacy policy promises 12 months). */
  retentionDays?: number;
  /** The clock for rate-limit windows and retention, so tests move time instead of waiting for it. */
  now?: () => number;
}

/** One line of `messages.jsonl`. */
export interface StoredContactMessage extends ContactMessage {
  id: string;
  receivedAt: string;
}

export const DEFAULT_CONTACT_RETENTION_DAYS = 365;

export const DEFAULT_CONTACT_RATE_LIMIT = {
  max: 5,
  windowMs: 10 * 60 * 1000,
} as const satisfies NonNullable<ContactRouteOptions['rateLimit']>;

export function contactMessagesFile(dataDir: string): string {
  return path.join(dataDir, 'contact', 'messages.jsonl');
}

/** Where torn fragments of the store go at start (see quarantineTornTail). */
export function contactQuarantineFile(dataDir: string): string {
  return path.join(dataDir, 'contact', 'messages.torn');
}

export class ContactOptionsError extends Error {
  readonly code = 'CONTACT_INVALID_OPTION';
}

function errorBody(
  code: ContactErrorCode,
  message: string,
  fields?: ContactFieldErrors,
): ContactErrorBody {
  return {error: fields ? {code, message, fields} : {code, message}};
}

/**
 * Appends are chained per file across every plugin instance in the process, so two app
 * instances over the same data directory (a test's "restart") still write one line at a time.
 * Across processes, a single `write` on an `O_APPEND` descriptor keeps lines whole.
 */
const appendQueues = new Map<string, Promise<unknown>>();

const NEWLINE = 0x0a;

async function fsyncDir(dir: string): Promise<void> {
  const dirHandle = await open(dir, 'r');
  try {
    await dirHandle.sync();
  } finally {
    await dirHandle.close();
  }
}

/**
 * Appends one record as one line. A file whose last byte is not a newline has a torn tail (a
 * crash or a full disk during another process's append): the record then starts on a fresh line
 * instead of being glued to the fragment. A write that fails part-way is cut back off, so this
 * process never leaves a torn line of its own.
 */
async function appendLineDurably(file: string, line: string): Promise<void> {
  const dir = path.dirname(file);
  const existed = await stat(file).then(
    () => true,
    () => false,
  );
  if (!existed) await mkdir(dir, {recursive: true});
  const handle = await open(file, 'a+', 0o600);
  try {
    const {size} = await handle.stat();
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== NEWLINE) prefix = '\n';
    }
    const buffer = Buffer.from(prefix + line, 'utf8');
    try {
      let offset = 0;
      while (offset < buffer.length) {
        const {bytesWritten} = await handle.write(buffer, offset);
        offset += bytesWritten;
      }
      await handle.sync();
    } catch (error) {
      await handle.truncate(size).catch(() => undefined);
      throw error;
    }
  } finally {
    await handle.close();
  }
  // A new file is only durable once its directory entry is: fsync the directory too.
  if (!existed) await fsyncDir(dir);
}

/**
 * At start: a last line without its newline is a torn append. It is moved to the quarantine file
 * (kept for an operator, never parsed as a message) and cut off the store, so the store is whole
 * lines only. Returns the number of bytes quarantined.
 */
async function quarantineTornTail(file: string, quarantine: string): Promise<number> {
  const data = await readFile(file).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Buffer.alloc(0);
    throw error;
  });
  if (data.length === 0 || data[data.length - 1] === NEWLINE) return 0;
  const keep = data.lastIndexOf(NEWLINE) + 1;
  const fragment = data.subarray(keep);
  const out = await open(quarantine, 'a', 0o600);
  try {
    await out.write(Buffer.concat([fragment, Buffer.from('\n')]));
    await out.sync();
  } finally {
    await out.close();
  }
  const handle = await open(file, 'r+');
  try {
    await handle.truncate(keep);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsyncDir(path.dirname(file));
  return fragment.length;
}

/** Runs `task` after every earlier append or prune of `file` has finished. */
function enqueue(file: string, task: () => Promise<void>): Promise<void> {
  const previous = appendQueues.get(file) ?? Promise.resolve();
  const next = previous.then(task);
  const settled = next.catch(() => undefined);
  appendQueues.set(file, settled);
  void settled.then(() => {
    if (appendQueues.get(file) === settled) appendQueues.delete(file);
  });
  return next;
}

function enqueueAppend(file: string, line: string): Promise<void> {
  return enqueue(file, () => appendLineDurably(file, line));
}

/**
 * Drops messages older than the retention period the privacy policy promises. The kept lines go
 * to a temporary file that is fsynced and renamed over the original, so a crash mid-way leaves
 * either the old file or the new one. Lines that cannot be read are kept: nothing is deleted
 * unless it is known to be old.
 */
async function pruneExpiredMessages(file: string, retentionMs: number, now: number): Promise<number> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  });
  const cutoff = now - retentionMs;
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const kept = lines.filter((line) => {
    try {
      const receivedAt = Date.parse((JSON.parse(line) as {receivedAt?: string}).receivedAt ?? '');
      return Number.isNaN(receivedAt) || receivedAt >= cutoff;
    } catch {
      return true;
    }
  });
  if (kept.length === lines.length) return 0;
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(kept.map((line) => `${line}\n`).join(''), 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  const dirHandle = await open(path.dirname(file), 'r');
  try {
    await dirHandle.sync();
  } finally {
    await dirHandle.close();
  }
  return lines.length - kept.length;
}

function formatEmailText(record: StoredContactMessage): string {
  return [
    `Topic:    ${CONTACT_TOPIC_LABELS[record.topic]}`,
    `From:     ${record.name} <${record.email}>`,
    `Company:  ${record.company || '(not given)'}`,
    `Received: ${record.receivedAt}`,
    `ID:       ${record.id}`,
    '',
    record.message,
    '',
    '--',
    'Sent by the contact form of the Merchantry website. Reply to this email to answer the visitor.',
  ].join('\n');
}

function humanWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export async function contactRoutes(
  app: FastifyInstance,
  opts: ContactRouteOptions,
): Promise<void> {
  if (typeof opts.dataDir !== 'string' || opts.dataDir === '') {
    throw new ContactOptionsError('contactRoutes: `dataDir` is required (the directory that holds contact/messages.jsonl).');
  }
  const limit = opts.rateLimit ?? DEFAULT_CONTACT_RATE_LIMIT;
  if (!(limit.max >= 1) || !(limit.windowMs >= 1)) {
    throw new ContactOptionsError('contactRoutes: `rateLimit.max` and `rateLimit.windowMs` must be positive numbers.');
  }
  const file = contactMessagesFile(path.resolve(opts.dataDir));
  const limiter = new RateLimiter(limit);
  const now = opts.now ?? Date.now;
  const retentionDays = opts.retentionDays ?? DEFAULT_CONTACT_RETENTION_DAYS;
  // A store that cannot be read must not keep the site down; each append then reports its own error.
  await enqueue(file, async () => {
    const torn = await quarantineTornTail(file, contactQuarantineFile(path.resolve(opts.dataDir)));
    if (torn > 0) app.log.warn(`contactRoutes: moved a torn last line (${torn} bytes) of the contact store to messages.torn`);
    const removed = await pruneExpiredMessages(file, retentionDays * 24 * 60 * 60 * 1000, now());
    if (removed > 0) app.log.info(`contactRoutes: removed ${removed} message(s) older than ${retentionDays} days`);
  }).catch((error: unknown) => {
    app.log.warn(`contactRoutes: could not apply the retention period to ${file}: ${String(error)}`);
  });

  let transporter: Transporter | undefined;
  if (opts.smtpUrl && opts.contactTo) {
    transporter = nodemailer.createTransport(opts.smtpUrl);
  } else if (opts.smtpUrl || opts.contactTo) {
    app.log.warn('contactRoutes: set both SMTP_URL and CONTACT_TO to forward contact messages by email; only storing them.');
  }
  const contactTo = opts.contactTo;

  // Sends run after the answer; closing the app waits for them so a shutdown does not cut one off.
  const pendingSends = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendingSends]);
    transporter?.close();
  });

  function forwardByEmail(record: StoredContactMessage): void {
    if (!transporter || !contactTo) return;
    const send = transporter
      .sendMail({
        from: {name: 'Merchantry website', address: contactTo},
        to: contactTo,
        replyTo: {name: record.name, address: record.email},
        subject: `[Contact] ${CONTACT_TOPIC_LABELS[record.topic]}: ${record.name}`,
        text: formatEmailText(record),
        headers: {'X-Merchantry-Contact-Id': record.id},
      })
      .then(
        () => undefined,
        (err: unknown) => {
          // The message is already in messages.jsonl; the log line is how an operator learns
          // that the copy by email is missing.
          app.log.error({err, contactId: record.id}, 'contactRoutes: email forwarding failed; the message is stored');
        },
      );
    pendingSends.add(send);
    void send.finally(() => pendingSends.delete(send));
  }

  function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply
        .code(413)
        .send(errorBody('CONTACT_BODY_TOO_LARGE', `The message is too large: requests are limited to ${CONTACT_BODY_LIMIT_BYTES / 1024} KB.`));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return reply
        .code(415)
        .send(errorBody('CONTACT_UNSUPPORTED_MEDIA_TYPE', 'Send the form as JSON (Content-Type: application/json).'));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(errorBody('CONTACT_INVALID_BODY', 'The request body is not valid JSON.'));
    }
    request.log.error({err: error}, 'contactRoutes: unexpected error');
    return reply
      .code(500)
      .send(errorBody('CONTACT_STORE_FAILED', 'Your message could not be saved because of a server error. Please try again later.'));
  }

  app.get(CONTACT_ENDPOINT, async (_request, reply) => {
    // The contact page probes this to decide between the form and a plain email address.
    void reply.header('cache-control', 'no-store');
    return {ok: true};
  });

  app.post(
    CONTACT_ENDPOINT,
    // Fastify awaits what an error handler returns; returning the sent reply is its documented form.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    {bodyLimit: CONTACT_BODY_LIMIT_BYTES, errorHandler},
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return reply
          .code(400)
          .send(errorBody('CONTACT_INVALID_BODY', 'Send the form fields as one JSON object.'));
      }
      const honeypot = (body as Record<string, unknown>)[CONTACT_HONEYPOT_FIELD];
      if (honeypot !== undefined && honeypot !== null && honeypot !== '') {
        // Same answer as a real success so a bot learns nothing; nothing is stored or sent.
        request.log.info('contactRoutes: honeypot filled; submission discarded');
        return reply.code(201).send({ok: true, id: randomUUID()} satisfies ContactSuccessBody);
      }

      const result = validateContact(body);
      if (!result.ok) {
        return reply
          .code(400)
          .send(errorBody('CONTACT_INVALID_FIELDS', 'Some fields need your attention.', result.fields));
      }

      const quota = limiter.take(request.ip, now());
      if (!quota.allowed) {
        return reply
          .code(429)
          .header('retry-after', String(quota.retryAfterSeconds))
          .send(
            errorBody(
              'CONTACT_RATE_LIMITED',
              `You have sent ${limit.max} messages recently. Please wait ${humanWait(quota.retryAfterSeconds)} before sending another.`,
            ),
          );
      }

      const record: StoredContactMessage = {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        ...result.value,
      };
      try {
        await enqueueAppend(file, `${JSON.stringify(record)}\n`);
      } catch (err) {
        request.log.error({err}, 'contactRoutes: could not store a contact message');
        return reply
          .code(500)
          .send(errorBody('CONTACT_STORE_FAILED', 'Your message could not be saved because of a server error. Please try again later.'));
      }
      forwardByEmail(record);
      return reply.code(201).send({ok: true, id: record.id} satisfies ContactSuccessBody);
    },
  );
}

export default contactRoutes;
