import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm } from '@db/orm';
import { createApp } from '../../src/server/app';
import { createLogger } from '../../src/server/logger';
import { Platform } from '../../src/server/platform';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, freshAccount, freshIp } from './accounts-support';

// Default limits: 10 failed sign-ins per address per minute, 5 per account from one address
// per 15 minutes, 5 registrations per address per hour. The account-wide guessing budget is set
// above what any test here spends from all addresses together (sign-in-guessing.test.ts tests it),
// and so is the number of sign-ins in progress at once from one address, so that a burst shows
// the durable counters in PostgreSQL holding (sign-ins-at-once.test.ts tests that limit).
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1, LOGIN_GUESSES_PER_ACCOUNT: 100, LOGIN_CHECKS_AT_ONCE_PER_IP: 100 });
});
afterAll(() => app?.close());

const badLogin = (ip: string, username = `ghost-${Math.random().toString(36).slice(2)}`) =>
  api(app, '/api/login', { body: { username, password: 'wrong password' }, ip });

function retryAfter(result: { headers: Headers }): number {
  return Number(result.headers.get('retry-after'));
}

describe('failed sign-ins per client address', () => {
  it('answers 429 with Retry-After to the 11th failure within a minute', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await badLogin(ip)).status).toBe(401);
    const eleventh = await badLogin(ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/too many/i) });
    expect(retryAfter(eleventh)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(eleventh)).toBeLessThanOrEqual(60);
    // Even the right password waits until the window ends.
    expect((await api(app, '/api/login', { body: { username: 'demo', password: 'demo1234' }, ip })).status).toBe(429);
    // Another address is not affected.
    expect((await badLogin(freshIp())).status).toBe(401);
  });

  it('counts an IPv6 client per /64 network', async () => {
    for (let i = 0; i < 10; i++) expect((await badLogin(`2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(401);
    expect((await badLogin('2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await badLogin('2001:db8:1:3::1')).status).toBe(401);
  });

  it('does not count successful sign-ins', async () => {
    const ip = freshIp();
    for (let i = 0; i < 9; i++) expect((await badLogin(ip)).status).toBe(401);
    expect((await api(app, '/api/login', { body: { username: 'demo', password: 'demo1234' }, ip })).status).toBe(200);
    expect((await badLogin(ip)).status).toBe(401);
    expect((await badLogin(ip)).status).toBe(429);
  });

  it('holds under a burst of parallel guesses', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 25 }, () => badLogin(ip)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it('is shared by every app instance on the database', async () => {
    const orm = await initOrm(app.databaseUrl);
    const platform = await Platform.start({ orm, config: app.config, log: createLogger('silent'), jobs: [] });
    const server = http.createServer(createApp({ orm, config: app.config, log: createLogger('silent'), platform, clientDir: '/nonexistent' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const secondInstance = {
      ...app,
      fetch: (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, init),
    };
    try {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await badLogin(ip)).status).toBe(401);
      for (let i = 0; i < 5; i++) {
        const result = await api(secondInstance, '/api/login', { body: { username: `other-${i}`, password: 'wrong password' }, ip });
        expect(result.status).toBe(401);
      }
      expect((await badLogin(ip)).status).toBe(429);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.stop();
      await orm.close(true);
    }
  });
});

describe('failed sign-ins per account (no lock-out from elsewhere)', () => {
  it('item 10: five failures from one address lock that address out of the account, never the owner elsewhere', async () => {
    const account = freshAccount('victim');
    expect((await api(app, '/api/register', { body: account, ip: freshIp() })).status).toBe(201);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await badLogin(attacker, account.username)).status).toBe(401);

    // The attacker's address is locked out of this account, even with the right password...
    const locked = await api(app, '/api/login', { body: { username: account.username.toUpperCase(), password: account.password }, ip: attacker });
    expect(locked.status).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(60);
    expect(retryAfter(locked)).toBeLessThanOrEqual(15 * 60);
    // ... while the owner, from their own address, signs in at once.
    expect((await api(app, '/api/login', { body: { username: account.username, password: account.password }, ip: freshIp() })).status).toBe(200);

    // When the window has passed, that address may try again.
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update rate_limit set window_ends_at = now() - interval '1 second' where key like ?`, [`login-account-ip:${account.username.toLowerCase()}@%`]);
    expect((await api(app, '/api/login', { body: { username: account.username, password: account.password }, ip: attacker })).status).toBe(200);
  });

  it('item 10: failures spread over many addresses never lock the owner out; they draw on the account’s budget', async () => {
    const account = freshAccount('spread');
    expect((await api(app, '/api/register', { body: account, ip: freshIp() })).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await badLogin(freshIp(), account.username)).status).toBe(401);
    const counted = async () =>
      (
        await app.orm.em
          .fork()
          .getConnection()
          .execute<{ count: number }[]>(`select count from rate_limit where key = ?`, [`login-account:${account.username.toLowerCase()}`])
      )[0]?.count;
    expect(await counted()).toBe(5);
    expect((await api(app, '/api/login', { body: { username: account.username, password: account.password }, ip: freshIp() })).status).toBe(200);
    // The owner's attempt is given back; the guesses of others stay counted.
    expect(await counted()).toBe(5);
  });

  it('locks names that do not exist the same way, so a lock does not reveal accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await badLogin(ip, 'no-such-account')).status).toBe(401);
    expect((await badLogin(ip, 'no-such-account')).status).toBe(429);
    expect((await badLogin(freshIp(), 'no-such-account')).status).toBe(401);
  });

  it('forgets earlier failures from an address after a successful sign-in from it', async () => {
    const account = freshAccount('forgiven');
    expect((await api(app, '/api/register', { body: account, ip: freshIp() })).status).toBe(201);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await badLogin(ip, account.username)).status).toBe(401);
    expect((await api(app, '/api/login', { body: { username: account.username, password: account.password }, ip })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await badLogin(ip, account.username)).status).toBe(401);
    expect((await badLogin(ip, account.username)).status).toBe(429);
  });
});

describe('registrations per client address', () => {
  it('allows 5 an hour, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await api(app, '/api/register', { body: freshAccount('burst'), ip })).status).toBe(201);
    const sixth = await api(app, '/api/register', { body: freshAccount('burst'), ip });
    expect(sixth.status).toBe(429);
    expect(retryAfter(sixth)).toBeGreaterThan(60 * 59);
    expect(retryAfter(sixth)).toBeLessThanOrEqual(60 * 60);
    expect((await api(app, '/api/register', { body: freshAccount('burst'), ip: freshIp() })).status).toBe(201);
  });
});
