import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '@db/embedded-postgres';
import { initOrm, migrate } from '@db/orm';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { Platform } from '../../src/server/platform';

// The database going away. This file runs its own embedded PostgreSQL (the
// shared test server cannot be stopped under the other files), with the app on it as main.ts
// wires it: /healthz follows the embedded server, which restarts by itself when it dies.
let dir: string;
let database: EmbeddedDatabase;
let orm: MikroORM;
let platform: Platform;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'manasa-outage-'));
  database = await startEmbeddedPostgres(dir);
  await ensureDatabase(database.adminUrl, 'app');
  orm = await initOrm(database.urlFor('app'));
  await migrate(orm);
  const config = testConfig({ JOB_WORKER: false });
  const log = createLogger('silent');
  platform = await Platform.start({ orm, config, log, jobs: [], minReconnectDelayMs: 20 });
  server = http.createServer(createApp({ orm, config, log, platform, clientDir: '/nonexistent', healthy: database.isRunning }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await platform?.stop({ graceMs: 0 });
  await orm?.close(true);
  await database?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = async (url: string) => {
  const res = await fetch(`${base}${url}`);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
};

/** Asks again until the answer has `status` (what a client retrying after Retry-After does). */
async function until(url: string, status: number) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const answer = await get(url);
    if (answer.status === status) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never answered ${status}`);
}

describe('item 16: the database going away', () => {
  it('answers 503 with Retry-After while PostgreSQL is stopped, and recovers when it is back, without a restart', async () => {
    expect((await get('/api/tour-packages')).status).toBe(200);
    await database.stop();

    for (const url of ['/api/tour-packages', '/api/hotels', '/trpc/tours.list', '/api/airports']) {
      const answer = await get(url);
      expect(answer.status, url).toBe(503);
      expect(Number(answer.retryAfter), url).toBeGreaterThan(0);
    }
    expect((await get('/api/tour-packages')).body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/try again/) });
    expect((await get('/readyz')).status).toBe(503);
    expect((await get('/healthz')).status).toBe(503);

    await database.start();
    await until('/api/tour-packages', 200);
    expect((await get('/trpc/tours.list')).status).toBe(200);
    expect((await get('/readyz')).status).toBe(200);
    expect((await get('/healthz')).status).toBe(200);
  });

  it('restarts the embedded PostgreSQL when it is killed (kill -9), and requests recover', async () => {
    const pid = database.pid();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, 'SIGKILL');
    const during = await until('/api/tour-packages', 503);
    expect(Number(during.retryAfter)).toBeGreaterThan(0);
    await until('/api/tour-packages', 200);
    expect(database.isRunning()).toBe(true);
    expect(database.pid()).not.toBe(pid);
    expect((await get('/healthz')).status).toBe(200);
  });
});
