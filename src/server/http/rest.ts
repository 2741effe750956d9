// Serves the REST bindings of rest-routes.ts under /api. For each request: build the
// procedure's input from the path, the query string or JSON body, and the declared headers;
// call the procedure through the typed server-side caller (the same validation, middleware
// and error mapping as /trpc); write the binding's status, headers and body. Errors are
// { message, code, issues?, field? } with the HTTP status of their tRPC code.
import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { createApiCaller } from '../trpc/caller';
import { createHttpContext, type ContextDeps } from '../trpc/context';
import { publicErrorBody, retryAfterSeconds, toTRPCError } from '../trpc/error-mapping';
import type { RawBodySpec, RestRoute } from './binding';
import { payloadTooLarge } from '../errors';
import { fromQuery } from './query-input';
import { requestShape, type RequestShape } from './request-shape';
import { restRoutes } from './rest-routes';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The procedure's input for this request; the procedure's schema validates it. */
export function restInput(route: RestRoute, shape: RequestShape, req: Request): unknown {
  if (!shape.input) return undefined;
  const fromPath = fromQuery(req.params as Record<string, string>, shape.fields);
  const fromHeaders: Record<string, unknown> = {};
  for (const [name, header] of Object.entries(route.requestHeaders)) fromHeaders[header.field] = req.get(name);
  const extra = { ...fromHeaders, ...fromPath };

  if (route.rawBody) {
    const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body.buffer, req.body.byteOffset, req.body.byteLength) : new Uint8Array();
    return { ...fromQuery(req.query as Record<string, unknown>, shape.fields), ...extra, [route.rawBody.field]: bytes };
  }
  if (shape.source === 'query') return { ...fromQuery(req.query as Record<string, unknown>, shape.fields), ...extra };
  const body: unknown = req.body;
  if (isPlainObject(body)) return { ...body, ...extra };
  if (body === undefined || body === null) return Object.keys(extra).length > 0 ? extra : undefined;
  return body; // not an object: the schema refuses it, naming the problem
}

/**
 * Reads a binary body of any media type (the procedure judges the bytes), refusing one over
 * the limit with the binding's 413 message: at once from Content-Length, else once the limit
 * is passed while reading.
 */
function rawBodyParser(spec: RawBodySpec): (RequestHandler | ErrorRequestHandler)[] {
  const read = express.raw({ type: () => true, limit: spec.maxBytes });
  return [
    (req: Request, res: Response, next: NextFunction) => {
      const declared = Number(req.get('content-length'));
      if (Number.isFinite(declared) && declared > spec.maxBytes) {
        // Tell the client not to keep sending a body that will not be read.
        res.setHeader('Connection', 'close');
        sendError(res, payloadTooLarge(spec.tooLarge, spec.field));
        return;
      }
      read(req, res, next);
    },
    (error: unknown, _req: Request, res: Response, next: NextFunction) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') sendError(res, payloadTooLarge(spec.tooLarge, spec.field));
      else next(error);
    },
  ];
}

export function restRouter(deps: ContextDeps, routes: RestRoute[] = restRoutes): Router {
  const api = express.Router();
  for (const route of routes) {
    const shape = requestShape(route);
    const bodyParsers = route.rawBody ? rawBodyParser(route.rawBody) : [];
    api[route.method](route.path, ...bodyParsers, async (req: Request, res: Response) => {
      try {
        const ctx = await createHttpContext(deps, req, res);
        const { body, headers } = await route.run(createApiCaller(ctx), restInput(route, shape, req));
        for (const [name, value] of Object.entries(headers ?? {})) {
          if (value !== undefined) res.setHeader(name, value);
        }
        res.status(route.status).json(body ?? null);
      } catch (error) {
        sendError(res, error);
      }
    });
  }
  // Unknown /api paths are a JSON 404, never the SPA's HTML.
  api.use((req, res) => {
    res.status(404).json({ message: `No such API path: ${req.method} ${req.baseUrl}${req.path}`, code: 'NOT_FOUND' });
  });
  return api;
}

export function sendError(res: Response, error: unknown) {
  const trpcError = toTRPCError(error);
  const retryAfter = retryAfterSeconds(trpcError);
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  res.status(getHTTPStatusCodeFromError(trpcError)).json(publicErrorBody(trpcError));
}
