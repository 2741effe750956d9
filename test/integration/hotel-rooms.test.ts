import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Hotel } from '@shared/schemas/hotels';
import type { SessionUser } from '../../src/server/features/auth';
import { createHotel, createUser, inDays, sql, type TestRoomType } from './travel-fixtures';

// Room types and occupancy: the cheapest rooms that fit the party, priced per room per night;
// children under a hotel's age limit share the beds at its child rate; each type's rooms are
// counted per night in hotel_room_night, taken with the hotel's hotel_night in one transaction.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const DOUBLE: TestRoomType = { kind: 'standard', name: 'Standard double', maxOccupancy: 2, priceCents: 10_000, rooms: 3 };
const FAMILY: TestRoomType = { kind: 'family', name: 'Family room for 4', maxOccupancy: 4, priceCents: 18_000, rooms: 1 };

async function ledger(roomTypeId: string) {
  return sql<{ night: string; booked: number; capacity: number }>(
    app,
    `select to_char(night, 'YYYY-MM-DD') as night, booked, capacity from hotel_room_night where room_type_id = ? order by night`,
    [roomTypeId],
  );
}

async function rest(path: string) {
  const response = await app.fetch(path);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('Karen Garden Lodge (demo catalogue)', () => {
  const lodge = 'nairobi-karen-garden-lodge';
  const [checkIn, checkOut] = [inDays(120), inDays(122)];

  it('puts three adults in one cottage for 3: 1 room × 2 nights = $330, not two rooms at $660', async () => {
    const page = await app.caller().hotels.search({ destination: 'Karen Garden', checkIn, checkOut, adults: 3 });
    const [hotel] = page.items;
    expect(hotel.id).toBe(lodge);
    expect(hotel.roomsForParty).toMatchObject({
      rooms: [{ roomTypeId: `${lodge}--standard`, name: 'Garden cottage for 3', maxOccupancy: 3, count: 1, pricePerNight: '165.00' }],
      roomCount: 1,
      totalAmount: '330.00',
    });
    expect(hotel.roomTypes?.map((type) => type.maxOccupancy)).toContain(3);

    const booking = await app.caller(await createUser(app)).bookings.create({ type: 'hotel', itemId: lodge, startDate: checkIn, endDate: checkOut, adults: 3 });
    expect(booking).toMatchObject({ quantity: 1, totalAmount: '330.00' });
    expect(booking.bookingDetails).toMatchObject({ rooms: [{ name: 'Garden cottage for 3', count: 1, maxOccupancy: 3 }], adults: 3, childAges: [] });
    expect(booking.bookingDetails.lines[0]).toMatchObject({ label: '$165.00 × 2 nights × 1 room', amount: '330.00' });
  });

  it('the hotel answer carries its room types and the rooms for the party (for the hotel page)', async () => {
    const hotel = await app.caller().hotels.get({ id: lodge, checkIn, checkOut, adults: 3, childAges: [4] });
    expect(hotel.roomTypes?.map((type) => [type.name, type.maxOccupancy, type.pricePerNight])).toEqual([
      ['Garden cottage for 3', 3, '165.00'],
      ['Family cottage for 4', 4, '231.00'],
    ]);
    expect(hotel.childPolicy).toEqual({ ageLimit: 6, ratePerNight: '0.00' });
    expect(hotel.roomsForParty).toMatchObject({ roomCount: 1, youngChildren: 1, totalAmount: '330.00' });
  });

  it('the old guests filter means adults: guests=3 finds the same single cottage', async () => {
    const { status, body } = await rest(`/api/hotels?destination=Karen%20Garden&checkIn=${checkIn}&checkOut=${checkOut}&guests=3`);
    expect(status).toBe(200);
    expect((body as Hotel[])[0].roomsForParty).toMatchObject({ roomCount: 1, totalAmount: '330.00' });
  });
});

describe('the contract', () => {
  it('documents the new optional fields in /api/openapi.json', async () => {
    type Doc = { paths: Record<string, Record<string, { parameters?: { name: string; required?: boolean }[]; requestBody?: unknown }>> };
    const doc = (await rest('/api/openapi.json')).body as Doc;
    const search = doc.paths['/api/hotels'].get.parameters ?? [];
    for (const name of ['rooms', 'adults', 'childAges']) expect(search.find((parameter) => parameter.name === name)).toMatchObject({ required: false });
    const hotel = doc.paths['/api/hotels/{id}'].get.parameters ?? [];
    expect(hotel.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['rooms', 'adults', 'childAges']));
    const body = JSON.stringify(doc.paths['/api/bookings'].post.requestBody);
    for (const name of ['adults', 'childAges', 'roomTypeId']) expect(body).toContain(`"${name}"`);
  });
});

