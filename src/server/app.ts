// Builds the Express 5 application: security headers, compression, logs, JSON body limit,
// health checks, /trpc (the client's API), /api (the spec's REST paths over the same
// procedures, plus /api/openapi.json) and, in production, the built client with SPA fallback.
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express } from 'express';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { MikroORM } from '@mikro-orm/postgresql';
import * as trpcExpress from '@trpc/server/adapters/express';
import type { AppConfig } from './config';
import type { Logger } from './logger';
import { appRouter } from './api/app-router';
import { createHttpContext, type HttpContextDeps } from './trpc/context';
import { retryAfterSeconds, toTRPCError } from './trpc/error-mapping';
import { buildOpenApiDocument } from './http/openapi';
import { methodNotAllowed, restRouter, sendError } from './http/rest';
import { requireSameOrigin, securityHeaders, tileOrigins } from './http/security';
import { CatalogueCache } from './http/catalogue-cache';
import { ShellCache, clientIsBuilt, serveClient } from './http/client-files';
import { brandedShell } from './http/shell';
import { screenRenderer } from './http/server-render';
import { serveManifest } from './http/manifest';
import {
  JsonTooDeepError,
  MalformedTextError,
  limitQueryJsonDepth,
  limitUrlLength,
  logRequest,
  noStoreWhenSignedIn,
  refuseInvalidHost,
  refuseMalformedQuery,
  verifyJsonBody,
} from './http/edge';
import { mediaRouter } from './http/media';
import { callerLanguage, callerLanguageOnDemand, sendEdgeError } from './http/caller-language';
import { requestLanguage, t, withLanguage } from './core/i18n';
import type { Platform } from './platform';
import { Lifecycle } from './lifecycle';
import { httpMetrics } from './observability/http-metrics';
import { metricsRoute } from './observability/metrics-endpoint';
import { httpSessions } from './features/auth';

export interface AppOptions {
  orm: MikroORM;
  config: AppConfig;
  log: Logger;
  /** Live events and jobs of this instance (started by the caller). */
  platform: Platform;
  /** Directory of the built client; served when it exists. */
  clientDir?: string;
  /** Extra middleware mounted before the SPA fallback (the Vite dev server). */
  devMiddleware?: express.RequestHandler;
  /**
   * Whether the process can still serve (/healthz): false when its embedded PostgreSQL is down
   * and could not be restarted, so a supervisor restarts the app. Default: always healthy.
   */
  healthy?: () => boolean;
  /** Draining on shutdown and the live streams open (lifecycle.ts); main.ts shuts down through it. */
  lifecycle?: Lifecycle;
}

