// Integration-test harness: a fresh database cloned from the migrated, seeded template, an ORM
// on it, the real Express app listening on a random local port (for REST and tRPC over HTTP)
// and a tRPC caller factory (for procedures called directly). Every /api response a test
// receives through `fetch` is checked against the OpenAPI document (api-contract.ts).
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
import { createApiCaller, type Api } from '../../src/server/trpc/caller';
import { createDirectContext } from '../../src/server/trpc/context';
import type { SessionUser } from '../../src/server/features/auth/sessions';
import { apiContract } from './api-contract';

export type TestCaller = Api;

export interface TestApp {
  orm: MikroORM;
  config: AppConfig;
  baseUrl: string;
  databaseUrl: string;
  /** A tRPC caller as if a request came from `user` (null: signed out). */
  caller(user?: SessionUser | null, host?: string): TestCaller;
  /**
   * fetch against the running app: path like '/api/tour-packages'. An /api response that
   * does not match the OpenAPI document (status, body schema, headers) rejects.
   */
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
      return createApiCaller(createDirectContext({ em: orm.em, config, log }, { user, host }));
    },
    async fetch(path, init) {
      const response = await fetch(`${baseUrl}${path}`, init);
      if (path.startsWith('/api/')) await apiContract().check(init?.method ?? 'GET', path, response);
      return response;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await orm.close(true);
    },
  };
}
