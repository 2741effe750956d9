// 'Talk to a person': the conversation's transcript goes to the staff inbox as a support thread
// (the support feature stores it). Signed in, the thread is the traveller's, so staff replies
// reach their conversations and bell; signed out, the traveller gives a name and an e-mail
// address for the reply. Asking again with nothing new said returns the same thread; asking
// after more turns adds those turns to the same thread.
import { LockMode } from '@mikro-orm/core';
import { AssistantConversation } from '@db/entities/assistant';
import { EmailMessage, SupportThread } from '@db/entities/support';
import type { HandOverResult } from '@shared/schemas/assistant';
import type { HandOverTranscript } from '@shared/schemas/support';
import { conflict } from '../../errors';
import { t } from '../../core/i18n';
import { fieldError } from '../../core/catalogue-query';
import { conversationLink, storeAssistantHandOver } from '../support';
import type { AssistantCaller } from './chat.service';
import { findConversation, keptTurns } from './conversation-store';

/** The longest transcript stored; beyond it the oldest turns are left out. */
const TRANSCRIPT_MAX = 20_000;

/** The hand-over as text (in the traveller's language) and as data, both holding the same latest turns that fit. */
function transcript(name: string, turns: { message: string; response: string }[], note: string | undefined): { body: string; data: HandOverTranscript } {
  let kept = turns.map(({ message, response }) => ({ message, response }));
  const block = (turn: { message: string; response: string }) =>
    `${t('assistant:handOver.traveller')}:\n${turn.message}\n\n${t('assistant:handOver.assistant')}:\n${turn.response}`;
  const head = t('assistant:handOver.intro', { name });
  const tail = note ? `\n\n${t('assistant:handOver.note', { note })}` : '';
  const text = () => `${head}\n\n${kept.map(block).join('\n\n')}${tail}`;
  while (kept.length > 1 && text().length > TRANSCRIPT_MAX) kept = kept.slice(1);
  return { body: text().slice(0, TRANSCRIPT_MAX), data: { name, turns: kept, note: note ?? null } };
}

export async function handOverToPerson(caller: AssistantCaller, input: { name?: string; email?: string; note?: string }): Promise<HandOverResult> {
  const name = caller.user ? caller.user.fullName || caller.user.username : input.name;
  const email = caller.user ? caller.user.email : input.email;
  if (!name) throw fieldError('name', t('assistant:handOver.nameRequired'));
  if (!email) throw fieldError('email', t('assistant:handOver.emailRequired'));
  const found = await findConversation(caller.em, caller);
  if (!found || found.lastSeq === 0) throw conflict(t('assistant:handOver.empty'));

  return caller.em.transactional(async (tx) => {
    // Two taps at once: the second waits here, then sees the first one's hand-over.
    const conversation = await tx.findOne(AssistantConversation, found.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    // Forgotten meanwhile ('Start over'): there is nothing to hand over any more.
    if (!conversation) throw conflict(t('assistant:handOver.empty'));
    const threadId = conversation.handoverThread?.id ?? null;
    const path = (id: string) => (caller.user ? conversationLink(id) : null);
    if (threadId && conversation.handedOverSeq === conversation.lastSeq && !input.note) {
      const earlier = await tx.findOne(EmailMessage, { thread: threadId, source: 'assistant' }, { orderBy: { createdAt: 'desc' } });
      if (earlier) return { threadId, emailId: earlier.id, created: false, conversationPath: path(threadId) };
    }
    const carriedUpTo = threadId ? (conversation.handedOverSeq ?? 0) : 0;
    const turns = (await keptTurns(tx, conversation.id)).filter((turn) => turn.seq > carriedUpTo);
    const handOver = transcript(name, turns, input.note);
    const stored = await storeAssistantHandOver(tx, caller, {
      userId: caller.user?.id ?? null,
      name,
      email,
      subject: t('assistant:handOver.subject'),
      body: handOver.body,
      transcript: handOver.data,
      threadId,
    });
    conversation.handoverThread = tx.getReference(SupportThread, stored.threadId);
    conversation.handedOverSeq = conversation.lastSeq;
    conversation.handedOverAt = new Date();
    await tx.flush();
    return { threadId: stored.threadId, emailId: stored.emailId, created: true, conversationPath: path(stored.threadId) };
  });
}