export function createApp({
  orm,
  config,
  log,
  platform,
  clientDir = path.resolve('dist/client'),
  devMiddleware,
  healthy = () => true,
  lifecycle = new Lifecycle({ liveRetryMs: config.LIVE_RETRY_MS }),
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const deps: HttpContextDeps = { em: orm.em, config, log, live: platform.live, sessions: httpSessions };
  app.locals.lifecycle = lifecycle;

  // Rate, errors and latency per route template (observability/http-metrics.ts).
  app.use(httpMetrics);
  // Answers refused before (or outside) any procedure speak the caller's language too.
  app.use(callerLanguageOnDemand(orm.em));
  // Once shutting down: Connection: close on every answer, no new live stream (lifecycle.ts).
  app.use(lifecycle.whileDraining);
  app.use(securityHeaders({ development: Boolean(devMiddleware), imageOrigins: tileOrigins(config.MAP_TILE_URL) }));
  app.use(limitUrlLength);
  app.use(refuseInvalidHost);
  // Live updates (tRPC subscriptions over SSE) are never compressed: a compressor holds bytes
  // back until it has enough, and a stream of small events must go out as written.
  app.use(compression({ filter: (req, res) => !isEventStream(res) && compression.filter(req, res) }));
  app.use(
    pinoHttp({
      logger: log,
      // Keep request logs to what an operator needs; never headers (cookies), bodies, tRPC
      // inputs or card numbers (edge.ts).
      serializers: {
        req: logRequest,
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );

  // Methods that nothing here takes (TRACE, TRACK, PROPFIND...): 405 with what the path takes.
  // The /api paths name their own methods (http/rest.ts); /trpc takes GET and POST; pages, GET.
  app.use((req, res, next) => {
    if (REQUEST_METHODS_TAKEN.has(req.method) || req.path.startsWith('/api/')) return next();
    methodNotAllowed(req.path === '/trpc' || req.path.startsWith('/trpc/') ? ['GET', 'POST'] : ['GET'])(req, res, next);
  });

  // Liveness: the process can serve. With the embedded PostgreSQL that includes the database
  // process itself, which main.ts restarts when it dies; if it cannot, this turns 503 so a
  // supervisor restarts the app. An external database being away is /readyz's business.
  app.get('/healthz', (_req, res) => {
    if (healthy()) res.json({ status: 'ok' });
    else res.status(503).setHeader('Retry-After', '5').json({ status: 'database process down' });
  });
  // Readiness: turns 503 at once when the instance starts shutting down, so a load balancer
  // stops sending it requests while those in flight finish (lifecycle.ts).
  app.get('/readyz', async (_req, res) => {
    if (lifecycle.draining) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    const connection = await orm.checkConnection();
    if (connection.ok) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'database unreachable' });
  });

  // Prometheus metrics: on the app's port only behind METRICS_TOKEN (else 404); METRICS_PORT
  // serves them on a port of their own (observability/metrics-endpoint.ts).
  app.get('/metrics', metricsRoute(config.METRICS_TOKEN));

  const json = express.json({ limit: config.JSON_BODY_LIMIT, verify: verifyJsonBody });
  app.use(['/api', '/trpc'], requireSameOrigin, noStoreWhenSignedIn, refuseMalformedQuery, json);
  app.use('/trpc', limitQueryJsonDepth);
  // Catalogue answers from memory (http/catalogue-cache.ts); emptied by any catalogue write.
  const catalogueCache = new CatalogueCache({ ttlMs: config.CATALOGUE_CACHE_MS });
  const shellCache = new ShellCache(); // index.html per brand (http/shell.ts)
  platform.catalogueChanges.subscribe(() => {
    catalogueCache.clear();
    shellCache.forget();
  });
  app.locals.catalogueCache = catalogueCache;
  app.locals.shellCache = shellCache;
  app.use(['/api', '/trpc'], catalogueCache.middleware);

  const openApiDocument = buildOpenApiDocument();
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  app.all('/api/openapi.json', methodNotAllowed(['GET']));
  app.use('/api', restRouter(deps));

  // Live streams start with the SSE retry hint and are counted (http/live-streams.ts).
  app.use('/trpc', lifecycle.liveStreams.middleware);
  app.use(
    '/trpc',
    trpcExpress.createExpressMiddleware({
      router: appRouter,
      // One batch request runs its calls concurrently: a cap keeps one request from running a
      // thousand searches. The client's batch link uses the same cap (src/client/lib/live.ts).
      maxBatchSize: config.TRPC_MAX_BATCH_SIZE,
      // A database that is away answers 503 here too (error-mapping.ts), not a 500, in the
      // language of Accept-Language (the saved one is in the database that failed).
      createContext: async ({ req, res }) => {
        try {
          return await createHttpContext(deps, req, res);
        } catch (error) {
          throw withLanguage(requestLanguage(undefined, req.get('accept-language')), () => toTRPCError(error));
        }
      },
      // Procedures log their own failures (init.ts); this catches the rest (context, batch
      // parsing), and every 500 is logged with its cause.
      onError: ({ error, path, type }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error.cause ?? error, path, type }, 'tRPC request failed');
      },
      responseMeta: ({ errors }) => {
        const retryAfter = errors.map(retryAfterSeconds).find((s) => s !== undefined);
        return retryAfter === undefined ? {} : { headers: new Headers({ 'Retry-After': String(retryAfter) }) };
      },
    }),
  );

  app.use('/media', mediaRouter(orm.em, log));

  // The web app manifest, per brand (http/manifest.ts).
  app.get('/manifest.webmanifest', serveManifest(orm.em));
  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientIsBuilt(clientDir)) {
    // Immutable hashed assets, revalidated shell, Brotli from the build (http/client-files.ts).
    serveClient(app, clientDir, { renderShell: brandedShell(orm.em, clientDir, screenRenderer(deps, path.join(clientDir, '../ssr'))), shellCache });
  } else {
    app.get('/', (_req, res) => {
      // For the developer who started the server without building the client: English only.
      // eslint-disable-next-line no-restricted-syntax -- a developer's hint, not a user's text
      res.type('text/plain').send('The client is not built: run `npm run build` (npm start does it for you).');
    });
  }

  // Body-parser and other middleware errors: bad JSON → 400, too large → 413, never a stack;
  // in the caller's language, and never a library's own (English) message.
  const errorHandler: ErrorRequestHandler = async (error, req, res, _next) => {
    const status = typeof error?.status === 'number' ? error.status : 500;
    const answer = (code: string, text: () => string, answerStatus = status) => sendEdgeError(req, res, answerStatus, code, text);
    if (status === 400 && error?.type === 'entity.parse.failed') {
      await answer('BAD_REQUEST', () => `body: ${t('errors:http.invalidJson')}`);
    } else if (error instanceof JsonTooDeepError || error instanceof MalformedTextError) {
      await answer('BAD_REQUEST', () => error.text(), 400);
    } else if (status === 413) {
      await answer('PAYLOAD_TOO_LARGE', () => `body: ${t('errors:http.largerThan', { limit: config.JSON_BODY_LIMIT })}`);
    } else if (status >= 400 && status < 500) {
      await answer('BAD_REQUEST', () => clientErrorText(error));
    } else {
      req.log?.error({ err: error }, 'unhandled error');
      withLanguage(await callerLanguage(req, res), () => sendError(res, error));
    }
  };
  app.use(errorHandler);
  return app;
}

/** The methods some path of the app answers; any other is refused before routing. */
const REQUEST_METHODS_TAKEN = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What else a request may get wrong before a route runs (body-parser's and Express's 4xx errors). */
function clientErrorText(error: { type?: unknown } | undefined): string {
  switch (error?.type) {
    case 'charset.unsupported':
      return `body: ${t('errors:http.unsupportedCharset')}`;
    case 'encoding.unsupported':
      return `body: ${t('errors:http.unsupportedEncoding')}`;
    case 'request.aborted':
    case 'request.size.invalid':
      return `body: ${t('errors:http.incompleteBody')}`;
    default:
      // A path parameter that is not valid percent-encoding ('/api/bookings/%E0%A4').
      return error instanceof URIError ? `url: ${t('errors:http.invalidUrl')}` : t('errors:http.badRequest');
  }
}

function isEventStream(res: express.Response): boolean {
  return String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream');
}
