// The audit trail's writing side: every staff change records who did what to which item, with
// the fields before and after, in the same transaction as the change (so an event exists
// exactly when the change does). The table is append-only (a trigger refuses UPDATE, DELETE
// and TRUNCATE); reading it is features/audit. docs/back-office.md.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEvent } from '@db/entities/audit-event';
import type { AuditAction, AuditItemType, AuditSnapshot } from '@shared/schemas/audit';

export interface AuditActor {
  id: string;
  username: string;
}

export interface AuditRecord {
  action: AuditAction;
  itemType: AuditItemType;
  itemId: string;
  itemLabel?: string | null;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
}

export async function recordAudit(em: EntityManager, actor: AuditActor, record: AuditRecord): Promise<void> {
  if (!em.isInTransaction()) throw new Error('recordAudit must run inside the transaction of the change it records');
  await em.insert(AuditEvent, {
    actorId: actor.id,
    actorUsername: actor.username,
    action: record.action,
    itemType: record.itemType,
    itemId: record.itemId,
    itemLabel: record.itemLabel ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** The fields of `after` whose values differ from `before`, as two snapshots (unchanged fields left out). */
export function changedFields<T extends AuditSnapshot>(before: T, after: T): { before: AuditSnapshot; after: AuditSnapshot } | null {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
