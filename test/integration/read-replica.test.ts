// A read replica (DATABASE_REPLICA_URLS) against a real streaming replica: the system's
// PostgreSQL runs a primary, pg_basebackup makes a standby of it. With the standby's replay
// paused (replication lag made as large as we like), what the app answers shows where each read
// went: catalogue searches come from the replica (they miss what only the primary has), while a
// booking is visible at once to its traveller, pays, and the last room is refused to a second
// traveller although the lagging replica still lists it (checkout reads the primary).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm, migrateAndSeed } from '@db/orm';
import { demoSeedContext } from '../../src/server/features/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { ensureSystemPostgres, startPrimary, startReplica, waitForReplay, type SystemCluster } from '../support/system-postgres';
import { parsePrometheusText, value } from '../support/prometheus-text';
import { metricsRegistry } from '../../src/server/observability/metrics';
import { createHotel, createUser, inDays, sessionCookie } from './travel-fixtures';

const bin = ensureSystemPostgres((line) => console.log(line));
if (!bin)
  console.warn(
    "read-replica.test.ts skipped: PostgreSQL's server binaries (initdb, pg_basebackup) are not installed and could not be installed here; run `apt-get install postgresql` (Debian) and run it again.",
  );

describe.skipIf(!bin)('with DATABASE_REPLICA_URLS (a real streaming replica)', () => {
  let primary: SystemCluster;
  let replica: SystemCluster;
  let app: TestApp;

  beforeAll(async () => {
    primary = await startPrimary(bin!);
    await primary.query('create database manasa');
    const orm = await initOrm(primary.url('manasa'));
    await migrateAndSeed(orm, demoSeedContext);
    await orm.close(true);
    replica = await startReplica(bin!, primary);
    app = await createTestApp({ DATABASE_REPLICA_URLS: [replica.url('manasa')], JOB_WORKER: false }, { databaseUrl: primary.url('manasa') });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await replica?.destroy();
    await primary?.destroy();
  });

  const stay = { checkIn: inDays(10), checkOut: inDays(12) };
  const hotels = async (destination: string) => {
    const res = await app.fetch(`/api/hotels?${new URLSearchParams({ destination, ...stay })}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; roomsAvailable: number }[];
  };

  it('sends searches to the replica and holds, payments and a traveller’s own bookings to the primary', async () => {
    const [{ in_recovery }] = await replica.query<{ in_recovery: boolean }>('select pg_is_in_recovery() as in_recovery');
    expect(in_recovery).toBe(true);
    const lastRoom = await createHotel(app, { rooms: 1, name: 'Replica Test Lodge' });
    await waitForReplay(primary, replica);
    // Replayed is not yet visible to the replica's next snapshot on a busy machine: asked again until it is.
    await expect.poll(() => hotels('Replica Test Lodge'), { timeout: 15_000 }).toMatchObject([{ id: lastRoom, roomsAvailable: 1 }]);

    // From here the replica lags as far behind as the test needs.
    await replica.query('select pg_wal_replay_pause()');
    const newer = await createHotel(app, { rooms: 5, name: 'Lagging Lodge' });
    expect(await hotels('Lagging Lodge')).toEqual([]);
    const search = await app.fetch(`/trpc/search.find?input=${encodeURIComponent(JSON.stringify({ type: 'hotels', query: 'Lagging Lodge' }))}`);
    expect(search.status).toBe(200);
    expect(JSON.stringify(await search.json())).not.toContain(newer);

    // A traveller books the last room: held on the primary, visible to them at once, paid.
    const first = await createUser(app);
    const firstCookie = await sessionCookie(app, first);
    const json = (cookie: string) => ({ 'content-type': 'application/json', cookie });
    const booked = await app.fetch('/api/bookings', {
      method: 'POST',
      headers: json(firstCookie),
      body: JSON.stringify({ type: 'hotel', itemId: lastRoom, startDate: stay.checkIn, endDate: stay.checkOut, quantity: 1 }),
    });
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as { id: string };
    expect((await app.fetch(`/api/bookings/${booking.id}`, { headers: { cookie: firstCookie } })).status).toBe(200);
    const list = await app.fetch('/api/bookings', { headers: { cookie: firstCookie } });
    expect(((await list.json()) as { id: string }[]).map((b) => b.id)).toEqual([booking.id]);
    const paid = await app.fetch('/api/payments', {
      method: 'POST',
      headers: { ...json(firstCookie), 'Idempotency-Key': `replica-${booking.id}` },
      body: JSON.stringify({ bookingId: booking.id, method: 'paypal' }),
    });
    expect(paid.status).toBe(200);

    // The lagging replica still lists the room; the second traveller's hold is decided on the primary.
    // Replayed is not yet visible to the replica's next snapshot on a busy machine: asked again until it is.
    await expect.poll(() => hotels('Replica Test Lodge'), { timeout: 15_000 }).toMatchObject([{ id: lastRoom, roomsAvailable: 1 }]);
    const second = await createUser(app);
    const refused = await app.fetch('/api/bookings', {
      method: 'POST',
      headers: json(await sessionCookie(app, second)),
      body: JSON.stringify({ type: 'hotel', itemId: lastRoom, startDate: stay.checkIn, endDate: stay.checkOut, quantity: 1 }),
    });
    expect(refused.status).toBe(409);

    // Replay resumes: the replica catches up and searches show the primary's state.
    await replica.query('select pg_wal_replay_resume()');
    await waitForReplay(primary, replica);
    expect(await hotels('Lagging Lodge')).toMatchObject([{ id: newer, roomsAvailable: 5 }]);
    const caughtUp = await app.fetch(`/trpc/search.find?input=${encodeURIComponent(JSON.stringify({ type: 'hotels', query: 'Lagging Lodge' }))}`);
    expect(JSON.stringify(await caughtUp.json())).toContain(newer);
    expect(await hotels('Replica Test Lodge')).toEqual([]);

    const samples = parsePrometheusText(await metricsRegistry.metrics());
    expect(value(samples, 'manasa_db_pool_max', { pool: 'replica-1' })).toBe(10);
  });
});
