// A traveller's own conversations with support (behind the mail button): the threads they
// started signed in, with what they wrote and the staff replies. Unread replies are the mail
// badge's count; reading a conversation marks its replies read on every device.
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailMessage, SupportThread } from '@db/entities/support';
import { notFound } from '../../errors';
import { t } from '../../core/i18n';
import { MESSAGE_MAX, SUBJECT_MAX, type ConversationSummary, type Thread } from '@shared/schemas/support';
import { clientSubject, takeHit } from '../../core/throttle';
import type { AppConfig } from '../../config';
import { toThread, toThreadMessage } from './email-dto';
import { replySubject } from './plain-text';
import { brandById } from './support-brand';
import { announceConversationChange } from './support-events';
import { storeInbound } from './threads';
import { contactLimits } from './contact.service';

const UNREAD_REPLY = { direction: 'outbound', readAt: null } as const;

export async function countUnreadReplies(em: EntityManager, userId: string): Promise<number> {
  return em.count(EmailMessage, { ...UNREAD_REPLY, thread: { user: userId } });
}

export async function listConversations(em: EntityManager, userId: string): Promise<{ items: ConversationSummary[]; unreadReplies: number }> {
  const threads = await em.find(SupportThread, { user: userId }, { orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }], limit: 100, refresh: true });
  const messages = threads.length
    ? await em.find(EmailMessage, { thread: { $in: threads.map((thread) => thread.id) } }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], refresh: true })
    : [];
  const items = threads.map((thread) => {
    const own = messages.filter((message) => message.thread.id === thread.id);
    const last = own[own.length - 1];
    return {
      id: thread.id,
      subject: thread.subject,
      lastMessageAt: thread.lastMessageAt.toISOString(),
      lastMessage: last ? last.body.slice(0, 160) : '',
      lastFromSupport: last?.direction === 'outbound',
      messageCount: own.length,
      unreadReplies: own.filter((message) => message.direction === 'outbound' && !message.readAt).length,
    };
  });
  return { items, unreadReplies: items.reduce((sum, item) => sum + item.unreadReplies, 0) };
}

async function ownThread(em: EntityManager, userId: string, threadId: string): Promise<SupportThread> {
  const thread = await em.findOne(SupportThread, { id: threadId, user: userId }, { refresh: true });
  if (!thread) throw notFound(t('support:conversationNotFound'));
  return thread;
}

/** One of the traveller's conversations, oldest message first (someone else's: not found). */
export async function getConversation(em: EntityManager, userId: string, threadId: string): Promise<Thread> {
  const thread = await ownThread(em, userId, threadId);
  const brand = await brandById(em, thread.brand?.id);
  const supportName = t('support:supportName', { brand: brand.name });
  const messages = await em.find(EmailMessage, { thread: thread.id }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], refresh: true });
  return toThread(
    thread,
    messages.map((message) => toThreadMessage(message, { staff: false, supportName })),
  );
}

/** Marks the conversation's replies read; returns the traveller's unread replies left. */
export async function markConversationRead(em: EntityManager, userId: string, threadId: string): Promise<{ unreadReplies: number }> {
  return em.transactional(async (tx) => {
    const thread = await ownThread(tx, userId, threadId);
    const updated = await tx.nativeUpdate(EmailMessage, { thread: thread.id, ...UNREAD_REPLY }, { readAt: new Date() });
    if (updated > 0) await announceConversationChange(tx, userId);
    return { unreadReplies: await countUnreadReplies(tx, userId) };
  });
}

/** A traveller answers in the app: a new inbound message in the same thread, into the staff inbox. */
export async function followUp(
  em: EntityManager,
  config: AppConfig,
  traveller: { id: string; username: string; email: string; fullName: string | null },
  ip: string,
  input: { threadId: string; message: string },
): Promise<Thread> {
  const thread = await ownThread(em, traveller.id, input.threadId);
  await em.transactional(async (tx) => {
    await takeHit(tx, contactLimits(config).perNetwork, clientSubject(ip));
    const locked = await tx.findOneOrFail(SupportThread, thread.id);
    await storeInbound(tx, {
      source: 'app',
      senderName: locked.contactName,
      senderEmail: locked.contactEmail,
      subject: replySubject(locked.subject, SUBJECT_MAX),
      body: input.message.slice(0, MESSAGE_MAX),
      thread: locked,
      userId: traveller.id,
    });
  });
  return getConversation(em.fork(), traveller.id, thread.id);
}
