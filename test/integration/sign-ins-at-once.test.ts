// Sign-ins in progress at once from one client network: at most LOGIN_CHECKS_AT_ONCE_PER_IP (2);
// more at once get 429 before any statement or password hash, so a burst of guesses does not
// queue its database work and hashes in front of other people's sign-ins. The count is given
// back however a sign-in ends, and sign-ins one after the other are never refused by it.
// Password hashes are held here (node:crypto's scrypt waits for the test) so that sign-ins are
// truly in progress together, without timing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { signIn } from '../../src/server/features/auth/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, freshAccount, freshIp } from './accounts-support';
import { sql } from './travel-fixtures';

const hashes = vi.hoisted(() => ({ started: 0, holding: false, held: [] as (() => void)[] }));

vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof crypto.scrypt>) => {
    hashes.started++;
    const run = () => crypto.scrypt(...args);
    if (hashes.holding) hashes.held.push(run);
    else run();
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
});
afterAll(() => app?.close());

const AT_ONCE = 'Too many sign-in attempts at once from this network. Please wait a moment and try again.';

const login = (username: string, password: string, ip: string) => api(app, '/api/login', { body: { username, password }, ip });

async function registered() {
  const account = freshAccount('atonce');
  expect((await api(app, '/api/register', { body: account, ip: freshIp() })).status).toBe(201);
  return account;
}

/** The rate_limit rows an attempt at `username` from `ip` would have written. */
const rowsFor = (username: string, ip: string) =>
  sql<{ key: string; count: number }>(app, `select key, count from rate_limit where key in (?, ?) order by key`, [
    `login-account:${username}`,
    `login-account-ip:${username}@${ip}`,
  ]);
const networkCount = async (ip: string) => (await sql<{ count: number }>(app, `select count from rate_limit where key = ?`, [`login-ip:${ip}`]))[0]?.count;

/**
 * Both sign-ins from `ip` have counted their attempt, and one is hashing (held) while the other
 * waits for its turn: the hashing queue gives one network one hash at a time.
 */
const bothInProgress = (ip: string) =>
  vi.waitFor(
    async () => {
      expect(await networkCount(ip)).toBe(2);
      expect(hashes.held).toHaveLength(1);
    },
    { timeout: 10_000 },
  );

async function releaseHeldHashes() {
  hashes.holding = false;
  for (const run of hashes.held.splice(0)) run();
}

describe('sign-ins in progress at once from one network', () => {
  it('refuses the third at once with 429, before any statement or hash, while other networks and later sign-ins go through', async () => {
    const [first, second, third, elsewhere] = [await registered(), await registered(), await registered(), await registered()];
    const ip = freshIp();
    hashes.holding = true;
    try {
      const inProgress = [login(first.username, 'wrong password', ip), login(second.username, second.password, ip)];
      await bothInProgress(ip);
      const startedBefore = hashes.started;

      const refused = await login(third.username, third.password, ip);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: AT_ONCE });
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(hashes.started).toBe(startedBefore);
      expect(await rowsFor(third.username, ip)).toEqual([]);
      expect(await networkCount(ip)).toBe(2);

      // Another network is not affected: its sign-in reaches its hash (on the slot kept for newcomers).
      const other = login(elsewhere.username, elsewhere.password, freshIp());
      await vi.waitFor(() => expect(hashes.held).toHaveLength(2), { timeout: 10_000 });

      await releaseHeldHashes();
      expect((await Promise.all(inProgress)).map((result) => result.status)).toEqual([401, 200]);
      expect((await other).status).toBe(200);
    } finally {
      await releaseHeldHashes();
    }
    // Once they are done, the same network signs in again, one after the other as people do.
    for (let i = 0; i < 4; i++) expect((await login(third.username, third.password, ip)).status).toBe(200);
  });

  it('in Arabic too', async () => {
    const account = await registered();
    const ip = freshIp();
    hashes.holding = true;
    try {
      const inProgress = [login(account.username, 'wrong password', ip), login(account.username, 'wrong again', ip)];
      await bothInProgress(ip);
      const refused = await api(app, '/api/login', {
        body: { username: account.username, password: account.password },
        ip,
        headers: { 'accept-language': 'ar' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: 'محاولات دخول كثيرة جدًا في وقت واحد من هذه الشبكة. يرجى الانتظار لحظة ثم المحاولة مرة أخرى.' });
      await releaseHeldHashes();
      await Promise.all(inProgress);
    } finally {
      await releaseHeldHashes();
    }
  });
});

describe('the count of sign-ins in progress', () => {
  const signInFrom = (em: EntityManager, ip: string, credentials: { username: string; password: string }, checksAtOnce = 1) =>
    signIn(em, { ...app.config, LOGIN_CHECKS_AT_ONCE_PER_IP: checksAtOnce }, credentials, ip);

  it('is given back when a sign-in fails, is throttled, or its database work throws', async () => {
    const account = await registered();
    const ip = freshIp();
    const credentials = { username: account.username, password: account.password };

    // Started in the same tick: the second is refused before its first statement.
    const both = await Promise.allSettled([signInFrom(app.orm.em.fork(), ip, credentials), signInFrom(app.orm.em.fork(), ip, credentials)]);
    expect(both.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect((both[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 1 } });

    await expect(signInFrom(app.orm.em.fork(), ip, { ...credentials, password: 'wrong password' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const broken = app.orm.em.fork();
    vi.spyOn(broken, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    await expect(signInFrom(broken, ip, credentials)).rejects.toThrow('connection lost');

    // Throttled by the failures of this network on the account (5 per 15 minutes).
    const throttledIp = freshIp();
    for (let i = 0; i < 5; i++) {
      await expect(signInFrom(app.orm.em.fork(), throttledIp, { ...credentials, password: 'wrong' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(signInFrom(app.orm.em.fork(), throttledIp, credentials)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    await expect(signInFrom(app.orm.em.fork(), throttledIp, credentials)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.not.stringMatching(/at once/),
    });

    // Nothing is left counted: a sign-in from each network goes through at a limit of one.
    await expect(signInFrom(app.orm.em.fork(), ip, credentials)).resolves.toMatchObject({ username: account.username });
    await expect(signInFrom(app.orm.em.fork(), freshIp(), credentials)).resolves.toMatchObject({ username: account.username });
  });

  it('never refuses a sign-in alone, even at a limit of one', async () => {
    const account = await registered();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      await expect(signInFrom(app.orm.em.fork(), ip, { username: account.username, password: account.password })).resolves.toMatchObject({
        username: account.username,
      });
    }
  });
});
