// Where Prometheus scrapes /metrics. Never on the public port by default:
// - METRICS_PORT: a listener of its own (METRICS_HOST, default HOST), which the load balancer
//   does not forward to;
// - METRICS_TOKEN: /metrics on the app's port, for `Authorization: Bearer <token>` only (and on
//   METRICS_PORT too, when both are set).
// Neither set: /metrics on the app's port is an unknown path (404), and nothing else listens.
import http from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { metricsRegistry } from './metrics';
import { sendEdgeError } from '../http/caller-language';
import { t } from '../core/i18n';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1].trim()), digest(token));
}

async function writeMetrics(res: http.ServerResponse) {
  const body = await metricsRegistry.metrics();
  res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** GET /metrics on the app's port: behind METRICS_TOKEN, or not there at all. */
export function metricsRoute(token: string | undefined): RequestHandler {
  return async (req: Request, res: Response) => {
    if (!token) return sendEdgeError(req, res, 404, 'NOT_FOUND', () => t('errors:http.noSuchPath', { method: req.method, path: req.path }));
    if (!hasToken(req.get('authorization'), token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return sendEdgeError(req, res, 401, 'UNAUTHORIZED', () => t('errors:http.metricsToken'));
    }
    await writeMetrics(res);
  };
}

/** The METRICS_PORT listener: GET /metrics, nothing else. */
export async function startMetricsServer(options: { port: number; host: string; token?: string }): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('GET /metrics\n');
      return;
    }
    if (options.token && !hasToken(req.headers.authorization, options.token)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer realm="metrics"' }).end('Authorization: Bearer <METRICS_TOKEN>\n');
      return;
    }
    writeMetrics(res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${String(error)}\n`);
    });
  });
  // Idle scrapers' connections must not hold a shutdown up.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
