// 'Forgot password?': a reset link from the outbox sets a new password once, within 30
// minutes, ends the account's other sessions, and the request answers the same for an address
// without an account. Expiry is moved in SQL (the database's clock decides), never waited for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutbox } from '@db/entities/support';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, freshIp, login, registerTraveller } from './accounts-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1, PUBLIC_URL: 'https://tours.example' });
});
afterAll(() => app?.close());

/** The account e-mails waiting in the outbox for `to`, newest first. */
/** The reset links mailed to `to`, newest first (registration also mails a verification link). */
async function outboxFor(to: string) {
  const mails = await app.orm.em.fork().find(MailOutbox, { toAddress: to, email: null }, { orderBy: { createdAt: 'desc' } });
  return mails.filter((mail) => mail.text.includes('/reset-password#token='));
}

/** The token of the newest reset link sent to `to`. */
async function resetTokenFor(to: string): Promise<string> {
  const [mail] = await outboxFor(to);
  const link = /https:\/\/tours\.example\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!link) throw new Error(`no reset link for ${to}`);
  return link[1];
}

const forgot = (email: string, ip = freshIp()) => api(app, '/api/password/forgot', { body: { email }, ip });
const reset = (token: string, newPassword: string, extra: { cookie?: string } = {}) =>
  api(app, '/api/password/reset', { body: { token, newPassword }, ip: freshIp(), ...extra });

describe("'Forgot password?'", () => {
  it('answers an unknown address exactly as a known one, and sends nothing to it', async () => {
    const traveller = await registerTraveller(app);
    const known = await forgot(traveller.email.toUpperCase());
    const unknown = await forgot(`nobody-${traveller.username}@example.com`);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true });
    expect(await outboxFor(`nobody-${traveller.username}@example.com`)).toHaveLength(0);
    const [mail] = await outboxFor(traveller.email);
    expect(mail).toMatchObject({ status: 'stored', subject: 'Set a new password' });
    expect(mail.text).toContain('within 30 minutes');
  });

  it('a link from the outbox sets a new password once, and every other session ends', async () => {
    const traveller = await registerTraveller(app);
    const elsewhere = await login(app, traveller.username, traveller.password);
    await forgot(traveller.email);
    const token = await resetTokenFor(traveller.email);

    const weak = await reset(token, '12345678');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ field: 'newPassword' });

    expect((await reset(token, 'a new long passphrase')).body).toEqual({ success: true });
    expect((await api(app, '/api/me', { cookie: traveller.cookie })).body).toBeNull();
    expect((await api(app, '/api/me', { cookie: elsewhere.cookie })).body).toBeNull();
    expect((await api(app, '/api/login', { body: { username: traveller.username, password: traveller.password }, ip: freshIp() })).status).toBe(401);
    await login(app, traveller.username, 'a new long passphrase');

    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ field: 'token', message: 'This link has expired or has already been used. Ask for a new one.' });
    await login(app, traveller.username, 'a new long passphrase');
  });

  it('keeps the session of the account itself when it resets its own password while signed in', async () => {
    const traveller = await registerTraveller(app);
    const other = await login(app, traveller.username, traveller.password);
    await forgot(traveller.email);
    expect((await reset(await resetTokenFor(traveller.email), 'my own new passphrase', { cookie: traveller.cookie })).status).toBe(200);
    expect((await api(app, '/api/me', { cookie: traveller.cookie })).body).toMatchObject({ username: traveller.username });
    expect((await api(app, '/api/me', { cookie: other.cookie })).body).toBeNull();
  });

  it('refuses a link after 30 minutes, and an older link once a newer one was sent', async () => {
    const traveller = await registerTraveller(app);
    await forgot(traveller.email);
    const older = await resetTokenFor(traveller.email);
    await forgot(traveller.email);
    const newer = await resetTokenFor(traveller.email);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'a new long passphrase')).status).toBe(400);

    // 30 minutes and a second later: the token's issue moved back instead of the clock forward.
    await app.orm.em
      .fork()
      .getConnection()
      .execute(
        `update account_token set created_at = created_at - interval '30 minutes 1 second', expires_at = expires_at - interval '30 minutes 1 second'
       where user_id = ? and used_at is null`,
        [traveller.user.id],
      );
    const late = await reset(newer, 'a new long passphrase');
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ field: 'token' });
    await login(app, traveller.username, traveller.password);
  });

  it('stores only a hash of the token', async () => {
    const traveller = await registerTraveller(app);
    await forgot(traveller.email);
    const token = await resetTokenFor(traveller.email);
    const rows = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ token_hash: string }[]>(`select token_hash from account_token where user_id = ? and purpose = 'password-reset'`, [traveller.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('throttles per network and per address (unknown addresses alike), and stops mailing one account after its daily share', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`someone${i}-${ip}@example.com`, ip)).status).toBe(200);
    expect((await forgot(`one-more-${ip}@example.com`, ip)).status).toBe(429);

    const unknown = `nobody-${freshIp()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await forgot(unknown)).status).toBe(200);
    expect((await forgot(unknown)).status).toBe(429);

    const traveller = await registerTraveller(app);
    for (let i = 0; i < 3; i++) expect((await forgot(traveller.email)).status).toBe(200);
    expect((await forgot(traveller.email)).status).toBe(429);
    // The address's hour passes; the account's day has room for 3 more links, then none (same answer).
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`delete from rate_limit where key = ?`, [`reset-address:${traveller.email.toLowerCase()}`]);
    for (let i = 0; i < 3; i++) expect((await forgot(traveller.email)).status).toBe(200);
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`delete from rate_limit where key = ?`, [`reset-address:${traveller.email.toLowerCase()}`]);
    expect((await forgot(traveller.email)).body).toEqual({ success: true });
    expect(await outboxFor(traveller.email)).toHaveLength(6);
  });

  it('names the field of a malformed request', async () => {
    const badAddress = await forgot('not an address');
    expect(badAddress.status).toBe(400);
    expect(badAddress.body).toMatchObject({ message: 'email: Enter a valid email address' });
    const badToken = await reset('short', 'a new long passphrase');
    expect(badToken.status).toBe(400);
    expect(badToken.body).toMatchObject({ message: 'token: This link is incomplete' });
  });
});
