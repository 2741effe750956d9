// The catalogue cache's own rules, on a bare Express app with a clock of the test's making:
// its lifetime, one refresh for many waiting requests, streams passed through, and what is
// never kept.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';
import { countProcedureCall } from '../trpc/catalogue';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Polls a condition (never a fixed sleep). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/** `start` with a gate: `hold()` keeps every answer computed from then on until `release()`. */
async function startGated(cache: CatalogueCache) {
  let gate = Promise.resolve();
  let open: () => void = () => {};
  const app = await start(cache, {
    get gate() {
      return gate;
    },
  });
  return {
    app,
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

/** A server whose /api/items is a catalogue read counting its database trips. */
async function start(cache: CatalogueCache, options: { gate?: Promise<void> } = {}) {
  const app = express();
  const trips = { count: 0 };
  app.use('/api', cache.middleware);
  app.get('/api/items', async (_req, res) => {
    countProcedureCall(true);
    trips.count++;
    await options.gate;
    res.json({ trip: trips.count });
  });
  app.get('/api/mine', (_req, res) => {
    countProcedureCall(false);
    res.json({ personal: true });
  });
  app.get('/api/cookie', (_req, res) => {
    countProcedureCall(true);
    res.cookie('cart', 'x').json({ ok: true });
  });
  app.get('/api/stream', (_req, res) => {
    countProcedureCall(true);
    res.setHeader('Content-Type', 'text/event-stream');
    res.write('data: 1\n\n');
    setImmediate(() => res.end('data: 2\n\n'));
  });
  app.post('/api/items', (_req, res) => {
    countProcedureCall(false);
    res.json({ changed: true });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { base, trips };
}

describe('CatalogueCache', () => {
  it('serves an answer from memory until its lifetime ends', async () => {
    let now = 1_000;
    const cache = new CatalogueCache({ ttlMs: 1000, now: () => now });
    const { base, trips } = await start(cache);
    expect(await (await fetch(`${base}/api/items`)).json()).toEqual({ trip: 1 });
    now += 499;
    expect(await (await fetch(`${base}/api/items`)).json()).toEqual({ trip: 1 });
    // Past half its lifetime, a request refreshes it (and gets the fresh answer).
    now += 1;
    expect(await (await fetch(`${base}/api/items`)).json()).toEqual({ trip: 2 });
    now += 1000;
    expect(await (await fetch(`${base}/api/items`)).json()).toEqual({ trip: 3 });
    expect(trips.count).toBe(3);
  });

  it('refreshes a lapsed answer once while the other requests wait for it', async () => {
    let now = 0;
    const cache = new CatalogueCache({ ttlMs: 1000, now: () => now });
    const { app, hold, release } = await startGated(cache);
    await fetch(`${app.base}/api/items`);
    now += 5000;
    hold();
    const answers = Promise.all(Array.from({ length: 10 }, () => fetch(`${app.base}/api/items`).then((r) => r.json())));
    await until(() => cache.stats.waits === 9); // one refreshes, nine wait for it
    release();
    expect(new Set((await answers).map((answer) => answer.trip))).toEqual(new Set([2]));
    expect(app.trips.count).toBe(2);
  });

  it('past half its lifetime, serves the kept answer while one request refreshes it', async () => {
    let now = 0;
    const cache = new CatalogueCache({ ttlMs: 1000, now: () => now });
    const { app, hold, release } = await startGated(cache);
    await fetch(`${app.base}/api/items`);
    now += 600;
    hold();
    const refreshing = fetch(`${app.base}/api/items`).then((r) => r.json());
    await until(() => app.trips.count === 2);
    // Meanwhile others get the kept answer at once.
    expect(await (await fetch(`${app.base}/api/items`)).json()).toEqual({ trip: 1 });
    release();
    expect(await refreshing).toEqual({ trip: 2 });
    expect(await (await fetch(`${app.base}/api/items`)).json()).toEqual({ trip: 2 });
  });

  it('never keeps personal answers, answers that set a cookie, or streams', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    const { base } = await start(cache);
    await fetch(`${base}/api/mine`);
    await fetch(`${base}/api/cookie`);
    const stream = await fetch(`${base}/api/stream`);
    expect(await stream.text()).toBe('data: 1\n\ndata: 2\n\n');
    expect(stream.headers.get('etag')).toBeNull();
    expect(cache.stats.stored).toBe(0);
  });

  it('is emptied by a write through this instance before the write is answered', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    const { base, trips } = await start(cache);
    await fetch(`${base}/api/items`);
    await fetch(`${base}/api/items`, { method: 'POST' });
    expect(await (await fetch(`${base}/api/items`)).json()).toEqual({ trip: 2 });
    expect(trips.count).toBe(2);
  });

  it('does not keep an answer computed while the catalogue changed', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { base, trips } = await start(cache, { gate });
    const answer = fetch(`${base}/api/items`);
    await until(() => trips.count === 1);
    cache.clear(); // a NOTIFY arrived while the answer was being computed
    open();
    await answer;
    expect(cache.stats.stored).toBe(0);
  });
});
