// tRPC is initialised once here: the error formatter, and the base procedures every feature
// builds on (public, authed, staff). The auth middlewares narrow `ctx.user`, so a handler
// behind authedProcedure knows the user exists. Docs: https://trpc.io/docs/server/procedures
import { initTRPC } from '@trpc/server';
import type { Context } from './context';
import type { ProcedureMeta } from './meta';
import { publicErrorBody, toTRPCError } from './error-mapping';
import { forbidden, unauthorized } from '../errors';
import { t as text, withLanguage } from '../core/i18n';
import { DEFAULT_LANGUAGE } from '@shared/languages';
import { countProcedureCall } from './catalogue';
import { recordProcedureCall } from '../observability/metrics';
import { readFromReplica } from '@db/replicas';
import type { Logger } from '../logger';
import { mustEnrolSecondFactor } from '../core/session-user';

// Procedures know nothing of HTTP beyond their `meta.rest` (meta.ts): the path under /api where
// they also answer, read with their parsers by the REST edge (src/server/http/rest-routes.ts).
const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Never send stack traces to clients, in any environment.
    isDev: false,
    // Subscriptions stream over SSE (docs/platform.md). A ping every 15 s keeps proxies, whose
    // idle timeouts are often 60 s, from cutting a quiet stream; a client that hears nothing, not
    // even a ping, for 40 s takes the connection for dead and reconnects.
    sse: {
      ping: { enabled: true, intervalMs: 15_000 },
      client: { reconnectAfterInactivityMs: 40_000 },
    },
    // In the caller's language: invalid input's messages are translated as the body is made.
    errorFormatter({ shape, error, ctx }) {
      const body = withLanguage(ctx?.language ?? DEFAULT_LANGUAGE, () => publicErrorBody(error));
      return { ...shape, message: body.message, data: { ...shape.data, ...body, stack: undefined } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// Domain errors thrown by handlers become the right tRPC code here, once for all procedures.
// A live stream (a subscription) raises its errors after the handler has returned, while it
// streams: they are mapped as they pass through.
const mapErrors = t.middleware(async ({ next, ctx, path, type }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTRPCError(result.error);
    if (mapped.code === 'INTERNAL_SERVER_ERROR') ctx.log.error({ err: result.error.cause ?? result.error, path }, 'procedure failed');
    throw mapped;
  }
  if (type === 'subscription' && isAsyncIterable(result.data)) return { ...result, data: withMappedErrors(result.data, ctx.log, path) };
  return result;
});

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

async function* withMappedErrors<T>(stream: AsyncIterable<T>, log: Logger, path: string): AsyncGenerator<T, void, undefined> {
  try {
    yield* stream;
  } catch (error) {
    const mapped = toTRPCError(error);
    if (mapped.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error, path }, 'live subscription failed');
    throw mapped;
  }
}

// Everything a procedure does (and every text it builds with core/i18n's `t`) runs in the
// caller's language.
const inCallerLanguage = t.middleware(({ ctx, next }) => withLanguage(ctx.language, () => next()));

// Counts the call for the catalogue cache, which keeps only requests whose every call was a
// catalogue read (trpc/catalogue.ts).
const counted = (catalogue: boolean) =>
  t.middleware(({ next }) => {
    countProcedureCall(catalogue);
    return next();
  });

// Calls, outcomes (after the error mapping) and latency per procedure, for /metrics.
const measured = t.middleware(async ({ path, type, next }) => {
  const startedAt = performance.now();
  const result = await next();
  recordProcedureCall(path, type, result.ok ? 'OK' : result.error.code, startedAt);
  return result;
});

// Catalogue reads may lag the primary by the replication delay: they go to the read replicas
// (DATABASE_REPLICA_URLS), if any. Holds, payments and anything a user just wrote read the primary.
const onReplicasFor = (catalogue: boolean) => t.middleware(({ next }) => (catalogue ? readFromReplica(() => next()) : next()));

/**
 * After a staff password reset, a session may do nothing but choose the new password, sign out
 * and ask who it is (that is how the app learns it must ask). Catalogue reads answer every
 * caller alike, signed in or not, so they give such a session nothing. Checked here, in the
 * base of every procedure, so that no procedure (the assistant, the cart, a subscription) can
 * forget it.
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set(['profile.changePassword', 'auth.logout', 'auth.me']);

const passwordChangeFirst = (catalogue: boolean) =>
  t.middleware(({ ctx, next, path }) => {
    if (ctx.user?.mustChangePassword && !catalogue && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(path)) throw forbidden(text('errors:mustChangePassword'));
    return next();
  });

/**
 * Likewise, where staff must sign in with a second factor (REQUIRE_STAFF_2FA), a member of staff
 * without one may do nothing but enrol one, sign out and ask who they are.
 */
const ALLOWED_BEFORE_ENROLMENT = new Set(['security.startEnrolment', 'security.confirmEnrolment', 'profile.changePassword', 'auth.logout', 'auth.me']);

const secondFactorFirst = (catalogue: boolean) =>
  t.middleware(({ ctx, next, path }) => {
    if (ctx.user && !catalogue && !ALLOWED_BEFORE_ENROLMENT.has(path) && mustEnrolSecondFactor(ctx.user, ctx.config))
      throw forbidden(text('errors:mustEnrolSecondFactor'));
    return next();
  });

const baseProcedure = (catalogue: boolean) =>
  t.procedure
    .meta({ access: 'public', catalogue })
    .use(measured)
    .use(counted(catalogue))
    .use(onReplicasFor(catalogue))
    .use(inCallerLanguage)
    .use(mapErrors)
    .use(passwordChangeFirst(catalogue))
    .use(secondFactorFirst(catalogue));

export const publicProcedure = baseProcedure(false);

/**
 * A public read whose successful answer is the same for every caller (nothing user-, cookie-
 * or language-dependent): the catalogue cache (http/catalogue-cache.ts) may keep it, and it
 * reads from the read replicas when there are some.
 */
export const catalogueProcedure = baseProcedure(true);

/**
 * A signed-in procedure. Its subscriptions end with the session that opened them, on whichever
 * instance holds the stream (features/auth/session-streams.ts).
 */
export const authedProcedure = publicProcedure.meta({ access: 'signed-in' }).use(async ({ ctx, next, type }) => {
  if (!ctx.user) throw unauthorized();
  const result = await next({ ctx: { ...ctx, user: ctx.user } });
  const token = ctx.session.token;
  if (type !== 'subscription' || !result.ok || !token || !ctx.untilSessionEnds || !isAsyncIterable(result.data)) return result;
  const stream = ctx.untilSessionEnds(result.data, { em: ctx.em, live: ctx.live, token, language: ctx.language, toStreamError: toTRPCError });
  return { ...result, data: stream };
});

export const staffProcedure = authedProcedure.meta({ access: 'staff' }).use(({ ctx, next }) => {
  if (ctx.user.role !== 'staff' && ctx.user.role !== 'admin') throw forbidden();
  return next({ ctx });
});

export const adminProcedure = authedProcedure.meta({ access: 'admin' }).use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw forbidden(text('errors:adminsOnly'));
  return next({ ctx });
});
