// Whose conversation a request continues, and its last turns. A signed-in user has one
// conversation; a signed-out visitor's is found by the SHA-256 of a random token in an HttpOnly
// cookie ('assistant'), as the visitor's cart is. Nothing else about it is in the browser. A
// visitor's conversation is not carried into an account on sign-in: on a shared phone the next
// person to sign in must not inherit it. Turns are numbered per conversation under a row lock,
// so two messages at once never take one number, and only the last ASSISTANT_MEMORY_TURNS are
// kept.
import { createHash, randomBytes } from 'node:crypto';
import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AssistantConversation, AssistantTurn } from '@db/entities/assistant';
import type { AssistantCard, AssistantSource } from '@shared/schemas/assistant';
import type { AppConfig } from '../../config';
import type { CookieJar } from '../../trpc/context';
import type { SessionUser } from '../auth';

export const ASSISTANT_COOKIE = 'assistant';

export interface ConversationCaller {
  user: SessionUser | null;
  cookies: CookieJar;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const visitorToken = (caller: ConversationCaller) => {
  const token = caller.cookies.get(ASSISTANT_COOKIE);
  return token && token.length <= 200 ? token : undefined;
};
const cookieExpiry = (config: AppConfig) => new Date(Date.now() + config.ASSISTANT_CONVERSATION_DAYS * 24 * 60 * 60 * 1000);

/** The caller's conversation, if there is one. */
export async function findConversation(em: EntityManager, caller: ConversationCaller): Promise<AssistantConversation | null> {
  if (caller.user) return em.findOne(AssistantConversation, { user: caller.user.id }, { refresh: true });
  const token = visitorToken(caller);
  return token ? em.findOne(AssistantConversation, { tokenHash: hashToken(token) }, { refresh: true }) : null;
}

/** The caller's conversation, created when missing (a visitor gets the cookie, renewed on use). */
export async function openConversation(em: EntityManager, config: AppConfig, caller: ConversationCaller): Promise<AssistantConversation> {
  const existing = await findConversation(em, caller);
  const token = visitorToken(caller);
  if (existing) {
    if (!caller.user && token) caller.cookies.set(ASSISTANT_COOKIE, token, cookieExpiry(config));
    return existing;
  }
  if (caller.user) {
    // Two first messages at once: the unique user_id lets one insert win; both use that row.
    // A 'Start over' landing between the insert and the read deletes it: insert again.
    for (;;) {
      await em.createQueryBuilder(AssistantConversation).insert({ user: caller.user.id }).onConflict('user').ignore().execute('run');
      const conversation = await em.findOne(AssistantConversation, { user: caller.user.id }, { refresh: true });
      if (conversation) return conversation;
    }
  }
  const fresh = randomBytes(32).toString('base64url');
  await em.insert(AssistantConversation, { tokenHash: hashToken(fresh) });
  caller.cookies.set(ASSISTANT_COOKIE, fresh, cookieExpiry(config));
  return em.findOneOrFail(AssistantConversation, { tokenHash: hashToken(fresh) }, { refresh: true });
}

/** The kept turns, oldest first. */
export function keptTurns(em: EntityManager, conversationId: string): Promise<AssistantTurn[]> {
  return em.find(AssistantTurn, { conversation: conversationId }, { orderBy: { seq: 'asc' }, refresh: true });
}

export interface NewTurn {
  message: string;
  response: string;
  cards: AssistantCard[];
  context: Record<string, unknown> | null;
  source: AssistantSource;
  personal: boolean;
  offerHandOver: boolean;
}

/**
 * Adds a turn and forgets the ones beyond the memory, in one transaction. Null when the
 * conversation was forgotten meanwhile ('Start over' while an answer was on its way).
 */
export async function appendTurn(em: EntityManager, config: AppConfig, conversationId: string, turn: NewTurn): Promise<AssistantTurn | null> {
  return em.transactional(async (tx) => {
    const conversation = await tx.findOne(AssistantConversation, conversationId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!conversation) return null;
    const seq = conversation.lastSeq + 1;
    const stored = tx.create(AssistantTurn, { conversation, seq, ...turn });
    conversation.lastSeq = seq;
    await tx.flush();
    await tx.nativeUpdate(AssistantConversation, { id: conversationId }, { updatedAt: sql.now() });
    await tx.nativeDelete(AssistantTurn, { conversation: conversationId, seq: { $lte: seq - config.ASSISTANT_MEMORY_TURNS } });
    return stored;
  });
}

/** 'Start over': the conversation and its turns are deleted (a visitor's cookie too). */
export async function forgetConversation(em: EntityManager, caller: ConversationCaller): Promise<void> {
  const conversation = await findConversation(em, caller);
  if (conversation) await em.nativeDelete(AssistantConversation, { id: conversation.id });
  if (!caller.user && caller.cookies.get(ASSISTANT_COOKIE)) caller.cookies.clear(ASSISTANT_COOKIE);
}

/** Conversations idle for ASSISTANT_CONVERSATION_DAYS are deleted with their turns. */
export async function purgeIdleConversations(em: EntityManager, days: number): Promise<number> {
  return em.nativeDelete(AssistantConversation, { updatedAt: { $lt: sql`now() - make_interval(days => ${days})` } });
}
