import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from './define-job';
import { insertJob } from './job-store';

export interface ScheduleJobOptions<P> {
  /** When it is due. The caller computes it (and scales it: RIDE_TIME_SCALE and the like). */
  runAt: Date;
  payload: P;
  /** Idempotent scheduling: while a job with this key exists, no second one is made. */
  key?: string;
}

/**
 * Schedules `definition` to run at `runAt`, in the caller's transaction: the job exists if and
 * only if the change that needs it commits. Workers are woken (NOTIFY) on commit. Returns the
 * job's id and whether it was created (false: its key already existed).
 *
 *   await em.transactional(async (em) => {
 *     ride.status = 'driver_arriving';
 *     await scheduleJob(em, advanceRide, { runAt: new Date(Date.now() + 30_000 / scale), payload: { rideId: ride.id }, key: `ride:${ride.id}:arrive` });
 *   });
 */
export async function scheduleJob<P>(
  em: EntityManager,
  definition: JobDefinition<P>,
  options: ScheduleJobOptions<P>,
): Promise<{ id: string; created: boolean }> {
  if (definition.every) throw new Error(`'${definition.kind}' is recurring: the scheduler runs it by itself`);
  if (!(options.runAt instanceof Date) || Number.isNaN(options.runAt.getTime()))
    throw new Error(`scheduleJob('${definition.kind}'): runAt is not a valid Date`);
  const payload = definition.payload.parse(options.payload);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new Error(`scheduleJob('${definition.kind}'): the payload must be a JSON object`);
  return insertJob(em, {
    kind: definition.kind,
    payload: payload as Record<string, unknown>,
    runAt: options.runAt,
    key: options.key,
    maxAttempts: definition.maxAttempts,
  });
}
