// The /search lists' sort and the tours tab's filters, on the server where the lists are paged:
// walking every page of a sorted list gives one order over all of them, ratings come from the
// travellers' reviews where there are some, and the tours' duration, price and region filters
// keep only the packages that match.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { amountToCents } from '@shared/money';
import { distanceKm } from '@shared/geo';
import type { Car } from '@shared/schemas/cars';
import type { Flight } from '@shared/schemas/flights';
import type { Hotel } from '@shared/schemas/hotels';
import type { TourPackage } from '@shared/schemas/tours';
import type { SessionUser } from '../../src/server/features/auth';
import { createHotel, createUser, inDays, sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await app.fetch(path);
  return { status: res.status, body: (await res.json()) as T };
}

/** Every item of a paged list, page by page (limit 3, so the order must hold across pages). */
async function allPages<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await app.fetch(`${path}&limit=3&page=${page}`);
    expect(res.status, path).toBe(200);
    items.push(...((await res.json()) as T[]));
    if (page * 3 >= Number(res.headers.get('x-total-count'))) return items;
  }
  throw new Error(`${path}: too many pages`);
}

const cents = (amount: string) => amountToCents(amount);
const isSorted = (values: number[], direction: 'asc' | 'desc' = 'asc') =>
  values.every((value, index) => index === 0 || (direction === 'asc' ? values[index - 1] <= value : values[index - 1] >= value));

/** A stay of the user's at the hotel, paid, whose check-out is past: what a review is written from. */
async function pastStay(user: SessionUser, hotelId: string): Promise<void> {
  const booking = await app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(5), endDate: inDays(7) });
  await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
  await sql(app, `update booking set start_date = ?::date, end_date = ?::date where id = ?`, [inDays(-3), inDays(-1), booking.id]);
}

describe('hotels: sort', () => {
  const nairobi = `/api/hotels?destination=Nairobi&rating=3&checkIn=${inDays(10)}&checkOut=${inDays(12)}`;

  it('price and price_desc order every page of the list by the price per night', async () => {
    const cheapest = await allPages<Hotel>(`${nairobi}&sort=price`);
    expect(cheapest.length).toBeGreaterThan(3);
    expect(new Set(cheapest.map((hotel) => hotel.id)).size).toBe(cheapest.length);
    expect(isSorted(cheapest.map((hotel) => cents(hotel.pricePerNight)))).toBe(true);
    const dearest = await allPages<Hotel>(`${nairobi}&sort=price_desc`);
    expect(
      isSorted(
        dearest.map((hotel) => cents(hotel.pricePerNight)),
        'desc',
      ),
    ).toBe(true);
    expect(new Set(dearest.map((hotel) => hotel.id))).toEqual(new Set(cheapest.map((hotel) => hotel.id)));
    // The default order is still best rated first.
    const byDefault = await allPages<Hotel>(nairobi);
    expect(
      isSorted(
        byDefault.map((hotel) => Number(hotel.rating)),
        'desc',
      ),
    ).toBe(true);
    expect(byDefault.map((hotel) => hotel.id)).not.toEqual(cheapest.map((hotel) => hotel.id));
  });

  it('distance orders by the km from the city centre, which each hotel carries with its position', async () => {
    const nearest = await allPages<Hotel>(`${nairobi}&sort=distance`);
    const [centre] = await sql<{ lat: number; lng: number }>(app, `select center_lat as lat, center_lng as lng from taxi_city where id = 'nairobi'`);
    for (const hotel of nearest) {
      expect(hotel.position, hotel.id).not.toBeNull();
      expect(hotel.position!.kmFromCentre).toBeCloseTo(distanceKm(centre, hotel.position!), 1);
    }
    expect(isSorted(nearest.map((hotel) => hotel.position!.kmFromCentre))).toBe(true);
    expect(nearest[0].position!.kmFromCentre).toBeLessThan(nearest.at(-1)!.position!.kmFromCentre);
  });

  it("rating puts the travellers' review average before the catalogue rating; a hotel without a position comes last by distance", async () => {
    const tag = `Sortcheck ${randomUUID().slice(0, 8)}`;
    const rated = await createHotel(app, { rooms: 3, name: `${tag} Rated`, priceCents: 9_000 });
    const reviewed = await createHotel(app, { rooms: 3, name: `${tag} Reviewed`, priceCents: 8_000 });
    await sql(app, `update hotel set rating = 4.8 where id = ?`, [rated]);
    await sql(app, `update hotel set rating = 4.0 where id = ?`, [reviewed]);
    const search = `/api/hotels?destination=${encodeURIComponent(tag)}&rating=3`;
    const ids = async (sort: string) => (await get<Hotel[]>(`${search}${sort}`)).body.map((hotel) => hotel.id);

    expect(await ids('&sort=rating')).toEqual([rated, reviewed]);
    const user = await createUser(app);
    await pastStay(user, reviewed);
    await app.caller(user).reviews.reviewHotel({ id: reviewed, rating: 5, text: 'Best sleep of the trip' });
    expect(await ids('&sort=rating')).toEqual([reviewed, rated]);
    // The default order keeps to the catalogue's rating.
    expect(await ids('')).toEqual([rated, reviewed]);
    const page = await get<Hotel[]>(`${search}&sort=rating`);
    expect(page.body.map((hotel) => hotel.reviewRating)).toEqual([5, null]);

    // Test hotels have no place in the gazetteer: no position, last by distance (then cheapest first).
    expect(page.body.map((hotel) => hotel.position)).toEqual([null, null]);
    expect(await ids('&sort=distance')).toEqual([reviewed, rated]);
  });

  it('refuses an unknown sort with a 400 naming the field', async () => {
    const res = await get<{ code: string; message: string }>(`/api/hotels?sort=cheapest`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^sort: /);
  });
});

