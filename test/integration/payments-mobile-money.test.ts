import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';
import { signCallback, type MobileMoneyProvider } from '../../src/server/features/payments/mobile-money-provider';
import { queryStalledPushes } from '../../src/server/features/payments/mobile-money.service';
import { createLogger } from '../../src/server/logger';
import { usdCentsToMinor } from '@shared/local-money';
import { amountToCents } from '@shared/money';
import { findUserById, type SessionUser } from '../../src/server/features/auth';
import { api, freshIp, registerTraveller } from './accounts-support';

// Mobile money pushes against real PostgreSQL: the simulated provider's answers arrive as jobs
// (JOB_WORKER off: the test runs them, ahead of time where the wallet would wait a minute).
const TIMEOUT_MS = 60_000;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false, MOBILE_MONEY_PUSH_TIMEOUT_MS: TIMEOUT_MS, MOBILE_MONEY_STATUS_QUERY_AFTER_MS: 30_000 });
});
afterAll(() => app?.close());

const SAFARICOM = '0712 345 678';
const CANCELS = '0708 000 001';
const TIMES_OUT = '0708 000 002';
const NO_FUNDS = '0708 000 003';
const CALLBACK_LOST = '0708 000 004';

async function pendingHotelBooking() {
  const user = await createUser(app);
  const hotelId = await createHotel(app, { rooms: 1, priceCents: 1660 });
  const booking = await app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(22) });
  return { user, booking };
}

const start = (user: SessionUser, bookingId: string, phone: string, idempotencyKey = randomUUID()) =>
  app.caller(user).payments.mobileMoney.start({ bookingId, country: 'KE', phone, idempotencyKey });

async function bookingRow(id: string) {
  const [row] = await sql<{ status: string; hold_expires_at: string | Date | null }>(app, `select status, hold_expires_at from booking where id = ?`, [id]);
  return { status: row.status, hold_expires_at: row.hold_expires_at === null ? null : new Date(row.hold_expires_at) };
}

/** Runs the due jobs as if `ms` had passed (the provider's answers). */
const runJobsAfter = (ms = 0) => app.runDueJobs({ dueBy: new Date(Date.now() + ms) });

/** Runs the recurring status query now. */
async function runStatusQuery() {
  await sql(app, `update job set run_at = now() where key = 'recurring:payments.query-stalled-pushes'`);
  await app.runDueJobs();
}

