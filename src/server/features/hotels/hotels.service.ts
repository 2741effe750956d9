import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors';
import { centsToAmount } from '../../../shared/money';
import { roomsForGuests, type Hotel, type HotelPage } from '../../../shared/schemas/hotels';
import { DEFAULT_PAGE_SIZE, addDays, daysBetween } from '../../../shared/schemas/travel';
import { lapsedHold, assertBookableDate, containsPattern, fieldError, pageOf, today } from '../search/travel-query';

export interface HotelFilters {
  destination?: string;
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  page?: number;
  limit?: number;
}

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/** The stay a search is about: the dates given, or tonight. Past check-ins are refused. */
export function resolveStay(checkIn: string | undefined, checkOut: string | undefined, todayDate = today()): Stay {
  if (checkOut && !checkIn) throw fieldError('checkIn', 'Required when checkOut is given');
  const start = checkIn ?? todayDate;
  const end = checkOut ?? addDays(start, 1);
  assertBookableDate('checkIn', start, todayDate);
  const nights = daysBetween(start, end);
  if (nights < 1) throw fieldError('checkOut', 'Must be after checkIn');
  return { checkIn: start, checkOut: end, nights };
}

interface HotelRow {
  id: string;
  name: string;
  location: string;
  city: string;
  country: string;
  description: string;
  price_per_night_cents: number;
  currency: string;
  rating: string;
  amenities: string[];
  images: string[];
  rooms: number;
  rooms_available: number;
  total: string;
}

export interface HotelQueryFilters {
  id?: string;
  destination?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  minRating?: number;
  minRooms: number;
}

/**
 * The SQL of a hotel search (with `?` placeholders) and its parameters: hotels with the rooms
 * free on every night of the stay. A night's free rooms are its capacity minus the rooms of
 * active bookings (the hotel_night ledger), plus the rooms of lapsed holds no sweep has
 * released yet. Filters, order and paging all happen in SQL. (bench/ runs the same SQL.)
 */
export function hotelSearchSql(stay: Stay, filters: HotelQueryFilters, page: { limit: number; offset: number }): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [stay.checkIn, stay.nights];
  if (filters.id !== undefined) {
    where.push('h.id = ?');
    params.push(filters.id);
  }
  if (filters.destination) {
    const pattern = containsPattern(filters.destination);
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
        where b.type = 'hotel' and ${lapsedHold('b')}
        group by b.item_id, s.night
     ), candidates as (
       select h.* from hotel h ${where.length ? `where ${where.join(' and ')}` : ''}
     ), availability as (
       select c.id, min(coalesce(n.capacity, c.rooms) - coalesce(n.booked, 0) + coalesce(l.quantity, 0))::int as rooms_available
         from candidates c cross join stay s
         left join hotel_night n on n.hotel_id = c.id and n.night = s.night
         left join lapsed l on l.item_id = c.id and l.night = s.night
        group by c.id
     )
     select c.id, c.name, c.location, c.city, c.country, c.description, c.price_per_night_cents, c.currency, c.rating::text as rating,
            c.amenities, c.images, c.rooms, a.rooms_available, count(*) over () as total
       from candidates c join availability a on a.id = c.id
      where a.rooms_available >= ?
      order by c.rating desc, c.price_per_night_cents asc, c.name asc
      limit ? offset ?`;
  return { sql, params };
}

async function queryHotels(em: EntityManager, stay: Stay, filters: HotelQueryFilters, page: { limit: number; offset: number }): Promise<{ rows: HotelRow[]; total: number }> {
  const { sql, params } = hotelSearchSql(stay, filters, page);
  const rows = await em.execute<HotelRow[]>(sql, params);
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

function toHotelDto(row: HotelRow, stay: Stay): Hotel {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    city: row.city,
    country: row.country,
    description: row.description,
    pricePerNight: centsToAmount(row.price_per_night_cents),
    currency: row.currency,
    rating: row.rating,
    amenities: row.amenities,
    images: row.images,
    totalRooms: row.rooms,
    roomsAvailable: Math.max(0, row.rooms_available),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
  };
}

const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** GET /api/hotels: hotels with enough free rooms for the guests on every night, best rated first. */
/** The query a search asks for: its stay, SQL filters and page. */
export function hotelSearchPlan(filters: HotelFilters) {
  const stay = resolveStay(filters.checkIn, filters.checkOut);
  const roomsNeeded = roomsForGuests(filters.guests ?? 1);
  const { page, limit, offset } = pageOf(filters, DEFAULT_PAGE_SIZE);
  const sqlFilters: HotelQueryFilters = {
    destination: filters.destination,
    minPriceCents: filters.minPrice === undefined ? undefined : dollarsToCents(filters.minPrice),
    maxPriceCents: filters.maxPrice === undefined ? undefined : dollarsToCents(filters.maxPrice),
    minRating: filters.rating,
    minRooms: roomsNeeded,
  };
  return { stay, roomsNeeded, page, limit, offset, sqlFilters };
}

export async function searchHotels(em: EntityManager, filters: HotelFilters): Promise<HotelPage> {
  const { stay, roomsNeeded, page, limit, offset, sqlFilters } = hotelSearchPlan(filters);
  const { rows, total } = await queryHotels(em, stay, sqlFilters, { limit, offset });
  return {
    items: rows.map((row) => toHotelDto(row, stay)),
    total,
    page,
    limit,
    hasMore: offset + rows.length < total,
    ...stay,
    roomsNeeded,
  };
}

/** One hotel with its free rooms for the stay (0 when full): checkout shows what is bought. */
export async function getHotel(em: EntityManager, id: string, checkIn?: string, checkOut?: string): Promise<Hotel> {
  const stay = resolveStay(checkIn, checkOut);
  const { rows } = await queryHotels(em, stay, { id, minRooms: Number.MIN_SAFE_INTEGER }, { limit: 1, offset: 0 });
  if (!rows[0]) throw notFound('Hotel not found');
  return toHotelDto(rows[0], stay);
}
