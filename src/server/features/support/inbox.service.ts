// The staff inbox: inbound e-mails (Email), newest first; opening marks read; delete
// moves to a trash that keeps them restorable for TRASH_RETENTION_DAYS; each e-mail opens with
// its whole thread (what the correspondent wrote and what staff answered). Every change is
// announced on 'support:inbox', so every staff member's badge and list follow live.
import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailMessage, MailOutbox, SupportThread } from '@db/entities/support';
import { notFound } from '../../errors';
import { t } from '../../core/i18n';
import {
  INBOX_PAGE_DEFAULT,
  TRASH_RETENTION_DAYS,
  type InboxCounts,
  type InboxEmail,
  type OutboxItem,
  type Thread,
  type TrashedEmail,
} from '@shared/schemas/support';
import { restoreUntil, toInboxEmail, toOutboxItem, toThread, toThreadMessage, toTrashedEmail } from './email-dto';
import { announceInboxChange } from './support-events';

const IN_INBOX = { direction: 'inbound', deletedAt: null } as const;

export async function inboxCounts(em: EntityManager): Promise<InboxCounts> {
  const [total, unread, trash, outboxPending] = await Promise.all([
    em.count(EmailMessage, IN_INBOX),
    em.count(EmailMessage, { ...IN_INBOX, readAt: null }),
    em.count(EmailMessage, { direction: 'inbound', deletedAt: { $ne: null } }),
    em.count(MailOutbox, { status: { $ne: 'sent' } }),
  ]);
  return { total, unread, trash, outboxPending };
}

export async function listInbox(em: EntityManager, options: { filter?: 'all' | 'unread'; page?: number; limit?: number } = {}) {
  const page = options.page ?? 1;
  const limit = options.limit ?? INBOX_PAGE_DEFAULT;
  const where = options.filter === 'unread' ? { ...IN_INBOX, readAt: null } : IN_INBOX;
  const emails = await em.find(EmailMessage, where, {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: limit + 1,
    offset: (page - 1) * limit,
    refresh: true,
  });
  const counts = await inboxCounts(em);
  return { ...counts, items: emails.slice(0, limit).map(toInboxEmail), page, limit, hasMore: emails.length > limit };
}

async function lockInboundEmail(tx: EntityManager, id: string): Promise<EmailMessage> {
  const email = await tx.findOne(EmailMessage, { id, direction: 'inbound' }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!email) throw notFound(t('support:emailNotFound'));
  return email;
}

/** PATCH /api/emails/{id}/read: opening an unread e-mail marks it read (again: no change). */
export async function markEmailRead(em: EntityManager, id: string): Promise<InboxEmail> {
  return em.transactional(async (tx) => {
    const email = await lockInboundEmail(tx, id);
    if (email.deletedAt) throw notFound(t('support:emailNotFound'));
    if (!email.readAt) {
      email.readAt = new Date();
      await tx.flush();
      await announceInboxChange(tx);
    }
    return toInboxEmail(email);
  });
}

/** DELETE /api/emails/{id}: into the trash (restorable for 30 days). Deleting it again changes nothing. */
export async function trashEmail(em: EntityManager, id: string): Promise<{ id: string; deletedAt: string; restoreUntil: string }> {
  return em.transactional(async (tx) => {
    const email = await lockInboundEmail(tx, id);
    if (!email.deletedAt) {
      email.deletedAt = new Date();
      await tx.flush();
      await announceInboxChange(tx);
    }
    const deletedAt = email.deletedAt;
    return { id: email.id, deletedAt: deletedAt.toISOString(), restoreUntil: restoreUntil(deletedAt).toISOString() };
  });
}

/** Back from the trash into the inbox, as it was (read, replied). Restoring one in the inbox changes nothing. */
export async function restoreEmail(em: EntityManager, id: string): Promise<InboxEmail> {
  return em.transactional(async (tx) => {
    const email = await lockInboundEmail(tx, id);
    if (email.deletedAt) {
      email.deletedAt = null;
      await tx.flush();
      await announceInboxChange(tx);
    }
    return toInboxEmail(email);
  });
}

export async function listTrash(em: EntityManager): Promise<TrashedEmail[]> {
  const emails = await em.find(
    EmailMessage,
    { direction: 'inbound', deletedAt: { $ne: null } },
    { orderBy: [{ deletedAt: 'desc' }, { id: 'desc' }], limit: 200, refresh: true },
  );
  return emails.map(toTrashedEmail);
}

/** The e-mail's whole thread, oldest first, with each outbound message's delivery. */
export async function staffThread(em: EntityManager, emailId: string): Promise<Thread> {
  const email = await em.findOne(EmailMessage, emailId, { refresh: true });
  if (!email) throw notFound(t('support:emailNotFound'));
  const thread = await em.findOneOrFail(SupportThread, email.thread.id, { refresh: true });
  const messages = await em.find(EmailMessage, { thread: thread.id }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], refresh: true });
  const outbox = await em.find(MailOutbox, { email: { $in: messages.filter((m) => m.direction === 'outbound').map((m) => m.id) } });
  const delivery = new Map(outbox.map((item) => [item.email?.id, item.status]));
  return toThread(
    thread,
    messages.map((message) => toThreadMessage(message, { staff: true, delivery: delivery.get(message.id) ?? null })),
  );
}

export async function listOutbox(em: EntityManager): Promise<OutboxItem[]> {
  const items = await em.find(MailOutbox, {}, { populate: ['email'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 200, refresh: true });
  return items.map(toOutboxItem);
}

/** Deletes for good what has been in the trash longer than TRASH_RETENTION_DAYS (the database's clock). */
export async function purgeTrash(em: EntityManager): Promise<number> {
  return em.nativeDelete(EmailMessage, { deletedAt: { $lt: sql`now() - make_interval(days => ${TRASH_RETENTION_DAYS})` } });
}
