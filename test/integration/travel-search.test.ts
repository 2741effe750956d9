import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { amountToCents } from '@shared/money';
import type { Car } from '@shared/schemas/cars';
import type { Flight } from '@shared/schemas/flights';
import type { Hotel } from '@shared/schemas/hotels';
import type { TourDeparture, TourPackage } from '@shared/schemas/tours';
import { SCHEDULE_DAYS_AHEAD, addDays, travelToday } from '@shared/schemas/travel';
import { createHotel, createUser, inDays, sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function get<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await app.fetch(path);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

async function expectBadRequest(path: string, field: string) {
  const res = await get<{ message: string; code: string }>(path);
  expect(res.status, `${path} → 400`).toBe(400);
  expect(res.body.code).toBe('BAD_REQUEST');
  expect(res.body.message).toMatch(new RegExp(`^${field}: `));
}

const cents = (amount: string) => amountToCents(amount);

describe('demo catalogue', () => {
  it('has at least 30 hotels across East Africa and the Gulf, with local pictures', async () => {
    const [{ n, cities }] = await sql<{ n: number; cities: string[] }>(app, `select count(*)::int as n, array_agg(distinct city) as cities from hotel`);
    expect(n).toBeGreaterThanOrEqual(30);
    for (const city of [
      'Nairobi',
      'Mombasa',
      'Zanzibar',
      'Arusha',
      'Kampala',
      'Kigali',
      'Addis Ababa',
      'Dubai',
      'Doha',
      'Dar es Salaam',
      'Entebbe',
      'Diani',
      'Abu Dhabi',
      'Muscat',
    ]) {
      expect(cities).toContain(city);
    }
    const images = await sql<{ image: string }>(app, `select distinct jsonb_array_elements_text(images) as image from hotel`);
    for (const { image } of images) expect(image).toMatch(/^\/images\/hotels\/hotel-[1-8]\.svg$/);
  });

  it('publishes a DXB→CDG flight on every one of the coming days, direct and one-stop', async () => {
    const rows = await sql<{ day: string; flights: number; direct: number; one_stop: number }>(
      app,
      `select d::date::text as day,
              count(f.id)::int as flights,
              count(f.id) filter (where f.stops = 0)::int as direct,
              count(f.id) filter (where f.stops = 1)::int as one_stop
         from generate_series(?::date, ?::date, interval '1 day') d
         left join flight f on f.departure_date = d::date and f.from_code = 'DXB' and f.to_code = 'CDG'
        group by d order by d`,
      [travelToday(), inDays(SCHEDULE_DAYS_AHEAD - 1)],
    );
    expect(rows).toHaveLength(SCHEDULE_DAYS_AHEAD);
    for (const row of rows) {
      expect(row.flights, row.day).toBeGreaterThanOrEqual(1);
      expect(row.direct, row.day).toBeGreaterThanOrEqual(1);
      expect(row.one_stop, row.day).toBeGreaterThanOrEqual(1);
    }
    const [{ n }] = await sql<{ n: number }>(app, `select count(*)::int as n from flight`);
    expect(n).toBeLessThan(5000);
  });

  it('has a fleet at Dubai Airport and the region, and departures for the eight tours', async () => {
    const locations = await get<{ name: string }[]>('/api/car-locations');
    expect(locations.body[0].name).toBe('Dubai Airport');
    expect(locations.body.map((l) => l.name)).toEqual(
      expect.arrayContaining([
        'Nairobi JKIA',
        'Zanzibar Airport',
        'Kilimanjaro Airport',
        'Entebbe Airport',
        'Kigali Airport',
        'Doha Airport',
        'Dubai Marina',
        'Nairobi CBD',
      ]),
    );
    const departures = await sql<{ tour_id: string; n: number }>(
      app,
      `select tour_id, count(*)::int as n from tour_departure where departure_date >= ?::date group by tour_id order by tour_id`,
      [travelToday()],
    );
    expect(departures.map((d) => d.tour_id)).toEqual(['tour-1', 'tour-2', 'tour-3', 'tour-4', 'tour-5', 'tour-6', 'tour-7', 'tour-8']);
  });
});

describe('GET /api/hotels', () => {
  it('lists hotels with the spec fields, best rated first, then cheapest', async () => {
    const { status, body, headers } = await get<Hotel[]>('/api/hotels?limit=50');
    expect(status).toBe(200);
    expect(Number(headers.get('x-total-count'))).toBeGreaterThanOrEqual(30);
    expect(body.length).toBeGreaterThanOrEqual(30);
    const hotel = body[0];
    expect(hotel).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      location: expect.any(String),
      amenities: expect.any(Array),
      images: expect.any(Array),
    });
    expect(hotel.pricePerNight).toMatch(/^\d+\.\d{2}$/);
    expect(hotel.rating).toMatch(/^\d\.\d$/);
    for (let i = 1; i < body.length; i++) {
      const [a, b] = [body[i - 1], body[i]];
      expect(Number(a.rating) > Number(b.rating) || (a.rating === b.rating && cents(a.pricePerNight) <= cents(b.pricePerNight))).toBe(true);
    }
    for (const h of body) expect(h.roomsAvailable).toBeGreaterThan(0);
  });

  it('applies price, rating, destination and guests filters in SQL', async () => {
    const priced = (await get<Hotel[]>('/api/hotels?minPrice=100&maxPrice=150&limit=50')).body;
    expect(priced.length).toBeGreaterThan(0);
    for (const h of priced) {
      expect(cents(h.pricePerNight)).toBeGreaterThanOrEqual(10_000);
      expect(cents(h.pricePerNight)).toBeLessThanOrEqual(15_000);
    }

    const four = (await get<Hotel[]>('/api/hotels?rating=4&limit=50')).body;
    expect(four.length).toBeGreaterThan(0);
    for (const h of four) expect(Number(h.rating)).toBeGreaterThanOrEqual(4);
    const three = (await get<Hotel[]>('/api/hotels?rating=3&limit=50')).body;
    expect(three.length).toBeGreaterThan(four.length);
    const five = (await get<Hotel[]>('/api/hotels?rating=5&limit=50')).body;
    expect(five.length).toBeGreaterThan(0);
    for (const h of five) expect(h.rating).toBe('5.0');

    const zanzibar = (await get<Hotel[]>('/api/hotels?destination=zANZibar&limit=50')).body;
    expect(zanzibar.length).toBeGreaterThanOrEqual(3);
    for (const h of zanzibar) expect(`${h.name} ${h.location}`.toLowerCase()).toContain('zanzibar');
    const byName = (await get<Hotel[]>('/api/hotels?destination=acacia')).body;
    expect(byName.map((h) => h.name)).toEqual(['Acacia Heights Hotel']);
    expect((await get<Hotel[]>('/api/hotels?destination=%25')).body).toEqual([]);

    const combined = (await get<Hotel[]>('/api/hotels?destination=dubai&rating=4&maxPrice=250')).body;
    expect(combined.length).toBeGreaterThan(0);
    for (const h of combined) {
      expect(h.location).toContain('Dubai');
      expect(Number(h.rating)).toBeGreaterThanOrEqual(4);
      expect(cents(h.pricePerNight)).toBeLessThanOrEqual(25_000);
    }
  });

  it('only lists hotels with enough rooms free on every night of the stay', async () => {
    const hotelId = await createHotel(app, { rooms: 2, name: 'Availability Probe Lodge' });
    const user = await createUser(app);
    const [checkIn, checkOut] = [inDays(20), inDays(23)];
    await app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(21), endDate: inDays(22), quantity: 1 });

    const search = (query: string) => get<Hotel[]>(`/api/hotels?destination=Availability%20Probe&${query}`).then((r) => r.body);
    expect(await search(`checkIn=${checkIn}&checkOut=${checkOut}`)).toMatchObject([{ id: hotelId, roomsAvailable: 1, nights: 3, checkIn, checkOut }]);
    // Four guests need two rooms: one night has only one left.
    expect(await search(`checkIn=${checkIn}&checkOut=${checkOut}&guests=4`)).toEqual([]);
    expect(await search(`checkIn=${inDays(22)}&checkOut=${inDays(24)}&guests=4`)).toMatchObject([{ id: hotelId, roomsAvailable: 2 }]);

    // Three guests in standard doubles need two rooms: none fit. Asking for two rooms says so.
    const page = await app.caller().hotels.search({ destination: 'Availability Probe', checkIn, checkOut, guests: 3 });
    expect(page).toMatchObject({ total: 0, roomsNeeded: 1, nights: 3 });
    expect(await app.caller().hotels.search({ destination: 'Availability Probe', checkIn, checkOut, adults: 3, rooms: 2 })).toMatchObject({
      total: 0,
      roomsNeeded: 2,
    });
  });

  it('pages through results', async () => {
    const first = await app.caller().hotels.search({ limit: 10, page: 1 });
    const second = await app.caller().hotels.search({ limit: 10, page: 2 });
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(second.page).toBe(2);
    const ids = new Set(first.items.map((h) => h.id));
    for (const h of second.items) expect(ids.has(h.id)).toBe(false);
    expect(first.total).toBe(second.total);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    await expectBadRequest('/api/hotels?minPrice=-5', 'minPrice');
    await expectBadRequest('/api/hotels?maxPrice=abc', 'maxPrice');
    await expectBadRequest('/api/hotels?minPrice=300&maxPrice=100', 'maxPrice');
    await expectBadRequest('/api/hotels?rating=2', 'rating');
    await expectBadRequest('/api/hotels?rating=4.5', 'rating');
    await expectBadRequest(`/api/hotels?checkIn=${inDays(5)}&checkOut=${inDays(5)}`, 'checkOut');
    await expectBadRequest(`/api/hotels?checkIn=${inDays(5)}&checkOut=${inDays(3)}`, 'checkOut');
    await expectBadRequest(`/api/hotels?checkOut=${inDays(3)}`, 'checkIn');
    await expectBadRequest('/api/hotels?checkIn=2026-13-01', 'checkIn');
    await expectBadRequest('/api/hotels?checkIn=25/12/2026', 'checkIn');
    await expectBadRequest(`/api/hotels?checkIn=${addDays(travelToday(), -1)}`, 'checkIn');
    await expectBadRequest('/api/hotels?guests=0', 'guests');
    await expectBadRequest('/api/hotels?limit=500', 'limit');
  });

  it('treats empty filter fields as no filter', async () => {
    const { status, body } = await get<Hotel[]>('/api/hotels?minPrice=&maxPrice=&rating=&destination=');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
  });
});

