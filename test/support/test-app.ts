// Integration-test harness: a fresh database cloned from the migrated, seeded template, an ORM
// on it, the platform (LISTEN connection, job worker), the real Express app listening on a
// random local port (for REST and tRPC over HTTP) and a tRPC caller factory (for procedures
// called directly). Pass another app's databaseUrl to start a second instance on its database.
// Every /api response a test receives through `fetch` is checked against the OpenAPI document
// (api-contract.ts).
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase } from '@db/embedded-postgres';
import { initOrm } from '@db/orm';
import { createApp } from '../../src/server/app';
import { testConfig, type AppConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { createApiCaller, type Api } from '../../src/server/api/caller';
import { createDirectContext } from '../../src/server/trpc/context';
import type { SessionUser } from '../../src/server/features/auth/sessions';
import { apiContract } from './api-contract';
import { Platform } from '../../src/server/platform';
import { appJobs } from '../../src/server/jobs';
import type { CatalogueCache } from '../../src/server/http/catalogue-cache';
import type { ShellCache } from '../../src/server/http/client-files';
import { answerClientErrors } from '../../src/server/http/edge';
import { Lifecycle } from '../../src/server/lifecycle';
import { observeInstance } from '../../src/server/observability/instance-metrics';
import { replicaOptions } from '@db/replicas';

export type TestCaller = Api;

export interface TestApp {
  orm: MikroORM;
  config: AppConfig;
  baseUrl: string;
  databaseUrl: string;
  /** Live events and the job worker of this instance. */
  platform: Platform;
  /** This instance's catalogue cache (off unless the test sets CATALOGUE_CACHE_MS). */
  catalogueCache: CatalogueCache;
  /** This instance's app shells (served only with a `clientDir`). */
  shellCache: ShellCache;
  /** The HTTP server, and its draining state and live streams (src/server/lifecycle.ts). */
  server: http.Server;
  lifecycle: Lifecycle;
  /** Runs the jobs due by `dueBy` (default now); create the app with JOB_WORKER: false to drive jobs by hand. */
  runDueJobs(options?: { dueBy?: Date }): Promise<number>;
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

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { databaseUrl?: string; instanceName?: string; clientDir?: string } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const config = testConfig(overrides);
  const orm = await initOrm(databaseUrl, replicaOptions(config.DATABASE_REPLICA_URLS));
  const log = createLogger('silent');
  const platform = await Platform.start({ orm, config, log, jobs: appJobs, instanceName: options.instanceName, minReconnectDelayMs: 20 });
  const lifecycle = new Lifecycle({ liveRetryMs: config.LIVE_RETRY_MS });
  const app = createApp({ orm, config, log, platform, clientDir: options.clientDir ?? '/nonexistent', lifecycle });
  const unobserve = observeInstance({
    orm,
    liveStreams: () => lifecycle.liveStreams.count,
    listenerConnected: () => platform.listener.connected,
    draining: () => lifecycle.draining,
  });
  const server = http.createServer(app);
  answerClientErrors(server);
  // As src/server/main.ts: Node's default (5 s) lets a test's next fetch race the server closing
  // the idle connection fetch reuses (ECONNRESET) when the machine is busy.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    orm,
    config,
    baseUrl,
    databaseUrl,
    platform,
    catalogueCache: app.locals.catalogueCache as CatalogueCache,
    shellCache: app.locals.shellCache as ShellCache,
    server,
    lifecycle,
    runDueJobs: (runOptions) => platform.jobs.runDueJobs(runOptions),
    caller(user = null, host = 'localhost') {
      return createApiCaller(createDirectContext({ em: orm.em, config, log, live: platform.live }, { user, host }));
    },
    async fetch(path, init) {
      const response = await fetch(`${baseUrl}${path}`, init);
      if (path.startsWith('/api/')) await apiContract().check(init?.method ?? 'GET', path, response);
      return response;
    },
    async close() {
      unobserve();
      await platform.stop({ graceMs: 0 });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await orm.close(true);
    },
  };
}
