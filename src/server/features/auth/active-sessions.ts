// Profile → Security: a user's own live sessions, and signing them out one by one or all but
// the current one. Sessions are rows in PostgreSQL, so signing one out ends it on every app
// instance at its next request, and a trigger ends its live streams (session-streams.ts).
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '@db/entities/session';
import type { ActiveSession } from '@shared/schemas/security';
import { notFound } from '../../errors';
import { t } from '../../core/i18n';
import { deleteOtherSessions, hashToken } from './sessions';

export async function listActiveSessions(em: EntityManager, userId: string, currentToken: string | undefined): Promise<ActiveSession[]> {
  const currentHash = currentToken ? hashToken(currentToken) : null;
  const sessions = await em.find(
    Session,
    { user: userId, expiresAt: { $gt: sql.now() } },
    { orderBy: { lastSeenAt: 'desc nulls last', createdAt: 'desc' } as never },
  );
  return sessions
    .map((session) => ({
      id: session.publicId,
      device: describeDevice(session.userAgent ?? null),
      network: session.clientNetwork ?? null,
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: (session.lastSeenAt ?? session.createdAt).toISOString(),
      current: session.tokenHash === currentHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's own sessions; another user's session id is unknown here (404). */
export async function signOutSession(em: EntityManager, userId: string, sessionId: string): Promise<void> {
  const session = await em.findOne(Session, { publicId: sessionId, user: userId });
  if (!session) throw notFound(t('errors:sessionNotFound'));
  await em.nativeDelete(Session, { tokenHash: session.tokenHash });
}

/** Everywhere else: every session of the user but the one making the request. */
export async function signOutOtherSessions(em: EntityManager, userId: string, currentToken: string | undefined): Promise<void> {
  await deleteOtherSessions(em, userId, currentToken);
}

/** Browser and system from a User-Agent header: the names people know, nothing finer. */
export function describeDevice(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const browser = (
    [
      [/Edg(e|A|iOS)?\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ] as const
  ).find(([pattern]) => pattern.test(userAgent))?.[1];
  const os = (
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/CrOS/, 'ChromeOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ] as const
  ).find(([pattern]) => pattern.test(userAgent))?.[1];
  return { browser: browser ?? null, os: os ?? null };
}
