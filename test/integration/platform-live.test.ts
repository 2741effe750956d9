// Live events across two app instances on one database: NOTIFY in the publisher's transaction,
// LISTEN fan-out on the other instance, commit order, reconnect + resync, and tRPC subscriptions
// over real SSE HTTP (cookies, no compression, clean end on disconnect and on shutdown).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_LIVE_PAYLOAD_BYTES, publishEvent } from '../../src/server/platform';
import type { LiveMessage } from '../../src/server/platform';
import { notifyUser } from '../../src/server/features/notifications';
import type { NotificationsLiveMessage } from '@shared/schemas/notifications';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, sessionCookie } from './travel-fixtures';
import { Inbox, sseClient } from './platform-support';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({}, { instanceName: 'a' });
  b = await createTestApp({}, { databaseUrl: a.databaseUrl, instanceName: 'b' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Follows `topic` on an instance, collecting what arrives. */
function follow(app: TestApp, topic: string) {
  const controller = new AbortController();
  const inbox = new Inbox<LiveMessage>();
  const subscription = app.platform.live.subscribe(topic, controller.signal);
  void (async () => {
    for await (const message of subscription) inbox.push(message);
  })();
  return { inbox, stop: () => controller.abort() };
}

const topic = (name: string) => `test:${name}-${Math.random().toString(36).slice(2, 8)}`;

describe('publishEvent', () => {
  it('refuses to publish outside a transaction, where the event could precede the data', async () => {
    await expect(publishEvent(a.orm.em.fork(), topic('x'), { n: 1 })).rejects.toThrow(/inside the transaction/);
  });

  it('refuses payloads NOTIFY cannot carry, and topics that are not <prefix>:<id>', async () => {
    const big = 'x'.repeat(MAX_LIVE_PAYLOAD_BYTES);
    await expect(a.orm.em.fork().transactional((em) => publishEvent(em, topic('x'), { big }))).rejects.toThrow(/NOTIFY allows/);
    await expect(a.orm.em.fork().transactional((em) => publishEvent(em, 'no topic', {}))).rejects.toThrow(/Invalid live topic/);
  });
});

describe('live events across instances', () => {
  it('reach a subscriber on the other instance in commit order, and only when committed', async () => {
    const name = topic('order');
    const { inbox, stop } = follow(b, name);
    try {
      // One transaction with two events, one rolled back, then three more one by one.
      await a.orm.em.fork().transactional(async (em) => {
        await publishEvent(em, name, { n: 1 });
        await publishEvent(em, name, { n: 2 });
      });
      await expect(
        a.orm.em.fork().transactional(async (em) => {
          await publishEvent(em, name, { n: 'rolled back' });
          throw new Error('abort the transaction');
        }),
      ).rejects.toThrow('abort the transaction');
      for (const n of [3, 4, 5]) await a.orm.em.fork().transactional((em) => publishEvent(em, name, { n, text: `quote " and \\ and ? are fine` }));

      const received = [];
      for (let i = 0; i < 5; i++) received.push(await inbox.next());
      expect(received.map((m) => (m.kind === 'event' ? m.payload.n : m.kind))).toEqual([1, 2, 3, 4, 5]);
      expect(received[2]).toMatchObject({ kind: 'event', topic: name, payload: { text: `quote " and \\ and ? are fine` } });
      // Identical payloads in one transaction are not folded into one: each event has its own id.
      expect(new Set(received.map((m) => (m.kind === 'event' ? m.id : ''))).size).toBe(5);
    } finally {
      stop();
    }
  });

  it('keeps topics apart and delivers to every subscriber of a topic on every instance', async () => {
    const mine = topic('mine');
    const other = topic('other');
    const onA = follow(a, mine);
    const onB = follow(b, mine);
    const onOther = follow(b, other);
    try {
      await b.orm.em.fork().transactional(async (em) => {
        await publishEvent(em, other, { to: 'other' });
        await publishEvent(em, mine, { to: 'mine' });
      });
      expect(await onA.inbox.next()).toMatchObject({ topic: mine, payload: { to: 'mine' } });
      expect(await onB.inbox.next()).toMatchObject({ topic: mine, payload: { to: 'mine' } });
      expect(await onOther.inbox.next()).toMatchObject({ topic: other, payload: { to: 'other' } });
    } finally {
      onA.stop();
      onB.stop();
      onOther.stop();
    }
  });

  it('reconnects a dropped LISTEN connection and tells subscribers to resync', async () => {
    const name = topic('resync');
    const { inbox, stop } = follow(b, name);
    try {
      const pid = await b.platform.listener.backendPid();
      expect(pid).toBeTypeOf('number');
      await b.orm.em.getConnection().execute('select pg_terminate_backend(?)', [pid]);
      expect(await inbox.next()).toEqual({ kind: 'resync' });
      expect(b.platform.listener.connected).toBe(true);
      expect(await b.platform.listener.backendPid()).not.toBe(pid);
      await a.orm.em.fork().transactional((em) => publishEvent(em, name, { after: 'reconnect' }));
      expect(await inbox.next()).toMatchObject({ kind: 'event', payload: { after: 'reconnect' } });
    } finally {
      stop();
    }
  });

  it('resyncs a subscriber that falls far behind instead of queueing without end', async () => {
    const name = topic('slow');
    const subscription = b.platform.live.subscribe(name);
    try {
      await a.orm.em.fork().transactional(async (em) => {
        for (let n = 0; n < 600; n++) await publishEvent(em, name, { n });
        await publishEvent(em, name, { last: true });
      });
      // Nobody read while 601 events arrived: what is left is a resync and what came after it.
      const marker = topic('marker');
      const { inbox, stop } = follow(b, marker);
      await a.orm.em.fork().transactional((em) => publishEvent(em, marker, {}));
      await inbox.next();
      stop();
      const first = await subscription.next();
      expect(first.value).toEqual({ kind: 'resync' });
    } finally {
      subscription.end('done');
    }
  });
});

describe('tRPC subscriptions over SSE', () => {
  it('push notifications made on instance A to a browser subscribed on instance B, in order', async () => {
    const user = await createUser(a);
    const cookie = await sessionCookie(a, user);
    const inbox = new Inbox<NotificationsLiveMessage>();
    const errors: unknown[] = [];
    const subscription = sseClient(b, cookie).notifications.live.subscribe(undefined, { onData: inbox.push, onError: (e) => errors.push(e) });
    try {
      expect(await inbox.next()).toEqual({ type: 'snapshot', unreadCount: 0 });
      for (const code of ['MT-1', 'MT-2', 'MT-3']) {
        await a.orm.em
          .fork()
          .transactional((em) =>
            notifyUser(em, user.id, { kind: 'booking.confirmed', params: { confirmationCode: code, itemName: 'Serengeti National Park' }, link: '/bookings' }),
          );
      }
      const created = [await inbox.next(), await inbox.next(), await inbox.next()];
      expect(created.map((m) => (m.type === 'created' ? m.notification.params.confirmationCode : m.type))).toEqual(['MT-1', 'MT-2', 'MT-3']);
      // Each message carries the unread count as it is when sent: it may already include later ones.
      const counts = created.map((m) => (m.type === 'created' ? m.unreadCount : -1));
      expect(counts).toEqual([...counts].sort((x, y) => x - y));
      expect(counts[0]).toBeGreaterThanOrEqual(1);
      expect(counts[2]).toBe(3);
      expect(created[0]).toMatchObject({
        notification: { title: 'Booking confirmed', body: 'Serengeti National Park is confirmed. Confirmation code MT-1.', link: '/bookings', readAt: null },
      });

      await a.caller(user).notifications.markAllRead();
      expect(await inbox.next()).toEqual({ type: 'read', unreadCount: 0 });
      expect(errors).toEqual([]);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('never pushes one user’s notifications to another', async () => {
    const alice = await createUser(a);
    const bob = await createUser(a);
    const inbox = new Inbox<NotificationsLiveMessage>();
    const subscription = sseClient(b, await sessionCookie(a, bob)).notifications.live.subscribe(undefined, { onData: inbox.push });
    try {
      expect(await inbox.next()).toEqual({ type: 'snapshot', unreadCount: 0 });
      await a.orm.em.fork().transactional((em) => notifyUser(em, alice.id, { kind: 'support.reply', params: { subject: 'for Alice' } }));
      await a.orm.em.fork().transactional((em) => notifyUser(em, bob.id, { kind: 'support.reply', params: { subject: 'for Bob' } }));
      const next = await inbox.next();
      expect(next).toMatchObject({ type: 'created', notification: { params: { subject: 'for Bob' } }, unreadCount: 1 });
      expect(inbox.pending).toEqual([]);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('refuses a signed-out subscriber with UNAUTHORIZED', async () => {
    const failed = new Inbox<unknown>();
    const subscription = sseClient(b).notifications.live.subscribe(undefined, { onError: failed.push });
    try {
      expect(await failed.next()).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    } finally {
      subscription.unsubscribe();
    }
  });

  it('streams uncompressed, as written, and sends a fresh snapshot after a resync', async () => {
    const user = await createUser(a);
    const cookie = await sessionCookie(a, user);
    const controller = new AbortController();
    const res = await fetch(`${b.baseUrl}/trpc/notifications.live`, {
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br', accept: 'text/event-stream' },
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('cache-control')).toContain('no-transform');
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const readUntil = async (pattern: RegExp) => {
        while (!pattern.test(text)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`stream ended before ${pattern}`);
          text += value;
        }
      };
      // The first event arrives while the response is still open: nothing buffers it.
      await readUntil(/"type":"snapshot","unreadCount":0/);
      await a.orm.em.fork().transactional((em) => notifyUser(em, user.id, { kind: 'support.reply', params: { subject: 'Visa' } }));
      await readUntil(/"type":"created"/);
      const pid = await b.platform.listener.backendPid();
      await b.orm.em.getConnection().execute('select pg_terminate_backend(?)', [pid]);
      await readUntil(/"type":"snapshot","unreadCount":1/);
    } finally {
      controller.abort();
    }
  });

  it('ends the server side cleanly when the client goes away', async () => {
    const user = await createUser(a);
    const inbox = new Inbox<NotificationsLiveMessage>();
    // The previous test's stream ends on the server a moment after its client aborted: count from
    // no subscriber at all, not from whatever was still closing.
    await vi.waitFor(() => expect(b.platform.live.subscriberCount).toBe(0), { timeout: 10_000 });
    const before = 0;
    const subscription = sseClient(b, await sessionCookie(a, user)).notifications.live.subscribe(undefined, { onData: inbox.push });
    await inbox.next();
    // The stream's own topic, and its session's end (features/auth/session-streams.ts).
    expect(b.platform.live.subscriberCount).toBe(before + 2);
    subscription.unsubscribe();
    await vi.waitFor(() => expect(b.platform.live.subscriberCount).toBe(before), { timeout: 10_000 });
  });

  it('on shutdown, ends streams with a retryable error so browsers reconnect elsewhere, and the server closes', async () => {
    const c = await createTestApp({}, { databaseUrl: a.databaseUrl, instanceName: 'c' });
    const user = await createUser(a);
    const res = await fetch(`${c.baseUrl}/trpc/notifications.live`, { headers: { cookie: await sessionCookie(a, user) } });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('"snapshot"')) text += (await reader.read()).value ?? '';
    const closed = c.close();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    await closed;
    expect(text).toMatch(/event: serialized-error\ndata: .*"code":"SERVICE_UNAVAILABLE"/);
  });
});