describe('GET /api/flights', () => {
  it('lists the default route DXB→CDG with the spec fields', async () => {
    const date = inDays(3);
    const { status, body, headers } = await get<Flight[]>(`/api/flights?from=DXB&to=CDG&date=${date}&passengers=1&class=economy`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(1);
    expect(Number(headers.get('x-total-count'))).toBe(body.length);
    for (const flight of body) {
      expect(flight).toMatchObject({ fromAirport: 'Dubai (DXB)', toAirport: 'Paris (CDG)', fromCode: 'DXB', toCode: 'CDG', date, class: 'economy' });
      expect(flight.price).toMatch(/^\d+\.\d{2}$/);
      expect(flight.departureTime).toMatch(/^\d{2}:\d{2}$/);
      expect(flight.arrivalTime).toMatch(/^\d{2}:\d{2}$/);
      expect(flight.duration).toMatch(/^\d+h \d{2}m$/);
      expect([0, 1]).toContain(flight.stops);
      expect(flight.seatsAvailable).toBeGreaterThan(0);
      expect(flight.airline).toBeTruthy();
      expect(flight.flightNumber).toBeTruthy();
      expect(flight.aircraft).toBeTruthy();
    }
    const times = body.map((f) => f.departureTime);
    expect(times).toEqual([...times].sort());
    const ek73 = body.find((f) => f.flightNumber === 'EK 73');
    expect(ek73).toBeDefined();
  });

  it('filters by class, passengers, date and airports', async () => {
    const date = inDays(4);
    const business = (await get<Flight[]>(`/api/flights?from=DXB&to=CDG&date=${date}&class=Business`)).body;
    const economy = (await get<Flight[]>(`/api/flights?from=DXB&to=CDG&date=${date}&class=economy`)).body;
    expect(business.length).toBeGreaterThan(0);
    for (const f of business) {
      expect(f.class).toBe('business');
      const sameFlight = economy.find((e) => e.flightId === f.flightId)!;
      expect(cents(f.price)).toBeGreaterThan(cents(sameFlight.price));
    }

    const seatId = economy[0].id;
    await sql(app, `update flight_seat set capacity = booked + 3 where id = ?`, [seatId]);
    const forFour = (await get<Flight[]>(`/api/flights?from=DXB&to=CDG&date=${date}&passengers=4`)).body;
    expect(forFour.map((f) => f.id)).not.toContain(seatId);
    for (const f of forFour) expect(f.seatsAvailable).toBeGreaterThanOrEqual(4);
    const forThree = (await get<Flight[]>(`/api/flights?from=DXB&to=CDG&date=${date}&passengers=3`)).body;
    expect(forThree.find((f) => f.id === seatId)?.seatsAvailable).toBe(3);

    const fromNairobi = (await get<Flight[]>(`/api/flights?from=nbo&date=${date}&limit=50`)).body;
    expect(fromNairobi.length).toBeGreaterThan(3);
    for (const f of fromNairobi) expect(f).toMatchObject({ fromCode: 'NBO', date });
    expect(new Set(fromNairobi.map((f) => f.toCode)).size).toBeGreaterThan(3);
  });

  it('shows one-stop flights with their stop', async () => {
    const oneStop = (await get<Flight[]>(`/api/flights?from=DXB&to=CDG&date=${inDays(5)}`)).body.filter((f) => f.stops === 1);
    expect(oneStop.length).toBeGreaterThan(0);
    expect(oneStop[0].via).toMatch(/^[A-Za-z ]+ \([A-Z]{3}\)$/);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    await expectBadRequest('/api/flights?passengers=5', 'passengers');
    await expectBadRequest('/api/flights?passengers=0', 'passengers');
    await expectBadRequest('/api/flights?class=first', 'class');
    await expectBadRequest('/api/flights?date=2026-02-30', 'date');
    await expectBadRequest(`/api/flights?date=${addDays(travelToday(), -2)}`, 'date');
    await expectBadRequest('/api/flights?from=DXB&to=dxb', 'to');
    await expectBadRequest('/api/flights?from=DUBAI', 'from');
  });
});

describe('GET /api/cars', () => {
  it('lists cars at the pickup location with the spec fields', async () => {
    const { status, body } = await get<Car[]>(
      `/api/cars?pickupLocation=Dubai%20Airport&dropoffLocation=Same%20Location&pickupDate=${inDays(10)}&returnDate=${inDays(13)}`,
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(3);
    for (const car of body) {
      expect(car).toMatchObject({ location: 'Dubai Airport', days: 3, dropoffLocation: 'Same Location', oneWayFee: null });
      expect(car.pricePerDay).toMatch(/^\d+\.\d{2}$/);
      expect(car.images[0]).toBe(`/images/cars/${car.category.toLowerCase()}.svg`);
      expect(car.features.length).toBeGreaterThan(0);
      expect(car.unitsAvailable).toBeGreaterThan(0);
      expect(['Automatic', 'Manual']).toContain(car.transmission);
    }
  });

  it('filters by category and keeps one-way drop-offs in the country', async () => {
    const suvs = (await get<Car[]>('/api/cars?pickupLocation=Dubai&category=suv')).body;
    expect(suvs.length).toBeGreaterThan(0);
    for (const car of suvs) expect(car).toMatchObject({ category: 'SUV', city: 'Dubai' });

    const oneWay = (await get<Car[]>('/api/cars?pickupLocation=Dubai%20Airport&dropoffLocation=Dubai%20Marina')).body;
    expect(oneWay.length).toBeGreaterThan(0);
    for (const car of oneWay) expect(car).toMatchObject({ dropoffLocation: 'Dubai Marina', oneWayFee: '50.00' });
    expect((await get<Car[]>('/api/cars?pickupLocation=Dubai%20Airport&dropoffLocation=Nairobi%20JKIA')).body).toEqual([]);
  });

  it('counts a same-day return as one day and refuses bad filters', async () => {
    const sameDay = (await get<Car[]>(`/api/cars?pickupDate=${inDays(8)}&returnDate=${inDays(8)}`)).body;
    expect(sameDay[0].days).toBe(1);
    await expectBadRequest(`/api/cars?pickupDate=${inDays(8)}&returnDate=${inDays(6)}`, 'returnDate');
    await expectBadRequest('/api/cars?category=Truck', 'category');
    await expectBadRequest('/api/cars?pickupDate=tomorrow', 'pickupDate');
    await expectBadRequest('/api/cars?dropoffLocation=Atlantis', 'dropoffLocation');
    await expectBadRequest(`/api/cars?pickupDate=${addDays(travelToday(), -1)}`, 'pickupDate');
  });
});

describe('GET /api/tour-packages and departures', () => {
  it('keeps the package list and adds the next departure with places left', async () => {
    const { body } = await get<TourPackage[]>('/api/tour-packages');
    expect(body.map((t) => t.id)).toEqual(['tour-1', 'tour-2', 'tour-3', 'tour-4', 'tour-5', 'tour-6', 'tour-7', 'tour-8']);
    for (const tour of body) {
      expect(tour.departureDate! >= travelToday()).toBe(true);
      expect(tour.placesAvailable).toBeGreaterThan(0);
    }
    const later = inDays(30);
    const withDate = (await get<TourPackage[]>(`/api/tour-packages?date=${later}`)).body;
    for (const tour of withDate) expect(tour.departureDate! >= later).toBe(true);
    await expectBadRequest('/api/tour-packages?date=soon', 'date');
  });

  it("lists a tour's departures with places", async () => {
    const { status, body } = await get<TourDeparture[]>('/api/tour-packages/tour-1/departures');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(15);
    expect(body[0]).toMatchObject({ tourId: 'tour-1', price: '1299.00', placesAvailable: 12, capacity: 12 });
    expect(body[0].endDate).toBe(addDays(body[0].date, 4));
    expect((await get('/api/tour-packages/tour-99/departures')).status).toBe(404);
  });
});

describe('GET /api/search', () => {
  it('searches all four types', async () => {
    const hotels = await get<{ type: string; results: Hotel[] }>('/api/search?query=nairobi&type=hotels');
    expect(hotels.body.type).toBe('hotels');
    expect(hotels.body.results.length).toBeGreaterThan(2);
    for (const h of hotels.body.results) expect(`${h.name} ${h.location}`).toMatch(/nairobi/i);

    const flights = await get<{ type: string; results: Flight[] }>(`/api/search?query=Zanzibar&type=flights&date=${inDays(2)}`);
    expect(flights.body.results.length).toBeGreaterThan(0);
    for (const f of flights.body.results) expect(f.toCode).toBe('ZNZ');
    const route = await get<{ results: Flight[] }>(`/api/search?query=Dubai%20to%20Nairobi&type=flights&date=${inDays(2)}`);
    expect(route.body.results.length).toBeGreaterThan(0);
    for (const f of route.body.results) expect([f.fromCode, f.toCode]).toEqual(['DXB', 'NBO']);

    const cars = await get<{ results: Car[] }>('/api/search?query=land%20cruiser&type=cars');
    expect(cars.body.results.length).toBeGreaterThan(0);
    for (const c of cars.body.results) expect(c.model).toMatch(/Land Cruiser/);

    const tours = await get<{ results: TourPackage[] }>('/api/search?query=safari&type=tours');
    expect(tours.body.results.length).toBeGreaterThanOrEqual(4);
    for (const t of tours.body.results) expect(`${t.name} ${t.location} ${t.description}`).toMatch(/safari/i);

    const byDefault = await get<{ type: string }>('/api/search?query=dubai');
    expect(byDefault.body.type).toBe('hotels');
  });

  it('finds a place typed in Arabic or Kiswahili as in English, and answers the query as typed', async () => {
    const english = await get<{ results: Hotel[] }>('/api/search?query=nairobi&type=hotels');
    const arabic = await get<{ query: string; results: Hotel[] }>(`/api/search?query=${encodeURIComponent('نيروبي')}&type=hotels`);
    expect(arabic.body.query).toBe('نيروبي');
    expect(arabic.body.results.map((h) => h.id)).toEqual(english.body.results.map((h) => h.id));
    const route = await get<{ results: Flight[] }>(`/api/search?query=${encodeURIComponent('دبي إلى نيروبي')}&type=flights&date=${inDays(2)}`);
    expect(route.body.results.length).toBeGreaterThan(0);
    const swahili = await get<{ results: Hotel[] }>(`/api/search?query=${encodeURIComponent('Mji Mkongwe')}&type=hotels`);
    expect(swahili.body.results.length).toBeGreaterThan(0);
    for (const h of swahili.body.results) expect(h.location).toMatch(/Stone Town/);
  });

  it('refuses a missing query or an unknown type', async () => {
    await expectBadRequest('/api/search', 'query');
    await expectBadRequest('/api/search?query=%20%20', 'query');
    await expectBadRequest('/api/search?query=x&type=trains', 'type');
  });

  it('names its own date field when a hotel or car date is out of range', async () => {
    await expectBadRequest('/api/search?query=x&type=hotels&date=9999-12-31', 'date');
    await expectBadRequest('/api/search?query=x&type=cars&date=2000-01-01', 'date');
  });
});

describe('OpenAPI', () => {
  it('documents the travel, booking and payment paths', async () => {
    const doc = (await get<{ paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> }>('/api/openapi.json')).body;
    for (const path of [
      '/api/hotels',
      '/api/flights',
      '/api/cars',
      '/api/search',
      '/api/bookings',
      '/api/bookings/{id}',
      '/api/bookings/{id}/cancel',
      '/api/payments',
      '/api/admin/stats',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/payments'].post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
    expect(doc.paths['/api/hotels'].get.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['minPrice', 'maxPrice', 'rating', 'checkIn', 'checkOut', 'guests']),
    );
  });
});
