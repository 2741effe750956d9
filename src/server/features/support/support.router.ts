import { ZContactCard, ZContactReceipt, ZContactRequest, ZConversationList, ZFollowUpRequest, ZThread, ZThreadIdRequest } from '@shared/schemas/support';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/schemas/payments';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { contactCard, submitContactMessage } from './contact.service';
import { countUnreadReplies, followUp, getConversation, listConversations, markConversationRead } from './conversations.service';
import { followMailBadge } from './support.live';

// /contact (anyone) and a traveller's own conversations with support (signed in).
const card = publicProcedure
  .meta({
    summary: "The brand's contact details and the vCard its /contact QR code holds",
    rest: { method: 'get', path: '/contact-card', tag: 'Support' },
  })
  .output(ZContactCard)
  .query(({ ctx }) => contactCard(ctx.em, ctx.host));
const contact = publicProcedure
  .meta({
    summary: 'Send a message to the staff inbox (the contact form)',
    description:
      `Stored once per ${IDEMPOTENCY_KEY_HEADER} (made by the client once per message): a retry with the same key and body ` +
      'returns the stored receipt with Idempotent-Replayed: true. Signed in, the message is also one of your conversations. ' +
      'Throttled per client network (CONTACT_MESSAGES_PER_IP_PER_HOUR) and per sender address (CONTACT_MESSAGES_PER_EMAIL_PER_HOUR).',
    rest: {
      method: 'post',
      path: '/contact-messages',
      tag: 'Support',
      status: 201,
      errors: { 422: `The ${IDEMPOTENCY_KEY_HEADER} was already used for a different message`, 429: 'Too many messages from this network or address' },
    },
  })
  .input(ZContactRequest)
  .output(ZContactReceipt)
  .mutation(({ ctx, input }) => submitContactMessage(ctx.em, ctx, input));
const conversations = authedProcedure.output(ZConversationList).query(({ ctx }) => listConversations(ctx.em, ctx.user.id));
const unreadReplies = authedProcedure
  .output(z.object({ unreadReplies: z.number().int() }))
  .query(async ({ ctx }) => ({ unreadReplies: await countUnreadReplies(ctx.em, ctx.user.id) }));
const conversation = authedProcedure
  .input(ZThreadIdRequest)
  .output(ZThread)
  .query(({ ctx, input }) => getConversation(ctx.em, ctx.user.id, input.id));
const markConversationReadProcedure = authedProcedure
  .input(ZThreadIdRequest)
  .output(z.object({ unreadReplies: z.number().int() }))
  .mutation(({ ctx, input }) => markConversationRead(ctx.em, ctx.user.id, input.id));
const followUpProcedure = authedProcedure
  .input(ZFollowUpRequest)
  .output(ZThread)
  .mutation(({ ctx, input }) => followUp(ctx.em, ctx.config, ctx.user, ctx.ip, input));
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
