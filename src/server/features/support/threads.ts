// Storing what people write to us. Every inbound message (the contact form, a mail to the
// SMTP listener, a traveller's follow-up in the app, an assistant conversation handed over) lands in a thread and in the staff inbox,
// in one transaction with the live event that updates the staff's mail badge.
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailMessage, SupportThread } from '@db/entities/support';
import type { Language } from '@shared/languages';
import type { EmailSource, HandOverTranscript } from '@shared/schemas/support';
import { announceConversationChange, announceInboxChange } from './support-events';

export interface InboundMessage {
  source: Extract<EmailSource, 'contact' | 'smtp' | 'app' | 'assistant'>;
  senderName: string;
  senderEmail: string;
  subject: string;
  body: string;
  /** An assistant hand-over: the conversation as data (the body holds it as text). */
  transcript?: HandOverTranscript | null;
  /** A thread to add to (a follow-up, a mail replying to ours); none: a new thread. */
  thread?: SupportThread;
  /** New thread only: the traveller who wrote signed in, the brand written to, their language. */
  userId?: string | null;
  brandId?: string | null;
  language?: Language;
  messageId?: string | null;
  clientKey?: string | null;
}

/** Stores an inbound message (in the caller's transaction) and announces it. */
export async function storeInbound(tx: EntityManager, message: InboundMessage): Promise<EmailMessage> {
  const now = new Date();
  const thread =
    message.thread ??
    tx.create(SupportThread, {
      user: message.userId ?? null,
      contactEmail: message.senderEmail.toLowerCase(),
      contactName: message.senderName,
      subject: message.subject,
      brand: message.brandId ?? null,
      language: message.language ?? 'en',
      createdAt: now,
      lastMessageAt: now,
    });
  thread.lastMessageAt = now;
  const email = tx.create(EmailMessage, {
    thread,
    direction: 'inbound',
    source: message.source,
    senderName: message.senderName,
    senderEmail: message.senderEmail,
    subject: message.subject,
    body: message.body,
    transcript: message.transcript ?? null,
    author: message.source === 'app' ? (message.userId ?? null) : null,
    createdAt: now,
    messageId: message.messageId ?? null,
    clientKey: message.clientKey ?? null,
  });
  await tx.flush();
  await announceInboxChange(tx);
  const owner = thread.user?.id;
  if (owner) await announceConversationChange(tx, owner);
  return email;
}
