import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm } from '@db/orm';
import { createApp } from '../../src/server/app';
import { Platform } from '../../src/server/platform';
import { answerClientErrors } from '../../src/server/http/edge';
import { createTestApp, createTestDatabase, type TestApp } from '../support/test-app';
import { createUser, sessionCookie, sql } from './travel-fixtures';

// (batches and URLs), 8 (deep JSON, logged causes) and 15 (headers, logs,
// proxies). Raw fetch where the answer is refused before any /api route (not in the document).
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const raw = (path: string, init?: RequestInit) => fetch(`${app.baseUrl}${path}`, init);

/** A second app on its own database whose log lines are kept, for the log tests. */
async function appWithLog(overrides: Partial<TestApp['config']> = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const log = pino({ level: 'info' }, sink);
  const orm = await initOrm(await createTestDatabase());
  const config = { ...app.config, ...overrides };
  const platform = await Platform.start({ orm, config, log, jobs: [] });
  const server = http.createServer(createApp({ orm, config, log, platform, clientDir: '/nonexistent' }));
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    lines,
    orm,
    fetch: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.stop({ graceMs: 0 });
      await orm.close(true);
    },
  };
}

describe('item 7: tRPC batches and long URLs', () => {
  const searches = (count: number) => {
    const input = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), { destination: 'Zanzibar' }]));
    return `/trpc/${Array(count).fill('hotels.search').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  };

  it('answers a batch of more than 10 calls with a 400 before running any', async () => {
    const tooMany = await raw(searches(11));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toMatch(/Batch call exceeds maximum size/);
    const ten = await raw(searches(10));
    expect(ten.status).toBe(200);
    expect(await ten.json()).toHaveLength(10);
  });

  it('answers a long URL with 414 and a URL past 16 KB with 414 as well, never a reset connection', async () => {
    const long = await raw(`/api/hotels?destination=${'a'.repeat(10_000)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toMatchObject({ code: 'URI_TOO_LONG' });
    const huge = await raw(`/trpc/hotels.search?input=${'a'.repeat(40_000)}`);
    expect(huge.status).toBe(414);
    expect(await huge.json()).toMatchObject({ code: 'URI_TOO_LONG' });
    const bigHeaders = await raw('/api/tour-packages', { headers: { 'x-padding': 'p'.repeat(20_000) } });
    expect(bigHeaders.status).toBe(431);
    // The connection pool is fine afterwards.
    expect((await raw('/api/tour-packages')).status).toBe(200);
  });
});

describe('item 8: deep JSON and the causes of 500s', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('refuses JSON nested 5,000 deep with a 400, in a tRPC body, a tRPC input and an /api body', async () => {
    const body = `{"0":${deep(5000)}}`;
    const post = await raw('/trpc/auth.login?batch=1', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(post.status).toBe(400);
    expect(await post.json()).toMatchObject({ message: expect.stringMatching(/^body: JSON nested deeper/) });
    const get = await raw(`/trpc/hotels.search?input=${encodeURIComponent(deep(1000))}`);
    expect(get.status).toBe(400);
    const rest = await raw('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"username":${deep(5000)}}` });
    expect(rest.status).toBe(400);
    // Ordinary nesting is fine.
    expect((await raw('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"x","password":"y"}' })).status).toBe(
      401,
    );
  });

  it('logs the cause of a 500 that happens outside a procedure (tRPC onError)', async () => {
    const logged = await appWithLog();
    try {
      // Break what every request needs before a procedure runs: finding its session.
      await logged.orm.em.getConnection().execute('drop table session cascade');
      const res = await logged.fetch('/trpc/auth.me', { headers: { cookie: 'session=abc' } });
      expect(res.status).toBe(500);
      expect(JSON.stringify(await res.json())).not.toMatch(/session/);
      const failure = logged.lines.find((line) => line.msg === 'tRPC request failed');
      expect(failure).toBeDefined();
      expect(JSON.stringify(failure)).toMatch(/relation \\"session\\" does not exist/);
    } finally {
      await logged.close();
    }
  });
});

