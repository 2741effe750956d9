// Serves the REST bindings of rest-routes.ts under /api. For each request: build the
// procedure's input from the path, the query string or JSON body, and the declared headers;
// call the procedure through the typed server-side caller (the same validation, middleware
// and error mapping as /trpc); write the binding's status, headers and body. Errors are
// { message, code, issues?, field? } with the HTTP status of their tRPC code, written in the
// caller's language (the procedure's, or the edge's when no procedure ran).
import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { createApiCaller } from '../api/caller';
import { createHttpContext, type HttpContextDeps } from '../trpc/context';
import { publicErrorBody, retryAfterSeconds, toTRPCError } from '../trpc/error-mapping';
import type { RawBodySpec, RestRoute } from './binding';
import { payloadTooLarge } from '../errors';
import type { WithJsonBytes } from './edge';
import { fromQuery } from './query-input';
import { requestShape, type RequestShape } from './request-shape';
import { restRoutes } from './rest-routes';
import { callerLanguage, sendEdgeError } from './caller-language';
import { requestLanguage, t, withLanguage } from '../core/i18n';
import type { Language } from '@shared/languages';

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
    // A JSON body was read by the edge's JSON parser, which kept its bytes (edge.ts).
    const raw = Buffer.isBuffer(req.body) ? req.body : (req as WithJsonBytes).jsonBytes;
    const bytes = raw ? new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength) : new Uint8Array();
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
  const tooLarge = async (req: Request, res: Response) => {
    const language = await callerLanguage(req, res);
    withLanguage(language, () => sendError(res, payloadTooLarge(spec.tooLarge(), spec.field)));
  };
  return [
    (req: Request, res: Response, next: NextFunction) => {
      const declared = Number(req.get('content-length'));
      if (Number.isFinite(declared) && declared > spec.maxBytes) {
        // Tell the client not to keep sending a body that will not be read.
        res.setHeader('Connection', 'close');
        return tooLarge(req, res);
      }
      read(req, res, next);
    },
    (error: unknown, req: Request, res: Response, next: NextFunction) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return tooLarge(req, res);
      next(error);
    },
  ];
}

export function restRouter(deps: HttpContextDeps, routes: RestRoute[] = restRoutes): Router {
  const api = express.Router();
  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method.toUpperCase()]);
    const shape = requestShape(route);
    const bodyParsers = route.rawBody ? rawBodyParser(route.rawBody) : [];
    api[route.method](route.path, ...bodyParsers, async (req: Request, res: Response) => {
      let language: Language | undefined;
      try {
        const ctx = await createHttpContext(deps, req, res);
        language = ctx.language;
        const { body, headers } = await route.run(createApiCaller(ctx), restInput(route, shape, req));
        for (const [name, value] of Object.entries(headers ?? {})) {
          if (value !== undefined) res.setHeader(name, value);
        }
        res.status(route.status).json(body ?? null);
      } catch (error) {
        // No context: the database failed finding the session, so Accept-Language decides.
        withLanguage(language ?? requestLanguage(undefined, req.get('accept-language')), () => sendError(res, error));
      }
    });
  }
  // A known path asked with another method (TRACE, or DELETE where only GET answers): 405 with the methods it takes.
  for (const [path, methods] of methodsByPath) api.all(path, methodNotAllowed(methods));
  // Unknown /api paths are a JSON 404, never the SPA's HTML.
  api.use((req, res) =>
    sendEdgeError(req, res, 404, 'NOT_FOUND', () => t('errors:http.noSuchPath', { method: req.method, path: `${req.baseUrl}${req.path}` })),
  );
  return api;
}

/** 405 with `Allow`: the methods a path answers (HEAD wherever GET does, as Express serves it). */
export function methodNotAllowed(methods: string[]): RequestHandler {
  const allow = [...new Set(methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])))].join(', ');
  return (req, res) => {
    res.setHeader('Allow', allow);
    void sendEdgeError(req, res, 405, 'METHOD_NOT_SUPPORTED', () => t('errors:http.methodNotAllowed', { method: req.method, allow }));
  };
}

/** Answers a thrown error; call it in the caller's language (`withLanguage`). */
export function sendError(res: Response, error: unknown) {
  const trpcError = toTRPCError(error);
  const retryAfter = retryAfterSeconds(trpcError);
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  res.status(getHTTPStatusCodeFromError(trpcError)).json(publicErrorBody(trpcError));
}
