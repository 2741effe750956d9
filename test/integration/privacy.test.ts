// Privacy rights: 'Download my data' (a job, a link by e-mail, the owner's alone), 'Delete my
// account' (nothing that names the person is left in any table, the reports add up as before)
// and the retention job. Expiry is moved in SQL, never waited for.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutbox } from '@db/entities/support';
import { findUserById } from '../../src/server/features/auth';
import type { SessionUser } from '../../src/server/features/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, freshIp, login, registerTraveller } from './accounts-support';
import { actor, type Actor } from './backoffice-fixtures';
import { createHotel, inDays, sql } from './travel-fixtures';

let app: TestApp;
let staff: Actor;
let hotelId: string;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1, JOB_WORKER: false, PUBLIC_URL: 'https://tours.example' });
  staff = await actor(app, 'staff');
  hotelId = await createHotel(app, { rooms: 50, priceCents: 10_000 });
});
afterAll(() => app?.close());

/** A traveller with a password, a full name and a phone number nobody else has. */
async function traveller() {
  const account = await registerTraveller(app);
  const tag = randomUUID().slice(0, 8);
  const fullName = `Zawadi Mwangi-${tag}`;
  const phone = `+2547${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`;
  await sql(app, `update app_user set full_name = ?, phone = ? where id = ?`, [fullName, phone, account.user.id]);
  const user = (await findUserById(app.orm.em.fork(), account.user.id)) as SessionUser;
  return { ...account, user, fullName, phone };
}

let night = 10;
async function book(user: SessionUser, { pay, leadGuest }: { pay: boolean; leadGuest?: { name: string; specialRequest: string } }) {
  night += 2;
  const booking = await app
    .caller(user)
    .bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(night), endDate: inDays(night + 1), quantity: 1, leadGuest });
  if (pay) await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
  return booking;
}

/** Makes a paid booking a past one (its dates moved back), as if the trip had happened. */
const intoThePast = (bookingId: string) => sql(app, `update booking set start_date = start_date - 400, end_date = end_date - 400 where id = ?`, [bookingId]);

