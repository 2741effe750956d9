// Rides from any point: a pin or the browser's current location (coordinates + a label), a
// typed address (the gazetteer offline, a Nominatim-compatible GEOCODER_URL when set), labels
// for any coordinate (GET /api/places/nearest), and the service area's 400s (the sea, open
// country, outside every city).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import { distanceKm } from '@shared/geo';
import { taxiFare } from '@shared/taxi-fares';
import { demoPlaces } from '@db/seeders/demo/places';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { resetFleet } from './taxi-support';

let app: TestApp;
let traveller: SessionUser;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());
beforeEach(async () => {
  await resetFleet(app);
  traveller = await createUser(app);
});

const post = (path: string, body: unknown, cookie?: string) =>
  app.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
const place = (name: string) => demoPlaces.find((entry) => entry.name === name)!;

/** A pin dropped in Nairobi between Kilimani and Upper Hill, near no place's exact spot. */
const NAIROBI_PIN = { lat: -1.2952, lng: 36.8001 };
/** The Indian Ocean 16 km off Mombasa: inside the city's circle, nowhere near land. */
const SEA_OFF_MOMBASA = { lat: -4.1, lng: 39.8 };

describe('a ride from a pin or the current location', () => {
  it('books a ride from coordinates inside Nairobi, storing the point and its label, at the straight-line fare × 1.3', async () => {
    const cookie = await sessionCookie(app, traveller);
    const trip = { pickupLocation: 'Gate of my building', pickupPoint: NAIROBI_PIN, dropoffLocation: 'JKIA', passengers: 1, vehicleType: 'Economy' };
    const estimate = await post('/api/taxi-fare-estimate', trip);
    expect(estimate.status).toBe(200);
    const quote = await estimate.json();
    const jkia = place('Jomo Kenyatta International Airport');
    const meters = Math.round(distanceKm(NAIROBI_PIN, jkia) * 1000 * 1.3);
    const fare = taxiFare('Economy', meters, Math.round((meters / 1000 / 30) * 3600));
    expect(quote).toMatchObject({
      estimatedFare: (fare.totalCents / 100).toFixed(2),
      routeSource: 'straight',
      pickup: { label: 'Gate of my building', ...NAIROBI_PIN, placeId: null, cityId: 'nairobi', city: 'Nairobi' },
      dropoff: { label: 'Jomo Kenyatta International Airport', lat: jkia.lat, lng: jkia.lng, cityId: 'nairobi' },
    });
    expect(quote.route[0]).toEqual(NAIROBI_PIN);

    const res = await post('/api/taxi-bookings', { ...trip, quoteId: quote.quoteId, estimatedFare: quote.estimatedFare, currency: 'USD' }, cookie);
    expect(res.status).toBe(201);
    const ride = await res.json();
    expect(ride).toMatchObject({
      pickupLocation: 'Gate of my building',
      dropoffLocation: 'Jomo Kenyatta International Airport',
      city: 'Nairobi',
      status: 'driver_assigned',
    });
    const [row] = await sql<{ pickup_id: string | null; pickup_label: string; pickup_lat: number; pickup_lng: number }>(
      app,
      `select pickup_id, pickup_label, pickup_lat, pickup_lng from ride where id = ?`,
      [ride.id],
    );
    expect(row).toEqual({ pickup_id: null, pickup_label: 'Gate of my building', pickup_lat: NAIROBI_PIN.lat, pickup_lng: NAIROBI_PIN.lng });
    const [booking] = await sql<{ item: string }>(app, `select booking_details->>'itemName' as item from booking where id = ?`, [ride.bookingId]);
    expect(booking.item).toBe('Taxi: Gate of my building → Jomo Kenyatta International Airport');
  });

  it('refuses a quote used for another point', async () => {
    const trip = { pickupLocation: 'Here', pickupPoint: NAIROBI_PIN, dropoffLocation: 'JKIA' };
    const quote = await app.caller(traveller).taxi.estimate(trip);
    const moved = { ...trip, pickupPoint: { lat: NAIROBI_PIN.lat + 0.01, lng: NAIROBI_PIN.lng } };
    await expect(app.caller(traveller).taxi.book({ ...moved, quoteId: quote.quoteId })).rejects.toThrow(/another trip/);
  });

  it('labels any point of the service area by its nearest place, or the place itself when at it', async () => {
    const westlands = place('Westlands');
    const at = await app.fetch(`/api/places/nearest?lat=${westlands.lat + 0.0003}&lng=${westlands.lng}`);
    expect(at.status).toBe(200);
    expect(await at.json()).toMatchObject({ label: 'Westlands', cityId: 'nairobi', city: 'Nairobi' });
    const near = await (await app.fetch(`/api/places/nearest?lat=${NAIROBI_PIN.lat}&lng=${NAIROBI_PIN.lng}`)).json();
    expect(near).toMatchObject({ label: expect.stringMatching(/^Near /), placeId: null, ...NAIROBI_PIN, cityId: 'nairobi' });
    const swahili = await app.fetch(`/api/places/nearest?lat=${NAIROBI_PIN.lat}&lng=${NAIROBI_PIN.lng}`, { headers: { 'accept-language': 'sw' } });
    expect((await swahili.json()).label).toMatch(/^Karibu na /);
  });
});

