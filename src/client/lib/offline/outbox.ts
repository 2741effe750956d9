// What a user sends while offline waits here (IndexedDB) with the idempotency key it was given
// when written, and goes out when the connection returns (app/OutboxSender.tsx). The server
// stores a message once per key, so a message is never lost (it stays until the server has
// it) and never sent twice (a retry after a lost answer, or two tabs sending at once, replay
// the same key). See docs/performance.md#offline.
import { kvDelete, kvEntries, kvSet } from './kv-store';
import type { ContactRequest } from '@shared/schemas/support';

export interface OutboxMessage {
  kind: 'contact';
  /** The Idempotency-Key: fixed when the message was written. */
  key: string;
  input: ContactRequest;
  queuedAt: number;
}

const PREFIX = 'outbox:';
const listeners = new Set<() => void>();

export async function queueMessage(message: OutboxMessage): Promise<void> {
  await kvSet(PREFIX + message.key, message);
  for (const listener of listeners) listener();
}

export async function queuedMessages(): Promise<OutboxMessage[]> {
  return (await kvEntries<OutboxMessage>(PREFIX)).map(([, message]) => message).sort((a, b) => a.queuedAt - b.queuedAt);
}

export const removeQueued = (key: string) => kvDelete(PREFIX + key);

/** Called when a message is queued (the sender tries at once when online). */
export function onQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `work` with the outbox to itself across this browser's tabs (Web Locks, where the
 * browser has them; the server's idempotency keys make a second sender harmless anyway).
 */
export function withOutboxLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? locks.request('manasa-outbox', work) : work();
}