describe('mobile money push', () => {
  it('succeeds after the delay: the booking is confirmed and the charge is stored in KES with the USD base and the rate', async () => {
    const { user, booking } = await pendingHotelBooking();
    const push = await start(user, booking.id, SAFARICOM);
    const [rate] = await sql<{ units_per_usd: string; as_of: string }>(app, `select units_per_usd, as_of::text from exchange_rate where currency = 'KES'`);
    const expectedMinor = usdCentsToMinor(amountToCents(booking.totalAmount), 'KES', rate.units_per_usd, 100);
    expect(push).toMatchObject({
      status: 'pending',
      operator: 'mpesa_ke',
      phone: '+254 712 ••• 678',
      currency: 'KES',
      amountMinor: expectedMinor,
      baseAmount: booking.totalAmount,
      rateAsOf: rate.as_of,
      simulated: true,
      replayed: false,
    });
    expect(expectedMinor % 100).toBe(0);
    expect((await bookingRow(booking.id)).status).toBe('pending');

    await runJobsAfter(app.config.PAYMENT_DELAY_MS);
    const settled = await app.caller(user).payments.mobileMoney.get({ id: push.id });
    expect(settled).toMatchObject({ status: 'succeeded', failureMessage: null, booking: { status: 'confirmed' } });
    const payments = await sql<Record<string, unknown>>(
      app,
      `select method, status, amount_cents, currency, charged_currency, charged_minor, units_per_usd::text, rate_as_of::text from payment where booking_id = ?`,
      [booking.id],
    );
    expect(payments).toEqual([
      {
        method: 'mobile_money',
        status: 'succeeded',
        amount_cents: amountToCents(booking.totalAmount),
        currency: 'USD',
        charged_currency: 'KES',
        charged_minor: expectedMinor,
        units_per_usd: rate.units_per_usd,
        rate_as_of: rate.as_of,
      },
    ]);
  });

  it.each([
    [CANCELS, 'cancelled', 'Payment cancelled', 'Malipo yameghairiwa', 'أُلغي الدفع', 0],
    [NO_FUNDS, 'insufficient_funds', 'not enough money', 'salio la pesa kwa simu halitoshi', 'الرصيد', 0],
    [TIMES_OUT, 'timeout', 'did not answer within a minute', 'haikujibu ndani ya dakika moja', 'لم يرد الهاتف', TIMEOUT_MS],
  ])('%s leaves the booking unpaid with its message (%s)', async (phone, status, en, sw, ar, waitMs) => {
    const { user, booking } = await pendingHotelBooking();
    const holdBefore = (await bookingRow(booking.id)).hold_expires_at!;
    const push = await start(user, booking.id, phone);
    // Held while the wallet waits, never past the hold's own expiry plus the wallet's timeout.
    const held = (await bookingRow(booking.id)).hold_expires_at!;
    expect(held.getTime()).toBeGreaterThan(holdBefore.getTime() - 1);
    expect(held.getTime()).toBeLessThanOrEqual(holdBefore.getTime() + TIMEOUT_MS);
    expect(held.getTime()).toBeGreaterThanOrEqual(Date.now() + TIMEOUT_MS - 5_000);

    if (waitMs > 0) {
      await runJobsAfter(0);
      expect((await app.caller(user).payments.mobileMoney.get({ id: push.id })).status).toBe('pending');
    }
    await runJobsAfter(waitMs + 1_000);
    const failed = await app.caller(user).payments.mobileMoney.get({ id: push.id });
    expect(failed.status).toBe(status);
    expect(failed.failureMessage).toContain(en);
    expect(failed.booking.status).toBe('pending');
    expect((await app.caller({ ...user, language: 'sw' }).payments.mobileMoney.get({ id: push.id })).failureMessage).toContain(sw);
    expect((await app.caller({ ...user, language: 'ar' }).payments.mobileMoney.get({ id: push.id })).failureMessage).toContain(ar);
    const row = await bookingRow(booking.id);
    expect(row.status).toBe('pending');
    expect(row.hold_expires_at!.getTime()).toBe(holdBefore.getTime());
    expect(await sql(app, `select status, failure_reason from payment where booking_id = ?`, [booking.id])).toEqual([
      { status: 'declined', failure_reason: status },
    ]);

    // Unpaid, not stuck: a new attempt pushes again and can succeed.
    const retry = await start(user, booking.id, SAFARICOM);
    expect(retry).toMatchObject({ status: 'pending', replayed: false });
    await runJobsAfter(0);
    expect((await app.caller(user).payments.mobileMoney.get({ id: retry.id })).booking.status).toBe('confirmed');
  });

  it('a dropped callback is recovered by the status job', async () => {
    const { user, booking } = await pendingHotelBooking();
    const push = await start(user, booking.id, CALLBACK_LOST);
    await runJobsAfter(0);
    expect((await app.caller(user).payments.mobileMoney.get({ id: push.id })).status).toBe('pending');
    // Not asked about before 30 seconds have passed without a callback.
    await runStatusQuery();
    expect((await app.caller(user).payments.mobileMoney.get({ id: push.id })).status).toBe('pending');

    await sql(app, `update mobile_money_push set requested_at = requested_at - interval '31 seconds' where id = ?`, [push.id]);
    await runStatusQuery();
    const recovered = await app.caller(user).payments.mobileMoney.get({ id: push.id });
    expect(recovered).toMatchObject({ status: 'succeeded', booking: { status: 'confirmed' } });
    expect(await sql(app, `select settled_by from mobile_money_push where id = ?`, [push.id])).toEqual([{ settled_by: 'status_query' }]);
    expect(await sql(app, `select status from payment where booking_id = ?`, [booking.id])).toEqual([{ status: 'succeeded' }]);
  });

  it('the status query times out a push its provider still calls pending a whole timeout late, and one failing query does not stop the others', async () => {
    const silent = await pendingHotelBooking();
    const broken = await pendingHotelBooking();
    const silentPush = await start(silent.user, silent.booking.id, CALLBACK_LOST);
    const brokenPush = await start(broken.user, broken.booking.id, CALLBACK_LOST);
    await sql(
      app,
      `update mobile_money_push set requested_at = requested_at - interval '3 minutes', expires_at = expires_at - interval '3 minutes' where id in (?, ?)`,
      [silentPush.id, brokenPush.id],
    );
    const neverAnswers: MobileMoneyProvider = {
      simulated: true,
      requestPush: () => Promise.reject(new Error('not used')),
      queryStatus: (push) => (push.pushId === brokenPush.id ? Promise.reject(new Error('provider down')) : Promise.resolve({ state: 'pending' })),
    };
    expect(await queryStalledPushes(app.orm.em.fork(), app.config, neverAnswers, createLogger('silent'))).toBe(1);
    expect((await app.caller(silent.user).payments.mobileMoney.get({ id: silentPush.id })).status).toBe('timeout');
    expect((await app.caller(broken.user).payments.mobileMoney.get({ id: brokenPush.id })).status).toBe('pending');
    expect((await bookingRow(silent.booking.id)).status).toBe('pending');
  });

  it('20 concurrent attempts make one push and exactly one charge', async () => {
    const { user, booking } = await pendingHotelBooking();
    const attempts = await Promise.all(Array.from({ length: 20 }, () => start(user, booking.id, SAFARICOM)));
    expect(new Set(attempts.map((attempt) => attempt.id)).size).toBe(1);
    expect(attempts.filter((attempt) => !attempt.replayed)).toHaveLength(1);
    expect(await sql(app, `select id from mobile_money_push where booking_id = ?`, [booking.id])).toHaveLength(1);
    await runJobsAfter(0);
    // Taps after it settled find the booking paid.
    await expect(start(user, booking.id, SAFARICOM)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await sql(app, `select status from payment where booking_id = ?`, [booking.id])).toEqual([{ status: 'succeeded' }]);
  });

  it('a second tap while pending gets the pending push; the same key gets its own push; a card payment meanwhile is refused', async () => {
    const { user, booking } = await pendingHotelBooking();
    const key = randomUUID();
    const first = await start(user, booking.id, SAFARICOM, key);
    expect(await start(user, booking.id, SAFARICOM, key)).toMatchObject({ id: first.id, replayed: true });
    expect(await start(user, booking.id, '0799 111 222')).toMatchObject({ id: first.id, replayed: true });
    await expect(start(user, booking.id, '0799 111 222', key)).rejects.toMatchObject({ code: 'UNPROCESSABLE_CONTENT' });
    await expect(app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await runJobsAfter(0);
    expect(await sql(app, `select method, status from payment where booking_id = ?`, [booking.id])).toEqual([{ method: 'mobile_money', status: 'succeeded' }]);
  });

  it('refuses a number that no wallet of the country answers with a 400 naming phone', async () => {
    const { user, booking } = await pendingHotelBooking();
    const cookie = await sessionCookie(app, user);
    for (const [country, phone] of [
      ['KE', '0733 123 456'], // Airtel Kenya: no M-Pesa
      ['KE', '+255 754 123 456'], // a Tanzanian number
      ['TZ', '0612 345 678'], // Halotel
      ['UG', '12345'],
    ]) {
      const response = await app.fetch('/api/payments/mobile-money', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({ bookingId: booking.id, country, phone }),
      });
      expect(response.status, `${country} ${phone}`).toBe(400);
      const body = (await response.json()) as { field?: string; message: string };
      expect(body.field ?? body.message).toContain('phone');
    }
    for (const [country, phone, operator] of [
      ['TZ', '0754 123 456', 'mpesa_tz'],
      ['TZ', '+255 65 123 4567', 'tigo_pesa'],
      ['TZ', '0782 123 456', 'airtel_money_tz'],
      ['UG', '0772 123 456', 'mtn_momo_ug'],
      ['UG', '256701234567', 'airtel_money_ug'],
      ['KE', '0110 123 456', 'mpesa_ke'],
    ]) {
      const other = await pendingHotelBooking();
      const push = await app
        .caller(other.user)
        .payments.mobileMoney.start({ bookingId: other.booking.id, country: country as 'TZ', phone, idempotencyKey: randomUUID() });
      expect(push.operator, phone).toBe(operator);
      expect(push.currency).toBe({ KE: 'KES', TZ: 'TZS', UG: 'UGX' }[country]);
    }
  });
});