async function exportLinkFor(email: string) {
  const mails = await app.orm.em.fork().find(MailOutbox, { toAddress: email, email: null }, { orderBy: { createdAt: 'desc' } });
  const link = mails.map((mail) => /https:\/\/tours\.example\/data-export#id=([0-9a-f-]+)&token=([A-Za-z0-9_-]+)/.exec(mail.text)).find(Boolean);
  if (!link) throw new Error(`no export link for ${email}`);
  return { id: link[1], token: link[2] };
}

const file = (id: string, body: Record<string, unknown>, cookie?: string) => api(app, `/api/privacy/exports/${id}/file`, { body, cookie, ip: freshIp() });

describe("'Download my data'", () => {
  it('is made by a job and e-mailed; it holds every booking of the owner and nothing of anyone else', async () => {
    const owner = await traveller();
    const other = await traveller();
    const mine = [await book(owner.user, { pay: true }), await book(owner.user, { pay: false }), await book(owner.user, { pay: true })];
    const theirs = [await book(other.user, { pay: true }), await book(other.user, { pay: false })];

    const asked = await api(app, '/api/privacy/exports', { body: {}, cookie: owner.cookie, ip: freshIp() });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending' });
    expect((await api(app, '/api/privacy/exports', { body: {}, cookie: owner.cookie, ip: freshIp() })).status).toBe(409);
    await app.runDueJobs();

    const link = await exportLinkFor(owner.email);
    expect(link.id).toBe((asked.body as { id: string }).id);
    const json = await file(link.id, { format: 'json', token: link.token });
    expect(json.status).toBe(200);
    const content = (json.body as { content: string }).content;
    const data = JSON.parse(content) as { profile: { email: string; fullName: string }[]; bookings: { id: string }[]; payments: unknown[] };
    expect(data.profile[0]).toMatchObject({ email: owner.email, fullName: owner.fullName, phone: owner.phone });
    expect(data.bookings.map((booking) => booking.id).sort()).toEqual(mine.map((booking) => booking.id).sort());
    expect(data.payments).toHaveLength(2);
    for (const value of [
      other.user.id,
      other.username,
      other.email,
      other.fullName,
      other.phone,
      ...theirs.flatMap((booking) => [booking.id, booking.confirmationCode]),
    ]) {
      expect(content).not.toContain(value);
    }

    const html = await file(link.id, { format: 'html' }, owner.cookie);
    expect(html.status).toBe(200);
    expect(html.body).toMatchObject({ mediaType: 'text/html' });
    for (const booking of mine) expect((html.body as { content: string }).content).toContain(booking.confirmationCode);

    // Anyone else, signed in or not, without the token or with a wrong one: not found.
    expect((await file(link.id, { format: 'json' }, other.cookie)).status).toBe(404);
    expect((await file(link.id, { format: 'json' })).status).toBe(404);
    expect((await file(link.id, { format: 'json', token: `${link.token}x` }, other.cookie)).status).toBe(404);
  });
});

describe('export requests and jobs racing', () => {
  it('makes one export of two requests at once, and one e-mail with two instances running jobs', async () => {
    const owner = await traveller();
    const answers = await Promise.all([1, 2].map(() => api(app, '/api/privacy/exports', { body: {}, cookie: owner.cookie, ip: freshIp() })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const second = await createTestApp(
      { TRUST_PROXY: 1, JOB_WORKER: false, PUBLIC_URL: 'https://tours.example' },
      { databaseUrl: app.databaseUrl, instanceName: 'second' },
    );
    try {
      await Promise.all([app.runDueJobs(), second.runDueJobs()]);
    } finally {
      await second.close();
    }
    const mails = await app.orm.em.fork().find(MailOutbox, { toAddress: owner.email, email: null });
    expect(mails.filter((mail) => mail.text.includes('/data-export#id='))).toHaveLength(1);
    expect(await sql(app, `select status from data_export where user_id = ?`, [owner.user.id])).toEqual([{ status: 'ready' }]);
  });
});

describe('the retention job', () => {
  it('purges expired exports, expired account links and sessions ended over a day ago; keeps the rest', async () => {
    const owner = await traveller();
    await api(app, '/api/privacy/exports', { body: {}, cookie: owner.cookie, ip: freshIp() });
    await app.runDueJobs();
    const link = await exportLinkFor(owner.email);
    const other = await login(app, owner.username, owner.password);
    await api(app, '/api/password/forgot', { body: { email: owner.email }, ip: freshIp() });
    const count = async (table: string) => Number((await sql<{ n: string }>(app, `select count(*) n from ${table} where user_id = ?`, [owner.user.id]))[0].n);
    const tokensBefore = await count('account_token');
    expect(tokensBefore).toBeGreaterThan(0);

    await sql(app, `update data_export set expires_at = now() - interval '1 minute' where id = ?`, [link.id]);
    await sql(app, `update account_token set expires_at = now() - interval '1 minute' where user_id = ?`, [owner.user.id]);
    // One session ended two days ago (purged), the other an hour ago (kept a day), the owner's own live.
    await sql(app, `update session set expires_at = now() - interval '2 days' where token_hash = encode(sha256(convert_to(?, 'UTF8')), 'hex')`, [
      other.cookie.split('=')[1],
    ]);
    await sql(app, `insert into session (token_hash, user_id, expires_at) values (?, ?, now() - interval '1 hour')`, [randomUUID(), owner.user.id]);
    expect(await count('session')).toBe(3);

    await app.runDueJobs({ dueBy: new Date(Date.now() + 61 * 60_000) });
    expect(await count('data_export')).toBe(0);
    expect(await count('account_token')).toBe(0);
    expect(await count('session')).toBe(2);
    expect((await file(link.id, { format: 'json', token: link.token })).status).toBe(404);
    expect((await api(app, '/api/me', { cookie: owner.cookie })).body).toMatchObject({ username: owner.username });
  });
});

/** Every text, varchar and JSON column of every table, with the values that contain any of `needles`. */
async function findAnywhere(needles: string[]) {
  const columns = await sql<{ table_name: string; column_name: string }>(
    app,
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const rows = await sql<{ n: string }>(app, `select count(*) n from "${table}" where position(lower(?) in lower("${column}"::text)) > 0`, [needle]);
      if (Number(rows[0].n) > 0) found.push(`${table}.${column} contains ${needle}`);
    }
  }
  return found;
}

describe("'Delete my account'", () => {
  it('is refused while paid bookings are upcoming, then erases the person everywhere while the reports still add up', async () => {
    const person = await traveller();
    // The lead guest named on a trip (the traveller's name and phone) is personal data too.
    const past = await book(person.user, { pay: true, leadGuest: { name: person.fullName, specialRequest: `Late arrival, call ${person.phone}` } });
    await intoThePast(past.id);
    const upcoming = await book(person.user, { pay: true });
    const hold = await book(person.user, { pay: false });
    // Support mail written signed in, and a staff action on the account (its audit event names it).
    await api(app, '/api/support/contact', {
      body: {
        name: person.fullName,
        email: person.email,
        subject: `Question from ${person.fullName}`,
        message: `Call me on ${person.phone}, ${person.fullName}`,
      },
      cookie: person.cookie,
      ip: freshIp(),
      headers: { 'idempotency-key': randomUUID() },
    });
    // A conversation with the assistant handed over to a person: its text and its turns as data.
    await api(app, '/api/ai-chat', { body: { message: `My number is ${person.phone}` }, cookie: person.cookie, ip: freshIp() });
    const handedOver = await api(app, '/api/ai-chat/hand-over', { body: { note: `Ask for ${person.fullName}` }, cookie: person.cookie, ip: freshIp() });
    expect(handedOver.status).toBe(201);
    await api(app, `/api/users/${person.user.id}`, { method: 'PATCH', body: { disabled: true }, cookie: staff.cookie });
    await api(app, `/api/users/${person.user.id}`, { method: 'PATCH', body: { disabled: false }, cookie: staff.cookie });
    const relogin = await login(app, person.username, person.password);
    const cookie = relogin.cookie;
    expect(await findAnywhere([person.email])).not.toEqual([]);

    const check = await api(app, '/api/account/deletion', { cookie });
    expect(check.body).toMatchObject({ blockingBookings: [{ id: upcoming.id }], secondFactorRequired: false });
    const wrong = await api(app, '/api/account/delete', { body: { password: 'not my password' }, cookie, ip: freshIp() });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'password' });
    expect((await api(app, '/api/account/delete', { body: { password: person.password }, cookie, ip: freshIp() })).status).toBe(409);
    await app.caller(person.user).bookings.cancel({ id: upcoming.id });

    const figures = async () => {
      const stats = await api(app, '/api/admin/stats', { cookie: staff.cookie });
      const report = await api(app, `/api/admin/reports?from=${inDays(-30)}&to=${inDays(0)}&bucket=day`, { cookie: staff.cookie });
      const { totalBookings, totalRevenue, supportTickets } = stats.body as Record<string, unknown>;
      return { totalBookings, totalRevenue, supportTickets, report: (report.body as { totals: unknown }).totals };
    };
    const before = await figures();

    const deleted = await api(app, '/api/account/delete', { body: { password: person.password }, cookie, ip: freshIp() });
    expect(deleted.status).toBe(200);
    expect(deleted.setCookies.join(';')).toMatch(/session=;/);

    expect(await findAnywhere([person.username, person.email, person.fullName, person.phone])).toEqual([]);
    expect(await figures()).toEqual(before);
    expect((await sql<{ travellers: unknown }>(app, `select travellers from booking where id = ?`, [past.id]))[0].travellers).toBeNull();
    const [holdRow] = await sql<{ status: string }>(app, `select status from booking where id = ?`, [hold.id]);
    expect(holdRow.status).toBe('cancelled');
    expect(Number((await sql<{ n: string }>(app, `select count(*) n from booking where user_id = ?`, [person.user.id]))[0].n)).toBe(3);
    expect(Number((await sql<{ n: string }>(app, `select count(*) n from payment where user_id = ?`, [person.user.id]))[0].n)).toBe(2);
    expect(Number((await sql<{ n: string }>(app, `select count(*) n from session where user_id = ?`, [person.user.id]))[0].n)).toBe(0);

    expect((await api(app, '/api/me', { cookie })).body).toBeNull();
    expect((await api(app, '/api/login', { body: { username: person.username, password: person.password }, ip: freshIp() })).status).toBe(401);
    // The username and e-mail address are free again.
    await registerTraveller(app, { username: person.username, email: person.email, password: 'another horse battery', phone: null });
  });

  it('refuses the last admin, who must make someone else an admin first', async () => {
    const person = await traveller();
    await sql(app, `update app_user set role = 'admin' where id = ?`, [person.user.id]);
    const others = await sql<{ id: string }>(app, `update app_user set disabled = true where role = 'admin' and not disabled and id <> ? returning id`, [
      person.user.id,
    ]);
    try {
      const refused = await api(app, '/api/account/delete', { body: { password: person.password }, cookie: person.cookie, ip: freshIp() });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: 'You are the only admin: make someone else an admin before deleting your account' });
    } finally {
      await sql(app, `update app_user set disabled = false where id::text = any(string_to_array(?, ','))`, [others.map((other) => other.id).join(',')]);
    }
    await sql(app, `update app_user set role = 'admin', disabled = false where id = ?`, [(await traveller()).user.id]);
    expect((await api(app, '/api/account/delete', { body: { password: person.password }, cookie: person.cookie, ip: freshIp() })).status).toBe(200);
  });
});
