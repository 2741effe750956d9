// The hotel search statement: hotels with the rooms free on every night of a stay, filtered,
// ordered and paged in one query. It stays raw SQL because availability is computed over the
// stay's nights (generate_series) against the hotel_room_night ledger and the lapsed holds not yet
// swept, which a QueryBuilder would only make harder to read. Rows come back as Hotel
// entities (em.map), so nothing here copies the table's columns. bench/ runs the same SQL.
import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Hotel } from '@db/entities/hotel';
import type { HotelSort } from '@shared/travel-terms';
import { placePattern } from '../../core/catalogue-query';
import { lapsedHoldSql } from '../../core/inventory/lapsed-holds';
import type { CatalogueTranslations } from '@shared/catalogue-translations';

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
  /**
   * Only hotels where the party fits (room-allocation.ts's rule, which then picks the cheapest
   * rooms): at least `minRooms` rooms free, and the `maxRooms` largest free rooms sleep the
   * adults and the children at or over the hotel's age limit, and have beds for the younger ones.
   */
  fits?: { minRooms: number; maxRooms: number; adults: number; childAges: number[] };
  /** The order of the results; absent: best rated, then cheapest. */
  sort?: HotelSort;
}

/**
 * Each order ends on the name and id so a page boundary never splits ties differently.
 * 'rating' is the travellers' review average where there are reviews, else the catalogue
 * rating; 'distance' puts hotels without a known position last.
 */
const HOTEL_ORDER: Record<HotelSort | 'default', string> = {
  default: 'c.rating desc, c.price_per_night_cents asc',
  price: 'c.price_per_night_cents asc, c.rating desc',
  price_desc: 'c.price_per_night_cents desc, c.rating desc',
  rating: 'coalesce(r.review_rating, c.rating::float8) desc, c.price_per_night_cents asc',
  distance: 'ps.km_from_centre asc nulls last, c.price_per_night_cents asc',
};