describe('mobile money and account deletion', () => {
  it("'Delete my account' erases the wallet's number and keeps the push and its payment", async () => {
    const account = await registerTraveller(app);
    const user = (await findUserById(app.orm.em.fork(), account.user.id)) as SessionUser;
    const booking = await app
      .caller(user)
      .bookings.create({ type: 'hotel', itemId: await createHotel(app, { rooms: 1 }), startDate: inDays(30), endDate: inDays(31) });
    const push = await start(user, booking.id, '0799 246 813');
    await runJobsAfter(0);
    await sql(app, `update booking set start_date = start_date - 400, end_date = end_date - 400 where id = ?`, [booking.id]);
    const deleted = await api(app, '/api/account/delete', { body: { password: account.password }, cookie: account.cookie, ip: freshIp() });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    expect(await sql(app, `select msisdn, status from mobile_money_push where id = ?`, [push.id])).toEqual([{ msisdn: '[deleted]', status: 'succeeded' }]);
    expect(await sql(app, `select count(*)::int as n from mobile_money_push where position('799246813' in msisdn) > 0`)).toEqual([{ n: 0 }]);
    expect(await sql(app, `select status from payment where booking_id = ?`, [booking.id])).toEqual([{ status: 'succeeded' }]);
  });
});

describe('mobile money callbacks', () => {
  async function pendingPush() {
    const { user, booking } = await pendingHotelBooking();
    // A number whose simulated callback is lost: only the test's callbacks reach the app.
    const push = await start(user, booking.id, CALLBACK_LOST);
    const [row] = await sql<{ provider_reference: string }>(app, `select provider_reference from mobile_money_push where id = ?`, [push.id]);
    return { user, booking, push, providerReference: row.provider_reference };
  }

  const send = (body: string, headers: Record<string, string>) =>
    app.fetch('/api/payments/mobile-money/callback', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  const signed = (body: string, secret = app.config.MOBILE_MONEY_CALLBACK_SECRET, timestamp = String(Math.floor(Date.now() / 1000))) => ({
    'X-Callback-Timestamp': timestamp,
    'X-Callback-Signature': signCallback(secret, timestamp, new TextEncoder().encode(body)),
  });

  it('refuses unsigned, wrongly signed, stale and replayed callbacks; a signed one settles the push once', async () => {
    const { user, booking, push, providerReference } = await pendingPush();
    const body = JSON.stringify({ callbackId: randomUUID(), pushId: push.id, providerReference, outcome: 'succeeded', receipt: 'QK12345' });

    expect((await send(body, {})).status).toBe(401);
    expect((await send(body, signed(body, 'a-forger-guessing-the-secret'))).status).toBe(401);
    expect((await send(body, { ...signed(body), 'X-Callback-Signature': signed(body.replace('succeeded', 'cancelled'))['X-Callback-Signature'] })).status).toBe(
      401,
    );
    expect((await send(body, signed(body, undefined, String(Math.floor(Date.now() / 1000) - 3600)))).status).toBe(401);
    expect((await app.caller(user).payments.mobileMoney.get({ id: push.id })).status).toBe('pending');
    expect(await sql(app, `select id from payment where booking_id = ?`, [booking.id])).toEqual([]);

    const accepted = await send(body, signed(body));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ accepted: true });
    expect((await app.caller(user).payments.mobileMoney.get({ id: push.id })).booking.status).toBe('confirmed');

    // The same callback again, even freshly signed, is a replay.
    const replay = await send(body, signed(body));
    expect(replay.status).toBe(409);
    expect(await sql(app, `select id from payment where booking_id = ?`, [booking.id])).toHaveLength(1);
  });

  it("refuses a signed callback that names another push's reference", async () => {
    const { push } = await pendingPush();
    const body = JSON.stringify({ callbackId: randomUUID(), pushId: push.id, providerReference: 'ws_CO_SOMEONE_ELSE', outcome: 'succeeded', receipt: null });
    expect((await send(body, signed(body))).status).toBe(422);
    const malformed = '{"pushId": 1}';
    expect((await send(malformed, signed(malformed))).status).toBe(400);
  });
});