describe('item 15: caching, origins and request logs', () => {
  it('signed-in answers and sign-in answers are Cache-Control: no-store; public ones are not', async () => {
    const cookie = await sessionCookie(app, await createUser(app));
    expect((await app.fetch('/api/bookings', { headers: { cookie } })).headers.get('cache-control')).toBe('no-store');
    expect((await raw('/trpc/auth.me', { headers: { cookie } })).headers.get('cache-control')).toBe('no-store');
    const login = await app.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect((await app.fetch('/api/tour-packages')).headers.get('cache-control')).not.toBe('no-store');
  });

  it("a signed-out visitor's cart (its own cookie) is Cache-Control: no-store too", async () => {
    const [{ id: productId }] = await sql<{ id: string }>(app, 'select id from product order by id limit 1');
    const added = await app.fetch('/api/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
    expect(added.status).toBe(200);
    expect(added.headers.get('cache-control')).toBe('no-store');
    const cookie = added.headers.getSetCookie()[0].split(';')[0];
    expect((await app.fetch('/api/cart', { headers: { cookie } })).headers.get('cache-control')).toBe('no-store');
    expect((await app.fetch('/api/cart')).headers.get('cache-control')).not.toBe('no-store');
  });

  const postLogin = (target: { fetch: (path: string, init?: RequestInit) => Promise<Response> }, headers: Record<string, string>) =>
    target.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username: 'nobody', password: 'wrong password' }),
    });

  it('compares the Origin with the scheme and host of the public origin', async () => {
    const host = new URL(app.baseUrl).host;
    expect((await postLogin(app, { origin: `http://${host}` })).status).toBe(401);
    expect((await postLogin(app, { origin: `https://${host}` })).status).toBe(403);
    expect((await postLogin(app, { origin: `http://evil.example` })).status).toBe(403);
    expect((await postLogin(app, { origin: 'null' })).status).toBe(403);
  });

  it('behind a trusted proxy, takes the public origin from X-Forwarded-Proto and X-Forwarded-Host, as branding does', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 1 }, { databaseUrl: app.databaseUrl });
    try {
      const forwarded = { 'x-forwarded-host': 'manasa.example', 'x-forwarded-proto': 'https' };
      expect((await postLogin(proxied, { ...forwarded, origin: 'https://manasa.example' })).status).toBe(401);
      expect((await postLogin(proxied, { ...forwarded, origin: 'http://manasa.example' })).status).toBe(403);
      expect((await postLogin(proxied, { ...forwarded, origin: 'https://evil.example' })).status).toBe(403);
      // Branding reads the same host.
      expect(await (await proxied.fetch('/api/domain-context', { headers: forwarded })).json()).toMatchObject({ domain: 'manasa.example' });
      // Without a trusted proxy the forwarded headers mean nothing.
      expect((await postLogin(app, { ...forwarded, origin: 'https://manasa.example' })).status).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('keeps tRPC inputs and card numbers out of the request log', async () => {
    const logged = await appWithLog();
    try {
      await logged.fetch(`/trpc/hotels.search?input=${encodeURIComponent(JSON.stringify({ destination: 'secret-destination' }))}`);
      await logged.fetch('/api/search?query=4242%204242%204242%204242&type=hotels');
      await logged.fetch('/api/search?query=4000-0000-0000-0002');
      const urls = logged.lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
      expect(urls).toHaveLength(3);
      // A line is written when its response has finished, which may be after the next request: match by path.
      expect(urls).toContain('/trpc/hotels.search?input=[redacted]');
      expect(urls.join(' ')).not.toMatch(/secret-destination|4242|0002/);
      expect(urls.filter((url) => url?.startsWith('/api/search')).every((url) => url?.includes('[card]'))).toBe(true);
    } finally {
      await logged.close();
    }
  });
});
