// Support: the contact form and card (anyone), and the staff inbox of spec §7 (/api/emails:
// staff only, 401 signed out, 403 travellers), with its trash, threads and outbox.
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/schemas/payments';
import {
  TRASH_RETENTION_DAYS,
  ZContactCard,
  ZContactReceipt,
  ZContactRequest,
  ZDeletedEmail,
  ZEmailIdRequest,
  ZEmailListRequest,
  ZInboxEmail,
  ZOutboxItem,
  ZReplyRequest,
  ZReplyResult,
  ZSendEmailRequest,
  ZThread,
  ZThreadMessage,
  ZTrashedEmail,
} from '../../../shared/schemas/support';
import { del, get, patch, post, totalCountHeader } from '../binding';

const tag = 'Support';

const unreadCountHeader = { description: 'E-mails in the inbox not opened yet', schema: { type: 'string', pattern: '^[0-9]+$' }, required: true };

export const supportRoutes = [
  get('/contact-card', {
    tag,
    summary: "The brand's contact details and the vCard its /contact QR code holds",
    output: ZContactCard,
    call: (api) => api.support.card(),
  }),
  post('/contact-messages', {
    tag,
    summary: 'Send a message to the staff inbox (the contact form)',
    description:
      `Stored once per ${IDEMPOTENCY_KEY_HEADER} (made by the client once per message): a retry with the same key and body ` +
      'returns the stored receipt with Idempotent-Replayed: true. Signed in, the message is also one of your conversations. ' +
      'Throttled per client network (CONTACT_MESSAGES_PER_IP_PER_HOUR) and per sender address (CONTACT_MESSAGES_PER_EMAIL_PER_HOUR).',
    input: ZContactRequest,
    requestHeaders: {
      [IDEMPOTENCY_KEY_HEADER]: { field: 'idempotencyKey', required: true, description: 'Unique per message; a retry with the same key and body stores nothing new' },
    },
    status: 201,
    output: ZContactReceipt.omit({ replayed: true }),
    responseHeaders: {
      'Idempotent-Replayed': { description: 'Present on a replayed answer: the message was stored by the first request', schema: { type: 'string', const: 'true' } },
    },
    errors: { 422: `The ${IDEMPOTENCY_KEY_HEADER} was already used for a different message`, 429: 'Too many messages from this network or address' },
    call: (api, input) => api.support.contact(input),
    respond: ({ replayed, ...receipt }) => ({ body: receipt, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} }),
  }),
  get('/emails', {
    tag,
    summary: 'The staff inbox: e-mails newest first (staff only)',
    description:
      'Spec §3 Email fields (id, senderName, senderEmail, subject, message, receivedAt, isRead, isReplied) plus threadId, source ' +
      `(contact, smtp, app) and repliedAt. Deleted e-mails are in GET /api/emails/trash. filter=unread; page (from 1), limit (1–100, default 50).`,
    access: 'staff',
    input: ZEmailListRequest,
    output: z.array(ZInboxEmail),
    responseHeaders: { 'X-Total-Count': totalCountHeader, 'X-Unread-Count': unreadCountHeader },
    call: (api, input) => api.emails.list(input),
    respond: (page) => ({ body: page.items, headers: { 'X-Total-Count': String(page.total), 'X-Unread-Count': String(page.unread) } }),
  }),
  patch('/emails/:id/read', {
    tag,
    summary: 'Mark an e-mail read (opening it)',
    access: 'staff',
    input: ZEmailIdRequest,
    output: ZInboxEmail,
    errors: { 404: 'No such e-mail in the inbox' },
    call: (api, input) => api.emails.markRead(input),
  }),
  post('/emails/reply', {
    tag,
    summary: 'Reply to an e-mail',
    description:
      'The reply is stored in the e-mail’s thread and sent by SMTP when SMTP_URL is set (else kept in the outbox); the e-mail becomes ' +
      'isReplied and isRead. A traveller who wrote signed in is notified and sees it in their conversations.',
    access: 'staff',
    input: ZReplyRequest,
    output: ZReplyResult,
    errors: { 404: 'No such e-mail', 409: 'The e-mail is in the trash: restore it first' },
    call: (api, input) => api.emails.reply(input),
  }),
  del('/emails/:id', {
    tag,
    summary: 'Delete an e-mail (into the trash)',
    description: `It stays in the trash, restorable with POST /api/emails/{id}/restore, for ${TRASH_RETENTION_DAYS} days; then it is deleted for good.`,
    access: 'staff',
    input: ZEmailIdRequest,
    output: ZDeletedEmail,
    errors: { 404: 'No such e-mail' },
    call: (api, input) => api.emails.delete(input),
  }),
  post('/emails/send', {
    tag,
    summary: 'Send a new e-mail',
    description: 'Sent by SMTP when SMTP_URL is set, else kept in the outbox (GET /api/emails/outbox). Replies to it by mail join its thread.',
    access: 'staff',
    input: ZSendEmailRequest,
    status: 201,
    output: ZThreadMessage,
    call: (api, input) => api.emails.send(input),
  }),
  get('/emails/trash', {
    tag,
    summary: 'Deleted e-mails, most recently deleted first (staff only)',
    access: 'staff',
    output: z.array(ZTrashedEmail),
    call: (api) => api.emails.trash(),
  }),
  post('/emails/:id/restore', {
    tag,
    summary: 'Restore an e-mail from the trash',
    access: 'staff',
    input: ZEmailIdRequest,
    output: ZInboxEmail,
    errors: { 404: 'No such e-mail (or deleted for good)' },
    call: (api, input) => api.emails.restore(input),
  }),
  get('/emails/outbox', {
    tag,
    summary: 'Outbound e-mails and how each left: stored (no SMTP_URL), queued, sent or failed (staff only)',
    access: 'staff',
    output: z.array(ZOutboxItem),
    call: (api) => api.emails.outbox(),
  }),
  get('/emails/:id/thread', {
    tag,
    summary: 'An e-mail with its whole thread: the messages and the replies, oldest first',
    access: 'staff',
    input: ZEmailIdRequest,
    output: ZThread,
    errors: { 404: 'No such e-mail' },
    call: (api, input) => api.emails.thread(input),
  }),
];
