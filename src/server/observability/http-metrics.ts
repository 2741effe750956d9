// Request rate, errors and latency per route template. Express knows the template once a route
// matched (`/api/bookings/:id`, never the raw URL with its ids); requests no route matched are
// grouped under their mount point: '/trpc/*' (tRPC calls, measured per procedure by the tRPC
// middleware), '/api/*' (unknown API paths) and '/*' (the client's files and pages). Live
// streams are counted apart (manasa_live_streams_*): their duration is not a latency.
import type { Request, RequestHandler, Response } from 'express';
import { httpRequestDuration, httpRequests } from './metrics';

/** The route template of a request, once it has been routed ('/api/bookings/:id'). */
export function routeTemplate(req: Request, res: Response): string {
  const known = res.locals.routeTemplate as string | undefined;
  if (known) return known;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : `${req.baseUrl}/*`;
}

export const httpMetrics: RequestHandler = (req, res, next) => {
  const started = performance.now();
  let recorded = false;
  const record = (status: string) => {
    if (recorded) return;
    recorded = true;
    if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    const labels = { method: req.method, route: routeTemplate(req, res) };
    httpRequests.inc({ ...labels, status });
    httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
  };
  res.once('finish', () => record(String(res.statusCode)));
  // The client went away before the answer was complete (nginx's 499: client closed request).
  res.once('close', () => record('499'));
  next();
};
