// The job table's queries. Typed MikroORM calls, except the claim, which the database must do
// in one statement (listed in docs/platform.md).
import { raw, sql } from '@mikro-orm/core';
import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '@db/entities/job';
import { notify } from '../live/publish-event';
import { recurringJobKey, type AnyJobDefinition } from './define-job';

/** Woken workers read the payload as the due time (epoch ms) and set their timer. */
export const JOB_DUE_CHANNEL = 'manasa_job_due';

export type ClaimedJob = Pick<Job, 'id' | 'kind' | 'key' | 'payload' | 'runAt' | 'attempts' | 'maxAttempts'>;

/**
 * Claims up to `limit` jobs of `kinds` for `workerId`: pending ones due by `dueBy` (default: the
 * database's now), and running ones whose lease has run out because their owner is gone. The
 * claim commits at once (status running, lease, attempts + 1), so a job that kills its
 * instance still uses up an attempt. FOR UPDATE SKIP LOCKED lets every instance claim at the
 * same time without waiting on, or taking, another's rows; a job whose handler is still running
 * holds its row lock (see runClaimedJob) and is skipped even after its lease.
 */
export async function claimDueJobs(
  em: EntityManager,
  options: { workerId: string; kinds: readonly string[]; limit: number; leaseMs: number; dueBy?: Date },
): Promise<ClaimedJob[]> {
  if (options.kinds.length === 0 || options.limit < 1) return [];
  const rows = await em.execute<EntityDictionary<Job>[]>(
    `update job
        set status = 'running', locked_by = ?, locked_until = clock_timestamp() + ? * interval '1 millisecond', attempts = attempts + 1
      where id in (
        select id from job
         where kind in (?)
           and ((status = 'pending' and run_at <= coalesce(?::timestamptz, now()))
             or (status = 'running' and locked_until <= now()))
         order by run_at, id
         limit ?
         for update skip locked)
      returning id, kind, key, payload, run_at, attempts, max_attempts`,
    [options.workerId, options.leaseMs, [...options.kinds], options.dueBy ?? null, options.limit],
  );
  return rows
    .map((row) => em.map(Job, row))
    .map(({ id, kind, key, payload, runAt, attempts, maxAttempts }) => ({ id, kind, key, payload, runAt, attempts, maxAttempts }));
}

/** The earliest moment one of `kinds` may become claimable: a pending job's runAt or a lease's end. */
export async function nextJobWakeAt(em: EntityManager, kinds: readonly string[]): Promise<Date | null> {
  if (kinds.length === 0) return null;
  const [pending] = await em.find(Job, { kind: { $in: [...kinds] }, status: 'pending' }, { orderBy: { runAt: 'asc' }, limit: 1, fields: ['runAt'] });
  const [running] = await em.find(
    Job,
    { kind: { $in: [...kinds] }, status: 'running' },
    { orderBy: { lockedUntil: 'asc' }, limit: 1, fields: ['lockedUntil'] },
  );
  const times = [pending?.runAt, running?.lockedUntil].filter((t): t is Date => t instanceof Date).map((t) => t.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * Inserts a job unless one with the same key exists (then returns that one), and wakes the
 * workers on commit. Runs in the caller's transaction when there is one.
 */
export async function insertJob(
  em: EntityManager,
  job: { kind: string; payload: Record<string, unknown>; runAt: Date; key?: string | null; maxAttempts: number },
): Promise<{ id: string; created: boolean }> {
  const result = await em
    .createQueryBuilder(Job)
    .insert({ kind: job.kind, key: job.key ?? null, payload: job.payload, runAt: job.runAt, maxAttempts: job.maxAttempts })
    .onConflict('key')
    .ignore()
    .execute('run');
  if (result.affectedRows === 0 && job.key) {
    const existing = await em.findOneOrFail(Job, { key: job.key }, { fields: ['id'] });
    return { id: existing.id, created: false };
  }
  await notify(em, JOB_DUE_CHANNEL, String(job.runAt.getTime()));
  return { id: String(result.insertId ?? result.row?.id), created: true };
}

/** Creates the row of each recurring job that has none yet (first occurrence: now). */
export async function ensureRecurringJobs(em: EntityManager, definitions: readonly AnyJobDefinition[]): Promise<void> {
  for (const definition of definitions) {
    if (!definition.every) continue;
    await em
      .createQueryBuilder(Job)
      .insert({ kind: definition.kind, key: recurringJobKey(definition.kind), payload: {}, runAt: new Date(), maxAttempts: definition.maxAttempts })
      .onConflict('key')
      .ignore()
      .execute('run');
  }
}

/** Deletes finished jobs: done ones after `doneDays`, failed ones (kept for inspection) after `failedDays`. */
export async function purgeFinishedJobs(em: EntityManager, { doneDays, failedDays }: { doneDays: number; failedDays: number }): Promise<number> {
  const day = 86_400_000;
  const done = await em.nativeDelete(Job, { status: 'done', finishedAt: { $lt: new Date(Date.now() - doneDays * day) } });
  const failed = await em.nativeDelete(Job, { status: 'failed', finishedAt: { $lt: new Date(Date.now() - failedDays * day) } });
  return done + failed;
}

/**
 * Gives claims back that this worker will not finish (it is shutting down): the jobs are due
 * again at once for any other instance, without waiting for their lease, and the attempt is not
 * counted (the job did not fail). Wakes the other workers.
 */
export async function releaseClaims(em: EntityManager, workerId: string): Promise<number> {
  return em.transactional(async (tx) => {
    const released = await tx.nativeUpdate(
      Job,
      { status: 'running', lockedBy: workerId },
      { status: 'pending', lockedBy: null, lockedUntil: null, attempts: sql`greatest(attempts - 1, 0)` },
    );
    if (released > 0) await notify(tx, JOB_DUE_CHANNEL, String(Date.now()));
    return released;
  });
}

export interface JobQueueFigures {
  kind: string;
  /** Pending and due, or claimed by an instance whose lease ran out: waiting for a worker. */
  due: number;
  /** Pending, due later. */
  scheduled: number;
  running: number;
  /** Failed for good (kept for inspection until the purge). */
  failed: number;
  /** Seconds the oldest waiting job has waited since it became due (0: none waiting). */
  lagSeconds: number;
}

/** The queue by kind, for the metrics: one pass over the unfinished and failed rows. */
export async function jobQueueFigures(em: EntityManager): Promise<JobQueueFigures[]> {
  // Typed over the job table; the FILTER aggregates are fragments only the database computes.
  const waiting = "((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until <= now()))";
  const rows = await em
    .createQueryBuilder(Job)
    .select([
      'kind',
      raw(`count(*) filter (where ${waiting}) as due`),
      raw(`count(*) filter (where status = 'pending' and not ${waiting}) as scheduled`),
      raw(`count(*) filter (where status = 'running' and not ${waiting}) as running`),
      raw("count(*) filter (where status = 'failed') as failed"),
      raw(`extract(epoch from now() - min(case when status = 'pending' then run_at else locked_until end) filter (where ${waiting})) as lag`),
    ])
    .where({ status: { $in: ['pending', 'running', 'failed'] } })
    .groupBy('kind')
    .execute<{ kind: string; due: string; scheduled: string; running: string; failed: string; lag: string | null }[]>('all', false);
  return rows.map((row) => ({
    kind: row.kind,
    due: Number(row.due),
    scheduled: Number(row.scheduled),
    running: Number(row.running),
    failed: Number(row.failed),
    lagSeconds: Math.max(0, Number(row.lag ?? 0)),
  }));
}
