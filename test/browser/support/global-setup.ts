// Playwright's global setup (playwright.config.ts), once per run before any worker starts:
// 1. dist/ is built unless it is current (scripts/start.mjs --build-only), so
//    `npx playwright test test/browser/x.spec.ts` works on its own;
// 2. one PostgreSQL for the run: embedded in a temporary directory, or the server of
//    TEST_DATABASE_URL / DATABASE_URL;
// 3. a template database, migrated and seeded by the compiled server itself at a first start,
//    plus the browser tests' admin account (test/browser/support/accounts.ts) made by the
//    compiled `user-create`, as an operator makes the first admin.
// Every worker then clones its own database from the template (test/browser/support/app-server.ts).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@db/embedded-postgres';
import { BROWSER_ADMIN } from './accounts';
import { DATABASE_ADMIN_URL_ENV, TEMPLATE_DATABASE_ENV, adminQuery, databaseUrl, exitOf, ident, startCompiled, startServerOn } from './app-server';

const root = path.resolve(import.meta.dirname, '../../..');

export default async function globalSetup() {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed (see above)');

  const built = seconds();
  const externalUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let adminUrl: string;
  let stopPostgres = async () => {};
  let dir: string | undefined;
  if (externalUrl) {
    adminUrl = databaseUrl(externalUrl, 'postgres');
  } else {
    dir = await mkdtemp(path.join(os.tmpdir(), 'manasa-browser-db-'));
    const server = await startEmbeddedPostgres(dir);
    adminUrl = server.adminUrl;
    stopPostgres = server.stop;
  }

  const postgres = seconds();
  const template = `manasa_browser_template_${process.pid}`;
  const templateUrl = databaseUrl(adminUrl, template);
  await adminQuery(adminUrl, `drop database if exists ${ident(template)} with (force)`);
  await adminQuery(adminUrl, `create database ${ident(template)}`);
  const setup = await startServerOn(templateUrl);
  await setup.stop();
  const admin = startCompiled(
    ['user-create', '--role', 'admin', '--username', BROWSER_ADMIN.username, '--email', 'operator@example.com', '--password', BROWSER_ADMIN.password],
    { DATABASE_URL: templateUrl },
  );
  if ((await exitOf(admin)) !== 0) throw new Error('user-create failed (see above)');

  console.log(`browser tests set up in ${seconds()} s (build check ${built} s, PostgreSQL by ${postgres} s, then the template)`);
  process.env[DATABASE_ADMIN_URL_ENV] = adminUrl;
  process.env[TEMPLATE_DATABASE_ENV] = template;

  return async () => {
    // The workers drop their own databases; whatever a killed worker left starts with the template's name.
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${template}%`]);
    for (const row of rows) await client.query(`drop database if exists ${ident(row.datname)} with (force)`);
    await client.end();
    await stopPostgres();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
