import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToAmount } from '@shared/money';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, freshIp, login, registerTraveller } from './accounts-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
});
afterAll(() => app?.close());

async function insertBooking(userId: string, status: 'pending' | 'confirmed' | 'cancelled' | 'expired', totalCents: number) {
  await app.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into booking (user_id, type, status, confirmation_code, item_id, subtotal_cents, total_cents, booking_details, hold_expires_at)
       values (?, 'tour', ?, ?, 'tour-1', ?, ?, '{}', case when ? = 'pending' then now() + interval '15 minutes' end)`,
      [userId, status, `T-${randomBytes(6).toString('hex')}`, totalCents, totalCents, status],
    );
}

/** A confirmed booking of `type` paid `daysAgo` days ago. */
async function insertPaid(userId: string, type: string, totalCents: number, daysAgo: number) {
  await app.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into booking (user_id, type, status, confirmation_code, item_id, subtotal_cents, total_cents, booking_details, confirmed_at)
       values (?, ?, 'confirmed', ?, 'x', ?, ?, ?::jsonb, now() - make_interval(days => ?))`,
      [userId, type, `T-${randomBytes(6).toString('hex')}`, totalCents, totalCents, JSON.stringify({ itemName: `${type} item` }), daysAgo],
    );
}

describe('profile.get', () => {
  it('counts confirmed bookings only, and derives points and tier from the amount spent', async () => {
    const traveller = await registerTraveller(app);
    const other = await registerTraveller(app);
    await insertBooking(traveller.user.id, 'confirmed', 123_450);
    await insertBooking(traveller.user.id, 'confirmed', 50_000);
    await insertBooking(traveller.user.id, 'pending', 99_900);
    await insertBooking(traveller.user.id, 'cancelled', 20_000);
    await insertBooking(traveller.user.id, 'expired', 20_000);
    await insertBooking(other.user.id, 'confirmed', 500_000);

    const profile = await api(app, '/api/profile', { cookie: traveller.cookie });
    expect(profile.status).toBe(200);
    // $1,734.50 spent: 70 welcome points + 578 (one per whole $3) = 648 points, Gold (from 100).
    expect(profile.body).toEqual({
      user: expect.objectContaining({ id: traveller.user.id, username: traveller.username }),
      pendingEmail: null,
      memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      stats: { trips: 2, totalSpent: '1734.50', points: 648 },
      loyalty: { tier: 'Gold', nextTier: 'Platinum', progress: 548, progressTarget: 1000 },
    });
  });

  it('counts trips as trips: a shop order, a taxi ride and a shipment are purchases (they count in Spent, not Trips)', async () => {
    const traveller = await registerTraveller(app);
    await insertPaid(traveller.user.id, 'tour', 8_320, 3);
    await insertPaid(traveller.user.id, 'order', 1_000, 2);
    await insertPaid(traveller.user.id, 'ride', 1_250, 1);
    await insertPaid(traveller.user.id, 'cargo', 1_600, 0);
    const profile = await api(app, '/api/profile', { cookie: traveller.cookie });
    expect(profile.body).toMatchObject({ stats: { trips: 1, totalSpent: '121.70' } });
  });

  it('explains every point: the welcome points and what each booking earned, in the order paid, adding up to the total', async () => {
    const traveller = await registerTraveller(app);
    // $83.20 → 27 points ($81), the $2.20 left over + $10.00 → 4 more; a cancelled booking earns none.
    await insertPaid(traveller.user.id, 'tour', 8_320, 2);
    await insertPaid(traveller.user.id, 'order', 1_000, 1);
    await insertBooking(traveller.user.id, 'cancelled', 30_000);
    const profile = (await api(app, '/api/profile', { cookie: traveller.cookie })).body as { stats: { points: number } };
    expect(profile.stats.points).toBe(70 + 27 + 4);
    const history = await api(app, '/api/profile/points', { cookie: traveller.cookie });
    expect(history.status).toBe(200);
    expect(history.body).toEqual({
      total: 101,
      welcome: { points: 70, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      bookings: [
        expect.objectContaining({ type: 'order', itemName: 'order item', amount: '10.00', currency: 'USD', points: 4 }),
        expect.objectContaining({ type: 'tour', itemName: 'tour item', amount: '83.20', currency: 'USD', points: 27 }),
      ],
    });
    expect((await api(app, '/api/profile/points')).status).toBe(401);
  });

  it("explains the demo traveller's 850 points to the point", async () => {
    const demo = await login(app, 'demo', 'demo1234');
    const history = (await api(app, '/api/profile/points', { cookie: demo.cookie })).body as {
      total: number;
      welcome: { points: number };
      bookings: { points: number }[];
    };
    expect(history.total).toBe(850);
    expect(history.welcome.points + history.bookings.reduce((sum, entry) => sum + entry.points, 0)).toBe(850);
  });

  it('gives a new traveller the welcome points and the first tier', async () => {
    const traveller = await registerTraveller(app);
    const profile = await api(app, '/api/profile', { cookie: traveller.cookie });
    expect(profile.body).toMatchObject({
      stats: { trips: 0, totalSpent: '0.00', points: 70 },
      loyalty: { tier: 'Silver', nextTier: 'Gold', progress: 70, progressTarget: 100 },
    });
  });

  it("gives the demo traveller's figures from their confirmed bookings", async () => {
    const demo = await login(app, 'demo', 'demo1234');
    const [expected] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ trips: number; spent: string }[]>(
        `select (count(*) filter (where b.type in ('hotel', 'flight', 'car', 'tour')))::int as trips, coalesce(sum(total_cents), 0)::text as spent
           from booking b join app_user u on u.id = b.user_id
          where u.username = 'demo' and b.status = 'confirmed'`,
      );
    const profile = (await api(app, '/api/profile', { cookie: demo.cookie })).body as {
      user: { fullName: string; phone: string };
      stats: { trips: number; totalSpent: string };
    };
    expect(profile.user).toMatchObject({ fullName: 'Amina Demo', phone: '+254 700 000 000', email: 'demo@manasatours.example' });
    expect(profile.stats.trips).toBe(expected.trips);
    expect(profile.stats.totalSpent).toBe(centsToAmount(Number(expected.spent)));
  });

  it('needs a signed-in user', async () => {
    expect((await api(app, '/api/profile')).status).toBe(401);
    await expect(app.caller(null).profile.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('profile.update', () => {
  it('changes full name and phone, and asks for a new email (kept until its link is opened); an empty phone becomes null', async () => {
    const traveller = await registerTraveller(app);
    const updated = await api(app, '/api/profile', {
      method: 'PATCH',
      cookie: traveller.cookie,
      body: { fullName: '  Zawadi Mwangi ', email: `new-${traveller.email}`, phone: '+255 700 111 222' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ fullName: 'Zawadi Mwangi', email: traveller.email, phone: '+255 700 111 222', username: traveller.username });
    expect((await api(app, '/api/profile', { cookie: traveller.cookie })).body).toMatchObject({ pendingEmail: `new-${traveller.email}` });
    expect((await api(app, '/api/me', { cookie: traveller.cookie })).body).toEqual(updated.body);

    const cleared = await api(app, '/api/profile', { method: 'PATCH', cookie: traveller.cookie, body: { fullName: '', email: traveller.email, phone: '' } });
    expect(cleared.body).toMatchObject({ fullName: null, phone: null, email: traveller.email });
  });

  it('refuses an email registered to someone else (409), but not a new case of the own one', async () => {
    const traveller = await registerTraveller(app);
    const taken = await api(app, '/api/profile', {
      method: 'PATCH',
      cookie: traveller.cookie,
      body: { fullName: null, email: 'DEMO@manasatours.example', phone: null },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: 'Email is already registered', field: 'email' });
    const ownUpperCase = await api(app, '/api/profile', {
      method: 'PATCH',
      cookie: traveller.cookie,
      body: { fullName: null, email: traveller.email.toUpperCase(), phone: null },
    });
    expect(ownUpperCase.status).toBe(200);
    const invalid = await api(app, '/api/profile', { method: 'PATCH', cookie: traveller.cookie, body: { fullName: null, email: 'nope', phone: null } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ message: expect.stringMatching(/^email: /) });
  });
});

describe('profile.changePassword', () => {
  it('needs the current password, then signs out the other sessions only', async () => {
    const traveller = await registerTraveller(app);
    const otherDevice = await login(app, traveller.username, traveller.password);

    const wrong = await api(app, '/api/profile/password', {
      cookie: traveller.cookie,
      body: { currentPassword: 'not it at all', newPassword: 'brand new password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Current password is incorrect', field: 'currentPassword' });

    const tooShort = await api(app, '/api/profile/password', { cookie: traveller.cookie, body: { currentPassword: traveller.password, newPassword: 'short' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toMatchObject({ message: 'newPassword: Use at least 8 characters' });

    const changed = await api(app, '/api/profile/password', {
      cookie: traveller.cookie,
      body: { currentPassword: traveller.password, newPassword: 'brand new password' },
    });
    expect(changed.status).toBe(200);
    expect((await api(app, '/api/me', { cookie: traveller.cookie })).body).toMatchObject({ username: traveller.username });
    expect((await api(app, '/api/me', { cookie: otherDevice.cookie })).body).toBeNull();

    const oldPassword = await api(app, '/api/login', { body: { username: traveller.username, password: traveller.password }, ip: freshIp() });
    expect(oldPassword.status).toBe(401);
    await login(app, traveller.username, 'brand new password');
  });
});
