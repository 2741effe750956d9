import { z } from 'zod';
import {
  TRASH_RETENTION_DAYS,
  ZDeletedEmail,
  ZEmailIdRequest,
  ZEmailListRequest,
  ZEmailPage,
  ZInboxCounts,
  ZInboxEmail,
  ZOutboxItem,
  ZReplyRequest,
  ZReplyResult,
  ZSendEmailRequest,
  ZThread,
  ZThreadMessage,
  ZTrashedEmail,
} from '@shared/schemas/support';
import { router, staffProcedure } from '../../trpc/init';
import { inboxCounts, listInbox, listOutbox, listTrash, markEmailRead, restoreEmail, staffThread, trashEmail } from './inbox.service';
import { replyToEmail, sendNewEmail } from './replies.service';

// The staff inbox (/api/emails): staff only, 401 signed out, 403 travellers.
const list = staffProcedure
  .meta({
    summary: 'The staff inbox: e-mails newest first (staff only)',
    description:
      'The email fields (id, senderName, senderEmail, subject, message, receivedAt, isRead, isReplied) plus threadId, source ' +
      `(contact, smtp, app) and repliedAt. Deleted e-mails are in GET /api/emails/trash. filter=unread; page (from 1), limit (1–100, default 50).`,
    rest: { method: 'get', path: '/emails', tag: 'Support' },
  })
  .input(ZEmailListRequest)
  .output(ZEmailPage)
  .query(({ ctx, input }) => listInbox(ctx.em, input));
const counts = staffProcedure.output(ZInboxCounts).query(({ ctx }) => inboxCounts(ctx.em));
const thread = staffProcedure
  .meta({
    summary: 'An e-mail with its whole thread: the messages and the replies, oldest first',
    rest: { method: 'get', path: '/emails/:id/thread', tag: 'Support', errors: { 404: 'No such e-mail' } },
  })
  .input(ZEmailIdRequest)
  .output(ZThread)
  .query(({ ctx, input }) => staffThread(ctx.em, input.id));
const markRead = staffProcedure
  .meta({
    summary: 'Mark an e-mail read (opening it)',
    rest: { method: 'patch', path: '/emails/:id/read', tag: 'Support', errors: { 404: 'No such e-mail in the inbox' } },
  })
  .input(ZEmailIdRequest)
  .output(ZInboxEmail)
  .mutation(({ ctx, input }) => markEmailRead(ctx.em, input.id));
const reply = staffProcedure
  .meta({
    summary: 'Reply to an e-mail',
    description:
      'The reply is stored in the e-mail’s thread and sent by SMTP when SMTP_URL is set (else kept in the outbox); the e-mail becomes ' +
      'isReplied and isRead. A traveller who wrote signed in is notified and sees it in their conversations.',
    rest: { method: 'post', path: '/emails/reply', tag: 'Support', errors: { 404: 'No such e-mail', 409: 'The e-mail is in the trash: restore it first' } },
  })
  .input(ZReplyRequest)
  .output(ZReplyResult)
  .mutation(({ ctx, input }) => replyToEmail(ctx.em, ctx.config, ctx.user, input));
const send = staffProcedure
  .meta({
    summary: 'Send a new e-mail',
    description: 'Sent by SMTP when SMTP_URL is set, else kept in the outbox (GET /api/emails/outbox). Replies to it by mail join its thread.',
    rest: { method: 'post', path: '/emails/send', tag: 'Support', status: 201 },
  })
  .input(ZSendEmailRequest)
  .output(ZThreadMessage)
  .mutation(({ ctx, input }) => sendNewEmail(ctx.em, ctx.config, ctx.user, { host: ctx.host, language: ctx.language }, input));
const remove = staffProcedure
  .meta({
    summary: 'Delete an e-mail (into the trash)',
    description: `It stays in the trash, restorable with POST /api/emails/{id}/restore, for ${TRASH_RETENTION_DAYS} days; then it is deleted for good.`,
    rest: { method: 'delete', path: '/emails/:id', tag: 'Support', errors: { 404: 'No such e-mail' } },
  })
  .input(ZEmailIdRequest)
  .output(ZDeletedEmail)
  .mutation(({ ctx, input }) => trashEmail(ctx.em, input.id));
const restore = staffProcedure
  .meta({
    summary: 'Restore an e-mail from the trash',
    rest: { method: 'post', path: '/emails/:id/restore', tag: 'Support', errors: { 404: 'No such e-mail (or deleted for good)' } },
  })
  .input(ZEmailIdRequest)
  .output(ZInboxEmail)
  .mutation(({ ctx, input }) => restoreEmail(ctx.em, input.id));
const trash = staffProcedure
  .meta({
    summary: 'Deleted e-mails, most recently deleted first (staff only)',
    rest: { method: 'get', path: '/emails/trash', tag: 'Support' },
  })
  .output(z.array(ZTrashedEmail))
  .query(({ ctx }) => listTrash(ctx.em));
const outbox = staffProcedure
  .meta({
    summary: 'Outbound e-mails and how each left: stored (no SMTP_URL), queued, sent or failed (staff only)',
    rest: { method: 'get', path: '/emails/outbox', tag: 'Support' },
  })
  .output(z.array(ZOutboxItem))
  .query(({ ctx }) => listOutbox(ctx.em));

export const emailsRouter = router({ list, counts, thread, markRead, reply, send, delete: remove, restore, trash, outbox });
