import {
  ZContactCard,
  ZContactReceipt,
  ZContactRequest,
  ZConversationList,
  ZFollowUpRequest,
  ZThread,
  ZThreadIdRequest,
} from '../../../shared/schemas/support';
import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { contactCard, submitContactMessage } from './contact.service';
import { countUnreadReplies, followUp, getConversation, listConversations, markConversationRead } from './conversations.service';
import { followMailBadge } from './support.live';

// /contact (anyone) and a traveller's own conversations with support (signed in).
const card = publicProcedure.output(ZContactCard).query(({ ctx }) => contactCard(ctx.em, ctx.host));
const contact = publicProcedure
  .input(ZContactRequest)
  .output(ZContactReceipt)
  .mutation(({ ctx, input }) => submitContactMessage(ctx.em, ctx, input));
const conversations = authedProcedure.output(ZConversationList).query(({ ctx }) => listConversations(ctx.em, ctx.user.id));
const unreadReplies = authedProcedure.output(z.object({ unreadReplies: z.number().int() })).query(async ({ ctx }) => ({ unreadReplies: await countUnreadReplies(ctx.em, ctx.user.id) }));
const conversation = authedProcedure.input(ZThreadIdRequest).output(ZThread).query(({ ctx, input }) => getConversation(ctx.em, ctx.user.id, input.id));
const markConversationReadProcedure = authedProcedure
  .input(ZThreadIdRequest)
  .output(z.object({ unreadReplies: z.number().int() }))
  .mutation(({ ctx, input }) => markConversationRead(ctx.em, ctx.user.id, input.id));
const followUpProcedure = authedProcedure.input(ZFollowUpRequest).output(ZThread).mutation(({ ctx, input }) => followUp(ctx.em, ctx.config, ctx.user, ctx.ip, input));
const live = authedProcedure.subscription(({ ctx, signal }) => followMailBadge(ctx, signal));

export const supportRouter = router({
  card,
  contact,
  conversations,
  unreadReplies,
  conversation,
  markConversationRead: markConversationReadProcedure,
  followUp: followUpProcedure,
  live,
});
