import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './user';
import { Brand } from './brand';
import { EMAIL_DIRECTIONS, EMAIL_SOURCES, OUTBOX_STATUSES, type HandOverTranscript } from '@shared/schemas/support';
import { LANGUAGES } from '@shared/languages';

// Support (docs/support.md). A thread is one conversation with one correspondent
// (an e-mail address, and the traveller's account when they wrote signed in). Its messages are
// e-mails: inbound ones (the contact form, the SMTP listener, a traveller's follow-up) are the
// staff inbox's Emails; outbound ones are staff replies and new e-mails, each with an outbox
// row saying how it left. Texts are plain text, always (never rendered as HTML).

export const SupportThread = defineEntity({
  name: 'SupportThread',
  tableName: 'support_thread',
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    /** The traveller's account, when the thread was started signed in; their conversations list it. */
    user: p.manyToOne(User).nullable().deleteRule('set null').index(),
    /** The correspondent: where replies go (lower-case). */
    contactEmail: p.string(),
    contactName: p.string(),
    subject: p.string(),
    /** The brand written to (the host of the contact form, the address mailed), for the From of replies. */
    brand: p.manyToOne(Brand).nullable().deleteRule('set null'),
    /** The correspondent's language when the thread began: replies are framed in it. */
    language: p.enum([...LANGUAGES]).default('en'),
    createdAt: p.datetime().length(3).defaultRaw('clock_timestamp()'),
    lastMessageAt: p.datetime().length(3).defaultRaw('clock_timestamp()'),
  }),
});
export type SupportThread = InferEntity<typeof SupportThread>;

export const EmailMessage = defineEntity({
  name: 'EmailMessage',
  tableName: 'email_message',
  indexes: [
    { name: 'email_message_thread_index', properties: ['thread', 'createdAt'] },
    {
      name: 'email_message_inbox_index',
      expression: `create index "email_message_inbox_index" on "email_message" ("created_at", "id") where direction = 'inbound' and deleted_at is null`,
    },
    {
      name: 'email_message_unread_index',
      expression: `create index "email_message_unread_index" on "email_message" ("thread_id") where direction = 'inbound' and deleted_at is null and read_at is null`,
    },
    {
      name: 'email_message_trash_index',
      expression: `create index "email_message_trash_index" on "email_message" ("deleted_at") where deleted_at is not null`,
    },
  ],
  checks: [
    { name: 'email_message_trash_check', expression: `deleted_at is null or direction = 'inbound'` },
    { name: 'email_message_recipient_check', expression: `direction = 'inbound' or recipient_email is not null` },
    { name: 'email_message_transcript_check', expression: `transcript is null or source = 'assistant'` },
  ],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    thread: p.manyToOne(SupportThread).deleteRule('cascade'),
    direction: p.enum([...EMAIL_DIRECTIONS]),
    source: p.enum([...EMAIL_SOURCES]),
    senderName: p.string(),
    senderEmail: p.string(),
    /** Outbound: the address it went to. */
    recipientEmail: p.string().nullable(),
    subject: p.string(),
    /** Plain text. */
    body: p.text(),
    /**
     * An assistant conversation handed over: who asked and the turns as said, so each reader sees
     * the framing ('… asked to talk to a person', 'Traveller:', 'Assistant:') in their own
     * language. The body holds the same as text, in the traveller's language.
     */
    transcript: p.json<HandOverTranscript>().nullable(),
    /** Outbound: the staff member who wrote it; inbound from the app: the traveller. */
    author: p.manyToOne(User).nullable().deleteRule('set null'),
    /** receivedAt (inbound) or sentAt (outbound). Milliseconds, so pages order exactly. */
    createdAt: p.datetime().length(3).defaultRaw('clock_timestamp()'),
    /** Inbound: opened by staff. Outbound: read by the traveller in the app. */
    readAt: p.datetime().nullable(),
    /** Inbound: when staff last replied to it. */
    repliedAt: p.datetime().nullable(),
    /** Inbound: in the trash since (restorable for TRASH_RETENTION_DAYS, then purged). */
    deletedAt: p.datetime().nullable(),
    /** RFC 5322 Message-ID (without <>): an inbound mail's, so a redelivery is stored once; ours for outbound. */
    messageId: p.text().nullable().unique(),
    /** The contact form's Idempotency-Key: one message per key. */
    clientKey: p.string().nullable().unique(),
  }),
});
export type EmailMessage = InferEntity<typeof EmailMessage>;

/** A file sent with an outbound e-mail (a booking's calendar file), kept with its outbox row so a retry sends the same. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files and the like are text). */
  content: string;
}

export const MailOutbox = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  indexes: [{ name: 'mail_outbox_created_index', properties: ['createdAt'] }],
  checks: [{ name: 'mail_outbox_attempts_check', expression: 'attempts >= 0' }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    /** The support e-mail sent; null for an account e-mail (a password reset link), which belongs to no thread. */
    email: p.oneToOne(EmailMessage).owner().deleteRule('cascade').nullable(),
    fromAddress: p.string(),
    toAddress: p.string(),
    subject: p.string(),
    /** The whole text part as sent: greeting, the staff member's words, the quoted message. */
    text: p.text(),
    messageId: p.text(),
    /** Message-ID of the e-mail replied to, for the In-Reply-To and References headers. */
    inReplyTo: p.text().nullable(),
    attachments: p.json<MailAttachment[]>().nullable(),
    status: p.enum([...OUTBOX_STATUSES]).default('stored'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    createdAt: p.datetime().length(3).defaultRaw('clock_timestamp()'),
    sentAt: p.datetime().nullable(),
  }),
});
export type MailOutbox = InferEntity<typeof MailOutbox>;
