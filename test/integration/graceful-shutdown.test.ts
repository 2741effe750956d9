// Shutting an instance down (src/server/lifecycle.ts, what main.ts does on SIGTERM): /readyz
// turns 503 at once while the instance still serves what reaches it, with `Connection: close`;
// live streams, which began with the SSE retry hint, end with a "reconnect" error, and new ones
// are refused with 503; then the listener closes, the request in flight (a payment in its
// processor wait) finishes, and connections still busy when SHUTDOWN_TIMEOUT_MS runs out are
// cut. The job worker's part (unfinished jobs given back) is in platform-jobs.test.ts.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, inDays, sessionCookie } from './travel-fixtures';
import type { SessionUser } from '../../src/server/features/auth';
import { drainAndStop } from '../../src/server/lifecycle';
import { createLogger } from '../../src/server/logger';
import { metricsRegistry } from '../../src/server/observability/metrics';
import { parsePrometheusText, value } from '../support/prometheus-text';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A traveller with a held tour place and a payment for it now waiting in the simulated processor. */
async function paymentInFlight(app: TestApp, user?: SessionUser) {
  user ??= await createUser(app);
  const cookie = await sessionCookie(app, user);
  const json = { 'content-type': 'application/json', cookie };
  const booked = await fetch(`${app.baseUrl}/api/bookings`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ type: 'tour', itemId: 'tour-8', startDate: inDays(3), quantity: 1, tourTravellers: [{ givenNames: 'Amina', surname: 'Hassan' }] }),
  });
  expect(booked.status).toBe(201);
  const booking = (await booked.json()) as { id: string };
  const payment = fetch(`${app.baseUrl}/api/payments`, {
    method: 'POST',
    headers: { ...json, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ bookingId: booking.id, method: 'paypal' }),
  });
  payment.catch(() => undefined);
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(`select 1 from idempotency_key where user_id = $1 and state = 'processing'`, [user.id]);
      if (rows.length > 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await client.end();
  }
  return { cookie, booking, payment };
}

async function keyState(app: TestApp, bookingId: string): Promise<string> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string }>(`select k.state from idempotency_key k join booking b on b.user_id = k.user_id where b.id = $1`, [
      bookingId,
    ]);
    return rows[0].state;
  } finally {
    await client.end();
  }
}

/** A live stream read as raw text, as an EventSource receives it. */
async function openStream(app: TestApp, cookie: string) {
  const res = await fetch(`${app.baseUrl}/trpc/notifications.live`, { headers: { cookie, accept: 'text/event-stream' } });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let arrived = () => {};
  const ended = (async () => {
    for (;;) {
      const { value: chunk, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (!done) text += chunk;
      arrived();
      if (done) return text;
    }
  })();
  return {
    /** The text so far, once it matches `pattern`. */
    async readUntil(pattern: RegExp) {
      while (!pattern.test(text)) {
        const next = new Promise<void>((resolve) => (arrived = resolve));
        if ((await Promise.race([next.then(() => false), ended.then(() => true)])) && !pattern.test(text))
          throw new Error(`the stream ended before ${pattern}: ${text}`);
      }
      return text;
    },
    /** All of it, once the server ended the stream. */
    ended: () => ended,
  };
}

const log = createLogger('silent');

describe('drainAndStop', () => {
  it('turns /readyz 503 at once, keeps serving with Connection: close, ends live streams with a retry hint, then lets the payment in flight finish', async () => {
    const app = await createTestApp({ PAYMENT_DELAY_MS: 5000, LIVE_RETRY_MS: 1000, JOB_WORKER: false });
    apps.push(app);
    const user = await createUser(app);
    const stream = await openStream(app, await sessionCookie(app, user));
    // The retry hint comes first, then the snapshot.
    expect(await stream.readUntil(/\ndata: /)).toMatch(/^retry: 1000\n\n/);
    expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(200);
    const { booking, payment } = await paymentInFlight(app, user);

    const delay = deferred();
    const stopping = drainAndStop({
      server: app.server,
      lifecycle: app.lifecycle,
      platform: app.platform,
      config: { SHUTDOWN_DRAIN_DELAY_MS: 0, SHUTDOWN_TIMEOUT_MS: 30_000 },
      log,
      drainDelay: () => delay.promise,
    });

    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    const served = await fetch(`${app.baseUrl}/api/tour-packages`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    // A new live stream is refused at once (a proxy retries it on another instance).
    const refused = await fetch(`${app.baseUrl}/trpc/notifications.live`, { headers: { cookie: await sessionCookie(app, user), accept: 'text/event-stream' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The server is restarting; reconnecting' });
    expect(value(parsePrometheusText(await metricsRegistry.metrics()), 'manasa_draining')).toBe(1);

    // The stream ends with the error tRPC's client answers by reconnecting (after the hint's delay).
    const text = await stream.ended();
    expect(text).toMatch(/\n\nevent: serialized-error\ndata: \{[^\n]*"code":"SERVICE_UNAVAILABLE"[^\n]*\}\n\n\n$/);
    expect(app.lifecycle.liveStreams.count).toBe(0);
    // All this while, the payment was still in the processor's wait.
    expect(await keyState(app, booking.id)).toBe('processing');

    delay.resolve();
    const answer = await payment;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ bookingId: booking.id, status: 'succeeded' });
    expect(await stopping).toEqual({ cutConnections: 0 });
    await expect(fetch(`${app.baseUrl}/readyz`)).rejects.toThrow();
  });

  it('cuts the connections still busy when SHUTDOWN_TIMEOUT_MS runs out', async () => {
    const app = await createTestApp({ PAYMENT_DELAY_MS: 5000, JOB_WORKER: false });
    apps.push(app);
    const { payment } = await paymentInFlight(app);
    const report = await drainAndStop({
      server: app.server,
      lifecycle: app.lifecycle,
      platform: app.platform,
      config: { SHUTDOWN_DRAIN_DELAY_MS: 0, SHUTDOWN_TIMEOUT_MS: 200 },
      log,
    });
    expect(report).toEqual({ cutConnections: 1 });
    await expect(payment).rejects.toThrow();
  });
});