describe('the service area', () => {
  it('refuses a point in the sea, in open country or outside every city with a 400 naming the area', async () => {
    const outside = [
      { body: { pickupLocation: 'Boat', pickupPoint: SEA_OFF_MOMBASA, dropoffLocation: 'Fort Jesus' }, field: 'pickupLocation' },
      { body: { pickupLocation: 'JKIA', dropoffLocation: 'Gulf of Guinea', dropoffPoint: { lat: 0, lng: 0 } }, field: 'dropoffLocation' },
      // Inside Nairobi's 30 km circle, but in the open plains far from any place served.
      { body: { pickupLocation: 'Plains', pickupPoint: { lat: -1.5, lng: 36.95 }, dropoffLocation: 'JKIA' }, field: 'pickupLocation' },
    ];
    for (const { body, field } of outside) {
      const res = await post('/api/taxi-fare-estimate', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await res.json();
      expect(answer.field).toBe(field);
      expect(answer.message).toMatch(
        new RegExp(
          `^${field}: This point is outside the service area\\. Rides run in .*Mombasa.*Nairobi.*: within the city and no more than 6 km from a known place \\(not at sea\\)\\.$`,
        ),
      );
    }
    const nearest = await app.fetch(`/api/places/nearest?lat=${SEA_OFF_MOMBASA.lat}&lng=${SEA_OFF_MOMBASA.lng}`);
    expect(nearest.status).toBe(400);
    expect((await nearest.json()).message).toMatch(/^lat: This point is outside the service area/);
  });

  it('refuses coordinates that are not coordinates, naming the field', async () => {
    const res = await post('/api/taxi-fare-estimate', { pickupLocation: 'X', pickupPoint: { lat: 95, lng: 36.8 }, dropoffLocation: 'JKIA' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('pickupPoint.lat: Expected a latitude from -90 to 90');
    const missing = await app.fetch('/api/places/nearest?lat=abc&lng=36.8');
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/^lat: /);
  });

  it('keeps a pin and a place of different cities apart', async () => {
    const res = await post('/api/taxi-fare-estimate', { pickupLocation: 'Pin', pickupPoint: NAIROBI_PIN, dropoffLocation: 'Fort Jesus' });
    expect((await res.json()).message).toBe('dropoffLocation: Rides stay within one city: Pin is in Nairobi and Fort Jesus is in Mombasa.');
  });
});

describe('typed addresses', () => {
  it('finds an address offline at the first gazetteer place named in it, keeping the address as the label', async () => {
    const quote = await app.caller(traveller).taxi.estimate({ pickupLocation: 'Apartment 4B, Sarit Centre, Nairobi', dropoffLocation: 'JKIA' });
    const sarit = place('Sarit Centre');
    expect(quote.pickup).toEqual({
      label: 'Apartment 4B, Sarit Centre, Nairobi',
      lat: sarit.lat,
      lng: sarit.lng,
      placeId: null,
      cityId: 'nairobi',
      city: 'Nairobi',
    });
  });

  it('says how to give a point when an address names no place it knows', async () => {
    const res = await post('/api/taxi-fare-estimate', { pickupLocation: 'Qwxz Road, Apartment 4B', dropoffLocation: 'JKIA' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      "pickupLocation: Unknown place 'Qwxz Road, Apartment 4B'. Choose a place from the list, type a street address with its area ('Ngong Road, Kilimani'), use your current location or drop a pin on the map.",
    );
  });

  describe('with GEOCODER_URL', () => {
    let geocoder: http.Server;
    let url: string;
    const asked: string[] = [];
    let answer: (path: string, res: http.ServerResponse) => void;
    beforeAll(async () => {
      geocoder = http.createServer((req, res) => {
        asked.push(req.url ?? '');
        answer(req.url ?? '', res);
      });
      await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => geocoder.close(() => resolve())));

    it('geocodes a street address and labels a pin with the server’s address; falls back to the gazetteer when it fails', async () => {
      const withGeocoder = await createTestApp({ JOB_WORKER: false, GEOCODER_URL: url, GEOCODER_TIMEOUT_MS: 2000 }, { databaseUrl: app.databaseUrl });
      try {
        answer = (path, res) => {
          res.setHeader('content-type', 'application/json');
          if (path.startsWith('/search')) res.end(JSON.stringify([{ lat: '-1.29810', lon: '36.78590', display_name: 'Ngong Road, Kilimani, Nairobi' }]));
          else
            res.end(
              JSON.stringify({ lat: String(NAIROBI_PIN.lat), lon: String(NAIROBI_PIN.lng), display_name: 'Argwings Kodhek Road, Kilimani, Nairobi, Kenya' }),
            );
        };
        const quote = await withGeocoder.caller(traveller).taxi.estimate({ pickupLocation: 'Ngong Road, Apartment 4B, Nairobi', dropoffLocation: 'JKIA' });
        expect(quote.pickup).toMatchObject({ label: 'Ngong Road, Apartment 4B, Nairobi', lat: -1.2981, lng: 36.7859, placeId: null, cityId: 'nairobi' });
        expect(asked.some((path) => path.startsWith('/search?') && path.includes('format=jsonv2') && path.includes('q=Ngong+Road'))).toBe(true);
        const labelled = await (await withGeocoder.fetch(`/api/places/nearest?lat=${NAIROBI_PIN.lat}&lng=${NAIROBI_PIN.lng}`)).json();
        expect(labelled.label).toBe('Argwings Kodhek Road, Kilimani, Nairobi, Kenya');

        // An address the geocoder places in the sea is refused like a pin there.
        answer = (_path, res) => res.end(JSON.stringify([{ lat: String(SEA_OFF_MOMBASA.lat), lon: String(SEA_OFF_MOMBASA.lng), display_name: 'Sea' }]));
        await expect(withGeocoder.caller(traveller).taxi.estimate({ pickupLocation: 'Somewhere, Offshore', dropoffLocation: 'Fort Jesus' })).rejects.toThrow(
          /outside the service area/,
        );

        answer = (_path, res) => {
          res.statusCode = 503;
          res.end('down');
        };
        const offline = await withGeocoder.caller(traveller).taxi.estimate({ pickupLocation: 'Apartment 4B, Sarit Centre', dropoffLocation: 'JKIA' });
        expect(offline.pickup.lat).toBe(place('Sarit Centre').lat);
        expect((await (await withGeocoder.fetch(`/api/places/nearest?lat=${NAIROBI_PIN.lat}&lng=${NAIROBI_PIN.lng}`)).json()).label).toMatch(/^Near /);
      } finally {
        await withGeocoder.close();
      }
    });
  });
});
