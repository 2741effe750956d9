import { z } from 'zod';
import { ZEmail as ZEmailAddress } from './auth';
import { zText } from './text';
import { IDEMPOTENCY_KEY_HEADER } from './payments';
import { ZOpeningHours } from './branding';

// Support: the contact form, the staff inbox (Email: id, senderName,
// senderEmail, subject, message, receivedAt, isRead, isReplied), replies and compose, the trash,
// the outbox, and a traveller's own conversations. The enums here are the only declaration:
// the entities (prisma-free-db/entities/support.ts) and the client use them.

/** inbound: written to us (contact form, e-mail, a traveller in the app); outbound: written by staff. */
export const EMAIL_DIRECTIONS = ['inbound', 'outbound'] as const;
export type EmailDirection = (typeof EMAIL_DIRECTIONS)[number];
/**
 * Where a message came from: the contact form, the SMTP listener, the app (a follow-up), a staff
 * reply, a new e-mail, or the AI assistant's 'Talk to a person' (the conversation's transcript).
 */
export const EMAIL_SOURCES = ['contact', 'smtp', 'app', 'reply', 'compose', 'assistant'] as const;
export type EmailSource = (typeof EMAIL_SOURCES)[number];
/**
 * An outbound e-mail's delivery: stored (no SMTP_URL: kept in the outbox for staff to see),
 * queued (waiting for the send job), sent, failed (gave up after the job's attempts).
 */
export const OUTBOX_STATUSES = ['stored', 'queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A deleted e-mail stays in the trash, restorable, this many days. */
export const TRASH_RETENTION_DAYS = 30;
export const SENDER_NAME_MAX = 100;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 10_000;
export const INBOX_PAGE_DEFAULT = 50;
export const INBOX_PAGE_MAX = 100;

const ZSenderName = zText({ max: SENDER_NAME_MAX });
const ZSubject = zText({ max: SUBJECT_MAX });
const ZMessage = zText({ max: MESSAGE_MAX, multiline: true });
const ZEmailId = z.uuid({ error: 'Expected an email id' });

/**
 * The contact form (POST /api/contact-messages; body name, email, subject, message; header
 * Idempotency-Key). The key is made by the client once per message, so a retry (or an offline
 * message replayed on reconnect) is stored once.
 */
export const ZContactRequest = z.object({
  name: ZSenderName,
  email: ZEmailAddress,
  subject: ZSubject,
  message: ZMessage,
  idempotencyKey: z
    .string({ error: `Required: send an ${IDEMPOTENCY_KEY_HEADER} header, unique per message` })
    .trim()
    .min(1, `Required: send an ${IDEMPOTENCY_KEY_HEADER} header, unique per message`)
    .max(255, 'Use at most 255 characters')
    .regex(/^[\x21-\x7e]+$/, 'Use visible ASCII characters only'),
});
export type ContactRequest = z.input<typeof ZContactRequest>;

export const ZContactReceipt = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
  /** True when this key was sent before: the message was stored then, not again now. */
  replayed: z.boolean(),
});

/** The brand's contact card: the /contact details and the vCard its QR code holds. */
export const ZContactCard = z.object({
  brandName: z.string(),
  /** The brand's support address (its contact e-mail, else support@<domain>). */
  email: z.string(),
  /** The brand's contact details from Settings; null where an admin left one out. */
  phone: z.string().nullable(),
  whatsappUrl: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string(),
  /** The business hours as the spec writes them, in English: { days: 'Mon-Fri', hours: '9:00-18:00' }. */
  hours: z.array(z.object({ days: z.string(), hours: z.string() })),
  /** The same hours day by day (Monday to Sunday), for showing them in the reader's language. */
  businessHours: z.array(ZOpeningHours),
  /** '24/7' when the brand offers emergency support around the clock. */
  emergency: z.string().nullable(),
  /** vCard 3.0 text (what the QR code encodes). */
  vcard: z.string(),
  /** The vCard's QR code, drawn by the server (shared/qr-image.ts): side in modules, SVG path. */
  qr: z.object({ size: z.number().int().positive(), path: z.string() }),
});
export type ContactCard = z.infer<typeof ZContactCard>;

/** Email, plus the thread it belongs to and where it came from. */
export const ZInboxEmail = z.object({
  id: z.uuid(),
  senderName: z.string(),
  senderEmail: z.string(),
  subject: z.string(),
  message: z.string(),
  receivedAt: z.iso.datetime(),
  isRead: z.boolean(),
  isReplied: z.boolean(),
  threadId: z.uuid(),
  source: z.enum(EMAIL_SOURCES),
  repliedAt: z.iso.datetime().nullable(),
});
export type InboxEmail = z.infer<typeof ZInboxEmail>;

export const ZTrashedEmail = ZInboxEmail.extend({
  deletedAt: z.iso.datetime(),
  /** After this the e-mail is deleted for good. */
  restoreUntil: z.iso.datetime(),
});
export type TrashedEmail = z.infer<typeof ZTrashedEmail>;

