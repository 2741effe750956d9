// The chat panel's message list: the greeting, the turns the server kept (a reopened panel, a
// reload), then what was said since on this screen, including failures, which the server does
// not keep. A local turn the server already returned in its history is shown once.
import type { AssistantCard, AssistantTurn } from '@shared/schemas/assistant';

export interface ChatEntry {
  /** Unique in the list (React key). */
  key: string;
  from: 'traveller' | 'assistant';
  text: string;
  cards: AssistantCard[];
  offerHandOver: boolean;
  /** The spec's failure message (or the server's refusal), not an answer. */
  failed: boolean;
  /** The server's turn this entry belongs to, when it has one. */
  turnId?: string;
}

export const travellerEntry = (key: string, text: string, turnId?: string): ChatEntry => ({
  key,
  from: 'traveller',
  text,
  cards: [],
  offerHandOver: false,
  failed: false,
  turnId,
});

export const assistantEntry = (key: string, text: string, extra: Partial<ChatEntry> = {}): ChatEntry => ({
  key,
  from: 'assistant',
  text,
  cards: [],
  offerHandOver: false,
  failed: false,
  ...extra,
});

export function historyEntries(turns: readonly AssistantTurn[]): ChatEntry[] {
  return turns.flatMap((turn) => [
    travellerEntry(`${turn.id}:q`, turn.message, turn.id),
    assistantEntry(`${turn.id}:a`, turn.response, { cards: turn.cards, offerHandOver: turn.offerHandOver, turnId: turn.id }),
  ]);
}

/** History first, then the local entries whose turn is not in it. */
export function mergeEntries(history: readonly ChatEntry[], local: readonly ChatEntry[]): ChatEntry[] {
  const known = new Set(history.flatMap((entry) => (entry.turnId ? [entry.turnId] : [])));
  return [...history, ...local.filter((entry) => !entry.turnId || !known.has(entry.turnId))];
}

/** Whether the latest answer offers 'Talk to a person'. */
export const offersHandOver = (entries: readonly ChatEntry[]) => entries.at(-1)?.offerHandOver ?? false;

/** A message worth sending: not empty, not only whitespace. */
export const isSendable = (text: string) => text.trim().length > 0;
