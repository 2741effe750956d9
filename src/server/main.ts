// Process entry: configuration, database (embedded unless DATABASE_URL), migrations and demo
// seed, the platform (live events, jobs), HTTP server, and graceful shutdown (end live streams,
// drain requests, finish jobs, close the ORM, stop PostgreSQL).
import 'dotenv/config';
import http from 'node:http';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { createApp } from './app';
import { openDatabase } from '../../prisma-free-db/database';
import { initOrm, migrateAndSeed } from '../../prisma-free-db/orm';
import { startHoldSweeper } from './features/bookings/hold-sweeper';
import { Platform } from './platform';
import { appJobs } from './jobs';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  log: (message) => log.debug({ component: 'postgres' }, message),
});
log.info({ embedded: database.embedded }, database.embedded ? `embedded PostgreSQL started (data in ${config.DATA_DIR})` : 'using DATABASE_URL');

const orm = await initOrm(database.url);
await migrateAndSeed(orm, { seed: config.SEED_DEMO_DATA });

let devMiddleware;
if (config.NODE_ENV === 'development' && !process.env.SERVE_BUILT_CLIENT) {
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: 'vite.config.ts', server: { middlewareMode: true }, appType: 'spa' });
  devMiddleware = vite.middlewares;
}

const platform = await Platform.start({ orm, config, log, jobs: appJobs });
const app = createApp({ orm, config, log, platform, devMiddleware });
const stopHoldSweeper = startHoldSweeper(orm.em, log);
const server = http.createServer(app);
server.keepAliveTimeout = 65_000;
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  log.info(`listening on http://localhost:${port}`);
});

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info({ signal }, 'shutting down: draining requests');
  const forceExit = setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  forceExit.unref();
  const drained = new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  // Live streams never end by themselves: ending them lets their connections close, and the
  // browsers reconnect to another instance. Jobs get JOB_SHUTDOWN_GRACE_MS to finish.
  await platform.stop();
  server.closeIdleConnections();
  await drained;
  stopHoldSweeper();
  await orm.close(true);
  await database.stop();
  log.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
