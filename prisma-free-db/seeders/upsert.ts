// Typed bulk writes for the seeders. Seeding runs at every start, so both are one statement
// per table (per chunk), and both are safe when two app instances seed at the same time.
import type { EntityData, EntityName, FilterQuery, RequiredEntityData, UpsertManyOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Inserts or updates rows by primary key, so seeding twice changes nothing and re-seeding
 * after editing the demo data updates it. Rows the seed does not name are left alone, and so
 * are rows `onConflictWhere` excludes (those staff edited).
 */
export async function upsertAll<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  rows: EntityData<T>[],
  options: Pick<UpsertManyOptions<T>, 'onConflictWhere'> = {},
) {
  if (rows.length === 0) return;
  await em.upsertMany(entity, rows, options);
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement. */
const CHUNK_SIZE = 1_000;

/**
 * Inserts rows whose primary key does not exist yet (INSERT ... ON CONFLICT DO NOTHING) and
 * leaves existing rows alone (a flight's seats may be sold). Returns how many were inserted.
 */
export async function insertNew<T extends object>(em: EntityManager, entity: EntityName<T>, rows: RequiredEntityData<T>[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    const result = await em
      .createQueryBuilder(entity)
      .insert(rows.slice(start, start + CHUNK_SIZE))
      .onConflict()
      .ignore()
      .execute('run');
    inserted += result.affectedRows;
  }
  return inserted;
}

/** The string primary keys (`id`) of the rows matching `where`, without loading entities. */
export async function existingIds<T extends { id: string }>(em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>): Promise<Set<string>> {
  const rows = await em.createQueryBuilder(entity).select('id').where(where).execute<{ id: string }[]>('all', false);
  return new Set(rows.map((row) => row.id));
}
