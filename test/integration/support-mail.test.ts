// Real mail both ways: messages sent over SMTP (nodemailer as the sending client)
// to the inbound listener land in the inbox as plain text; attachments, oversized mail and
// unknown recipients are refused in the SMTP dialogue; a redelivery is stored once; a mail
// answering one of ours joins its thread. Staff replies leave over SMTP (SMTP_URL) and are
// received by an smtp-server this test starts; a recipient the server refuses is retried and
// finally marked failed.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTestApp, type TestApp } from '../support/test-app';
import { startInboundSmtp, type InboundSmtpListener } from '../../src/server/features/support';
import { createLogger } from '../../src/server/logger';
import type { SessionUser } from '../../src/server/features/auth';
import { MAX_SEND_ATTEMPTS } from '../../src/server/features/support/mail-outbox';
import { Inbox } from './platform-support';
import { createUser, sql } from './travel-fixtures';

const MAX_BYTES = 64 * 1024;

interface Received {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

let app: TestApp;
let listener: InboundSmtpListener;
let receiver: SMTPServer;
const received = new Inbox<Received>();
let staff: SessionUser;

beforeAll(async () => {
  // The outside world's mail server: receives what the app sends; refuses 'bounce@' recipients.
  receiver = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address.startsWith('bounce@') ? Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) },
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.server.address() as AddressInfo).port;

  app = await createTestApp({ JOB_WORKER: false, SMTP_URL: `smtp://127.0.0.1:${receiverPort}`, INBOUND_SMTP_PORT: 0, INBOUND_SMTP_MAX_BYTES: MAX_BYTES });
  listener = await startInboundSmtp({ em: app.orm.em, config: app.config, log: createLogger('silent') });
  staff = await createUser(app, 'staff');
});

afterAll(async () => {
  await listener?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await app?.close();
});

/** A mail client sending to the app's listener. */
function sendToListener(mail: SendMailOptions) {
  const client = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });
  return client.sendMail({ from: '"Neema Mwangi" <neema@example.com>', to: 'support@tours.example', ...mail });
}

async function inboxBySubject(subject: string) {
  const page = await app.caller(staff).emails.list({ limit: 100 });
  return page.items.filter((email) => email.subject === subject);
}

describe('inbound SMTP → inbox', () => {
  it('stores a plain-text mail for a business address in the inbox, New', async () => {
    const subject = `Booking change ${randomUUID()}`;
    const info = await sendToListener({ subject, text: 'Hello,\r\nCan I move my safari to Friday?\r\n\r\nNeema' });
    expect(info.accepted).toEqual(['support@tours.example']);
    const [email] = await inboxBySubject(subject);
    expect(email).toMatchObject({
      senderName: 'Neema Mwangi',
      senderEmail: 'neema@example.com',
      message: 'Hello,\nCan I move my safari to Friday?\n\nNeema',
      isRead: false,
      isReplied: false,
      source: 'smtp',
    });
  });

  it('keeps only text from an HTML mail: no markup, scripts or styles', async () => {
    const subject = `HTML ${randomUUID()}`;
    await sendToListener({
      subject,
      html: '<style>p { color: red }</style><p>Dear team,</p><p>I loved the <b>Serengeti</b> tour!</p><script>alert(1)</script><img src="cid:logo" onerror="alert(2)">',
      attachments: [{ filename: 'logo.png', content: Buffer.from('89504e47', 'hex'), cid: 'logo' }],
    });
    const [email] = await inboxBySubject(subject);
    expect(email.message).toContain('Dear team,');
    expect(email.message).toContain('I loved the Serengeti tour!');
    expect(email.message).not.toMatch(/<|alert|color: red/);
  });

  it('refuses attachments, oversized mail and unknown recipients in the SMTP dialogue, storing nothing', async () => {
    const subject = `Refused ${randomUUID()}`;
    await expect(
      sendToListener({ subject, text: 'See attached', attachments: [{ filename: 'passport.pdf', content: Buffer.from('%PDF-1.4') }] }),
    ).rejects.toMatchObject({
      responseCode: 554,
      response: expect.stringContaining('Attachments are not accepted'),
    });
    await expect(sendToListener({ subject, text: 'x'.repeat(MAX_BYTES + 1000) })).rejects.toMatchObject({ responseCode: 552 });
    await expect(sendToListener({ subject, text: 'Hi', to: 'someone@elsewhere.example' })).rejects.toMatchObject({ responseCode: 550 });
    expect(await inboxBySubject(subject)).toEqual([]);
  });

  it('stores a redelivered mail (same Message-ID) once', async () => {
    const subject = `Twice ${randomUUID()}`;
    const messageId = `<${randomUUID()}@mail.example.com>`;
    await sendToListener({ subject, text: 'Once', messageId });
    await sendToListener({ subject, text: 'Once', messageId });
    expect(await inboxBySubject(subject)).toHaveLength(1);
  });

  it('strips control characters and bidi overrides from names and text', async () => {
    const subject = `Clean ${randomUUID()}`;
    await sendToListener({ from: '"Evil\u202e gnp.exe" <evil@example.com>', subject, text: 'a\u0007b\u202ec' });
    const [email] = await inboxBySubject(subject);
    expect(email.senderName).toBe('Evil gnp.exe');
    expect(email.message).toBe('abc');
  });
});

