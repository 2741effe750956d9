import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimIdempotencyKey, completeIdempotencyKey, requestHash, type KeyOwner } from '../../src/server/core/idempotency';
import { createFlight, createUser, inDays, passengers, sql } from './travel-fixtures';

// (leases and keys) and 6 (payments outlive users).
const LEASE_MS = 400;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false, IDEMPOTENCY_LEASE_MS: LEASE_MS });
});
afterAll(() => app?.close());

async function pendingFlight() {
  const user = await createUser(app);
  const booking = await app
    .caller(user)
    .bookings.create({ type: 'flight', itemId: await createFlight(app, { seats: 3, date: inDays(12) }), travellers: passengers(1) });
  return { user, booking };
}

describe('item 4: idempotency leases', () => {
  it('a retry takes over the key of an owner that died mid-payment (kill -9) after one lease, not a minute', async () => {
    const { user, booking } = await pendingFlight();
    const key = randomUUID();
    // What a killed owner leaves: its key 'processing', its lease never renewed again.
    await sql(app, `insert into idempotency_key (user_id, scope, key, request_hash) values (?, 'payment', ?, ?)`, [
      user.id,
      key,
      requestHash(['payment', booking.id, 'paypal', null]),
    ]);
    const payment = await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: key });
    expect(payment).toMatchObject({ status: 'succeeded', replayed: false });
    expect(app.config.IDEMPOTENCY_LEASE_MS).toBe(LEASE_MS);
  });

  it('the default lease lets a retry succeed within 5 seconds of a crash, the payment delay included', async () => {
    const { testConfig } = await import('../../src/server/config');
    const defaults = testConfig({ PAYMENT_DELAY_MS: 2000 });
    expect(defaults.IDEMPOTENCY_LEASE_MS + defaults.PAYMENT_DELAY_MS).toBeLessThanOrEqual(5000);
  });

  it('a live owner renews its lease: a concurrent duplicate waits and replays, it never takes over', async () => {
    const slow = await createTestApp({ JOB_WORKER: false, IDEMPOTENCY_LEASE_MS: LEASE_MS, PAYMENT_DELAY_MS: LEASE_MS * 4 }, { databaseUrl: app.databaseUrl });
    try {
      const { user, booking } = await pendingFlight();
      const key = randomUUID();
      const request = { bookingId: booking.id, method: 'paypal' as const, idempotencyKey: key };
      const first = slow.caller(user).payments.create(request);
      // The duplicate arrives once the first owns the key, and keeps asking for longer than a lease.
      for (;;) {
        const [row] = await sql<{ n: number }>(app, `select count(*)::int as n from idempotency_key where key = ?`, [key]);
        if (row.n === 1) break;
      }
      const second = await app.caller(user).payments.create(request);
      const original = await first;
      expect(second).toMatchObject({ id: original.id, replayed: true });
      expect(await sql(app, `select id from payment where booking_id = ?`, [booking.id])).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('an owner that lost its key to a takeover cannot overwrite the answer stored by the new owner', async () => {
    const user = await createUser(app);
    const key = { userId: user.id, scope: 'test', key: randomUUID(), hash: 'h', leaseMs: LEASE_MS, waitMs: 0 };
    const stalled = (await claimIdempotencyKey(app.orm.em.fork(), key)) as KeyOwner;
    expect(stalled.kind).toBe('owner');
    await sql(app, `update idempotency_key set locked_at = now() - interval '1 minute' where id = ?`, [stalled.id]);
    const retry = (await claimIdempotencyKey(app.orm.em.fork(), key)) as KeyOwner;
    expect(retry).toMatchObject({ kind: 'owner', id: stalled.id });
    await app.orm.em.fork().transactional((tx) => completeIdempotencyKey(tx, retry, 200, { storedBy: 'retry' }));

    await expect(app.orm.em.fork().transactional((tx) => completeIdempotencyKey(tx, stalled, 200, { storedBy: 'stalled' }))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const [row] = await sql<{ response_body: unknown }>(app, `select response_body from idempotency_key where id = ?`, [stalled.id]);
    expect(row.response_body).toEqual({ storedBy: 'retry' });
  });

  it('caps new keys per user: the 61st new key within an hour answers 429 with Retry-After', async () => {
    const user = await createUser(app);
    const pay = () => app.caller(user).payments.create({ bookingId: randomUUID(), method: 'paypal', idempotencyKey: randomUUID() });
    for (let i = 0; i < app.config.IDEMPOTENCY_KEYS_PER_USER_PER_HOUR; i++) await expect(pay()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(pay()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const [{ n }] = await sql<{ n: number }>(app, `select count(*)::int as n from idempotency_key where user_id = ?`, [user.id]);
    expect(n).toBe(app.config.IDEMPOTENCY_KEYS_PER_USER_PER_HOUR);
  });

  it('purges keys older than the retention on a schedule (the recurring job)', async () => {
    const user = await createUser(app);
    await sql(
      app,
      `insert into idempotency_key (user_id, scope, key, request_hash, created_at) values (?, 'payment', 'old', 'h', now() - interval '25 hours'), (?, 'payment', 'new', 'h', now())`,
      [user.id, user.id],
    );
    await app.runDueJobs();
    const left = await sql<{ key: string }>(app, `select key from idempotency_key where user_id = ? order by key`, [user.id]);
    expect(left.map((row) => row.key)).toEqual(['new']);
  });
});

describe('item 6: payments outlive users', () => {
  it('deleting a user who paid is refused and the payment stays; one who never paid can go', async () => {
    const { user, booking } = await pendingFlight();
    await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
    await expect(sql(app, `delete from app_user where id = ?`, [user.id])).rejects.toThrow(/payment_user_id_foreign|foreign key/);
    await expect(sql(app, `delete from booking where id = ?`, [booking.id])).rejects.toThrow(/payment_booking_id_foreign|foreign key/);
    expect(await sql(app, `select id from payment where booking_id = ?`, [booking.id])).toHaveLength(1);

    const unpaid = await pendingFlight();
    await sql(app, `delete from app_user where id = ?`, [unpaid.user.id]);
    expect(await sql(app, `select id from booking where id = ?`, [unpaid.booking.id])).toHaveLength(0);
  });
});
