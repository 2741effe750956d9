// POST /api/ai-chat: one message in, one answer out, remembered with the conversation. The
// language model answers when it is configured and the request is not about the traveller's own
// data; otherwise, and whenever the model fails, the built-in assistant answers.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiChatReply, AssistantConversation as ConversationView, AssistantTurn as TurnView } from '@shared/schemas/assistant';
import type { Language } from '@shared/languages';
import type { AssistantTurn } from '@db/entities/assistant';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { today } from '../../core/travel-calendar';
import type { CookieJar } from '../../trpc/context';
import { clientSubject, takeHit } from '../../core/throttle';
import type { SessionUser } from '../auth';
import { resolveDomainContext } from '../branding';
import { assistantLimits } from './assistant-limits';
import { answerBuiltIn, type EngineReply } from './builtin';
import { appendTurn, findConversation, forgetConversation, keptTurns, openConversation, type NewTurn } from './conversation-store';
import { gazetteerFor } from './gazetteer';
import { answerWithModel, modelConfigured } from './model';
import type { ToolContext } from './tools/tool-context';
import { understand, type DialogueState } from './understand';
import { answerLanguage } from './language';
import { withLanguage } from '../../core/i18n';

export interface AssistantCaller {
  em: EntityManager;
  config: AppConfig;
  log: Logger;
  user: SessionUser | null;
  ip: string;
  host: string;
  cookies: CookieJar;
  language: Language;
}

/** Follow-ups refer to a search at most this many answers back ('Kigali?' after a question it could not answer). */
const FOLLOW_UP_REACH = 3;

/** The latest search shown, for follow-ups. */
function previousState(turns: AssistantTurn[]): DialogueState | null {
  const recent = turns.slice(-FOLLOW_UP_REACH).reverse();
  const found = recent.find((turn) => turn.context);
  return found?.context ? (found.context as unknown as DialogueState) : null;
}

async function toolContext(caller: AssistantCaller): Promise<ToolContext> {
  return {
    em: caller.em,
    config: caller.config,
    log: caller.log,
    user: caller.user,
    ip: caller.ip,
    host: caller.host,
    today: today(),
    gazetteer: await gazetteerFor(caller.em),
  };
}

type Answer = EngineReply & { source: 'builtin' | 'model' };

async function answer(caller: AssistantCaller, ctx: ToolContext, message: string, turns: AssistantTurn[], language: Language): Promise<Answer> {
  const previous = previousState(turns);
  const personal = understand(message, ctx.gazetteer, ctx.today, previous, language).intent === 'myBookings';
  if (modelConfigured(caller.config) && !personal) {
    try {
      const brand = (await resolveDomainContext(caller.em, caller.host)).branding.name;
      const history = turns.filter((turn) => !turn.personal).map(({ message: said, response }) => ({ message: said, response }));
      const reply = await answerWithModel(ctx, brand, language, history, message);
      return { ...reply, state: null, personal: false, source: 'model' };
    } catch (error) {
      // A throttle (too many tracking look-ups) is the traveller's answer, not the model's failure.
      if (error instanceof AppError) throw error;
      caller.log.warn({ err: error }, 'the language model failed; the built-in assistant answers');
    }
  }
  return { ...(await answerBuiltIn(ctx, message, previous)), source: 'builtin' };
}

export async function chatWithAssistant(caller: AssistantCaller, input: { message: string }): Promise<AiChatReply> {
  const limits = assistantLimits(caller.config);
  await takeHit(caller.em, limits.perNetwork, clientSubject(caller.ip));
  const conversation = await openConversation(caller.em, caller.config, caller);
  await takeHit(caller.em, limits.perCaller, caller.user ? `user:${caller.user.id}` : `visitor:${conversation.id}`);
  const turns = await keptTurns(caller.em, conversation.id);
  // The answer speaks the language the traveller wrote in, whatever the app is set to.
  const language = answerLanguage(
    input.message,
    turns.map((turn) => turn.message),
    caller.language,
  );
  const ctx = await toolContext(caller);
  const reply = await withLanguage(language, () => answer(caller, ctx, input.message, turns, language));
  const turn: NewTurn = {
    message: input.message,
    response: reply.text,
    cards: reply.cards,
    context: reply.state as unknown as Record<string, unknown> | null,
    source: reply.source,
    personal: reply.personal,
    offerHandOver: reply.offerHandOver,
  };
  // Forgotten while the answer was on its way: the turn starts the caller's new conversation.
  const stored =
    (await appendTurn(caller.em, caller.config, conversation.id, turn)) ??
    (await appendTurn(caller.em, caller.config, (await openConversation(caller.em, caller.config, caller)).id, turn));
  return { response: reply.text, cards: reply.cards, offerHandOver: reply.offerHandOver, source: reply.source, turnId: stored?.id ?? randomUUID() };
}

const toTurnView = (turn: AssistantTurn): TurnView => ({
  id: turn.id,
  message: turn.message,
  response: turn.response,
  cards: turn.cards,
  offerHandOver: turn.offerHandOver,
  source: turn.source,
  createdAt: turn.createdAt.toISOString(),
});

/** The caller's kept turns (none yet: empty); reading creates nothing. */
export async function showConversation(caller: AssistantCaller): Promise<ConversationView> {
  const conversation = await findConversation(caller.em, caller);
  if (!conversation) return { turns: [], handedOverAt: null };
  const turns = await keptTurns(caller.em, conversation.id);
  return { turns: turns.map(toTurnView), handedOverAt: conversation.handedOverAt ? conversation.handedOverAt.toISOString() : null };
}

export async function startOver(caller: AssistantCaller): Promise<{ forgotten: true }> {
  await forgetConversation(caller.em, caller);
  return { forgotten: true };
}
