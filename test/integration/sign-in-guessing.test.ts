// Guessing one account's password from many addresses: the attempts of every address and
// every unknown device draw on one paced budget per account (10 at once, then one a minute),
// taken before any hashing, so parallel guesses cannot slip past; the owner's known devices
// (where they signed in before) do not draw on it, so the owner still signs in, from any
// address. IPv6 clients count per /64 network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, freshAccount, freshIp, type ApiResult } from './accounts-support';
import { sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
});
afterAll(() => app?.close());

const EVERYWHERE = 'Too many sign-in attempts for this account. Please try again shortly, or from a device you have signed in on before.';

const deviceCookieOf = (result: ApiResult) => result.setCookies.find((cookie) => cookie.startsWith('device='))?.split(';')[0];

const signIn = (username: string, password: string, options: { ip?: string; device?: string } = {}) =>
  api(app, '/api/login', { body: { username, password }, ip: options.ip ?? freshIp(), cookie: options.device });

/** A new account and the device cookie of the browser it registered on. */
async function owner() {
  const account = freshAccount('owner');
  const registered = await api(app, '/api/register', { body: account, ip: freshIp() });
  expect(registered.status).toBe(201);
  const device = deviceCookieOf(registered);
  expect(device).toMatch(/^device=[A-Za-z0-9_-]{43}$/);
  return { ...account, device: device! };
}

/** As if `seconds` had passed for the account's budget. */
const letTimePass = (username: string, seconds: number) =>
  sql(app, `update rate_limit set window_ends_at = window_ends_at - make_interval(secs => ?) where key = ?`, [
    seconds,
    `login-account:${username.toLowerCase()}`,
  ]);

describe('guesses at one account from many addresses', () => {
  it('share one budget: after 10, every address is refused (even with the right password) while the owner’s device signs in', async () => {
    const account = await owner();
    for (let i = 0; i < 10; i++) expect((await signIn(account.username, `wrong guess ${i}`)).status).toBe(401);

    const refused = await signIn(account.username, 'wrong guess 10');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: EVERYWHERE });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await signIn(account.username, account.password)).status).toBe(429);

    // The owner, on the browser they registered on, from an address never seen before.
    const mine = await signIn(account.username, account.password, { device: account.device });
    expect(mine.status).toBe(200);
    // A known device is known to its account only.
    const other = await owner();
    for (let i = 0; i < 10; i++) expect((await signIn(other.username, `wrong guess ${i}`)).status).toBe(401);
    expect((await signIn(other.username, other.password, { device: account.device })).status).toBe(429);
  });

  it('are paced, not locked out: each minute allows one more attempt, and the owner’s right password is given back', async () => {
    const account = await owner();
    for (let i = 0; i < 10; i++) expect((await signIn(account.username, `wrong guess ${i}`)).status).toBe(401);
    expect((await signIn(account.username, 'too soon')).status).toBe(429);

    await letTimePass(account.username, 60);
    // The owner on a new device gets through, and what their attempt took is given back...
    const newPhone = await signIn(account.username, account.password);
    expect(newPhone.status).toBe(200);
    // ... so one guess still fits this minute, and no more.
    expect((await signIn(account.username, 'one more guess')).status).toBe(401);
    expect((await signIn(account.username, 'and another')).status).toBe(429);
    // The new phone is a known device from now on.
    expect((await signIn(account.username, account.password, { device: deviceCookieOf(newPhone) })).status).toBe(200);
  });

  it('holds under 30 parallel guesses from 30 addresses, for names that do not exist too', async () => {
    const name = `nobody-${Math.random().toString(36).slice(2, 8)}`;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(name, `guess ${i}`)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
  });

  it('a new password forgets the account’s other devices', async () => {
    const account = await owner();
    const laptop = deviceCookieOf(await signIn(account.username, account.password))!;
    const phone = await signIn(account.username, account.password);
    const changed = await api(app, '/api/profile/password', {
      body: { currentPassword: account.password, newPassword: 'an entirely new passphrase' },
      cookie: `${phone.sessionCookie}; ${deviceCookieOf(phone)}`,
      ip: freshIp(),
    });
    expect(changed.status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(account.username, `wrong guess ${i}`)).status).toBe(401);
    expect((await signIn(account.username, 'an entirely new passphrase', { device: laptop })).status).toBe(429);
    expect((await signIn(account.username, 'an entirely new passphrase', { device: deviceCookieOf(phone) })).status).toBe(200);
  });
});

describe('IPv6 clients', () => {
  it('count per /64 network, for one account too', async () => {
    const account = await owner();
    for (let i = 1; i <= 5; i++) expect((await signIn(account.username, 'wrong', { ip: `2001:db8:7:7::${i.toString(16)}` })).status).toBe(401);
    expect((await signIn(account.username, account.password, { ip: '2001:db8:7:7:abcd::1' })).status).toBe(429);
    expect((await signIn(account.username, account.password, { ip: '2001:db8:7:8::1' })).status).toBe(200);
  });
});
