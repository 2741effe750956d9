// Serves the REST routes of rest-routes.ts by calling the same tRPC procedures the client uses,
// through a server-side caller: one implementation, the same zod validation, the same error
// mapping (src/server/trpc/error-mapping.ts). Responses are plain JSON, errors are
// { message, code, issues? } with the HTTP status of the tRPC code.
import express, { type Request, type Response, type Router } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { AnyProcedure } from '@trpc/server';
import { appRouter } from '../trpc/app-router';
import { createCallerFactory } from '../trpc/init';
import { createHttpContext, type ContextDeps } from '../trpc/context';
import { publicErrorBody, retryAfterSeconds, toTRPCError } from '../trpc/error-mapping';
import { restRoutes, type RestRoute } from './rest-routes';

const createCaller = createCallerFactory(appRouter);

export function getProcedure(path: string): AnyProcedure {
  const procedure = (appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>)[path];
  if (!procedure) throw new Error(`REST route points at unknown procedure '${path}'`);
  return procedure;
}

function defaultInput(route: RestRoute, req: Request): unknown {
  const params = req.params as Record<string, string>;
  if (route.method === 'get' || route.method === 'delete') return { ...(req.query as object), ...params };
  const body: unknown = req.body;
  if (body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0)) {
    return Object.keys(params).length ? params : body ?? undefined;
  }
  if (typeof body !== 'object' || Array.isArray(body)) return body; // let the schema reject it, naming the problem
  return { ...(body as object), ...params };
}

function callerFor(caller: ReturnType<typeof createCaller>, path: string) {
  let target: unknown = caller;
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  return target as (input: unknown) => Promise<unknown>;
}

export function restRouter(deps: ContextDeps): Router {
  const api = express.Router();
  for (const route of restRoutes) {
    const procedure = getProcedure(route.procedure);
    const hasInput = procedure._def.inputs.length > 0;
    api[route.method](route.path, async (req: Request, res: Response) => {
      try {
        const ctx = await createHttpContext(deps, req, res);
        const input = route.input ? route.input(req) : defaultInput(route, req);
        const result = await callerFor(createCaller(ctx), route.procedure)(hasInput ? input : undefined);
        res.status(route.status ?? 200).json(result ?? null);
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
