// The tour list statement: every published package with its first departure on or after a date that
// still has places. It stays raw SQL because "first departure with places left" is a lateral
// join whose places add back the lapsed holds not yet swept. Rows come back as TourPackage
// entities (em.map), so nothing here copies the table's columns. bench/ runs the same SQL.
import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TourPackage } from '@db/entities/tour-package';
import { placePattern } from '../../core/catalogue-query';
import { lapsedHoldSql } from '../../core/inventory/lapsed-holds';

export interface TourWithNextDeparture {
  tour: TourPackage;
  /** The first departure on or after the date asked that has places left, if any. */
  departureDate: string | null;
  placesAvailable: number | null;
}

/** The SQL of the package list (with `?` placeholders) and its parameters. */
export function tourListSql(from: string, text?: string, id?: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [from];
  let where = `where t.status = 'published'`;
  if (id !== undefined) {
    where += ' and t.id = ?';
    params.push(id);
  }
  if (text) {
    const pattern = placePattern(text);
    where += ' and (t.name ilike ? or t.location ilike ? or t.description ilike ?)';
    params.push(pattern, pattern, pattern);
  }
  const sql = `select t.*, d.departure_date, d.places_available
       from tour_package t
       left join lateral (
         select x.departure_date, x.places_available from (
           select dep.departure_date,
                  (dep.capacity - dep.booked + coalesce((
                     select sum(b.quantity) from booking b
                      where b.type = 'tour' and b.item_id = dep.tour_id and b.start_date = dep.departure_date and ${lapsedHoldSql('b')}
                   ), 0))::int as places_available
             from tour_departure dep where dep.tour_id = t.id and dep.departure_date >= ?::date
         ) x where x.places_available > 0 order by x.departure_date limit 1
       ) d on true
      ${where}
      order by t.sort_order, t.id`;
  return { sql, params };
}

/** The packages in catalogue order (or the one `id`), each with its next departure with places from `from`. */
export async function findToursWithNextDeparture(em: EntityManager, from: string, text?: string, id?: string): Promise<TourWithNextDeparture[]> {
  const { sql, params } = tourListSql(from, text, id);
  const rows = await em.execute<(EntityDictionary<TourPackage> & { departure_date: string | null; places_available: number | null })[]>(sql, params);
  return rows.map(({ departure_date, places_available, ...columns }) => ({
    tour: em.map(TourPackage, columns),
    departureDate: departure_date,
    placesAvailable: places_available,
  }));
}
