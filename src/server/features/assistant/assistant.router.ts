import { z } from 'zod';
import { ZAiChatReply, ZAiChatRequest, ZAssistantConversation, ZHandOverRequest, ZHandOverResult } from '../../../shared/schemas/assistant';
import { publicProcedure, router } from '../../trpc/init';
import { chatWithAssistant, showConversation, startOver } from './chat.service';
import { handOverToPerson } from './handover.service';

// Signed in or not: a signed-out visitor's conversation is kept under the 'assistant' cookie.
const chat = publicProcedure
  .input(ZAiChatRequest)
  .output(ZAiChatReply)
  .mutation(({ ctx, input }) => chatWithAssistant(ctx, input));

const conversation = publicProcedure.output(ZAssistantConversation).query(({ ctx }) => showConversation(ctx));

const forget = publicProcedure.output(z.object({ forgotten: z.literal(true) })).mutation(({ ctx }) => startOver(ctx));

const handOver = publicProcedure
  .input(ZHandOverRequest)
  .output(ZHandOverResult)
  .mutation(({ ctx, input }) => handOverToPerson(ctx, input));

export const assistantRouter = router({ chat, conversation, forget, handOver });
