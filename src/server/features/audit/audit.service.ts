// Reading the audit trail (writing it: core/audit.ts): newest first, filtered by the staff
// member who acted and/or by the item changed, a page at a time by id cursor.
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEvent } from '@db/entities/audit-event';
import type { AuditItemType, AuditPage } from '@shared/schemas/audit';

export const DEFAULT_AUDIT_PAGE = 30;

export async function listAuditEvents(
  em: EntityManager,
  filters: { actorId?: string; itemType?: AuditItemType; itemId?: string; cursor?: string; limit?: number } = {},
): Promise<AuditPage> {
  const limit = filters.limit ?? DEFAULT_AUDIT_PAGE;
  const where: FilterQuery<AuditEvent> = {};
  if (filters.actorId) where.actorId = filters.actorId;
  if (filters.itemType) where.itemType = filters.itemType;
  if (filters.itemId) where.itemId = filters.itemId;
  if (filters.cursor) where.id = { $lt: filters.cursor };
  const rows = await em.find(AuditEvent, where, { orderBy: { id: 'desc' }, limit: limit + 1 });
  const page = rows.slice(0, limit);
  return {
    items: page.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      actor: { id: event.actorId, username: event.actorUsername },
      action: event.action,
      itemType: event.itemType,
      itemId: event.itemId,
      itemLabel: event.itemLabel ?? null,
      before: event.before ?? null,
      after: event.after ?? null,
    })),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  };
}
