// Integration-test harness: a fresh database cloned from the migrated, seeded template, an ORM
// on it, the real Express app listening on a random local port (for REST and tRPC over HTTP)
// and a tRPC caller factory (for procedures called directly).
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase } from '../../prisma-free-db/embedded-postgres';
import { initOrm } from '../../prisma-free-db/orm';
import { createApp } from '../../src/server/app';
import { testConfig, type AppConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import type { Context } from '../../src/server/trpc/context';
import type { SessionUser } from '../../src/server/features/auth/sessions';

const createCaller = createCallerFactory(appRouter);
export type TestCaller = ReturnType<typeof createCaller>;

export interface TestApp {
  orm: MikroORM;
  config: AppConfig;
  baseUrl: string;
  databaseUrl: string;
  /** A tRPC caller as if a request came from `user` (null: signed out). */
  caller(user?: SessionUser | null, host?: string): TestCaller;
  /** fetch against the running app: path like '/api/tour-packages'. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const template = inject('testTemplateDatabase');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(adminUrl, name, template);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const orm = await initOrm(databaseUrl);
  const config = testConfig(overrides);
  const log = createLogger('silent');
  const app = createApp({ orm, config, log, clientDir: '/nonexistent' });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    orm,
    config,
    baseUrl,
    databaseUrl,
    caller(user = null, host = 'localhost') {
      const ctx: Context = { em: orm.em.fork(), config, log, user, host, ip: '127.0.0.1', secure: false };
      return createCaller(ctx);
    },
    fetch(path, init) {
      return fetch(`${baseUrl}${path}`, init);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await orm.close(true);
    },
  };
}
