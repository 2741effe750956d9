// Every outbound e-mail (a reply, a new e-mail) gets an outbox row in the transaction that
// stores it. With SMTP_URL a job sends it (support.send-mail) and marks it sent; without, it
// stays 'stored' and staff read it in the dashboard's Outbox. Sending is outside the database,
// so it is at-least-once (docs/platform.md): after a crash between the send and the commit the
// mail goes again, with the same Message-ID.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { MailOutbox, type EmailMessage, type MailAttachment, type SupportThread } from '@db/entities/support';
import type { AppConfig } from '../../config';
import type { Language } from '@shared/languages';
import { withLanguage } from '../../core/i18n';
import { defineJob, scheduleJob, type JobDefinition } from '../../platform';
import { composeMailText } from './mail-text';
import { mailTransport, sendMail } from './mail-transport';
import { brandOfHost, fromAddress, type SupportBrand } from './support-brand';
import { announceInboxChange } from './support-events';

/** Attempts to deliver one e-mail before it is marked failed: 30 s, 1, 2, 4 … minutes apart, at most an hour (about 3 hours in all). */
export const MAX_SEND_ATTEMPTS = 10;
export const sendRetryDelayMs = (attempt: number) => Math.min(3_600_000, 30_000 * 2 ** (attempt - 1));

export const sendMailJob: JobDefinition<{ outboxId: string }> = defineJob({
  kind: 'support.send-mail',
  payload: z.object({ outboxId: z.uuid() }),
  async run({ em, payload, job, config, log, signal }) {
    if (signal.aborted) return; // shutting down: this transaction is being rolled back
    const item = await em.findOne(MailOutbox, payload.outboxId, { refresh: true });
    if (!item || item.status === 'sent' || item.status === 'failed') return;
    const transport = mailTransport(config);
    if (!transport) {
      item.status = 'stored'; // SMTP_URL was removed meanwhile: it waits in the outbox
      await em.flush();
      return;
    }
    item.attempts += 1;
    try {
      await sendMail(transport, {
        from: item.fromAddress,
        to: item.toAddress,
        subject: item.subject,
        text: item.text,
        messageId: item.messageId,
        inReplyTo: item.inReplyTo ?? null,
        attachments: item.attachments,
      });
      item.status = 'sent';
      item.sentAt = new Date();
      item.lastError = null;
    } catch (error) {
      // Recorded and retried by a follow-up job (not by failing this one), so the attempt count
      // and the error are kept with the outbox row.
      item.lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
      if (item.attempts >= MAX_SEND_ATTEMPTS) {
        item.status = 'failed';
        log.error({ outboxId: item.id, err: error }, 'outbound mail failed for good');
      } else {
        log.warn({ outboxId: item.id, attempt: item.attempts, err: error }, 'outbound mail failed; will retry');
        await scheduleJob(em, sendMailJob, {
          runAt: new Date(job.runAt.getTime() + sendRetryDelayMs(item.attempts)),
          payload: { outboxId: item.id },
          key: `mail:${item.id}:${item.attempts + 1}`,
        });
      }
    }
    await em.flush();
    await announceInboxChange(em);
  },
});

export interface OutboundMail {
  email: EmailMessage;
  thread: SupportThread;
  brand: SupportBrand;
  /** A reply quotes the message it answers and threads under it (In-Reply-To). */
  replyingTo?: EmailMessage | null;
  /** The correspondent's language now (their saved choice); default: the thread's. */
  language?: Language | null;
}

/** Gives an outbound e-mail its Message-ID and outbox row, and schedules the send when SMTP is set (caller's transaction). */
export async function queueOutbound(tx: EntityManager, config: AppConfig, mail: OutboundMail): Promise<MailOutbox> {
  const { email, thread, brand, replyingTo } = mail;
  const messageId = `${randomUUID()}@${brand.domain}`;
  email.messageId = messageId;
  const text = withLanguage(mail.language ?? thread.language, () =>
    composeMailText({
      recipientName: email.source === 'reply' ? thread.contactName : null,
      brandName: brand.name,
      message: email.body,
      replyingTo: replyingTo ? { senderName: replyingTo.senderName, receivedAt: replyingTo.createdAt, body: replyingTo.body } : null,
    }),
  );
  const item = tx.create(MailOutbox, {
    email,
    fromAddress: fromAddress(config, brand),
    toAddress: email.recipientEmail ?? thread.contactEmail,
    subject: email.subject,
    text,
    messageId,
    inReplyTo: replyingTo?.messageId ?? null,
    status: config.SMTP_URL ? 'queued' : 'stored',
  });
  await tx.flush();
  if (config.SMTP_URL) await scheduleJob(tx, sendMailJob, { runAt: new Date(), payload: { outboxId: item.id }, key: `mail:${item.id}:1` });
  return item;
}

/** An e-mail about the recipient's account or bookings (a password reset link, a booking confirmation): no thread, no reply expected. */
export interface AccountMail {
  to: string;
  /** The request's host: the brand whose name and address the e-mail carries. */
  host: string;
  language: Language;
  recipientName: string;
  /** Made inside the recipient's language. */
  subject: () => string;
  message: (brandName: string) => string;
  /** Files sent with it (a booking's calendar file); made inside the recipient's language. */
  attachments?: () => MailAttachment[];
}

/**
 * Queues an account e-mail through the same outbox as support mail (caller's transaction): sent
 * by the send-mail job with SMTP_URL, else kept in the outbox where staff (and a developer) read it.
 */
export async function queueAccountMail(tx: EntityManager, config: AppConfig, mail: AccountMail): Promise<MailOutbox> {
  const brand = await brandOfHost(tx, mail.host);
  const { subject, text, attachments } = withLanguage(mail.language, () => ({
    subject: mail.subject(),
    text: composeMailText({ recipientName: mail.recipientName, brandName: brand.name, message: mail.message(brand.name) }),
    attachments: mail.attachments?.() ?? null,
  }));
  const item = tx.create(MailOutbox, {
    email: null,
    fromAddress: fromAddress(config, brand),
    toAddress: mail.to,
    subject,
    text,
    messageId: `${randomUUID()}@${brand.domain}`,
    inReplyTo: null,
    attachments,
    status: config.SMTP_URL ? 'queued' : 'stored',
  });
  await tx.flush();
  if (config.SMTP_URL) await scheduleJob(tx, sendMailJob, { runAt: new Date(), payload: { outboxId: item.id }, key: `mail:${item.id}:1` });
  return item;
}
