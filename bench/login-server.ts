// The app as `npm start` serves it, for bench/login-under-attack.ts: production settings
// (OWASP password hashing), behind a trusted proxy so the benchmark can speak from many client
// addresses (X-Forwarded-For). Prints one JSON line with its port, then serves until killed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { initOrm } from '@db/orm';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createLogger } from '../src/server/logger';
import { Platform } from '../src/server/platform';
import { appJobs } from '../src/server/jobs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true', TRUST_PROXY: '1' });
const orm = await initOrm(databaseUrl);
const platform = await Platform.start({ orm, config, log: createLogger('silent'), jobs: appJobs });
const server = http.createServer(createApp({ orm, config, log: createLogger('silent'), platform, clientDir: '/nonexistent' }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);

process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void platform
    .stop()
    .then(() => orm.close(true))
    .then(() => process.exit(0));
});
