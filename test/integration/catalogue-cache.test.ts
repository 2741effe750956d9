// The catalogue cache (src/server/http/catalogue-cache.ts) on two instances of one database:
// answers are kept with an ETag, personal answers never are, and a catalogue change made
// anywhere (a booking through the other instance, a price edited with SQL) reaches every
// instance's next answer: the trigger's NOTIFY empties the caches. The cache's lifetime is set
// to a minute here, so only the invalidation can explain a fresh answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { CatalogueCache } from '../../src/server/http/catalogue-cache';
import { createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';

const CONFIG = { CATALOGUE_CACHE_MS: 60_000 };

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp(CONFIG, { instanceName: 'a' });
  b = await createTestApp(CONFIG, { databaseUrl: a.databaseUrl, instanceName: 'b' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const cacheOf = (app: TestApp): CatalogueCache => app.catalogueCache;
const stay = `checkIn=${inDays(20)}&checkOut=${inDays(21)}`;

/** Polls until `check` passes (a NOTIFY travels asynchronously); never sleeps a fixed time. */
async function eventually(check: () => Promise<void>, attempts = 200): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

describe('catalogue answers', () => {
  it('are kept with an ETag: a repeat is served from memory, and a matching If-None-Match gets a 304', async () => {
    const path = `/api/hotels?rating=3&${stay}`;
    const first = await a.fetch(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    const body = await first.json();

    const hitsBefore = cacheOf(a).stats.hits;
    const second = await a.fetch(path);
    expect(cacheOf(a).stats.hits).toBe(hitsBefore + 1);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
    expect(await second.json()).toEqual(body);

    const revalidated = await fetch(`${a.baseUrl}${path}`, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('are sent compressed from memory to clients that accept it', async () => {
    const path = `/api/hotels?rating=3&${stay}`;
    await a.fetch(path);
    const raw = await fetch(`${a.baseUrl}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(raw.headers.get('content-encoding')).toBe('br');
    expect(raw.headers.get('vary')).toContain('Accept-Encoding');
    expect(Array.isArray(await raw.json())).toBe(true); // fetch decodes Brotli
  });

  it('over /trpc are revalidated every time (the app refetches after a booking and must see the server)', async () => {
    const path = `/trpc/tours.list?input=${encodeURIComponent('{}')}`;
    const first = await fetch(`${a.baseUrl}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    const second = await fetch(`${a.baseUrl}${path}`, { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('never include a personal answer, alone or batched with catalogue reads', async () => {
    const traveller = await createUser(a);
    const cookie = await sessionCookie(a, traveller);
    const stored = cacheOf(a).stats.stored;
    const me = await fetch(`${a.baseUrl}/trpc/auth.me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get('etag')).toBeNull();
    const batch = await fetch(`${a.baseUrl}/trpc/tours.list,auth.me?batch=1&input=${encodeURIComponent('{"0":{},"1":null}')}`, { headers: { Cookie: cookie } });
    expect(batch.status).toBe(200);
    expect(batch.headers.get('etag')).toBeNull();
    const bookings = await a.fetch('/api/bookings', { headers: { Cookie: cookie } });
    expect(bookings.status).toBe(200);
    expect(cacheOf(a).stats.stored).toBe(stored);
    // An error is not kept either.
    const missing = await a.fetch('/api/hotels/no-such-hotel');
    expect(missing.status).toBe(404);
    expect(cacheOf(a).stats.stored).toBe(stored);
  });
});

describe('a catalogue change', () => {
  it('made with SQL reaches both instances’ next answers', async () => {
    const hotelId = await createHotel(a, { rooms: 3, priceCents: 10_000 });
    const path = `/api/hotels/${hotelId}?${stay}`;
    for (const app of [a, b]) expect((await (await app.fetch(path)).json()).pricePerNight).toBe('100.00');
    for (const app of [a, b]) expect((await (await app.fetch(path)).json()).pricePerNight).toBe('100.00'); // from memory

    await sql(a, `update hotel set price_per_night_cents = 12_500 where id = ?`, [hotelId]);
    for (const app of [a, b]) {
      await eventually(async () => expect((await (await app.fetch(path)).json()).pricePerNight).toBe('125.00'));
    }
  });

  it('made by a booking on one instance shows in the other instance’s availability', async () => {
    const hotelId = await createHotel(a, { rooms: 1 });
    const traveller = await createUser(a);
    const path = `/api/hotels/${hotelId}?${stay}`;
    const before = await (await b.fetch(path)).json();
    expect(before.roomsAvailable).toBe(1);
    await b.fetch(path); // kept

    const cookie = await sessionCookie(a, traveller);
    const booking = await a.fetch('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(21), quantity: 1 }),
    });
    expect(booking.status).toBe(201);
    // The instance that took the booking answers fresh at once; the other once it heard.
    expect((await (await a.fetch(path)).json()).roomsAvailable).toBe(0);
    await eventually(async () => expect((await (await b.fetch(path)).json()).roomsAvailable).toBe(0));
  });
});