describe('cars and flights: sort', () => {
  it('cars by price per day, cheapest or dearest first, over every page', async () => {
    const cheapest = await allPages<Car>(`/api/cars?pickupDate=${inDays(10)}&returnDate=${inDays(12)}&sort=price`);
    expect(cheapest.length).toBeGreaterThan(3);
    expect(isSorted(cheapest.map((car) => cents(car.pricePerDay)))).toBe(true);
    const dearest = await allPages<Car>(`/api/cars?pickupDate=${inDays(10)}&returnDate=${inDays(12)}&sort=price_desc`);
    expect(
      isSorted(
        dearest.map((car) => cents(car.pricePerDay)),
        'desc',
      ),
    ).toBe(true);
    expect((await get<{ message: string }>('/api/cars?sort=distance')).status).toBe(400);
  });

  it('flights by departure (default), price or duration', async () => {
    const route = `/api/flights?from=DXB&to=CDG&date=${inDays(5)}`;
    const byDeparture = await allPages<Flight>(route);
    expect(byDeparture.length).toBeGreaterThanOrEqual(2);
    expect(isSorted(byDeparture.map((flight) => Number(flight.departureTime.replace(':', ''))))).toBe(true);
    const byPrice = await allPages<Flight>(`${route}&sort=price`);
    expect(isSorted(byPrice.map((flight) => cents(flight.price)))).toBe(true);
    const byDuration = await allPages<Flight>(`${route}&sort=duration`);
    expect(isSorted(byDuration.map((flight) => flight.durationMinutes))).toBe(true);
    expect(new Set(byDuration.map((flight) => flight.id))).toEqual(new Set(byDeparture.map((flight) => flight.id)));
    expect((await get('/api/flights?sort=rating')).status).toBe(400);
  });
});

