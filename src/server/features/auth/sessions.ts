// Server-side sessions: an opaque random token in a cookie, stored as its SHA-256 in the
// `session` table with an expiry. Nothing about the user lives in the cookie, so logout and
// expiry take effect at once on every app instance sharing the database.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { Session } from '@db/entities/session';
import type { User } from '@db/entities/user';
import { readCookie } from '../../core/cookies';
import { clientSubject } from '../../core/throttle';
import type { SessionUser } from '../../core/session-user';

export type { SessionUser };

/** Plain cookie name over HTTP (local development), `__Host-` prefixed over HTTPS. */
export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = '__Host-session';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function readSessionToken(req: Request): string | undefined {
  return readCookie(req, SECURE_SESSION_COOKIE) ?? readCookie(req, SESSION_COOKIE);
}

export async function resolveSessionUser(em: EntityManager, req: Request): Promise<SessionUser | null> {
  const token = readSessionToken(req);
  if (!token || token.length > 200) return null;
  const found = await findSessionByToken(em, token);
  if (!found) return null;
  if (!found.lastSeenAt || Date.now() - found.lastSeenAt.getTime() >= SEEN_EVERY_MS) {
    await noteSessionSeen(em, token, { userAgent: req.get('user-agent') ?? null, ip: req.ip ?? null });
  }
  return toSessionUser(found.user);
}

const SEEN_EVERY_MS = 60_000;

/**
 * Profile → Security shows when and from where each session was last used: the session's own
 * requests record it, at most once a minute (the session row read anyway says when it was last
 * recorded; the UPDATE's own condition keeps two instances from both writing), so most requests
 * write nothing.
 */
export async function noteSessionSeen(em: EntityManager, token: string, seen: { userAgent: string | null; ip: string | null }): Promise<void> {
  await em.nativeUpdate(
    Session,
    { tokenHash: hashToken(token), $or: [{ lastSeenAt: null }, { lastSeenAt: { $lt: sql`now() - interval '1 minute'` } }] },
    { lastSeenAt: sql.now(), userAgent: seen.userAgent?.slice(0, 400) ?? null, clientNetwork: seen.ip ? clientNetworkLabel(seen.ip) : null },
  );
}

/**
 * A coarse place for an address, worked out here without any outside service: its network, an
 * IPv4 /24 or an IPv6 /48, enough for an owner to tell home from elsewhere, not a street.
 */
export function clientNetworkLabel(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const subject = clientSubject(ip);
  const groups = subject.replace('::/64', '').split(':');
  return `${groups.slice(0, 3).join(':')}::/48`;
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone || null,
    fullName: user.fullName || null,
    role: user.role,
    createdAt: user.createdAt,
    language: user.language ?? null,
    displayCurrency: user.displayCurrency ?? null,
    disabled: user.disabled ?? false,
    mustChangePassword: user.mustChangePassword ?? false,
    emailVerified: Boolean(user.emailVerifiedAt),
    secondFactorEnabled: Boolean(user.totpEnabledAt),
  };
}

export async function findUserBySessionToken(em: EntityManager, token: string): Promise<SessionUser | null> {
  const session = await findSessionByToken(em, token);
  return session ? toSessionUser(session.user) : null;
}

async function findSessionByToken(em: EntityManager, token: string) {
  // Expired rows are simply not found; purgeExpiredSessions() removes them now and then.
  // A disabled account's sessions are deleted when it is disabled; the filter is the backstop.
  return em.findOne(Session, { tokenHash: hashToken(token), expiresAt: { $gt: sql.now() }, user: { disabled: false } }, { populate: ['user'], refresh: true });
}

/**
 * Whether the token names a session that has run out (its row is still there, past its expiry):
 * the browser may drop such a cookie. A token whose row is gone (signed out, or replaced by a
 * sign-in a moment ago) is not told apart from a forged one.
 */
export async function isExpiredSession(em: EntityManager, token: string): Promise<boolean> {
  return (await em.count(Session, { tokenHash: hashToken(token), expiresAt: { $lte: sql.now() } })) > 0;
}

/** Creates a session row and returns the raw token (only ever sent in the cookie). */
export async function createSession(em: EntityManager, userId: string, days: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  await em.insert(Session, { tokenHash: hashToken(token), user: userId, expiresAt });
  return { token, expiresAt };
}

export async function deleteSession(em: EntityManager, token: string): Promise<void> {
  await em.nativeDelete(Session, { tokenHash: hashToken(token) });
}

/** Signs a user out everywhere except, when given, the session making the request. */
export async function deleteOtherSessions(em: EntityManager, userId: string, keepToken: string | undefined): Promise<void> {
  await em.nativeDelete(Session, { user: userId, ...(keepToken ? { tokenHash: { $ne: hashToken(keepToken) } } : {}) });
}

export async function purgeExpiredSessions(em: EntityManager): Promise<void> {
  await em.nativeDelete(Session, { expiresAt: { $lte: sql.now() } });
}

export function setSessionCookie(res: Response, secure: boolean, token: string, expiresAt: Date) {
  res.cookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
