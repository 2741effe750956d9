// The AI assistant (issue 13, docs/assistant.md): spec §7's POST /api/ai-chat (message,
// domainContext → response) with cards, the conversation the server keeps, and the hand-over
// to a person. Signed in or not; a signed-out visitor's conversation is kept under the
// 'assistant' cookie.
import { z } from 'zod';
import { ZAiChatReply, ZAiChatRequest, ZAssistantConversation, ZHandOverRequest, ZHandOverResult } from '../../../shared/schemas/assistant';
import { del, get, post } from '../binding';

const tag = 'Assistant';

export const assistantRoutes = [
  post('/ai-chat', {
    tag,
    summary: 'Ask the travel assistant',
    description:
      'response is the answer as plain text; cards are the tours, hotels, flights, cars, products, shipment or bookings it names, straight from ' +
      'the database, each with an action: open an in-app path, or start a booking (POST /api/bookings with `booking`). offerHandOver: the ' +
      "assistant could not answer; offer POST /api/ai-chat/hand-over. domainContext is accepted and ignored (the brand is the request's host). " +
      'The last ASSISTANT_MEMORY_TURNS turns are kept for follow-ups. Throttled per user (or visitor) and per client network.',
    input: ZAiChatRequest,
    output: ZAiChatReply,
    errors: { 429: 'Too many messages: Retry-After gives the seconds' },
    call: (api, input) => api.assistant.chat(input),
  }),
  get('/ai-chat/conversation', {
    tag,
    summary: 'The turns of your conversation the server keeps, oldest first',
    output: ZAssistantConversation,
    call: (api) => api.assistant.conversation(),
  }),
  del('/ai-chat/conversation', {
    tag,
    summary: 'Start over: forget your conversation',
    output: z.object({ forgotten: z.literal(true) }),
    call: (api) => api.assistant.forget(),
  }),
  post('/ai-chat/hand-over', {
    tag,
    summary: 'Talk to a person: send the conversation to the staff inbox',
    description:
      "Signed in, your account's name and e-mail are used and staff replies appear in your conversations; signed out, name and email are " +
      'required. Asking again with nothing new said returns the same thread (created: false). Counted like contact-form messages.',
    input: ZHandOverRequest,
    status: 201,
    output: ZHandOverResult,
    errors: { 429: 'Too many messages to staff from this network or address' },
    call: (api, input) => api.assistant.handOver(input),
  }),
];
