import { z } from 'zod';
import {
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
} from '../../../shared/schemas/support';
import { router, staffProcedure } from '../../trpc/init';
import { inboxCounts, listInbox, listOutbox, listTrash, markEmailRead, restoreEmail, staffThread, trashEmail } from './inbox.service';
import { replyToEmail, sendNewEmail } from './replies.service';

// The staff inbox (spec §7 /api/emails): staff only, 401 signed out, 403 travellers.
const list = staffProcedure.input(ZEmailListRequest).output(ZEmailPage).query(({ ctx, input }) => listInbox(ctx.em, input));
const counts = staffProcedure.output(ZInboxCounts).query(({ ctx }) => inboxCounts(ctx.em));
const thread = staffProcedure.input(ZEmailIdRequest).output(ZThread).query(({ ctx, input }) => staffThread(ctx.em, input.id));
const markRead = staffProcedure.input(ZEmailIdRequest).output(ZInboxEmail).mutation(({ ctx, input }) => markEmailRead(ctx.em, input.id));
const reply = staffProcedure.input(ZReplyRequest).output(ZReplyResult).mutation(({ ctx, input }) => replyToEmail(ctx.em, ctx.config, ctx.user, input));
const send = staffProcedure
  .input(ZSendEmailRequest)
  .output(ZThreadMessage)
  .mutation(({ ctx, input }) => sendNewEmail(ctx.em, ctx.config, ctx.user, { host: ctx.host, language: ctx.language }, input));
const remove = staffProcedure.input(ZEmailIdRequest).output(ZDeletedEmail).mutation(({ ctx, input }) => trashEmail(ctx.em, input.id));
const restore = staffProcedure.input(ZEmailIdRequest).output(ZInboxEmail).mutation(({ ctx, input }) => restoreEmail(ctx.em, input.id));
const trash = staffProcedure.output(z.array(ZTrashedEmail)).query(({ ctx }) => listTrash(ctx.em));
const outbox = staffProcedure.output(z.array(ZOutboxItem)).query(({ ctx }) => listOutbox(ctx.em));

export const emailsRouter = router({ list, counts, thread, markRead, reply, send, delete: remove, restore, trash, outbox });
