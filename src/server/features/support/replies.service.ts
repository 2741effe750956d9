// Staff writing out: a reply to an inbox e-mail (stored in its thread, the e-mail marked read
// and replied, the traveller notified) and a new e-mail (compose: a thread of its own). Both
// leave through the outbox (mail-outbox.ts), in the same transaction.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailMessage, SupportThread } from '@db/entities/support';
import { User } from '@db/entities/user';
import { conflict, notFound } from '../../errors';
import { t } from '../../core/i18n';
import type { AppConfig } from '../../config';
import type { Language } from '@shared/languages';
import { SUBJECT_MAX, type InboxEmail, type ThreadMessage } from '@shared/schemas/support';
import type { SessionUser } from '../../core/session-user';
import { notifyUser } from '../notifications';
import { toInboxEmail, toThreadMessage } from './email-dto';
import { queueOutbound } from './mail-outbox';
import { oneLine, replySubject } from './plain-text';
import { brandById, brandOfHost } from './support-brand';
import { announceConversationChange, announceInboxChange } from './support-events';

/** Where a traveller reads a conversation: /contact opens it from a notification. */
export const conversationLink = (threadId: string) => `/contact?conversation=${threadId}`;

const staffName = (staff: SessionUser) => staff.fullName ?? staff.username;

/**
 * POST /api/emails/reply. The reply joins the e-mail's thread; the e-mail (and anything earlier
 * in the thread still unanswered) is marked replied, and the e-mail read.
 */
export async function replyToEmail(
  em: EntityManager,
  config: AppConfig,
  staff: SessionUser,
  input: { emailId: string; replyMessage: string },
): Promise<{ email: InboxEmail; reply: ThreadMessage }> {
  return em.transactional(async (tx) => {
    const email = await tx.findOne(EmailMessage, { id: input.emailId, direction: 'inbound' }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!email) throw notFound(t('support:emailNotFound'));
    if (email.deletedAt) throw conflict(t('support:inTrash'));
    const thread = await tx.findOneOrFail(SupportThread, email.thread.id, { refresh: true });
    const brand = await brandById(tx, thread.brand?.id);
    const now = new Date();

    email.readAt ??= now;
    email.repliedAt = now;
    thread.lastMessageAt = now;
    const reply = tx.create(EmailMessage, {
      thread,
      direction: 'outbound',
      source: 'reply',
      senderName: staffName(staff),
      senderEmail: brand.address,
      recipientEmail: thread.contactEmail,
      subject: replySubject(email.subject, SUBJECT_MAX),
      body: input.replyMessage,
      author: staff.id,
      createdAt: now,
    });
    await tx.flush();
    await tx.nativeUpdate(EmailMessage, { thread: thread.id, direction: 'inbound', repliedAt: null, createdAt: { $lte: email.createdAt } }, { repliedAt: now });
    const traveller = thread.user?.id;
    // Framed in the traveller's language: their saved choice, else the one they wrote in.
    const language = traveller ? ((await tx.findOne(User, traveller))?.language ?? null) : null;
    const outbox = await queueOutbound(tx, config, { email: reply, thread, brand, replyingTo: email, language });

    if (traveller) {
      await notifyUser(tx, traveller, { kind: 'support.reply', params: { subject: oneLine(thread.subject, 200) }, link: conversationLink(thread.id) });
      await announceConversationChange(tx, traveller);
    }
    await announceInboxChange(tx);
    return { email: toInboxEmail(email), reply: toThreadMessage(reply, { staff: true, delivery: outbox.status }) };
  });
}

/** POST /api/emails/send: a new e-mail to any address, in a thread of its own (replies to it by mail join that thread). */
export async function sendNewEmail(
  em: EntityManager,
  config: AppConfig,
  staff: SessionUser,
  from: { host: string; language: Language },
  input: { to: string; subject: string; message: string },
): Promise<ThreadMessage> {
  return em.transactional(async (tx) => {
    const brand = await brandOfHost(tx, from.host);
    const now = new Date();
    const to = input.to.toLowerCase();
    const thread = tx.create(SupportThread, {
      contactEmail: to,
      contactName: to,
      subject: input.subject,
      brand: brand.id,
      language: from.language,
      createdAt: now,
      lastMessageAt: now,
    });
    const email = tx.create(EmailMessage, {
      thread,
      direction: 'outbound',
      source: 'compose',
      senderName: staffName(staff),
      senderEmail: brand.address,
      recipientEmail: to,
      subject: input.subject,
      body: input.message,
      author: staff.id,
      createdAt: now,
    });
    await tx.flush();
    const outbox = await queueOutbound(tx, config, { email, thread, brand });
    await announceInboxChange(tx);
    return toThreadMessage(email, { staff: true, delivery: outbox.status });
  });
}
