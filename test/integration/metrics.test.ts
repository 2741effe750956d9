// Prometheus metrics: not served on the app's port unless a token is set (then only with it),
// served on METRICS_PORT; and after a little real traffic (searches, a booking and payments, a
// declined card, a live stream, jobs run, one failing) the series the operators' dashboard and
// alerts read are there, labelled by route template and procedure, never by raw URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { parsePrometheusText, value, matching, type Sample } from '../support/prometheus-text';
import { createUser, inDays, sessionCookie, sql } from './travel-fixtures';
import { Inbox, sseClient } from './platform-support';
import { startMetricsServer } from '../../src/server/observability/metrics-endpoint';
import { afterCommit } from '@db/after-commit';

const TOKEN = 'metrics-token-for-tests-0123456789';
let app: TestApp;
let closed: TestApp;

beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN: TOKEN, JOB_WORKER: false });
  closed = await createTestApp({ JOB_WORKER: false }, { databaseUrl: app.databaseUrl });
});
afterAll(async () => {
  await closed?.close();
  await app?.close();
});

async function scrape(): Promise<Sample[]> {
  const res = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return parsePrometheusText(await res.text());
}

describe('/metrics', () => {
  it('is not on the app’s port by default: an unknown path, with nothing of the metrics', async () => {
    const res = await fetch(`${closed.baseUrl}/metrics`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).not.toContain('manasa_');
  });

  it('with METRICS_TOKEN, answers only to that bearer token', async () => {
    const none = await fetch(`${app.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await none.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Metrics need their token: Authorization: Bearer <token>' });
    expect((await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    const ok = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('is served on a port of its own with METRICS_PORT (with the token too when one is set)', async () => {
    const open = await startMetricsServer({ port: 0, host: '127.0.0.1' });
    const guarded = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const res = await fetch(`http://127.0.0.1:${open.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('nodejs_eventloop_lag_seconds');
      expect((await fetch(`http://127.0.0.1:${open.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    } finally {
      open.server.close();
      guarded.server.close();
    }
  });
});

describe('after a test load', () => {
  it('has request, procedure, payment, hold, job, stream, pool and event-loop series', async () => {
    const before = await scrape();
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const json = { 'content-type': 'application/json', cookie };

    // Searches: REST and tRPC.
    expect((await app.fetch(`/api/hotels?destination=zanzibar&guests=2`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/trpc/tours.list?input=${encodeURIComponent('{}')}`)).status).toBe(200);
    // A booking paid by card, one whose card is declined, and a signed-out booking refused.
    const book = async () => {
      const res = await app.fetch('/api/bookings', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          type: 'tour',
          itemId: 'tour-8',
          startDate: inDays(3),
          quantity: 1,
          tourTravellers: [{ givenNames: 'Amina', surname: 'Hassan' }],
        }),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: string };
    };
    const pay = (bookingId: string, cardNumber: string, key = randomUUID()) =>
      app.fetch('/api/payments', {
        method: 'POST',
        headers: { ...json, 'Idempotency-Key': key },
        body: JSON.stringify({ bookingId, method: 'card', cardNumber }),
      });
    const paid = await book();
    const key = randomUUID();
    expect((await pay(paid.id, '4242424242424242', key)).status).toBe(200);
    expect((await pay(paid.id, '4242424242424242', key)).status).toBe(200); // a retry: replayed
    const declined = await book();
    expect((await pay(declined.id, '4000000000000002')).status).toBe(402);
    expect((await app.fetch(`/api/bookings/${paid.id}`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);

    // The declined booking's hold lapses and the sweep expires it; a job whose payload no longer
    // parses fails for good.
    await sql(app, `update booking set hold_expires_at = now() - interval '1 minute' where id = ?`, [declined.id]);
    await sql(app, `insert into job (kind, payload, run_at, max_attempts) values ('bookings.hold-reminder', '{"bookingId":"not-a-uuid"}', now(), 1)`);
    await app.runDueJobs();

    // A live stream open while scraping.
    const inbox = new Inbox<unknown>();
    const subscription = sseClient(app, cookie).notifications.live.subscribe(undefined, { onData: inbox.push });
    await inbox.next();

    const after = await scrape();
    subscription.unsubscribe();
    const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);

    expect(delta('manasa_http_requests_total', { method: 'GET', route: '/api/hotels', status: '200' })).toBe(1);
    expect(delta('manasa_http_requests_total', { method: 'POST', route: '/api/bookings', status: '201' })).toBe(2);
    expect(delta('manasa_http_requests_total', { method: 'POST', route: '/api/bookings', status: '401' })).toBe(1);
    expect(delta('manasa_http_requests_total', { method: 'POST', route: '/api/payments', status: '402' })).toBe(1);
    expect(delta('manasa_http_requests_total', { method: 'GET', route: '/api/bookings/:id', status: '200' })).toBe(1);
    expect(delta('manasa_http_requests_total', { method: 'GET', route: '/trpc/*', status: '200' })).toBe(1);
    expect(delta('manasa_http_request_duration_seconds_count', { method: 'GET', route: '/api/hotels' })).toBe(1);
    expect(matching(after, 'manasa_http_request_duration_seconds_bucket', { route: '/api/hotels', le: '+Inf' })).toHaveLength(1);
    // Templates, never raw URLs: no booking id in any label.
    expect(after.some((sample) => Object.values(sample.labels).some((label) => label.includes(paid.id)))).toBe(false);

    expect(delta('manasa_trpc_calls_total', { procedure: 'hotels.search', type: 'query', code: 'OK' })).toBe(1);
    expect(delta('manasa_trpc_calls_total', { procedure: 'tours.list', type: 'query', code: 'OK' })).toBe(1);
    expect(delta('manasa_trpc_calls_total', { procedure: 'bookings.create', code: 'UNAUTHORIZED' })).toBe(1);
    expect(delta('manasa_trpc_calls_total', { procedure: 'payments.create', code: 'PAYMENT_REQUIRED' })).toBe(1);
    expect(delta('manasa_trpc_call_duration_seconds_count', { procedure: 'bookings.create', type: 'mutation' })).toBe(3);
    expect(delta('manasa_trpc_calls_total', { procedure: 'notifications.live', type: 'subscription', code: 'OK' })).toBe(1);

    expect(delta('manasa_payments_total', { method: 'card', outcome: 'succeeded' })).toBe(1);
    expect(delta('manasa_payments_total', { method: 'card', outcome: 'replayed' })).toBe(1);
    expect(delta('manasa_payments_total', { method: 'card', outcome: 'declined' })).toBe(1);
    expect(delta('manasa_holds_total', { type: 'tour', event: 'created' })).toBe(2);
    expect(delta('manasa_holds_total', { type: 'tour', event: 'paid' })).toBe(1);
    expect(delta('manasa_holds_total', { type: 'tour', event: 'expired' })).toBe(1);

    expect(delta('manasa_jobs_settled_total', { kind: 'bookings.sweep-lapsed-holds', outcome: 'done' })).toBe(1);
    expect(delta('manasa_jobs_settled_total', { kind: 'bookings.hold-reminder', outcome: 'failed' })).toBe(1);
    expect(value(after, 'manasa_jobs', { kind: 'bookings.hold-reminder', state: 'failed' })).toBe(1);
    // The paid booking's reminder is still ahead (pending, due later); the sweep is scheduled again.
    expect(value(after, 'manasa_jobs', { kind: 'bookings.sweep-lapsed-holds', state: 'scheduled' })).toBe(1);
    expect(matching(after, 'manasa_jobs_lag_seconds').length).toBeGreaterThan(0);
    expect(delta('manasa_job_duration_seconds_count', { kind: 'bookings.sweep-lapsed-holds' })).toBe(1);

    expect(value(after, 'manasa_live_streams_open')).toBe(1);
    expect(delta('manasa_live_streams_total')).toBe(1);
    expect(value(after, 'manasa_live_listener_connected')).toBe(1);
    expect(value(after, 'manasa_draining')).toBe(0);
    // Two instances in this process, each with its primary pool of 10.
    expect(value(after, 'manasa_db_pool_max', { pool: 'primary' })).toBe(20);
    expect(matching(after, 'manasa_db_pool_connections', { pool: 'primary', state: 'used' })).toHaveLength(1);
    expect(matching(after, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(matching(after, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
  });

  it('counts a change when its transaction commits, and never when it rolls back (also from a nested transaction)', async () => {
    const counted: string[] = [];
    const em = app.orm.em.fork();
    await em.transactional(async (tx) => {
      afterCommit(tx, () => counted.push('outer'));
      await tx.transactional(async (nested) => {
        afterCommit(nested, () => counted.push('nested'));
      });
      expect(counted).toEqual([]);
    });
    expect(counted).toEqual(['outer', 'nested']);

    await expect(
      em.transactional(async (tx) => {
        afterCommit(tx, () => counted.push('rolled back'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    afterCommit(em, () => counted.push('no transaction'));
    expect(counted).toEqual(['outer', 'nested', 'no transaction']);
  });
});
