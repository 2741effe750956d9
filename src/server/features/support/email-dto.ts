// Rows → what the API answers (Email field names).
import type { EmailMessage, MailOutbox, SupportThread } from '@db/entities/support';
import { TRASH_RETENTION_DAYS, type InboxEmail, type OutboxItem, type Thread, type ThreadMessage, type TrashedEmail } from '@shared/schemas/support';

const iso = (date: Date) => date.toISOString();

export function restoreUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * 86_400_000);
}

export function toInboxEmail(email: EmailMessage): InboxEmail {
  return {
    id: email.id,
    senderName: email.senderName,
    senderEmail: email.senderEmail,
    subject: email.subject,
    message: email.body,
    receivedAt: iso(email.createdAt),
    isRead: email.readAt !== null && email.readAt !== undefined,
    isReplied: email.repliedAt !== null && email.repliedAt !== undefined,
    threadId: email.thread.id,
    source: email.source,
    repliedAt: email.repliedAt ? iso(email.repliedAt) : null,
  };
}

export function toTrashedEmail(email: EmailMessage): TrashedEmail {
  const deletedAt = email.deletedAt ?? new Date();
  return { ...toInboxEmail(email), deletedAt: iso(deletedAt), restoreUntil: iso(restoreUntil(deletedAt)) };
}

/**
 * One message of a thread. Staff see delivery and trash details; a traveller sees neither, and
 * staff replies come from '<Brand> Support', not from a staff member's own name.
 */
export function toThreadMessage(
  email: EmailMessage,
  viewer: { staff: true; delivery: MailOutbox['status'] | null } | { staff: false; supportName: string },
): ThreadMessage {
  const outbound = email.direction === 'outbound';
  return {
    id: email.id,
    direction: email.direction,
    source: email.source,
    senderName: outbound && !viewer.staff ? viewer.supportName : email.senderName,
    senderEmail: email.senderEmail,
    to: email.recipientEmail ?? null,
    subject: email.subject,
    message: email.body,
    transcript: email.transcript ?? null,
    sentAt: iso(email.createdAt),
    isRead: email.readAt !== null && email.readAt !== undefined,
    delivery: viewer.staff && outbound ? viewer.delivery : null,
    deletedAt: viewer.staff && email.deletedAt ? iso(email.deletedAt) : null,
  };
}

export function toThread(thread: SupportThread, messages: ThreadMessage[]): Thread {
  return {
    id: thread.id,
    subject: thread.subject,
    contactName: thread.contactName,
    contactEmail: thread.contactEmail,
    createdAt: iso(thread.createdAt),
    lastMessageAt: iso(thread.lastMessageAt),
    messages,
  };
}

export function toOutboxItem(item: MailOutbox): OutboxItem {
  return {
    id: item.id,
    emailId: item.email?.id ?? null,
    threadId: item.email?.thread.id ?? null,
    to: item.toAddress,
    subject: item.subject,
    text: item.text,
    status: item.status,
    attempts: item.attempts,
    lastError: item.lastError ?? null,
    createdAt: iso(item.createdAt),
    sentAt: item.sentAt ? iso(item.sentAt) : null,
  };
}
