import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';

/**
 * Inserts or updates rows by primary key, so seeding twice changes nothing and re-seeding
 * after editing the demo data updates it. Rows the seed does not name are left alone.
 */
export async function upsertAll<T extends object>(em: EntityManager, entity: EntityName<T>, rows: object[]) {
  if (rows.length === 0) return;
  await em.upsertMany(entity, rows as never[]);
}
