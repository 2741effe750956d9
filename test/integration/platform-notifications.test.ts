// Notifications core: notifyUser in the caller's transaction, the owner-only
// procedures (list with cursor pages, unreadCount, markRead, markAllRead), the English text per
// kind, and the purge of old read notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification } from '@db/entities/notification';
import { notifyUser } from '../../src/server/features/notifications';
import { purgeOldNotificationsJob } from '../../src/server/features/notifications/notification-jobs';
import type { SessionUser } from '../../src/server/features/auth/sessions';
import { withLanguage } from '../../src/server/core/i18n';
import { renderNotification } from '../../src/server/features/notifications/notification-text';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, sessionCookie } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());

async function notify(user: SessionUser, subject: string) {
  return app.orm.em.fork().transactional((em) => notifyUser(em, user.id, { kind: 'support.reply', params: { subject }, link: '/contact' }));
}

describe('notifyUser', () => {
  it('stores kind and params (not text) and commits with the caller’s transaction only', async () => {
    const user = await createUser(app);
    await expect(
      app.orm.em.fork().transactional(async (em) => {
        await notifyUser(em, user.id, { kind: 'payment.failed', params: { confirmationCode: 'MT-9', itemName: 'Hotel Kilimanjaro' } });
        throw new Error('payment rollback');
      }),
    ).rejects.toThrow('payment rollback');
    expect(await app.caller(user).notifications.unreadCount()).toEqual({ unreadCount: 0 });

    const id = await app.orm.em
      .fork()
      .transactional((em) =>
        notifyUser(em, user.id, { kind: 'payment.failed', params: { confirmationCode: 'MT-9', itemName: 'Hotel Kilimanjaro' }, link: '/bookings' }),
      );
    const stored = await app.orm.em.fork().findOneOrFail(Notification, id);
    expect(stored).toMatchObject({
      kind: 'payment.failed',
      params: { confirmationCode: 'MT-9', itemName: 'Hotel Kilimanjaro' },
      link: '/bookings',
      readAt: null,
    });
    const { items } = await app.caller(user).notifications.list();
    expect(items[0]).toMatchObject({
      id,
      kind: 'payment.failed',
      title: 'Payment failed',
      body: 'The payment for Hotel Kilimanjaro (MT-9) did not go through. Please try again.',
      readAt: null,
    });
  });

  it('refuses to run outside a transaction, params that do not fit the kind, and links out of the app', async () => {
    const user = await createUser(app);
    await expect(notifyUser(app.orm.em.fork(), user.id, { kind: 'support.reply', params: { subject: 'x' } })).rejects.toThrow(/inside the transaction/);
    await expect(app.orm.em.fork().transactional((em) => notifyUser(em, user.id, { kind: 'support.reply', params: { subject: '' } }))).rejects.toThrow();
    for (const link of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      await expect(app.orm.em.fork().transactional((em) => notifyUser(em, user.id, { kind: 'support.reply', params: { subject: 'x' }, link }))).rejects.toThrow(
        /in-app path/,
      );
    }
    expect(await app.caller(user).notifications.unreadCount()).toEqual({ unreadCount: 0 });
  });
});

