// Retention: what is of no use any more is deleted on a schedule (one instance per occurrence):
// account links past their expiry, sessions that ended more than a day ago, and data exports
// past their expiry (their content with them).
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountToken, Session } from '@db/entities/session';
import { defineRecurringJob } from '../../platform';
import { purgeExpiredExports } from './data-exports';

/** Sessions are kept this long after they expire (a sign-in page can still say "your session ended"). */
export const ENDED_SESSION_GRACE_HOURS = 24;

export async function purgeAccountLeftovers(em: EntityManager): Promise<{ tokens: number; sessions: number; exports: number }> {
  const tokens = await em.nativeDelete(AccountToken, { expiresAt: { $lte: sql.now() } });
  const sessions = await em.nativeDelete(Session, { expiresAt: { $lte: sql`now() - make_interval(hours => ${ENDED_SESSION_GRACE_HOURS})` } });
  const exports = await purgeExpiredExports(em);
  return { tokens, sessions, exports };
}

export const retentionJob = defineRecurringJob({
  kind: 'privacy.purge-expired',
  every: 60 * 60_000,
  async run({ em, log, signal }) {
    if (signal.aborted) return;
    const purged = await purgeAccountLeftovers(em);
    if (purged.tokens + purged.sessions + purged.exports > 0) log.info(purged, 'purged expired account data');
  },
});
