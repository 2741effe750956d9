import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './user';
import { SupportThread } from './support';
import { ASSISTANT_SOURCES, type AssistantCard } from '@shared/schemas/assistant';

// The AI assistant's memory (docs/assistant.md). One conversation per signed-in user,
// or per anonymous visitor, found by the SHA-256 of a random token in an HttpOnly cookie (as the
// visitor's cart is). Only the last ASSISTANT_MEMORY_TURNS turns are kept; idle conversations
// are purged after ASSISTANT_CONVERSATION_DAYS. Texts are plain text, never rendered as HTML.
export const AssistantConversation = defineEntity({
  name: 'AssistantConversation',
  tableName: 'assistant_conversation',
  checks: [{ name: 'assistant_conversation_owner_check', expression: '(user_id is null) <> (token_hash is null)' }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: p.oneToOne(User).owner().deleteRule('cascade').nullable().unique(),
    tokenHash: p.string().nullable().unique(),
    /** Number of the last turn (turns are numbered from 1; pruning keeps the numbers). */
    lastSeq: p.integer().default(0),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()').index(),
    /** The support thread of the last hand-over to a person, and the last turn it carried. */
    handoverThread: p.manyToOne(SupportThread).nullable().deleteRule('set null'),
    handedOverSeq: p.integer().nullable(),
    handedOverAt: p.datetime().nullable(),
  }),
});
export type AssistantConversation = InferEntity<typeof AssistantConversation>;

// One exchange: what the traveller wrote and the answer, with its cards and, for follow-ups
// ('and cheaper?'), what the built-in assistant understood (`context`). `personal` answers
// (the traveller's own bookings) are never sent to a language model.
export const AssistantTurn = defineEntity({
  name: 'AssistantTurn',
  tableName: 'assistant_turn',
  uniques: [{ name: 'assistant_turn_seq_unique', properties: ['conversation', 'seq'] }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    conversation: p.manyToOne(AssistantConversation).deleteRule('cascade'),
    seq: p.integer(),
    message: p.text(),
    response: p.text(),
    cards: p.json<AssistantCard[]>(),
    context: p.json<Record<string, unknown>>().nullable(),
    source: p.enum([...ASSISTANT_SOURCES]),
    personal: p.boolean().default(false),
    offerHandOver: p.boolean().default(false),
    createdAt: p.datetime().length(3).defaultRaw('clock_timestamp()'),
  }),
});
export type AssistantTurn = InferEntity<typeof AssistantTurn>;
