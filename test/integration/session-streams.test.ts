// Live streams end with the session that opened them, on every instance: a stream held by
// instance B ends within 5 s when the session ends through instance A (sign-out, a staff
// member disabling the account, a password change ending the other sessions), nothing is
// pushed to it afterwards, and B releases what it held. An end announced while B's listener was
// away is found when it comes back.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { createTestApp, type TestApp } from '../support/test-app';
import { notifyUser } from '../../src/server/features/notifications';
import type { NotificationsLiveMessage } from '@shared/schemas/notifications';
import type { RideLiveMessage } from '@shared/schemas/taxi';
import { api, freshIp } from './accounts-support';
import { actor } from './backoffice-fixtures';
import { Inbox, sseClient } from './platform-support';
import { NAIROBI_TRIP } from './taxi-support';
import { createUser, sessionCookie, sql } from './travel-fixtures';

// Rides advance slowly enough that one is still under way while the test runs.
const CONFIG = { TRUST_PROXY: 1, RIDE_TIME_SCALE: 1 };
const ENDS_WITHIN_MS = 5000;

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

/** Follows the user's notifications on B; `ended` resolves with the error that ends the stream. */
function followNotifications(cookie: string) {
  const inbox = new Inbox<NotificationsLiveMessage>();
  const ended = new Inbox<unknown>();
  const subscription = sseClient(b, cookie).notifications.live.subscribe(undefined, {
    onData: inbox.push,
    onError: ended.push,
    onComplete: () => ended.push('completed'),
  });
  return { inbox, ended, stop: () => subscription.unsubscribe() };
}

async function expectEndedBySession(ended: Inbox<unknown>) {
  const started = performance.now();
  const error = await ended.next(ENDS_WITHIN_MS);
  expect(performance.now() - started).toBeLessThan(ENDS_WITHIN_MS);
  expect(error).toBeInstanceOf(TRPCClientError);
  expect(error).toMatchObject({ data: { code: 'UNAUTHORIZED' }, message: 'Your session has ended. Please sign in again.' });
}

const notify = (userId: string, subject: string) =>
  a.orm.em.fork().transactional((em) => notifyUser(em, userId, { kind: 'support.reply', params: { subject } }));

describe('a live stream on instance B', () => {
  it('ends when its session signs out on instance A, and nothing is pushed to it afterwards', async () => {
    const user = await createUser(a);
    const cookie = await sessionCookie(a, user);
    const otherCookie = await sessionCookie(a, user);
    const mine = followNotifications(cookie);
    const other = followNotifications(otherCookie);
    try {
      expect(await mine.inbox.next()).toEqual({ type: 'snapshot', unreadCount: 0 });
      expect(await other.inbox.next()).toEqual({ type: 'snapshot', unreadCount: 0 });

      expect((await api(a, '/api/logout', { method: 'POST', cookie })).status).toBe(200);
      await expectEndedBySession(mine.ended);

      // The same user's other session keeps its stream; the ended one hears nothing more.
      await notify(user.id, 'after sign-out');
      expect(await other.inbox.next()).toMatchObject({ type: 'created', notification: { params: { subject: 'after sign-out' } } });
      expect(mine.inbox.pending).toEqual([]);
      expect(other.ended.pending).toEqual([]);
    } finally {
      mine.stop();
      other.stop();
    }
    // B lets go of everything the streams held.
    await vi.waitFor(() => expect(b.platform.live.subscriberCount).toBe(0), { timeout: 10_000 });
  });

  it('of a ride (taxi.live) ends when staff disable the account on instance A', async () => {
    const traveller = await registerWithRide();
    const staff = await actor(a, 'staff');
    const inbox = new Inbox<RideLiveMessage>();
    const ended = new Inbox<unknown>();
    const subscription = sseClient(b, traveller.cookie).taxi.live.subscribe({ id: traveller.rideId }, { onData: inbox.push, onError: ended.push });
    try {
      expect(await inbox.next()).toMatchObject({ type: 'snapshot' });
      const disabled = await api(a, `/api/admin/users/${traveller.id}/disable`, { method: 'POST', cookie: staff.cookie });
      expect(disabled.status).toBe(200);
      await expectEndedBySession(ended);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('of the other sessions ends when the password is changed; the changing session keeps its own', async () => {
    const user = await createUser(a);
    await sql(a, `update app_user set password_hash = (select password_hash from app_user where username = 'demo') where id = ?`, [user.id]);
    const here = await sessionCookie(a, user);
    const elsewhere = await sessionCookie(a, user);
    const mine = followNotifications(here);
    const theirs = followNotifications(elsewhere);
    try {
      await mine.inbox.next();
      await theirs.inbox.next();
      const changed = await api(a, '/api/profile/password', {
        body: { currentPassword: 'demo1234', newPassword: 'a brand new passphrase' },
        cookie: here,
        ip: freshIp(),
      });
      expect(changed.status).toBe(200);
      await expectEndedBySession(theirs.ended);
      await notify(user.id, 'still here');
      expect(await mine.inbox.next()).toMatchObject({ type: 'created' });
      expect(mine.ended.pending).toEqual([]);
    } finally {
      mine.stop();
      theirs.stop();
    }
  });

  it('ends when B’s listener comes back after missing the announcement', async () => {
    const user = await createUser(a);
    const cookie = await sessionCookie(a, user);
    const stream = followNotifications(cookie);
    try {
      await stream.inbox.next();
      // Deleted with the announcement switched off, as if B's listener had been away for it.
      await a.orm.em.fork().transactional(async (em) => {
        await em.execute('alter table session disable trigger session_ended');
        await em.execute('delete from session where user_id = ?', [user.id]);
        await em.execute('alter table session enable trigger session_ended');
      });
      const pid = await b.platform.listener.backendPid();
      await b.orm.em.getConnection().execute('select pg_terminate_backend(?)', [pid]);
      await expectEndedBySession(stream.ended);
    } finally {
      stream.stop();
    }
  });
});

/** A traveller signed in over HTTP with a ride on its way. */
async function registerWithRide() {
  const user = await createUser(a);
  const cookie = await sessionCookie(a, user);
  const quote = await a.caller(user).taxi.estimate(NAIROBI_TRIP);
  const ride = await a.caller(user).taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId });
  return { id: user.id, cookie, rideId: ride.id };
}
