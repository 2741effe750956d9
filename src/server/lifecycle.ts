// An instance's shutdown, in the order that lets a load balancer move traffic away without a
// failed request (docs/operations.md#graceful-shutdown):
// 1. /readyz answers 503 at once, every answer from now on says `Connection: close`, and new
//    live streams are refused with 503 (a proxy retries them on another instance);
// 2. live streams end (the browsers reconnect after the stream's `retry:` delay, through the
//    load balancer, and reload the state on another instance); the job worker stops claiming,
//    gives running jobs JOB_SHUTDOWN_GRACE_MS and gives the rest back for other instances;
// 3. for SHUTDOWN_DRAIN_DELAY_MS the instance keeps serving whatever still reaches it, while the
//    load balancer's health check notices the 503;
// 4. it stops accepting connections and gives the requests in flight SHUTDOWN_TIMEOUT_MS to
//    finish; connections still busy then are cut.
// main.ts then closes the ORM and the embedded PostgreSQL.
import type http from 'node:http';
import type { RequestHandler } from 'express';
import type { AppConfig } from './config';
import type { Logger } from './logger';
import type { Platform } from './platform';
import { LiveStreams } from './http/live-streams';
import { sendEdgeError } from './http/caller-language';
import { t } from './core/i18n';

export class Lifecycle {
  readonly liveStreams: LiveStreams;
  private drainingSince: number | null = null;

  constructor(options: { liveRetryMs: number }) {
    this.liveStreams = new LiveStreams(options.liveRetryMs);
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining() {
    this.drainingSince ??= Date.now();
  }

  /**
   * While draining, every answer closes its connection, so clients and proxies open their next
   * one elsewhere; a new live stream is refused with 503 at once (it would be ended in a moment):
   * the proxy retries it on another instance, or the browser reconnects.
   */
  readonly whileDraining: RequestHandler = (req, res, next) => {
    if (!this.draining) return next();
    res.setHeader('Connection', 'close');
    if (!String(req.get('accept') ?? '').includes('text/event-stream')) return next();
    res.setHeader('Retry-After', '1');
    void sendEdgeError(req, res, 503, 'SERVICE_UNAVAILABLE', () => t('errors:live.restarting'));
  };
}

export interface ShutdownParts {
  server: http.Server;
  lifecycle: Lifecycle;
  platform: Platform;
  config: Pick<AppConfig, 'SHUTDOWN_DRAIN_DELAY_MS' | 'SHUTDOWN_TIMEOUT_MS'>;
  log: Logger;
  /** Step 3's wait (default: SHUTDOWN_DRAIN_DELAY_MS); tests end it when they have looked. */
  drainDelay?: () => Promise<void>;
}

export interface ShutdownReport {
  /** Connections still busy when SHUTDOWN_TIMEOUT_MS ran out, cut. */
  cutConnections: number;
}

/** Steps 1-4 above; resolves once the HTTP server is closed and the platform stopped. */
export async function drainAndStop({ server, lifecycle, platform, config, log, drainDelay }: ShutdownParts): Promise<ShutdownReport> {
  lifecycle.startDraining();
  const platformStopped = platform.stop();

  if (drainDelay) await drainDelay();
  else if (config.SHUTDOWN_DRAIN_DELAY_MS > 0) {
    log.info({ delayMs: config.SHUTDOWN_DRAIN_DELAY_MS }, 'draining: /readyz answers 503; still serving while the load balancer notices');
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_DELAY_MS));
  }

  // close() stops accepting and waits for open connections. A keep-alive connection whose
  // request finishes during the drain turns idle and would be kept for keepAliveTimeout, so
  // idle connections are closed as they appear.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), config.SHUTDOWN_TIMEOUT_MS)));
  let cutConnections = 0;
  if ((await Promise.race([closed, timedOut])) === 'timeout') {
    cutConnections = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));
    log.warn(
      { cutConnections, timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
      'requests still in flight when the shutdown timeout ran out: their connections are cut',
    );
    lifecycle.liveStreams.endAll();
    server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
  clearInterval(closeIdle);
  await platformStopped;
  return { cutConnections };
}