describe('the cheapest rooms that fit the party', () => {
  it('children under the age limit share the beds at the child rate; older ones count as adults', async () => {
    const hotelId = await createHotel(app, { rooms: 4, roomTypes: [DOUBLE, FAMILY], childAgeLimit: 12, childRateCents: 1_500 });
    const stay = { type: 'hotel' as const, itemId: hotelId, startDate: inDays(40), endDate: inDays(42) };
    const caller = app.caller(await createUser(app));

    // 2 adults and a 4-year-old: one double, plus $15 × 2 nights for the child.
    const young = await caller.bookings.create({ ...stay, adults: 2, childAges: [4] });
    expect(young).toMatchObject({ quantity: 1, totalAmount: '230.00' });
    expect(young.bookingDetails.lines.map((line) => line.item?.kind)).toEqual(['units', 'children']);
    expect(young.bookingDetails.lines[1]).toMatchObject({ label: '1 child × $15.00 × 2 nights', amount: '30.00' });

    // A 13-year-old takes a place: three places fit the family room ($180) before two doubles ($200).
    const older = await caller.bookings.create({ ...stay, adults: 2, childAges: [4, 13] });
    expect(older).toMatchObject({ quantity: 1, totalAmount: '390.00' });
    expect(older.bookingDetails.rooms).toEqual([{ name: 'Family room for 4', count: 1, maxOccupancy: 4 }]);

    // The family room is taken now: the same party gets two doubles.
    const next = await caller.bookings.create({ ...stay, adults: 2, childAges: [4, 13] });
    expect(next).toMatchObject({ quantity: 2, totalAmount: '430.00' });
    expect(next.bookingDetails.rooms).toEqual([{ name: 'Standard double', count: 2, maxOccupancy: 2 }]);
  });

  it('lets children under the limit stay free where the hotel says so', async () => {
    const hotelId = await createHotel(app, { rooms: 2, priceCents: 9_000, childAgeLimit: 6, childRateCents: 0 });
    const booking = await app
      .caller(await createUser(app))
      .bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(40), endDate: inDays(43), adults: 2, childAges: [2, 5] });
    expect(booking).toMatchObject({ quantity: 1, totalAmount: '270.00' });
    expect(booking.bookingDetails.lines).toHaveLength(1);
  });

  it('books the room type and rooms asked for, and names the field when they cannot take the party', async () => {
    const hotelId = await createHotel(app, { rooms: 4, roomTypes: [DOUBLE, FAMILY] });
    const caller = app.caller(await createUser(app));
    const stay = { type: 'hotel' as const, itemId: hotelId, startDate: inDays(50), endDate: inDays(51) };
    const family = await caller.bookings.create({ ...stay, adults: 2, roomTypeId: `${hotelId}--family` });
    expect(family).toMatchObject({ quantity: 1, totalAmount: '180.00' });

    await expect(caller.bookings.create({ ...stay, adults: 3, quantity: 1, roomTypeId: `${hotelId}--standard` })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'quantity: These rooms cannot take everyone: choose more rooms or a larger room type',
    });
    await expect(caller.bookings.create({ ...stay, adults: 2, roomTypeId: 'no-such-type' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.bookings.create({ ...stay, adults: 1, quantity: 2 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // The family room is the only one for five: taken, so 409, not 400.
    await expect(caller.bookings.create({ ...stay, adults: 4, quantity: 1 })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('search lists only hotels where the party fits, with each hotel’s room types (REST, repeated childAges)', async () => {
    const name = `Party Probe ${randomUUID().slice(0, 6)}`;
    const hotelId = await createHotel(app, { rooms: 2, name, roomTypes: [{ ...DOUBLE, rooms: 2 }] });
    const base = `/api/hotels?destination=${encodeURIComponent(name)}&checkIn=${inDays(60)}&checkOut=${inDays(61)}&rating=3`;
    const fits = await rest(`${base}&adults=2&childAges=3&childAges=5`);
    expect(fits.status).toBe(200);
    expect(fits.body).toMatchObject([
      {
        id: hotelId,
        roomTypes: [{ id: `${hotelId}--standard`, name: 'Standard double', maxOccupancy: 2, pricePerNight: '100.00', totalRooms: 2, roomsAvailable: 2 }],
        childPolicy: { ageLimit: 6, ratePerNight: '0.00' },
        roomsForParty: { roomCount: 1, youngChildren: 2, olderChildren: 0, totalAmount: '100.00' },
      },
    ]);
    // Three young children need the beds of two rooms; five adults more rooms than there are.
    expect((await rest(`${base}&adults=1&childAges=1&childAges=2&childAges=3`)).body).toEqual([]);
    expect((await rest(`${base}&adults=2&rooms=1&childAges=1&childAges=2&childAges=3`)).body).toEqual([]);
    expect((await rest(`${base}&adults=5`)).body).toEqual([]);
    expect(await rest(`${base}&adults=2&childAges=30`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('childAges') } });
  });
});

describe('the per-type ledger', () => {
  it('takes each type’s rooms and the hotel’s, and gives both back on cancelling', async () => {
    const hotelId = await createHotel(app, { rooms: 4, roomTypes: [DOUBLE, FAMILY] });
    const caller = app.caller(await createUser(app));
    const booking = await caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(70), endDate: inDays(72), adults: 6, quantity: 2 });
    expect(booking.bookingDetails.rooms).toEqual([
      { name: 'Standard double', count: 1, maxOccupancy: 2 },
      { name: 'Family room for 4', count: 1, maxOccupancy: 4 },
    ]);
    expect(booking.bookingDetails.lines.map((line) => line.label)).toEqual([
      'Standard double: $100.00 × 2 nights × 1 room',
      'Family room for 4: $180.00 × 2 nights × 1 room',
    ]);
    expect((await ledger(`${hotelId}--standard`)).map((row) => row.booked)).toEqual([1, 1]);
    expect((await ledger(`${hotelId}--family`)).map((row) => [row.booked, row.capacity])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    const hotelNights = await sql<{ booked: number }>(app, `select booked from hotel_night where hotel_id = ? order by night`, [hotelId]);
    expect(hotelNights.map((row) => row.booked)).toEqual([2, 2]);

    await caller.bookings.cancel({ id: booking.id });
    expect((await ledger(`${hotelId}--standard`)).map((row) => row.booked)).toEqual([0, 0]);
    expect((await ledger(`${hotelId}--family`)).map((row) => row.booked)).toEqual([0, 0]);
  });

  it('gives back a booking made before room types against the standard type', async () => {
    const hotelId = await createHotel(app, { rooms: 2 });
    const caller = app.caller(await createUser(app));
    const booking = await caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(80), endDate: inDays(81), quantity: 2 });
    // Rooms alone: the cheapest type, and no guests made up for the details.
    expect(booking.bookingDetails).toMatchObject({ rooms: [{ name: 'Standard double', count: 2 }] });
    expect(booking.bookingDetails.adults).toBeUndefined();
    await sql(app, `update booking set held_rooms = null where id = ?`, [booking.id]);
    await caller.bookings.cancel({ id: booking.id });
    expect((await ledger(`${hotelId}--standard`)).map((row) => row.booked)).toEqual([0]);
  });

  it('refuses more rooms than a type has even to a direct UPDATE (CHECK constraint)', async () => {
    const hotelId = await createHotel(app, { rooms: 1 });
    await app.caller(await createUser(app)).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(90), endDate: inDays(91) });
    await expect(sql(app, `update hotel_room_night set booked = booked + 1 where room_type_id = ?`, [`${hotelId}--standard`])).rejects.toThrow(
      /hotel_room_night_booked_check/,
    );
  });
});

