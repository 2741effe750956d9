// Taxi places and quotes: the seeded gazetteer and fleet, autocomplete, fare estimates with the
// documented tariff, a 10-minute quote, the spec's validation texts, unknown places with
// suggestions, one city per ride, and OSRM routes (with the straight fallback).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { distanceKm } from '@shared/geo';
import { taxiFare } from '@shared/taxi-fares';
import { demoDrivers } from '@db/seeders/demo/drivers';
import { demoCities, demoPlaces } from '@db/seeders/demo/places';
import { sql } from './travel-fixtures';
import { NAIROBI_TRIP } from './taxi-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const post = (path: string, body: unknown) => app.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the taxi demo data', () => {
  it('seeds the 13 cities, their places and drivers', async () => {
    const [counts] = await sql<{ cities: number; places: number; drivers: number; free: number }>(
      app,
      `select (select count(*)::int from taxi_city) as cities, (select count(*)::int from place) as places,
              (select count(*)::int from driver) as drivers, (select count(*)::int from driver where status = 'free') as free`,
    );
    expect(counts).toEqual({ cities: demoCities.length, places: demoPlaces.length, drivers: demoDrivers.length, free: demoDrivers.length });
    expect(demoCities).toHaveLength(13);
  });
});

describe('GET /api/places', () => {
  it('finds places by name, alias and IATA code, best match first', async () => {
    const byCode = await (await app.fetch('/api/places?query=nbo')).json();
    expect(byCode[0]).toMatchObject({ name: 'Jomo Kenyatta International Airport', kind: 'airport', iataCode: 'NBO', city: 'Nairobi', country: 'Kenya' });
    const byAlias = await (await app.fetch('/api/places?query=JKIA')).json();
    expect(byAlias[0].iataCode).toBe('NBO');
    const byWords = await (await app.fetch('/api/places?query=kenyatta%20airport')).json();
    expect(byWords[0].iataCode).toBe('NBO');
    const prefix = await (await app.fetch('/api/places?query=west&city=nairobi')).json();
    expect(prefix[0].name).toBe('Westlands');
    expect(prefix.every((place: { cityId: string }) => place.cityId === 'nairobi')).toBe(true);
  });

  it('lists a city’s places with airports first when nothing is typed, and honours the limit', async () => {
    const places = await (await app.fetch('/api/places?city=Dubai&limit=3')).json();
    expect(places).toHaveLength(3);
    expect(places[0]).toMatchObject({ kind: 'airport', cityId: 'dubai' });
    expect(await (await app.fetch('/api/places?query=zzzzqqq')).json()).toEqual([]);
    const tooMany = await app.fetch('/api/places?limit=50');
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toMatch(/^limit: /);
  });
});

