// Per-request context: a forked EntityManager (one per request, never the global one), the
// signed-in user resolved from the session cookie, and what procedures need of the request.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { resolveSessionUser, type SessionUser } from '../features/auth/sessions';
import type { LiveEvents } from '../platform';

export interface Context {
  em: EntityManager;
  config: AppConfig;
  log: Logger;
  user: SessionUser | null;
  /** This instance's live event fan-out, for subscriptions (src/server/platform). */
  live: LiveEvents;
  /** Host name of the request without port, lower-case (drives branding). */
  host: string;
  ip: string;
  /** Present for HTTP calls; absent when a procedure is called directly (tests, jobs). */
  req?: Request;
  res?: Response;
  /** Whether the request came over HTTPS (decides cookie attributes). */
  secure: boolean;
}

export interface ContextDeps {
  em: EntityManager;
  config: AppConfig;
  log: Logger;
  live: LiveEvents;
}

export async function createHttpContext(deps: ContextDeps, req: Request, res: Response): Promise<Context> {
  const em = deps.em.fork();
  const user = await resolveSessionUser(em, req);
  return {
    em,
    config: deps.config,
    log: deps.log,
    user,
    live: deps.live,
    host: (req.hostname || 'localhost').toLowerCase(),
    ip: req.ip ?? 'unknown',
    req,
    res,
    secure: req.secure,
  };
}