/** Great-circle km between two lat/lng column pairs in SQL (the haversine of @shared/geo's distanceKm). */
function distanceKmSql(lat1: string, lng1: string, lat2: string, lng2: string): string {
  return `(2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;
}

/** A room type with its rooms free on every night of the stay. */
export interface RoomTypeFree {
  id: string;
  name: string;
  maxOccupancy: number;
  pricePerNightCents: number;
  rooms: number;
  free: number;
  /** Its name in Kiswahili and Arabic (null: none written). */
  translations: CatalogueTranslations<'name'> | null;
}

export interface HotelWithRooms {
  hotel: Hotel;
  /** Rooms free on every night of the stay, all types together. */
  roomsAvailable: number;
  /** Its room types, cheapest first. */
  roomTypes: RoomTypeFree[];
  /** The travellers' review average (one decimal), null without reviews. */
  reviewRating: number | null;
  /** Its place on the map and the km from its city's centre, null when not known. */
  position: { lat: number; lng: number; kmFromCentre: number } | null;
}

/**
 * The SQL of a hotel search (with `?` placeholders) and its parameters. A room type's free
 * rooms on a night are its capacity minus the rooms of active bookings (the hotel_room_night
 * ledger, whose capacity follows the type's rooms; `rooms` for nights nobody booked yet; never
 * more than `rooms`), plus the rooms of lapsed holds no sweep has released; for the stay, the
 * least over its nights. A hotel fits the party when its `maxRooms` largest free rooms (by
 * occupancy) sleep the party and it has `minRooms` free.
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
  const fits = filters.fits ?? { minRooms: 0, maxRooms: 0, adults: 0, childAges: [] };
  const ages = `{${fits.childAges.map((age) => Math.trunc(age)).join(',')}}`;
  params.push(fits.maxRooms, ages, fits.minRooms, fits.adults, fits.childAges.length, page.limit, page.offset);
  const sql = `with stay as (
       select (?::date + i) as night from generate_series(0, ? - 1) as i
     ), lapsed as (
       select r."roomTypeId" as room_type_id, s.night, sum(r.rooms)::int as rooms
         from booking b
         cross join jsonb_to_recordset(b.held_rooms) as r("roomTypeId" text, rooms int)
         join stay s on s.night >= b.start_date and s.night < b.end_date
        where b.type = 'hotel' and b.held_rooms is not null and ${lapsedHoldSql('b')}
        group by r."roomTypeId", s.night
     ), candidates as (
       select h.* from hotel h ${where.length ? `where ${where.join(' and ')}` : ''}
     ), type_free as (
       select t.id, t.hotel_id, t.name, t.max_occupancy, t.price_per_night_cents, t.rooms, t.translations,
              greatest(0, min(least(coalesce(n.capacity, t.rooms), t.rooms) - coalesce(n.booked, 0) + coalesce(l.rooms, 0)))::int as free
         from candidates c join hotel_room_type t on t.hotel_id = c.id cross join stay s
         left join hotel_room_night n on n.room_type_id = t.id and n.night = s.night
         left join lapsed l on l.room_type_id = t.id and l.night = s.night
        group by t.id
     ), ranked as (
       select f.*, coalesce(sum(f.free) over (partition by f.hotel_id order by f.max_occupancy desc, f.id rows between unbounded preceding and 1 preceding), 0) as free_before
         from type_free f
     ), availability as (
       select hotel_id as id, sum(free)::int as rooms_available,
              sum(max_occupancy * least(free, greatest(0, ?::int - free_before)))::int as largest_sleep,
              json_agg(json_build_object('id', id, 'name', name, 'maxOccupancy', max_occupancy, 'pricePerNightCents', price_per_night_cents,
                                         'rooms', rooms, 'free', free, 'translations', translations) order by price_per_night_cents, max_occupancy desc, id) as room_types
         from ranked group by hotel_id
     ), reviews as (
       select v.item_id, round(avg(v.rating), 1)::float8 as review_rating
         from travel_review v where v.item_type = 'hotel' and v.item_id in (select id from candidates) group by v.item_id
     ), positions as (
       select distinct on (p.hotel_id) p.hotel_id, p.lat, p.lng, ${distanceKmSql('tc.center_lat', 'tc.center_lng', 'p.lat', 'p.lng')} as km_from_centre
         from place p join taxi_city tc on tc.id = p.city_id
        where p.hotel_id in (select id from candidates) order by p.hotel_id, p.id
     )
     select c.*, a.rooms_available, a.room_types, r.review_rating, ps.lat as position_lat, ps.lng as position_lng, ps.km_from_centre,
            count(*) over () as total
       from candidates c join availability a on a.id = c.id
       left join reviews r on r.item_id = c.id
       left join positions ps on ps.hotel_id = c.id
      cross join lateral (select count(*)::int as older from unnest(?::int[]) as age where age >= c.child_age_limit) o
      where a.rooms_available >= ? and a.largest_sleep >= greatest(?::int + o.older, ?::int - o.older)
      order by ${HOTEL_ORDER[filters.sort ?? 'default']}, c.name asc, c.id asc
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
  const rows = await em.execute<
    (EntityDictionary<Hotel> & {
      rooms_available: number;
      room_types: RoomTypeFree[];
      review_rating: number | null;
      position_lat: number | null;
      position_lng: number | null;
      km_from_centre: number | null;
      total: string;
    })[]
  >(sql, params);
  // Past the last page the window count has no row to ride on: count from the first page.
  if (rows.length === 0 && page.offset > 0) return { rows: [], total: (await findHotelsWithFreeRooms(em, stay, filters, { limit: 1, offset: 0 })).total };
  return {
    rows: rows.map(({ rooms_available, room_types, review_rating, position_lat, position_lng, km_from_centre, total: _total, ...columns }) => ({
      hotel: em.map(Hotel, columns),
      roomsAvailable: rooms_available,
      roomTypes: room_types,
      reviewRating: review_rating === null ? null : Number(review_rating),
      position:
        position_lat === null || position_lng === null || km_from_centre === null
          ? null
          : { lat: Number(position_lat), lng: Number(position_lng), kmFromCentre: Math.round(Number(km_from_centre) * 10) / 10 },
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  };
}
