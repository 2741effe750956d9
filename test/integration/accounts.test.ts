import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, freshAccount, freshIp, login, registerTraveller } from './accounts-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
});
afterAll(() => app?.close());

const userShape = {
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  username: expect.any(String),
  email: expect.any(String),
  phone: null,
  fullName: null,
  role: 'traveller',
  createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  language: null,
  displayCurrency: null,
  disabled: false,
  mustChangePassword: false,
  emailVerified: false,
  secondFactorEnabled: false,
  mustEnrolSecondFactor: false,
};

async function passwordHashOf(username: string): Promise<string> {
  const [row] = await app.orm.em
    .fork()
    .getConnection()
    .execute<{ password_hash: string }[]>('select password_hash from app_user where lower(username) = lower(?)', [username]);
  return row.password_hash;
}

describe('register, me, logout', () => {
  it('registers a traveller, signs them in with a session cookie, and signs them out', async () => {
    const account = freshAccount();
    const registered = await api(app, '/api/register', { body: account, ip: freshIp() });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ ...userShape, username: account.username, email: account.email });
    expect(Object.keys(registered.body as object).sort()).toEqual([
      'createdAt',
      'disabled',
      'displayCurrency',
      'email',
      'emailVerified',
      'fullName',
      'id',
      'language',
      'mustChangePassword',
      'mustEnrolSecondFactor',
      'phone',
      'role',
      'secondFactorEnabled',
      'username',
    ]);
    const cookie = registered.sessionCookie!;
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{40,}$/);

    const me = await api(app, '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(registered.body);

    const loggedOut = await api(app, '/api/logout', { method: 'POST', cookie });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body).toEqual({ success: true });
    expect(loggedOut.setCookies.join()).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/);

    // The old cookie is dead on the server, not only forgotten by the browser.
    const after = await api(app, '/api/me', { cookie });
    expect(after.status).toBe(200);
    expect(after.body).toBeNull();
  });

  it('ends the previous session when another account signs in on the same browser', async () => {
    const traveller = await registerTraveller(app);
    const switched = await api(app, '/api/login', { body: { username: 'staff', password: 'staff1234' }, cookie: traveller.cookie, ip: freshIp() });
    expect(switched.status).toBe(200);
    expect((await api(app, '/api/me', { cookie: switched.sessionCookie })).body).toMatchObject({ username: 'staff' });
    // Asked with the old cookie (the app may still be asking, on the traveller's cookie, when the
    // sign-in answers): null, and no Set-Cookie that would delete the staff session's new cookie.
    const stale = await api(app, '/api/me', { cookie: traveller.cookie });
    expect(stale.body).toBeNull();
    expect(stale.setCookies).toEqual([]);
  });

  it('answers null for /api/me when signed out, and logout is harmless then', async () => {
    const me = await api(app, '/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toBeNull();
    expect((await api(app, '/api/logout', { method: 'POST' })).status).toBe(200);
  });

  it('stores an empty phone as null and keeps a given one', async () => {
    const withEmptyPhone = await api(app, '/api/register', { body: { ...freshAccount(), phone: '' }, ip: freshIp() });
    expect(withEmptyPhone.status).toBe(201);
    expect(withEmptyPhone.body).toMatchObject({ phone: null });
    const { phone: _omitted, ...withoutPhone } = freshAccount();
    expect((await api(app, '/api/register', { body: withoutPhone, ip: freshIp() })).body).toMatchObject({ phone: null });
    const withPhone = await api(app, '/api/register', { body: { ...freshAccount(), phone: '+255 712 345 678' }, ip: freshIp() });
    expect(withPhone.body).toMatchObject({ phone: '+255 712 345 678' });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const badEmail = await api(app, '/api/register', { body: { ...freshAccount(), email: 'not-an-email' }, ip: freshIp() });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ message: expect.stringMatching(/^email: /) });
    const shortPassword = await api(app, '/api/register', { body: { ...freshAccount(), password: 'short' }, ip: freshIp() });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body).toMatchObject({ message: 'password: Use at least 8 characters' });
    const missing = await api(app, '/api/register', { body: { username: 'someone' }, ip: freshIp() });
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toMatch(/email: .*password: /);
    const badPhone = await api(app, '/api/register', { body: { ...freshAccount(), phone: 'call me' }, ip: freshIp() });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({ message: expect.stringMatching(/^phone: /) });
    const emptyLogin = await api(app, '/api/login', { body: { username: '', password: '' }, ip: freshIp() });
    expect(emptyLogin.status).toBe(400);
  });

  it('stores a self-describing scrypt hash, never the password', async () => {
    const { username, password } = await registerTraveller(app);
    const hash = await passwordHashOf(username);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain(password);
    // The seeded demo accounts carry the production cost.
    expect(await passwordHashOf('demo')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});

describe('conflicts', () => {
  it('names the taken field, case-insensitively', async () => {
    const { username, email } = await registerTraveller(app);
    const sameName = await api(app, '/api/register', { body: { ...freshAccount(), username: username.toUpperCase() }, ip: freshIp() });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({ message: 'Username is already taken', field: 'username' });
    const sameEmail = await api(app, '/api/register', { body: { ...freshAccount(), email: email.toUpperCase() }, ip: freshIp() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ message: 'Email is already registered', field: 'email' });
    expect(sameEmail.sessionCookie).toBeUndefined();
  });

  it('lets exactly one of several concurrent registrations of a name succeed', async () => {
    const base = freshAccount('race');
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api(app, '/api/register', { body: { ...base, email: `race${i}-${base.email}` }, ip: freshIp() })),
    );
    expect(attempts.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = attempts.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(5);
    for (const attempt of refused) expect(attempt).toMatchObject({ status: 409, body: { message: 'Username is already taken' } });
  });

  it('lets exactly one of several concurrent registrations of an email succeed', async () => {
    const base = freshAccount('mailrace');
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api(app, '/api/register', { body: { ...base, username: `${base.username}${i}` }, ip: freshIp() })),
    );
    expect(attempts.filter((a) => a.status === 201)).toHaveLength(1);
    for (const attempt of attempts.filter((a) => a.status !== 201)) {
      expect(attempt).toMatchObject({ status: 409, body: { message: 'Email is already registered', field: 'email' } });
    }
  });
});

