// The hotel search statement: hotels with the rooms free on every night of a stay, filtered,
// ordered and paged in one query. It stays raw SQL because availability is computed over the
// stay's nights (generate_series) against the hotel_night ledger and the lapsed holds not yet
// swept, which a QueryBuilder would only make harder to read. Rows come back as Hotel
// entities (em.map), so nothing here copies the table's columns. bench/ runs the same SQL.
import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Hotel } from '@db/entities/hotel';
import { placePattern } from '../../core/catalogue-query';
import { lapsedHoldSql } from '../../core/inventory/lapsed-holds';

/** The nights asked about: check-in up to (not including) check-out. */
export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

export interface HotelQueryFilters {
  id?: string;
  destination?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  minRating?: number;
  minRooms: number;
}

export interface HotelWithRooms {
  hotel: Hotel;
  /** Rooms free on every night of the stay (may be negative when overbooked by lapsed data: clamp it). */
  roomsAvailable: number;
}

/**
 * The SQL of a hotel search (with `?` placeholders) and its parameters. A night's free rooms
 * are its capacity minus the rooms of active bookings (the hotel_night ledger, whose capacity
 * follows the hotel's rooms; `rooms` for nights nobody booked yet; never more than `rooms`),
 * plus the rooms of lapsed holds no sweep has released.
 */
export function hotelSearchSql(stay: Stay, filters: HotelQueryFilters, page: { limit: number; offset: number }): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [stay.checkIn, stay.nights];
  if (filters.id !== undefined) {
    where.push('h.id = ?');
    params.push(filters.id);
  }
  if (filters.destination) {
    const pattern = placePattern(filters.destination);
    where.push('(h.name ilike ? or h.location ilike ?)');
    params.push(pattern, pattern);
  }
  if (filters.minPriceCents !== undefined) {
    where.push('h.price_per_night_cents >= ?');
    params.push(filters.minPriceCents);
  }
  if (filters.maxPriceCents !== undefined) {
    where.push('h.price_per_night_cents <= ?');
    params.push(filters.maxPriceCents);
  }
  if (filters.minRating !== undefined) {
    where.push('h.rating >= ?');
    params.push(filters.minRating);
  }
  params.push(filters.minRooms, page.limit, page.offset);
  const sql = `with stay as (
       select (?::date + i) as night from generate_series(0, ? - 1) as i
     ), lapsed as (
       select b.item_id, s.night, sum(b.quantity)::int as quantity
         from booking b join stay s on s.night >= b.start_date and s.night < b.end_date
        where b.type = 'hotel' and ${lapsedHoldSql('b')}
        group by b.item_id, s.night
     ), candidates as (
       select h.* from hotel h ${where.length ? `where ${where.join(' and ')}` : ''}
     ), availability as (
       select c.id, min(least(coalesce(n.capacity, c.rooms), c.rooms) - coalesce(n.booked, 0) + coalesce(l.quantity, 0))::int as rooms_available
         from candidates c cross join stay s
         left join hotel_night n on n.hotel_id = c.id and n.night = s.night
         left join lapsed l on l.item_id = c.id and l.night = s.night
        group by c.id
     )
     select c.*, a.rooms_available, count(*) over () as total
       from candidates c join availability a on a.id = c.id
      where a.rooms_available >= ?
      order by c.rating desc, c.price_per_night_cents asc, c.name asc
      limit ? offset ?`;
  return { sql, params };
}

/** One page of hotels with their free rooms for the stay, and the total over all pages. */
export async function findHotelsWithFreeRooms(
  em: EntityManager,
  stay: Stay,
  filters: HotelQueryFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: HotelWithRooms[]; total: number }> {
  const { sql, params } = hotelSearchSql(stay, filters, page);
  const rows = await em.execute<(EntityDictionary<Hotel> & { rooms_available: number; total: string })[]>(sql, params);
  // Past the last page the window count has no row to ride on: count from the first page.
  if (rows.length === 0 && page.offset > 0) return { rows: [], total: (await findHotelsWithFreeRooms(em, stay, filters, { limit: 1, offset: 0 })).total };
  return {
    rows: rows.map(({ rooms_available, total: _total, ...columns }) => ({ hotel: em.map(Hotel, columns), roomsAvailable: rooms_available })),
    total: rows.length ? Number(rows[0].total) : 0,
  };
}
