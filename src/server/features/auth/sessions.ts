// Server-side sessions: an opaque random token in a cookie, stored as its SHA-256 in the
// `session` table with an expiry. Nothing about the user lives in the cookie, so logout and
// expiry take effect at once on every app instance sharing the database.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { UserRole } from '../../../../prisma-free-db/entities/user';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  fullName: string | null;
  role: UserRole;
  createdAt: Date;
}

/** Plain cookie name over HTTP (local development), `__Host-` prefixed over HTTPS. */
export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = '__Host-session';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function readSessionToken(req: Request): string | undefined {
  return readCookie(req, SECURE_SESSION_COOKIE) ?? readCookie(req, SESSION_COOKIE);
}

export async function resolveSessionUser(em: EntityManager, req: Request): Promise<SessionUser | null> {
  const token = readSessionToken(req);
  if (!token || token.length > 200) return null;
  return findUserBySessionToken(em, token);
}

export async function findUserBySessionToken(em: EntityManager, token: string): Promise<SessionUser | null> {
  const rows = await em.getConnection().execute<
    { id: string; username: string; email: string; phone: string | null; full_name: string | null; role: UserRole; created_at: Date }[]
  >(
    `select u.id, u.username, u.email, u.phone, u.full_name, u.role, u.created_at
       from session s join app_user u on u.id = s.user_id
      where s.token_hash = ? and s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    fullName: row.full_name,
    role: row.role,
    createdAt: new Date(row.created_at),
  };
}

/** Creates a session row and returns the raw token (only ever sent in the cookie). */
export async function createSession(em: EntityManager, userId: string, days: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  await em.getConnection().execute('insert into session (token_hash, user_id, expires_at) values (?, ?, ?)', [hashToken(token), userId, expiresAt]);
  return { token, expiresAt };
}

export async function deleteSession(em: EntityManager, token: string): Promise<void> {
  await em.getConnection().execute('delete from session where token_hash = ?', [hashToken(token)]);
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