describe('tours: filters and sort', () => {
  const list = async (query: string) => {
    const res = await get<TourPackage[]>(`/api/tour-packages?${query}`);
    expect(res.status, query).toBe(200);
    return res.body;
  };

  it('keep the durations, prices and region asked', async () => {
    const all = await list('');
    expect(all.length).toBeGreaterThanOrEqual(8);
    const short = await list('minDays=1&maxDays=3');
    expect(short.length).toBeGreaterThan(0);
    expect(short.map((tour) => tour.id).sort()).toEqual(
      all
        .filter((tour) => tour.durationDays <= 3)
        .map((tour) => tour.id)
        .sort(),
    );
    const week = await list('minDays=4&maxDays=7');
    expect(week.map((tour) => tour.id).sort()).toEqual(
      all
        .filter((tour) => tour.durationDays >= 4 && tour.durationDays <= 7)
        .map((tour) => tour.id)
        .sort(),
    );
    const priced = await list('minPrice=400&maxPrice=900');
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((tour) => cents(tour.price) >= 40_000 && cents(tour.price) <= 90_000)).toBe(true);
    expect(priced.length).toBeLessThan(all.length);
    const kenya = await list('region=Kenya');
    expect(kenya.length).toBeGreaterThan(0);
    expect(kenya.every((tour) => tour.location.includes('Kenya'))).toBe(true);
    expect(kenya.length).toBe(all.filter((tour) => tour.location.includes('Kenya')).length);
    // In Arabic the region is the same place.
    expect((await list(`region=${encodeURIComponent('كينيا')}`)).map((tour) => tour.id)).toEqual(kenya.map((tour) => tour.id));
    // Filters combine, with the text searched.
    const both = await list('region=Kenya&maxDays=3&query=Mara');
    expect(both.map((tour) => tour.location)).toEqual(['Maasai Mara, Kenya']);
  });

  it('sort by price, duration or the travellers’ rating (unreviewed last)', async () => {
    expect(isSorted((await list('sort=price')).map((tour) => cents(tour.price)))).toBe(true);
    expect(
      isSorted(
        (await list('sort=price_desc')).map((tour) => cents(tour.price)),
        'desc',
      ),
    ).toBe(true);
    expect(isSorted((await list('sort=duration')).map((tour) => tour.durationDays))).toBe(true);

    const user = await createUser(app);
    const [departure] = (await app.caller().tours.departures({ id: 'tour-7' })).filter((entry) => entry.placesAvailable > 0);
    const booking = await app.caller(user).bookings.create({
      type: 'tour',
      itemId: 'tour-7',
      startDate: departure.date,
      quantity: 1,
      tourTravellers: [{ givenNames: 'Amina', surname: 'Odhiambo' }],
    });
    await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
    await sql(app, `update booking set start_date = ?::date, end_date = ?::date where id = ?`, [inDays(-8), inDays(-2), booking.id]);
    await app.caller(user).reviews.reviewTour({ id: 'tour-7', rating: 5, text: 'The migration!' });

    const byRating = await list('sort=rating');
    const ratings = byRating.map((tour) => tour.reviewRating ?? null);
    const reviewed = ratings.filter((rating) => rating !== null) as number[];
    expect(reviewed.length).toBeGreaterThan(0);
    expect(isSorted(reviewed, 'desc')).toBe(true);
    // Every reviewed package comes before every unreviewed one.
    expect(ratings.slice(0, reviewed.length).every((rating) => rating !== null)).toBe(true);
    expect(byRating.find((tour) => tour.id === 'tour-7')?.reviewRating).not.toBeNull();
  });

  it('refuse ranges that end before they start, and unknown sorts, naming the field', async () => {
    for (const [query, field] of [
      ['minDays=5&maxDays=2', 'maxDays'],
      ['minPrice=900&maxPrice=100', 'maxPrice'],
      ['sort=distance', 'sort'],
      ['minDays=0', 'minDays'],
    ]) {
      const res = await get<{ message: string }>(`/api/tour-packages?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('/api/openapi.json', () => {
  it('documents the new optional query parameters', async () => {
    const doc = (await get<{ paths: Record<string, { get: { parameters?: { name: string; required?: boolean }[] } }> }>('/api/openapi.json')).body;
    const params = (path: string) => Object.fromEntries((doc.paths[path].get.parameters ?? []).map((param) => [param.name, param.required ?? false]));
    expect(params('/api/hotels')).toMatchObject({ sort: false });
    expect(params('/api/cars')).toMatchObject({ sort: false });
    expect(params('/api/flights')).toMatchObject({ sort: false });
    expect(params('/api/tour-packages')).toMatchObject({
      sort: false,
      region: false,
      minDays: false,
      maxDays: false,
      minPrice: false,
      maxPrice: false,
      query: false,
    });
  });
});