export const ZEmailListRequest = z
  .object({
    /** unread: only e-mails not opened yet. */
    filter: z.enum(['all', 'unread'], { error: 'Choose all or unread' }).optional(),
    page: z.number({ error: 'Expected a whole number' }).int('Must be a whole number of 1 or more').min(1, 'Must be a whole number of 1 or more').optional(),
    limit: z
      .number({ error: 'Expected a whole number' })
      .int(`Must be a whole number from 1 to ${INBOX_PAGE_MAX}`)
      .min(1, `Must be a whole number from 1 to ${INBOX_PAGE_MAX}`)
      .max(INBOX_PAGE_MAX, `Must be a whole number from 1 to ${INBOX_PAGE_MAX}`)
      .optional(),
  })
  .optional();

export const ZInboxCounts = z.object({
  /** E-mails in the inbox (not in the trash). */
  total: z.number().int(),
  unread: z.number().int(),
  trash: z.number().int(),
  /** Outbound e-mails not delivered by SMTP (stored, queued or failed). */
  outboxPending: z.number().int(),
});
export type InboxCounts = z.infer<typeof ZInboxCounts>;

export const ZEmailPage = ZInboxCounts.extend({
  items: z.array(ZInboxEmail),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});

export const ZEmailIdRequest = z.object({ id: ZEmailId });

export const ZReplyRequest = z.object({ emailId: ZEmailId, replyMessage: ZMessage });
export type ReplyRequest = z.input<typeof ZReplyRequest>;

export const ZSendEmailRequest = z.object({ to: ZEmailAddress, subject: ZSubject, message: ZMessage });
export type SendEmailRequest = z.input<typeof ZSendEmailRequest>;

/** An assistant conversation handed over to staff: who asked, the turns as said, and their note. */
export const ZHandOverTranscript = z.object({
  name: z.string(),
  turns: z.array(z.object({ message: z.string(), response: z.string() })),
  note: z.string().nullable(),
});
export type HandOverTranscript = z.infer<typeof ZHandOverTranscript>;

/** A message of a thread, as staff see it (a traveller sees the same without delivery details). */
export const ZThreadMessage = z.object({
  id: z.uuid(),
  direction: z.enum(EMAIL_DIRECTIONS),
  source: z.enum(EMAIL_SOURCES),
  senderName: z.string(),
  senderEmail: z.string(),
  /** Outbound: the recipient's address. */
  to: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  /** An assistant hand-over: the conversation, to show with labels in the reader's language (message holds it as text). */
  transcript: ZHandOverTranscript.nullable(),
  sentAt: z.iso.datetime(),
  /** Inbound: opened by staff; outbound: read by the traveller in the app. */
  isRead: z.boolean(),
  /** Outbound, staff only: how the e-mail left (null for travellers and inbound messages). */
  delivery: z.enum(OUTBOX_STATUSES).nullable(),
  /** Staff only: when an inbound message was put in the trash. */
  deletedAt: z.iso.datetime().nullable(),
});
export type ThreadMessage = z.infer<typeof ZThreadMessage>;

export const ZThread = z.object({
  id: z.uuid(),
  subject: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  createdAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime(),
  messages: z.array(ZThreadMessage),
});
export type Thread = z.infer<typeof ZThread>;

export const ZReplyResult = z.object({
  /** The e-mail replied to, now isReplied (and isRead). */
  email: ZInboxEmail,
  reply: ZThreadMessage,
});

export const ZDeletedEmail = z.object({ id: z.uuid(), deletedAt: z.iso.datetime(), restoreUntil: z.iso.datetime() });

export const ZOutboxItem = z.object({
  id: z.uuid(),
  /** null for an account e-mail (a password reset link), which belongs to no thread. */
  emailId: z.uuid().nullable(),
  threadId: z.uuid().nullable(),
  to: z.string(),
  subject: z.string(),
  /** The whole text as sent (or as it would be sent), greeting and quote included. */
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxItem = z.infer<typeof ZOutboxItem>;

/** A traveller's conversation with support, in their list. */
export const ZConversationSummary = z.object({
  id: z.uuid(),
  subject: z.string(),
  lastMessageAt: z.iso.datetime(),
  lastMessage: z.string(),
  lastFromSupport: z.boolean(),
  messageCount: z.number().int(),
  unreadReplies: z.number().int(),
});
export type ConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationList = z.object({ items: z.array(ZConversationSummary), unreadReplies: z.number().int() });

export const ZThreadIdRequest = z.object({ id: z.uuid({ error: 'Expected a conversation id' }) });

export const ZFollowUpRequest = z.object({ threadId: z.uuid({ error: 'Expected a conversation id' }), message: ZMessage });

/**
 * The mail button's badge, pushed (support.live): staff get the inbox's unread count, a
 * traveller their unread replies. 'changed' follows any change (new mail, a reply, a read).
 */
export type MailLiveMessage = { type: 'snapshot' | 'changed'; unread: number; audience: 'staff' | 'traveller' };
