import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger';
import { purgeOldIdempotencyKeys } from '../../core/idempotency';
import { sweepLapsedHolds } from './holds';

/**
 * Background upkeep for the server process: every `intervalMs`, lapsed holds are marked
 * expired (giving their inventory back) and week-old idempotency keys are deleted. Bookings
 * requests also sweep on their own, and searches never count lapsed holds, so this only
 * keeps the tables tidy; it is safe with any number of instances (see sweepLapsedHolds).
 * Returns a function that stops it. Wired in src/server/main.ts:
 *   const stopSweeper = startHoldSweeper(orm.em, log);
 */
export function startHoldSweeper(em: EntityManager, log: Logger, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const fork = em.fork();
    void sweepLapsedHolds(fork)
      .then((expired) => {
        if (expired > 0) log.info({ expired }, 'expired lapsed booking holds');
        return purgeOldIdempotencyKeys(fork);
      })
      .catch((error: unknown) => log.error({ err: error }, 'hold sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
