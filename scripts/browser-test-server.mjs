// Starts the app for the browser tests on a fresh embedded PostgreSQL as production runs it:
// the compiled server (dist/server/main.js through scripts/start.mjs, which builds only when
// dist/ is older than the sources; `npm run test:browser` has just built it), the built
// client, OWASP password hashing. Removes the data when it stops.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const port = process.env.BROWSER_TEST_PORT ?? '4173';
const dataDir = path.resolve('.test-data', `browser-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATABASE_URL: '',
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

// An admin account for the back-office specs (brand settings are for admins); the data directory
// is thrown away. Its password is BROWSER_ADMIN in test/browser/support/accounts.ts.
const admin = spawnSync(
  process.execPath,
  [
    'scripts/start.mjs',
    'user-create',
    '--role',
    'admin',
    '--username',
    'operator',
    '--email',
    'operator@example.com',
    '--password',
    'Kilimanjaro-browser-key-2026',
  ],
  { stdio: 'inherit', env },
);
if (admin.status !== 0) process.exit(admin.status ?? 1);

const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
