import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { AUDIT_ACTIONS, AUDIT_ITEM_TYPES, type AuditSnapshot } from '@shared/schemas/audit';

// The audit trail: one row per change staff make (who, what, before and after, when). It is
// append-only: a trigger in the migration refuses UPDATE, DELETE and TRUNCATE, so not even a
// bug (or a hand-written statement) can rewrite history. The actor is stored by id and by the
// username it had, without a foreign key, so deleting an account never touches its events.
export const AuditEvent = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_event',
  indexes: [
    { name: 'audit_event_actor_index', properties: ['actorId', 'id'] },
    { name: 'audit_event_item_index', properties: ['itemType', 'itemId', 'id'] },
  ],
  properties: (p) => ({
    id: p.bigint('string').primary().autoincrement(),
    at: p.datetime().defaultRaw('now()'),
    actorId: p.uuid(),
    actorUsername: p.string(),
    action: p.enum([...AUDIT_ACTIONS]),
    itemType: p.enum([...AUDIT_ITEM_TYPES]),
    itemId: p.string(),
    itemLabel: p.string().nullable(),
    before: p.json<AuditSnapshot>().nullable(),
    after: p.json<AuditSnapshot>().nullable(),
  }),
});
export type AuditEvent = InferEntity<typeof AuditEvent>;
