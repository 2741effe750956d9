import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { loadConfig } from '../../src/server/config';
import { checkPassword } from '@shared/password-policy';
import { api, freshAccount, freshIp, login, registerTraveller } from './accounts-support';

// (password policy), 13 (email changes throttled), 14 (demo
// accounts only where the demo seed runs).
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
});
afterAll(() => app?.close());

describe('item 12: password policy', () => {
  const register = (password: string, account = freshAccount('policy')) => api(app, '/api/register', { body: { ...account, password }, ip: freshIp() });

  it.each([
    ['12345678', 'password: Too common: choose a password that others do not use'],
    ['password', 'password: Too common: choose a password that others do not use'],
    ['qwertyuiop', 'password: Too common: choose a password that others do not use'],
    ['        ', 'password: Must not be only spaces'],
    ['aaaaaaaaaa', 'password: Too easy to guess: use a longer mix of words, numbers or symbols'],
  ])('refuses %j at registration with a clear message', async (password, message) => {
    const result = await register(password);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message, field: 'password' });
  });

  it('refuses a password containing the username or the email', async () => {
    const account = freshAccount('kilimanjaro');
    expect((await register(`${account.username}!2026`, account)).body).toMatchObject({ message: 'password: Must not contain your username or email' });
    const byEmail = { ...freshAccount('x'), email: 'serengeti.sunrise@example.com' };
    expect((await register('Serengeti.Sunrise-99', byEmail)).body).toMatchObject({ message: 'password: Must not contain your username or email' });
  });

  it('accepts a strong password, and says so in the caller language', async () => {
    expect((await register('correct horse battery')).status).toBe(201);
    const swahili = await api(app, '/api/register', {
      body: { ...freshAccount('sw'), password: '12345678' },
      ip: freshIp(),
      headers: { 'accept-language': 'sw' },
    });
    expect(swahili.body).toMatchObject({ message: 'password: Ni la kawaida mno: chagua nenosiri ambalo wengine hawalitumii' });
  });

  it('applies to a new password too; the demo accounts, older than the policy, still sign in', async () => {
    const traveller = await registerTraveller(app);
    const change = (newPassword: string) =>
      api(app, '/api/profile/password', { body: { currentPassword: traveller.password, newPassword }, cookie: traveller.cookie, ip: freshIp() });
    expect((await change('password1')).body).toMatchObject({ field: 'newPassword', message: expect.stringMatching(/^newPassword: Too common/) });
    expect((await change(`${traveller.username}-new`)).body).toMatchObject({ message: 'newPassword: Must not contain your username or email' });
    expect((await change('a much better passphrase')).status).toBe(200);
    expect((await api(app, '/api/login', { body: { username: 'demo', password: 'demo1234' }, ip: freshIp() })).status).toBe(200);
  });

  it('gives the strength meter a score from 0 to 4', () => {
    expect(checkPassword('12345678').score).toBe(0);
    expect(checkPassword('kilimanjaro-sunrise-42').score).toBe(4);
  });
});

describe('item 13: email changes are throttled like registrations', () => {
  it('allows 5 email changes an hour from one address (taken ones included), then 429; other details are not counted', async () => {
    const traveller = await registerTraveller(app);
    const other = await registerTraveller(app);
    const ip = freshIp();
    const patch = (body: Record<string, unknown>, from = ip) =>
      api(app, '/api/profile', { method: 'PATCH', body: { phone: null, ...body }, cookie: traveller.cookie, ip: from });
    for (let i = 0; i < 4; i++) expect((await patch({ email: `renamed${i}-${traveller.username}@example.com` })).status).toBe(200);
    expect((await patch({ email: other.email })).status).toBe(409);
    const sixth = await patch({ email: `probe-${traveller.username}@example.com` });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
    // Keeping the email (until a link is opened, the account's own) while changing the name is not an email change.
    expect((await patch({ email: traveller.email, fullName: 'Amina T.' })).status).toBe(200);
    expect((await patch({ email: `probe-${traveller.username}@example.com` }, freshIp())).status).toBe(200);
  });
});

describe('item 14: demo accounts only where the demo seed runs', () => {
  it('SEED_DEMO_DATA defaults to true with the embedded database and to false with DATABASE_URL', () => {
    expect(loadConfig({}).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/manasa' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/manasa', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('the server names the demo accounts only when the demo seed is on and they exist', async () => {
    const accounts = await app.caller().auth.demoAccounts();
    expect(accounts).toEqual([
      { username: 'demo', password: 'demo1234', role: 'traveller' },
      { username: 'staff', password: 'staff1234', role: 'staff' },
      { username: 'admin', password: 'admin1234', role: 'admin' },
    ]);
    const production = await createTestApp({ SEED_DEMO_DATA: false }, { databaseUrl: app.databaseUrl });
    try {
      expect(await production.caller().auth.demoAccounts()).toEqual([]);
    } finally {
      await production.close();
    }
    await app.orm.em.fork().getConnection().execute(`update app_user set username = 'staff-renamed' where username = 'staff'`);
    expect((await app.caller().auth.demoAccounts()).map((account) => account.username)).toEqual(['demo', 'admin']);
  });
});

describe('the demo admin', () => {
  it('admin / admin1234 signs in as an admin and may do what only admins may (change a role)', async () => {
    const admin = await login(app, 'admin', 'admin1234');
    expect(admin.user).toMatchObject({ username: 'admin', role: 'admin' });
    const traveller = await registerTraveller(app);
    const promoted = await api(app, `/api/admin/users/${traveller.user.id}/role`, { body: { role: 'staff' }, cookie: admin.cookie, ip: freshIp() });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ role: 'staff' });
  });
});
