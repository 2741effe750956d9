// Live events of support, published in the transaction of the change (docs/platform.md):
// staff follow 'support:inbox' (any change to the inbox: new mail, read, replied, trashed,
// restored), a traveller their own 'user:<id>' topic (a reply, a read on another device).
// Payloads are facts only; subscribers reload the counts themselves.
import type { EntityManager } from '@mikro-orm/postgresql';
import { publishEvent } from '../../platform';
import { userTopic } from '../notifications';

export const INBOX_TOPIC = 'support:inbox';

export type SupportEvent = { type: 'support.changed' };

export const isSupportEvent = (payload: unknown): payload is SupportEvent =>
  typeof payload === 'object' && payload !== null && (payload as { type?: unknown }).type === 'support.changed';

export async function announceInboxChange(em: EntityManager): Promise<void> {
  await publishEvent(em, INBOX_TOPIC, { type: 'support.changed' } satisfies SupportEvent);
}

export async function announceConversationChange(em: EntityManager, userId: string): Promise<void> {
  await publishEvent(em, userTopic(userId), { type: 'support.changed' } satisfies SupportEvent);
}