describe('notifications procedures', () => {
  it('list newest first in cursor pages, with unread-only and a count', async () => {
    const user = await createUser(app);
    for (let i = 1; i <= 5; i++) await notify(user, `message ${i}`);
    const caller = app.caller(user);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await caller.notifications.list({ limit: 2, cursor });
      seen.push(...page.items.map((n) => String(n.params.subject)));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);

    // Five in one transaction keep their order too.
    await app.orm.em.fork().transactional(async (em) => {
      for (let i = 6; i <= 10; i++) await notifyUser(em, user.id, { kind: 'support.reply', params: { subject: `message ${i}` } });
    });
    const latest = await caller.notifications.list({ limit: 5 });
    expect(latest.items.map((n) => n.params.subject)).toEqual(['message 10', 'message 9', 'message 8', 'message 7', 'message 6']);
    expect(await caller.notifications.unreadCount()).toEqual({ unreadCount: 10 });
  });

  it('mark one read, and all read, for their owner only', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const first = await notify(owner, 'first');
    await notify(owner, 'second');
    await notify(owner, 'third');
    await notify(stranger, 'the stranger’s own');

    // The stranger can neither see nor touch the owner's notifications.
    const theirs = await app.caller(stranger).notifications.list();
    expect(theirs.items.map((n) => n.params.subject)).toEqual(['the stranger’s own']);
    await expect(app.caller(stranger).notifications.markRead({ id: first })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await app.caller(stranger).notifications.markAllRead();
    expect(await app.caller(owner).notifications.unreadCount()).toEqual({ unreadCount: 3 });

    expect(await app.caller(owner).notifications.markRead({ id: first })).toEqual({ unreadCount: 2 });
    expect(await app.caller(owner).notifications.markRead({ id: first })).toEqual({ unreadCount: 2 });
    const unread = await app.caller(owner).notifications.list({ unreadOnly: true });
    expect(unread.items.map((n) => n.params.subject)).toEqual(['third', 'second']);
    const all = await app.caller(owner).notifications.list();
    expect(all.items.find((n) => n.id === first)?.readAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(await app.caller(owner).notifications.markAllRead()).toEqual({ unreadCount: 0 });
    expect(await app.caller(stranger).notifications.unreadCount()).toEqual({ unreadCount: 0 });
  });

  it('answer 401 signed out and a 400 naming the field for bad input', async () => {
    await expect(app.caller(null).notifications.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(app.caller(null).notifications.unreadCount()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(app.caller(null).notifications.markAllRead()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const get = async (input: unknown) => {
      const res = await app.fetch(`/trpc/notifications.list?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { cookie } });
      return { status: res.status, body: (await res.json()) as { error?: { message: string; data?: { field?: string } } } };
    };
    expect((await get({ limit: 2 })).status).toBe(200);
    const badLimit = await get({ limit: 0 });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error?.message).toBe('limit: Must be a whole number from 1 to 50');
    const badCursor = await get({ cursor: 'not-a-cursor' });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error?.message).toBe('cursor: Not a cursor from this list');
    const badId = await app.fetch('/trpc/notifications.markRead', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x' }),
    });
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { error: { message: string } }).error.message).toBe('id: Expected a notification id');
  });
});

describe('notification texts', () => {
  it('render every kind in English (the default language) from its params, and fall back for unknown ones', () => {
    expect(renderNotification('ride.status', { status: 'driver_arriving', driverName: 'Juma' })).toEqual({
      title: 'Ride update',
      body: 'Juma is arriving at the pickup point.',
    });
    expect(renderNotification('shipment.status', { trackingNumber: 'MT123456789CKE', status: 'in_transit' })).toEqual({
      title: 'Shipment update',
      body: 'MT123456789CKE: In Transit',
    });
    expect(renderNotification('booking.hold-expiring', { confirmationCode: 'MT-1', itemName: 'Zanzibar Resort', minutesLeft: 1 }).body).toBe(
      'Pay within 1 minute to keep Zanzibar Resort (MT-1).',
    );
    expect(renderNotification('order.status', { orderNumber: 'ORD-7', status: 'out_for_delivery' }).body).toBe('Order ORD-7: out for delivery');
    expect(renderNotification('no.such-kind', {})).toEqual({ title: 'Notification', body: '' });
    expect(renderNotification('support.reply', { wrong: true })).toEqual({ title: 'Notification', body: '' });
  });

  it("render in the reader's language, with plural forms from Intl", () => {
    const arriving = { status: 'driver_arriving', driverName: 'Juma' } as const;
    expect(withLanguage('sw', () => renderNotification('ride.status', arriving))).toEqual({
      title: 'Habari za safari',
      body: 'Juma anafika mahali pa kuchukuliwa.',
    });
    expect(withLanguage('ar', () => renderNotification('shipment.status', { trackingNumber: 'MT123456789CKE', status: 'delivered' })).body).toBe(
      'MT123456789CKE: تم التسليم',
    );
    const hold = { confirmationCode: 'MT-1', itemName: 'Zanzibar Resort', minutesLeft: 5 };
    expect(renderNotification('booking.hold-expiring', hold).body).toBe('Pay within 5 minutes to keep Zanzibar Resort (MT-1).');
    expect(withLanguage('sw', () => renderNotification('booking.hold-expiring', hold).body)).toBe(
      'Lipa ndani ya dakika 5 ili kubaki na Zanzibar Resort (MT-1).',
    );
    expect(withLanguage('ar', () => renderNotification('no.such-kind', {}))).toEqual({ title: 'إشعار', body: '' });
  });
});

describe('purging', () => {
  it('deletes read notifications past the retention, hourly on one instance, and keeps unread ones', async () => {
    const user = await createUser(app);
    const oldRead = await notify(user, 'old and read');
    const oldUnread = await notify(user, 'old and unread');
    const recentRead = await notify(user, 'recent and read');
    const em = app.orm.em.fork();
    const longAgo = new Date(Date.now() - (app.config.NOTIFICATION_RETENTION_DAYS + 1) * 86_400_000);
    await em.nativeUpdate(Notification, { id: { $in: [oldRead, oldUnread] } }, { createdAt: longAgo });
    await em.nativeUpdate(Notification, { id: { $in: [oldRead, recentRead] } }, { readAt: new Date() });

    expect(await app.runDueJobs()).toBeGreaterThanOrEqual(1);
    const left = await app.orm.em.fork().find(Notification, { user: user.id });
    expect(left.map((n) => n.id).sort()).toEqual([oldUnread, recentRead].sort());
    expect(purgeOldNotificationsJob.every?.(app.config)).toBe(3_600_000);
  });
});