describe('POST /api/taxi-fare-estimate', () => {
  it('quotes base + per km + per minute over the straight route × 1.3, valid for 10 minutes', async () => {
    const res = await post('/api/taxi-fare-estimate', NAIROBI_TRIP);
    expect(res.status).toBe(200);
    const quote = await res.json();
    const westlands = demoPlaces.find((place) => place.name === 'Westlands')!;
    const jkia = demoPlaces.find((place) => place.iataCode === 'NBO')!;
    const meters = Math.round(distanceKm(westlands, jkia) * 1000 * 1.3);
    const seconds = Math.round((meters / 1000 / 30) * 3600);
    const fare = taxiFare('Economy', meters, seconds);
    expect(quote).toMatchObject({
      estimatedFare: (fare.totalCents / 100).toFixed(2),
      currency: 'USD',
      estimatedTime: Math.ceil(seconds / 60),
      distanceKm: Math.round(meters / 100) / 10,
      passengers: 2,
      vehicleType: 'Economy',
      routeSource: 'straight',
      pickup: { label: 'Westlands', placeId: expect.any(String), cityId: 'nairobi', lat: westlands.lat, lng: westlands.lng },
      dropoff: { label: 'Jomo Kenyatta International Airport', lat: jkia.lat, lng: jkia.lng },
      fareBreakdown: { base: '2.00' },
    });
    expect(quote.route).toEqual([
      { lat: westlands.lat, lng: westlands.lng },
      { lat: jkia.lat, lng: jkia.lng },
    ]);
    const minutesValid = (Date.parse(quote.expiresAt) - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(9.5);
    expect(minutesValid).toBeLessThanOrEqual(10.1);
    const [stored] = await sql<{ fare_cents: number; used_at: string | null }>(app, `select fare_cents, used_at from taxi_quote where id = ?`, [quote.quoteId]);
    expect(stored).toEqual({ fare_cents: fare.totalCents, used_at: null });
  });

  it('prices Comfort above Economy and Premium above Comfort for the same trip', async () => {
    const fares = [];
    for (const vehicleType of ['Economy', 'Comfort', 'Premium'])
      fares.push(Number((await (await post('/api/taxi-fare-estimate', { ...NAIROBI_TRIP, vehicleType })).json()).estimatedFare));
    expect(fares[0]).toBeLessThan(fares[1]);
    expect(fares[1]).toBeLessThan(fares[2]);
  });

  it('answers missing places with the spec’s message, naming the field', async () => {
    for (const body of [{ ...NAIROBI_TRIP, pickupLocation: '' }, { dropoffLocation: 'JKIA' }, { ...NAIROBI_TRIP, pickupLocation: '   ' }]) {
      const res = await post('/api/taxi-fare-estimate', body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('pickupLocation: Missing Information - Please enter pickup and dropoff locations.');
    }
    const res = await post('/api/taxi-fare-estimate', { pickupLocation: 'Westlands' });
    expect((await res.json()).message).toBe('dropoffLocation: Missing Information - Please enter pickup and dropoff locations.');
  });

  it('refuses 0 or 5 passengers and unknown vehicle types', async () => {
    for (const passengers of [0, 5, 1.5]) {
      const res = await post('/api/taxi-fare-estimate', { ...NAIROBI_TRIP, passengers });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('passengers: Must be a whole number from 1 to 4');
    }
    const res = await post('/api/taxi-fare-estimate', { ...NAIROBI_TRIP, vehicleType: 'Limo' });
    expect((await res.json()).message).toBe('vehicleType: Choose one of Economy, Comfort, Premium');
  });

  it('answers an unknown place with a 400 naming the field and suggesting places', async () => {
    const typo = await post('/api/taxi-fare-estimate', { ...NAIROBI_TRIP, pickupLocation: 'Westland' });
    expect(typo.status).toBe(400);
    const body = await typo.json();
    expect(body).toMatchObject({ code: 'BAD_REQUEST', field: 'pickupLocation' });
    expect(body.message).toBe("pickupLocation: Unknown place 'Westland'. Did you mean: Westlands?");
    const misspelt = await post('/api/taxi-fare-estimate', { ...NAIROBI_TRIP, dropoffLocation: 'Kilimajaro Airport' });
    expect((await misspelt.json()).message).toMatch(/^dropoffLocation: Unknown place 'Kilimajaro Airport'\. Did you mean: .*Kilimanjaro International Airport/);
    const nothing = await post('/api/taxi-fare-estimate', { ...NAIROBI_TRIP, dropoffLocation: 'Qwxz' });
    expect((await nothing.json()).message).toBe(
      "dropoffLocation: Unknown place 'Qwxz'. Choose a place from the list, type a street address with its area ('Ngong Road, Kilimani'), use your current location or drop a pin on the map.",
    );
  });

  it('keeps rides within one city, and refuses a drop-off at the pickup', async () => {
    const res = await post('/api/taxi-fare-estimate', { ...NAIROBI_TRIP, dropoffLocation: 'Fort Jesus' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('dropoffLocation: Rides stay within one city: Westlands is in Nairobi and Fort Jesus is in Mombasa.');
    const same = await post('/api/taxi-fare-estimate', { ...NAIROBI_TRIP, dropoffLocation: 'westlands' });
    expect((await same.json()).message).toBe('dropoffLocation: Choose a drop-off other than the pickup.');
  });

  it('answers server messages in the caller’s language', async () => {
    const res = await app.fetch('/api/taxi-fare-estimate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'sw' },
      body: JSON.stringify({ ...NAIROBI_TRIP, dropoffLocation: 'Fort Jesus' }),
    });
    expect((await res.json()).message).toBe('dropoffLocation: Safari hubaki ndani ya jiji moja: Westlands iko Nairobi na Fort Jesus iko Mombasa.');
  });
});

describe('routes from OSRM', () => {
  let osrm: http.Server;
  let osrmUrl: string;
  let answer: (res: http.ServerResponse) => void;
  beforeAll(async () => {
    osrm = http.createServer((_req, res) => answer(res));
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
    osrmUrl = `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => osrm.close(() => resolve())));

  it('uses the road geometry, distance and duration when OSRM_URL is set, and the straight segment when it fails', async () => {
    const withOsrm = await createTestApp({ OSRM_URL: osrmUrl, OSRM_TIMEOUT_MS: 2000 }, { databaseUrl: app.databaseUrl });
    try {
      const coordinates = [
        [36.8036, -1.2657],
        [36.85, -1.29],
        [36.9278, -1.3192],
      ];
      answer = (res) => res.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 21_500.4, duration: 1_860.2, geometry: { coordinates } }] }));
      const quote = await withOsrm.caller().taxi.estimate(NAIROBI_TRIP);
      expect(quote).toMatchObject({ routeSource: 'osrm', distanceKm: 21.5, estimatedTime: 31 });
      expect(quote.route).toEqual(coordinates.map(([lng, lat]) => ({ lat, lng })));
      expect(quote.estimatedFare).toBe((taxiFare('Economy', 21_500, 1_860).totalCents / 100).toFixed(2));

      answer = (res) => {
        res.statusCode = 500;
        res.end('down');
      };
      expect((await withOsrm.caller().taxi.estimate(NAIROBI_TRIP)).routeSource).toBe('straight');
      answer = (res) => res.end(JSON.stringify({ code: 'NoRoute', routes: [] }));
      expect((await withOsrm.caller().taxi.estimate(NAIROBI_TRIP)).routeSource).toBe('straight');
    } finally {
      await withOsrm.close();
    }
  });
});