describe('50 concurrent bookings for the last room of a type', () => {
  const RACERS = 50;
  let racers: SessionUser[];
  beforeAll(async () => {
    racers = await Promise.all(Array.from({ length: RACERS }, () => createUser(app)));
  });

  it('exactly one wins the family room; the doubles are untouched', async () => {
    const hotelId = await createHotel(app, { rooms: 6, roomTypes: [{ ...DOUBLE, rooms: 5 }, FAMILY] });
    const request = { type: 'hotel' as const, itemId: hotelId, startDate: inDays(100), endDate: inDays(103), adults: 2, roomTypeId: `${hotelId}--family` };
    const results = await Promise.allSettled(racers.map((user) => app.caller(user).bookings.create(request)));
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(RACERS - 1);
    for (const loss of lost) expect(loss.reason).toMatchObject({ code: 'CONFLICT', message: 'Sold out: no rooms left for these dates' });
    expect((await ledger(`${hotelId}--family`)).map((row) => [row.booked, row.capacity])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    expect((await ledger(`${hotelId}--standard`)).every((row) => row.booked === 0)).toBe(true);
    const [{ active }] = await sql<{ active: number }>(app, `select count(*)::int as active from booking where item_id = ? and status = 'pending'`, [hotelId]);
    expect(active).toBe(1);
  });
});
