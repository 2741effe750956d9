// Publishing a live event: a PostgreSQL NOTIFY sent in the caller's transaction, so it goes out
// when (and only if) the change it announces commits, and reaches every instance after it.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIVE_CHANNEL, assertLiveTopic, type LiveWireMessage } from './live-events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_LIVE_PAYLOAD_BYTES = 7999;

/**
 * Announces a change on `topic` to its subscribers on every instance. Must run inside the
 * transaction that makes the change (`em.transactional(...)`): an event sent before the data
 * is visible would make subscribers load stale state. Send ids and small facts, not records:
 * subscribers load details themselves, and the payload must stay under 8000 bytes.
 * Returns the event id.
 */
export async function publishEvent(em: EntityManager, topic: string, payload: Record<string, unknown>): Promise<string> {
  assertInTransaction(em, `publishEvent('${topic}')`);
  assertLiveTopic(topic);
  const message: LiveWireMessage = { i: randomUUID(), t: topic, p: payload };
  const text = JSON.stringify(message);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_LIVE_PAYLOAD_BYTES) {
    throw new Error(`Live event on '${topic}' is ${bytes} bytes; NOTIFY allows ${MAX_LIVE_PAYLOAD_BYTES}. Send ids and let subscribers load details.`);
  }
  await notify(em, LIVE_CHANNEL, text);
  return message.i;
}

/** `pg_notify` on the caller's transaction (em.execute joins it). The one raw statement here. */
export async function notify(em: EntityManager, channel: string, payload: string): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [channel, payload]);
}

/** For functions whose writes must commit with the caller's change (publishEvent, notifyUser). */
export function assertInTransaction(em: EntityManager, what: string) {
  if (!em.isInTransaction()) throw new Error(`${what} must run inside the transaction of the change it belongs to (em.transactional)`);
}
