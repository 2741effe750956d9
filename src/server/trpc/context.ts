// Per-request context: a forked EntityManager (one per request, never the global one), the
// signed-in user resolved from the session cookie, and the little a procedure needs of the
// request. Nothing here is HTTP: procedures read and write the session cookie through
// `session`, which each transport implements once (Express for /trpc and /api alike, an
// in-memory jar for procedures called directly by tests and jobs).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { readCookie } from '../core/cookies';
import type { SessionUser } from '../core/session-user';
import type { LiveEvents } from '../platform';
import { DEFAULT_LANGUAGE, type Language } from '@shared/languages';
import { requestLanguage } from '../core/i18n';

/** The session cookie of the caller, whatever carries it. */
export interface SessionCookie {
  /** The session token the request carried, if any (it may name no live session). */
  readonly token: string | undefined;
  /** Gives the caller the cookie of a new session. */
  set(token: string, expiresAt: Date): void;
  /** Tells the caller to drop its session cookie. */
  clear(): void;
}

/**
 * Other HttpOnly cookies a feature keeps for a visitor (the signed-out shopper's cart), named
 * plainly over HTTP and `__Host-` prefixed (Secure) over HTTPS, like the session cookie.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, expiresAt: Date): void;
  clear(name: string): void;
}

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
  session: SessionCookie;
  cookies: CookieJar;
  /** The language of server-made texts: the user's choice, else Accept-Language (core/i18n.ts). */
  language: Language;
  /**
   * The language of catalogue texts (descriptions, room types, deal titles): Accept-Language alone
   * (the app sends the language it shows), never the saved profile, so a catalogue answer depends
   * on the URL and that header only and the catalogue cache can keep it per language.
   */
  catalogueLanguage: Language;
  /** Over HTTP: ends a signed-in subscription when its session ends (HttpSessions.untilEnds). */
  untilSessionEnds?: HttpSessions['untilEnds'];
}

export interface ContextDeps {
  em: EntityManager;
  config: AppConfig;
  log: Logger;
  live: LiveEvents;
}

/**
 * How a request's session cookie is read, resolved to its user and written: the auth feature's
 * sessions (features/auth/sessions.ts), given by the app, so that trpc, which every feature
 * builds on, imports no feature.
 */
export interface HttpSessions {
  /** The session token the request carries, if any (it may name no live session). */
  readToken(req: Request): string | undefined;
  /** The user of the request's session; null when it names none that is live. */
  findUser(em: EntityManager, req: Request): Promise<SessionUser | null>;
  set(res: Response, secure: boolean, token: string, expiresAt: Date): void;
  clear(res: Response, secure: boolean): void;
  /** The stream, ended when the session it was opened with ends, on whichever instance holds it. */
  untilEnds<T>(source: AsyncIterable<T>, options: SessionStreamOptions): AsyncIterable<T>;
}

export interface SessionStreamOptions {
  em: EntityManager;
  live: LiveEvents;
  /** The session token the stream was opened with. */
  token: string;
  /** The caller's language, for the message the stream ends with. */
  language: Language;
  /** Turns what ended the stream (a domain error, a database error) into the transport's error. */
  toStreamError: (cause: unknown) => Error;
}

/** What a context made from an HTTP request needs: the sessions too. */
export interface HttpContextDeps extends ContextDeps {
  sessions: HttpSessions;
}

/** The session cookie over HTTP: read from the request, written on the response. */
function httpSessionCookie(sessions: HttpSessions, req: Request, res: Response): SessionCookie {
  // Over HTTPS the cookie is `__Host-` prefixed and Secure (see sessions.ts).
  const secure = req.secure;
  // An answer that signs someone in or out is about that person: never cached.
  return {
    token: sessions.readToken(req),
    set: (token, expiresAt) => {
      res.setHeader('Cache-Control', 'no-store');
      sessions.set(res, secure, token, expiresAt);
    },
    clear: () => {
      res.setHeader('Cache-Control', 'no-store');
      sessions.clear(res, secure);
    },
  };
}

function httpCookieJar(req: Request, res: Response): CookieJar {
  const secure = req.secure;
  const nameOf = (name: string) => (secure ? `__Host-${name}` : name);
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  // An answer read from or writing a visitor's own cookie (a signed-out visitor's cart) is about
  // that visitor: never cached, like a signed-in answer.
  const keepPrivate = () => void (res.headersSent || res.setHeader('Cache-Control', 'no-store'));
  return {
    get: (name) => {
      const value = readCookie(req, nameOf(name));
      if (value !== undefined) keepPrivate();
      return value;
    },
    set: (name, value, expiresAt) => {
      keepPrivate();
      res.cookie(nameOf(name), value, { ...options, expires: expiresAt });
    },
    clear: (name) => {
      keepPrivate();
      res.clearCookie(nameOf(name), options);
    },
  };
}

export async function createHttpContext(deps: HttpContextDeps, req: Request, res: Response): Promise<Context> {
  const em = deps.em.fork();
  const user = await deps.sessions.findUser(em, req);
  return {
    em,
    config: deps.config,
    log: deps.log,
    user,
    live: deps.live,
    host: (req.hostname || 'localhost').toLowerCase(),
    ip: req.ip ?? 'unknown',
    session: httpSessionCookie(deps.sessions, req, res),
    cookies: httpCookieJar(req, res),
    language: requestLanguage(user?.language, req.get('accept-language')),
    catalogueLanguage: requestLanguage(undefined, req.get('accept-language')),
    untilSessionEnds: (source, options) => deps.sessions.untilEnds(source, options),
  };
}

/** A cookie jar in memory, for procedures called without HTTP: it keeps what it is given. */
export class MemorySessionCookie implements SessionCookie {
  constructor(public token: string | undefined = undefined) {}

  set(token: string) {
    this.token = token;
  }

  clear() {
    this.token = undefined;
  }
}

/** Cookies in memory, for procedures called without HTTP (one jar per caller). */
export class MemoryCookieJar implements CookieJar {
  private readonly values = new Map<string, string>();

  get(name: string) {
    return this.values.get(name);
  }

  set(name: string, value: string) {
    this.values.set(name, value);
  }

  clear(name: string) {
    this.values.delete(name);
  }
}

/** A context for calling procedures directly (tests, jobs): `user` is trusted as given. */
export function createDirectContext(
  deps: ContextDeps,
  options: { user?: SessionUser | null; host?: string; ip?: string; session?: SessionCookie; cookies?: CookieJar; language?: Language } = {},
): Context {
  return {
    em: deps.em.fork(),
    config: deps.config,
    log: deps.log,
    user: options.user ?? null,
    live: deps.live,
    host: options.host ?? 'localhost',
    ip: options.ip ?? '127.0.0.1',
    session: options.session ?? new MemorySessionCookie(),
    cookies: options.cookies ?? new MemoryCookieJar(),
    language: options.language ?? requestLanguage(options.user?.language, undefined),
    catalogueLanguage: options.language ?? DEFAULT_LANGUAGE,
  };
}
