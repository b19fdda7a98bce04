import type {AddressInfo} from 'node:net';
import {SMTPServer} from 'smtp-server';
import {describe, expect, it} from 'vitest';
import {buildApp, post, stored, useContactDataDir, VALID} from './contactTestApp';

useContactDataDir();

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
