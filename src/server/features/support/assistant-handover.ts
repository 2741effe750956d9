// The AI assistant's 'Talk to a person': the conversation's transcript lands in the staff inbox
// as an inbound message (source 'assistant'), in the assistant's transaction, so the hand-over
// is recorded on the conversation only if the message is stored. Counted against the contact
// form's throttles: it is a message to staff like any other.
import type { EntityManager } from '@mikro-orm/postgresql';
import { SupportThread } from '@db/entities/support';
import type { AppConfig } from '../../config';
import type { Language } from '@shared/languages';
import type { HandOverTranscript } from '@shared/schemas/support';
import { clientSubject, takeHit } from '../../core/throttle';
import { contactLimits } from './contact.service';
import { brandOfHost } from './support-brand';
import { storeInbound } from './threads';

export interface AssistantHandOver {
  /** The traveller's account (their conversations show staff replies), or null signed out. */
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  /** The transcript (plain text, in the traveller's language). */
  body: string;
  /** The same conversation as data, for readers in other languages. */
  transcript: HandOverTranscript;
  /** The thread of an earlier hand-over of the same conversation: the new message joins it. */
  threadId: string | null;
}

export interface AssistantHandOverCaller {
  ip: string;
  host: string;
  language: Language;
  config: AppConfig;
}

/** Stores the hand-over in the caller's transaction; 429 past the contact throttles. */
export async function storeAssistantHandOver(
  tx: EntityManager,
  caller: AssistantHandOverCaller,
  handOver: AssistantHandOver,
): Promise<{ threadId: string; emailId: string }> {
  const limits = contactLimits(caller.config);
  await takeHit(tx, limits.perNetwork, clientSubject(caller.ip));
  await takeHit(tx, limits.perAddress, handOver.email.toLowerCase());
  const earlier = handOver.threadId ? await tx.findOne(SupportThread, handOver.threadId) : null;
  // A thread is joined only while it is still the same person's (its owner or its address).
  const thread = earlier && (earlier.user?.id ?? null) === handOver.userId && earlier.contactEmail === handOver.email.toLowerCase() ? earlier : undefined;
  const brand = thread ? null : await brandOfHost(tx, caller.host);
  const email = await storeInbound(tx, {
    source: 'assistant',
    senderName: handOver.name,
    senderEmail: handOver.email,
    subject: handOver.subject,
    body: handOver.body,
    transcript: handOver.transcript,
    thread,
    userId: handOver.userId,
    brandId: brand?.id ?? null,
    language: caller.language,
  });
  return { threadId: email.thread.id, emailId: email.id };
}