describe('replies over SMTP', () => {
  it('sends a reply to the sender by SMTP, threaded under their mail; their answer by mail joins the thread', async () => {
    const subject = `Pickup ${randomUUID()}`;
    await sendToListener({ subject, text: 'Where do we meet?', messageId: `<${randomUUID()}@mail.example.com>` });
    const [email] = await inboxBySubject(subject);

    const { reply } = await app.caller(staff).emails.reply({ emailId: email.id, replyMessage: 'At gate 3, arrivals hall.' });
    expect(reply.delivery).toBe('queued');
    expect(await app.runDueJobs()).toBeGreaterThanOrEqual(1);

    const { envelope, mail } = await received.next();
    expect(envelope.to).toEqual(['neema@example.com']);
    expect(envelope.from).toBe('support@tours.example');
    expect(mail.subject).toBe(`Re: ${subject}`);
    expect(mail.from?.text).toBe('"Tours Support" <support@tours.example>');
    expect(mail.inReplyTo).toMatch(/@mail\.example\.com>$/);
    expect(mail.text).toContain('Hello Neema Mwangi,');
    expect(mail.text).toContain('At gate 3, arrivals hall.');
    expect(mail.text).toContain('> Where do we meet?');
    expect(mail.html).toBe(false);

    const outbox = (await app.caller(staff).emails.outbox()).find((item) => item.emailId === reply.id);
    expect(outbox).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(outbox?.sentAt).not.toBeNull();
    const thread = await app.caller(staff).emails.thread({ id: email.id });
    expect(thread.messages.find((message) => message.id === reply.id)?.delivery).toBe('sent');

    // Neema answers our mail from her mail client: it joins the thread.
    await sendToListener({ subject: `Re: Re: ${subject}`, text: 'Perfect, thanks!', inReplyTo: mail.messageId, references: [mail.messageId ?? ''] });
    const after = await app.caller(staff).emails.thread({ id: email.id });
    expect(after.messages.map((message) => [message.direction, message.message])).toEqual([
      ['inbound', 'Where do we meet?'],
      ['outbound', 'At gate 3, arrivals hall.'],
      ['inbound', 'Perfect, thanks!'],
    ]);

    // Someone else quoting our Message-ID starts a thread of their own.
    await sendToListener({ from: 'other@example.com', subject: `Re: ${subject} (forwarded)`, text: 'Me too?', inReplyTo: mail.messageId });
    const [other] = await inboxBySubject(`Re: ${subject} (forwarded)`);
    expect(other.threadId).not.toBe(email.threadId);
  });

  it('sends a new e-mail (compose) by SMTP', async () => {
    const subject = `Your voucher ${randomUUID()}`;
    const sent = await app.caller(staff).emails.send({ to: 'guest@example.com', subject, message: 'Your voucher is attached to your booking.' });
    await app.runDueJobs();
    const { envelope, mail } = await received.next();
    expect(envelope.to).toEqual(['guest@example.com']);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toMatch(/^Hello,\n\nYour voucher is attached to your booking\./);
    expect((await app.caller(staff).emails.outbox()).find((item) => item.emailId === sent.id)?.status).toBe('sent');
  });

  it('retries a refused delivery with backoff, keeping the error, and marks it failed after the last attempt', async () => {
    const sent = await app.caller(staff).emails.send({ to: 'bounce@example.com', subject: 'Never arrives', message: 'Hello?' });
    await app.runDueJobs();
    let item = (await app.caller(staff).emails.outbox()).find((entry) => entry.emailId === sent.id);
    expect(item).toMatchObject({ status: 'queued', attempts: 1 });
    expect(item?.lastError).toContain('No such user');
    const [next] = await sql<{ run_at: string }>(app, `select run_at from job where key = ?`, [`mail:${item?.id}:2`]);
    expect(new Date(next.run_at).getTime() - Date.now()).toBeGreaterThan(20_000);

    await app.runDueJobs({ dueBy: new Date(Date.now() + 24 * 3_600_000) });
    item = (await app.caller(staff).emails.outbox()).find((entry) => entry.emailId === sent.id);
    expect(item).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
    expect(received.pending.some((mail) => mail.mail.subject === 'Never arrives')).toBe(false);
  });
});
