// E-vouchers: every confirmed booking has a signed, unguessable code; staff verify
// it once (it shows the booking and marks it used), a second check says when and by whom it was
// used, and scans racing on two instances verify it exactly once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';
import type { SessionUser } from '../../src/server/features/auth';
import { voucherCode } from '../../src/server/features/vouchers';

let a: TestApp;
let b: TestApp;
let traveller: SessionUser;
let staff: SessionUser;
beforeAll(async () => {
  a = await createTestApp({}, { instanceName: 'a' });
  b = await createTestApp({}, { databaseUrl: a.databaseUrl, instanceName: 'b' });
  traveller = await createUser(a);
  staff = await createUser(a, 'staff');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A hotel night booked and paid by the traveller. */
async function confirmedBooking(): Promise<string> {
  const hotelId = await createHotel(a, { rooms: 2 });
  const caller = a.caller(traveller);
  const booking = await caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(10), endDate: inDays(11), quantity: 1 });
  await caller.payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
  return booking.id;
}

async function codeOf(bookingId: string): Promise<string> {
  const voucher = (await a.caller(traveller).vouchers.list()).find((v) => v.bookingId === bookingId);
  if (!voucher) throw new Error(`no voucher for ${bookingId}`);
  return voucher.code;
}

describe('e-vouchers', () => {
  it('every confirmed booking has one: a signed code of six groups of four, unused', async () => {
    const bookingId = await confirmedBooking();
    const vouchers = await a.caller(traveller).vouchers.list();
    const voucher = vouchers.find((v) => v.bookingId === bookingId)!;
    expect(voucher.code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/);
    expect(voucher.usedAt).toBeNull();
    // Another booking's reference is another random number.
    const other = await confirmedBooking();
    expect(await codeOf(other)).not.toBe(voucher.code);
  });

  it('a pending hold has none yet', async () => {
    const hotelId = await createHotel(a, { rooms: 1 });
    const pending = await a.caller(traveller).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(12), endDate: inDays(13) });
    expect((await a.caller(traveller).vouchers.list()).map((v) => v.bookingId)).not.toContain(pending.id);
  });

  it('is verified once, showing the booking; the second check says it was already used, when and by whom', async () => {
    const bookingId = await confirmedBooking();
    const code = await codeOf(bookingId);
    const first = await a.caller(staff).vouchers.verify({ code: code.toLowerCase().replace(/-/g, ' ') });
    expect(first).toMatchObject({
      outcome: 'verified',
      usedBy: staff.username,
      booking: { id: bookingId, type: 'hotel', status: 'confirmed', startDate: inDays(10), quantity: 1, quantityLabel: '1 room' },
    });
    expect(first.booking.itemName).toMatch(/^Test Hotel/);

    const second = await a.caller(staff).vouchers.verify({ code: `https://localhost/admin/verify?code=${code}` });
    expect(second).toMatchObject({ outcome: 'already_used', usedAt: first.usedAt, usedBy: staff.username });
    expect((await a.caller(traveller).vouchers.list()).find((v) => v.bookingId === bookingId)?.usedAt).toBe(first.usedAt);
  });

  it('scanned on two instances at once, is verified exactly once', async () => {
    const bookingId = await confirmedBooking();
    const code = await codeOf(bookingId);
    const otherStaff = await createUser(a, 'staff');
    const checks = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? b.caller(otherStaff) : a.caller(staff)).vouchers.verify({ code })));
    expect(checks.filter((check) => check.outcome === 'verified')).toHaveLength(1);
    expect(new Set(checks.map((check) => check.usedAt)).size).toBe(1);
  });

  it('refuses a mistyped or forged code (404), a cancelled booking’s voucher (409), and anyone but staff', async () => {
    const bookingId = await confirmedBooking();
    const code = await codeOf(bookingId);
    const last = code.at(-1) === '0' ? '1' : '0';
    await expect(a.caller(staff).vouchers.verify({ code: code.slice(0, -1) + last })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/No booking has this voucher code/),
    });
    // A well-formed code signed with another key is refused the same way.
    const [{ voucher_ref: ref }] = await sql<{ voucher_ref: string }>(a, 'select voucher_ref from booking where id = ?', [bookingId]);
    await expect(a.caller(staff).vouchers.verify({ code: voucherCode(ref, 'not-the-key') })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await a.caller(traveller).bookings.cancel({ id: bookingId });
    await expect(a.caller(staff).vouchers.verify({ code })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/was cancelled: its voucher is not valid/),
    });

    await expect(a.caller(traveller).vouchers.verify({ code })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(a.caller(null).vouchers.verify({ code })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('only stays, flights, car rentals and tours have one: a shipment (even paid) has none, and its code is refused', async () => {
    const shipment = await a
      .caller(traveller)
      .cargo.create({ fromLocation: 'Kampala', toLocation: 'Kigali', weight: '2', cargoType: 'road', currency: 'USD', price: '10.00' });
    await a.caller(traveller).payments.create({ bookingId: shipment.bookingId, method: 'paypal', idempotencyKey: randomUUID() });
    const [row] = await sql<{ id: string; status: string; voucher_ref: string }>(
      a,
      `select id, status, voucher_ref from booking where user_id = ? and type = 'cargo'`,
      [traveller.id],
    );
    expect(row.status).toBe('confirmed');
    expect(shipment.trackingNumber).toBeTruthy();
    expect((await a.caller(traveller).vouchers.list()).map((voucher) => voucher.bookingId)).not.toContain(row.id);
    const [{ value: key }] = await sql<{ value: string }>(a, `select value from app_secret where name = 'voucher-signing-key'`);
    await expect(a.caller(staff).vouchers.verify({ code: voucherCode(row.voucher_ref, key) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('over REST: GET /api/vouchers and POST /api/vouchers/verify', async () => {
    const bookingId = await confirmedBooking();
    const list = await a.fetch('/api/vouchers', { headers: { Cookie: await sessionCookie(a, traveller) } });
    expect(list.status).toBe(200);
    const code = ((await list.json()) as { bookingId: string; code: string }[]).find((v) => v.bookingId === bookingId)!.code;
    const staffCookie = await sessionCookie(a, staff);
    const verify = (body: unknown) =>
      a.fetch('/api/vouchers/verify', { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staffCookie }, body: JSON.stringify(body) });
    const first = await verify({ code });
    expect(first.status).toBe(200);
    expect((await first.json()).outcome).toBe('verified');
    expect((await (await verify({ code })).json()).outcome).toBe('already_used');
    const missing = await verify({});
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/^code: /);
  });
});