describe('login', () => {
  it('signs in the demo traveller, username case-insensitively', async () => {
    const result = await api(app, '/api/login', { body: { username: 'DEMO', password: 'demo1234' }, ip: freshIp() });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      ...userShape,
      username: 'demo',
      email: 'demo@manasatours.example',
      fullName: 'Amina Demo',
      phone: '+254 700 000 000',
      emailVerified: true,
    });
    expect(result.sessionCookie).toBeDefined();
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const { username } = await registerTraveller(app);
    const wrongPassword = await api(app, '/api/login', { body: { username, password: 'not the password' }, ip: freshIp() });
    const unknownUser = await api(app, '/api/login', { body: { username: 'nobody-at-all', password: 'whatever1' }, ip: freshIp() });
    for (const result of [wrongPassword, unknownUser]) {
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ message: 'Invalid credentials', code: 'UNAUTHORIZED' });
      expect(result.sessionCookie).toBeUndefined();
    }
  });

  it('works over tRPC at /trpc as well', async () => {
    const res = await app.fetch('/trpc/auth.login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0].split(';')[0];
    const me = await app.fetch('/trpc/auth.me', { headers: { cookie } });
    expect(((await me.json()) as { result: { data: { username: string } } }).result.data.username).toBe('demo');
  });

  it('refuses a cross-origin sign-in', async () => {
    const crossSite = await api(app, '/api/login', {
      body: { username: 'demo', password: 'demo1234' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.sessionCookie).toBeUndefined();
    const foreignOrigin = await api(app, '/api/login', { body: { username: 'demo', password: 'demo1234' }, headers: { origin: 'https://evil.example' } });
    expect(foreignOrigin.status).toBe(403);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain HTTP', async () => {
    const result = await api(app, '/api/login', { body: { username: 'demo', password: 'demo1234' }, ip: freshIp() });
    const cookie = result.setCookies.find((c) => c.startsWith('session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Expires=/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(cookie).not.toMatch(/; Domain=/i);
  });

  it('is Secure with the __Host- prefix behind an HTTPS proxy', async () => {
    const result = await api(app, '/api/login', {
      body: { username: 'demo', password: 'demo1234' },
      ip: freshIp(),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(result.status).toBe(200);
    const cookie = result.setCookies.find((c) => c.startsWith('__Host-session='))!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Domain=/i);

    const me = await api(app, '/api/me', { cookie: result.sessionCookie, headers: { 'x-forwarded-proto': 'https' } });
    expect(me.body).toMatchObject({ username: 'demo' });
    const loggedOut = await api(app, '/api/logout', { method: 'POST', cookie: result.sessionCookie, headers: { 'x-forwarded-proto': 'https' } });
    expect(loggedOut.setCookies.join()).toMatch(/^__Host-session=;.*Secure/);
  });

  it('stops working once the session has expired', async () => {
    const { cookie } = await registerTraveller(app);
    expect((await api(app, '/api/me', { cookie })).body).not.toBeNull();
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update session set expires_at = now() - interval '1 minute' where token_hash = encode(sha256(?::bytea), 'hex')`, [cookie.split('=')[1]]);
    const me = await api(app, '/api/me', { cookie });
    expect(me.body).toBeNull();
    // The browser is told to drop the dead cookie.
    expect(me.setCookies.join()).toMatch(/^session=;/);
    expect((await api(app, '/api/profile', { cookie })).status).toBe(401);
  });

  it('ignores a forged or garbage cookie', async () => {
    expect((await api(app, '/api/me', { cookie: 'session=forged-token' })).body).toBeNull();
    expect((await api(app, '/api/me', { cookie: `session=${'x'.repeat(5000)}` })).body).toBeNull();
  });
});

describe('staff-only procedure: users.list at GET /api/admin/users', () => {
  it('answers 401 signed out, 403 for a traveller and the list for staff', async () => {
    const signedOut = await api(app, '/api/admin/users');
    expect(signedOut.status).toBe(401);

    const traveller = await login(app, 'demo', 'demo1234');
    const forbidden = await api(app, '/api/admin/users', { cookie: traveller.cookie });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ message: 'Staff only', code: 'FORBIDDEN' });

    const staff = await login(app, 'staff', 'staff1234');
    expect(staff.user.role).toBe('staff');
    const list = await api(app, '/api/admin/users?pageSize=100', { cookie: staff.cookie });
    expect(list.status).toBe(200);
    const body = list.body as { items: { username: string; role: string; createdAt: string }[]; total: number; page: number; pageSize: number };
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(100);
    expect(body.total).toBe(body.items.length);
    expect(body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'demo', role: 'traveller' }), expect.objectContaining({ username: 'staff', role: 'staff' })]),
    );
    // No hash nor a field holding one (mustChangePassword is a flag).
    expect(JSON.stringify(body)).not.toMatch(/"password(Hash)?"|scrypt/i);
    // Newest first.
    const created = body.items.map((u) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('pages and searches', async () => {
    const staff = await login(app, 'staff', 'staff1234');
    const page = await api(app, '/api/admin/users?page=2&pageSize=1', { cookie: staff.cookie });
    const body = page.body as { items: unknown[]; total: number; page: number };
    expect(body.items).toHaveLength(1);
    expect(body.page).toBe(2);
    expect(body.total).toBeGreaterThanOrEqual(2);
    const beyond = await api(app, '/api/admin/users?page=999&pageSize=10', { cookie: staff.cookie });
    expect(beyond.body).toMatchObject({ items: [], total: body.total });
    const search = await api(app, '/api/admin/users?search=AMINA', { cookie: staff.cookie });
    expect((search.body as { items: { username: string }[] }).items.map((u) => u.username)).toEqual(['demo']);
    // LIKE wildcards in the search are literal characters.
    const wildcard = await api(app, '/api/admin/users?search=%25', { cookie: staff.cookie });
    expect((wildcard.body as { items: unknown[] }).items).toEqual([]);
    const badPage = await api(app, '/api/admin/users?page=0', { cookie: staff.cookie });
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ message: expect.stringMatching(/^page: /) });
  });

  it('is guarded the same way when called as a procedure', async () => {
    await expect(app.caller(null).users.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const traveller = (await app.caller(null).auth.login({ username: 'demo', password: 'demo1234' })) as unknown as { id: string };
    const asUser = (role: 'traveller' | 'staff' | 'admin') =>
      app.caller({ id: traveller.id, username: 'demo', email: 'demo@manasatours.example', phone: null, fullName: null, role, createdAt: new Date() });
    await expect(asUser('traveller').users.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await asUser('staff').users.list({ pageSize: 5 })).items.length).toBeGreaterThan(0);
    expect((await asUser('admin').users.list()).page).toBe(1);
  });
});

describe('OpenAPI', () => {
  it('documents the account paths without any password hash in the user', async () => {
    const doc = await (await app.fetch('/api/openapi.json')).json();
    for (const path of ['/api/login', '/api/register', '/api/logout']) expect(doc.paths[path].post).toBeDefined();
    expect(doc.paths['/api/me'].get).toBeDefined();
    expect(doc.paths['/api/admin/users'].get).toBeDefined();
    const user = doc.paths['/api/login'].post.responses['200'].content['application/json'].schema;
    // The login answer is the user, and for an account with two-factor sign-in the challenge of its next step.
    expect(Object.keys(user.properties).sort()).toEqual([
      'createdAt',
      'disabled',
      'displayCurrency',
      'email',
      'emailVerified',
      'fullName',
      'id',
      'language',
      'mustChangePassword',
      'mustEnrolSecondFactor',
      'phone',
      'role',
      'secondFactor',
      'secondFactorEnabled',
      'username',
    ]);
    expect(user.required).not.toContain('secondFactor');
    expect(doc.paths['/api/register'].post.responses['201']).toBeDefined();
  });
});
