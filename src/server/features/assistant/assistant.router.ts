import { z } from 'zod';
import { ZAiChatReply, ZAiChatRequest, ZAssistantConversation, ZHandOverRequest, ZHandOverResult } from '@shared/schemas/assistant';
import { publicProcedure, router } from '../../trpc/init';
import { chatWithAssistant, showConversation, startOver } from './chat.service';
import { handOverToPerson } from './handover.service';

// Signed in or not: a signed-out visitor's conversation is kept under the 'assistant' cookie.
const chat = publicProcedure
  .meta({
    summary: 'Ask the travel assistant',
    description:
      'response is the answer as plain text; cards are the tours, hotels, flights, cars, products, shipment or bookings it names, straight from ' +
      'the database, each with an action: open an in-app path, or start a booking (POST /api/bookings with `booking`). offerHandOver: the ' +
      "assistant could not answer; offer POST /api/ai-chat/hand-over. domainContext is accepted and ignored (the brand is the request's host). " +
      'The last ASSISTANT_MEMORY_TURNS turns are kept for follow-ups. Throttled per user (or visitor) and per client network.',
    rest: { method: 'post', path: '/ai-chat', tag: 'Assistant', errors: { 429: 'Too many messages: Retry-After gives the seconds' } },
  })
  .input(ZAiChatRequest)
  .output(ZAiChatReply)
  .mutation(({ ctx, input }) => chatWithAssistant(ctx, input));

const conversation = publicProcedure
  .meta({
    summary: 'The turns of your conversation the server keeps, oldest first',
    rest: { method: 'get', path: '/ai-chat/conversation', tag: 'Assistant' },
  })
  .output(ZAssistantConversation)
  .query(({ ctx }) => showConversation(ctx));

const forget = publicProcedure
  .meta({
    summary: 'Start over: forget your conversation',
    rest: { method: 'delete', path: '/ai-chat/conversation', tag: 'Assistant' },
  })
  .output(z.object({ forgotten: z.literal(true) }))
  .mutation(({ ctx }) => startOver(ctx));

const handOver = publicProcedure
  .meta({
    summary: 'Talk to a person: send the conversation to the staff inbox',
    description:
      "Signed in, your account's name and e-mail are used and staff replies appear in your conversations; signed out, name and email are " +
      'required. Asking again with nothing new said returns the same thread (created: false). Counted like contact-form messages.',
    rest: {
      method: 'post',
      path: '/ai-chat/hand-over',
      tag: 'Assistant',
      status: 201,
      errors: { 409: 'Nothing to hand over yet: write to the assistant first', 429: 'Too many messages to staff from this network or address' },
    },
  })
  .input(ZHandOverRequest)
  .output(ZHandOverResult)
  .mutation(({ ctx, input }) => handOverToPerson(ctx, input));

export const assistantRouter = router({ chat, conversation, forget, handOver });
