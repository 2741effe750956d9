// Running one claimed job: its handler and the mark that it is done share one transaction, so
// its effect commits exactly once. A failure is recorded outside that (rolled back) transaction.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '@db/entities/job';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import type { AnyJobDefinition, JobInfo } from './define-job';
import type { ClaimedJob } from './job-store';

export type JobOutcome =
  /** Ran and committed (a recurring job: moved to its next occurrence). */
  | 'done'
  /** Failed; will run again after a delay. */
  | 'retry'
  /** Failed for the last time (or its payload is unreadable); kept as 'failed'. */
  | 'failed'
  /** Another worker took the claim over (this one's lease ran out before it started). */
  | 'lost'
  /** Shutdown cut it short: rolled back; the worker gives the claim back (JobScheduler.stop). */
  | 'abandoned';

export interface RunJobDeps {
  em: EntityManager;
  workerId: string;
  config: AppConfig;
  log: Logger;
}

const MAX_ERROR_LENGTH = 2000;

export async function runClaimedJob(job: ClaimedJob, definition: AnyJobDefinition, deps: RunJobDeps, signal: AbortSignal): Promise<JobOutcome> {
  const log = deps.log.child({ job: job.id, kind: job.kind, attempt: job.attempts });
  const parsed = definition.payload.safeParse(job.payload);
  if (!parsed.success) {
    return recordFailure(job, definition, deps, log, `payload: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, true);
  }
  if (job.attempts > job.maxAttempts) {
    // Every earlier attempt ended without a word: its instance died running it.
    return recordFailure(job, definition, deps, log, `gave up after ${job.maxAttempts} attempts whose instances stopped mid-run`, true);
  }

  const info: JobInfo = { id: job.id, kind: job.kind, key: job.key ?? null, runAt: job.runAt, attempt: job.attempts, maxAttempts: job.maxAttempts };
  let outcome: JobOutcome = 'done';
  try {
    await deps.em.fork().transactional(async (em) => {
      // Still ours? Locking the row also keeps every other worker off it while the handler runs.
      const claim = await em.findOne(Job, { id: job.id, status: 'running', lockedBy: deps.workerId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
      if (!claim) {
        outcome = 'lost';
        return;
      }
      await untilAborted(definition.run({ em, payload: parsed.data, job: info, signal, log, config: deps.config }), signal);
      if (definition.every) {
        const next = nextOccurrence(job.runAt, definition.every(deps.config));
        await em.nativeUpdate(Job, { id: job.id }, { status: 'pending', runAt: next, attempts: 0, lockedBy: null, lockedUntil: null, lastError: null });
      } else {
        await em.nativeUpdate(Job, { id: job.id }, { status: 'done', finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: null });
      }
    });
  } catch (error) {
    if (signal.aborted) {
      log.warn('job abandoned at shutdown; its claim is given back for another instance');
      return 'abandoned';
    }
    return recordFailure(job, definition, deps, log, describeError(error), false, error);
  }
  return outcome;
}

/** The next time of a recurring job: one interval after the last due time, never in the past. */
function nextOccurrence(lastRunAt: Date, everyMs: number): Date {
  const next = lastRunAt.getTime() + everyMs;
  return new Date(next > Date.now() ? next : Date.now() + everyMs);
}

async function recordFailure(
  job: ClaimedJob,
  definition: AnyJobDefinition,
  deps: RunJobDeps,
  log: Logger,
  message: string,
  permanent: boolean,
  error?: unknown,
): Promise<JobOutcome> {
  const lastError = message.slice(0, MAX_ERROR_LENGTH);
  const exhausted = permanent || job.attempts >= job.maxAttempts;
  const mine = { id: job.id, status: 'running' as const, lockedBy: deps.workerId };
  let outcome: JobOutcome;
  let updated: number;
  if (!exhausted) {
    const runAt = new Date(Date.now() + definition.retryDelayMs(job.attempts));
    updated = await deps.em.fork().nativeUpdate(Job, mine, { status: 'pending', runAt, lockedBy: null, lockedUntil: null, lastError });
    outcome = 'retry';
    log.warn({ err: error, retryAt: runAt }, `job failed; retrying: ${lastError}`);
  } else if (definition.every) {
    // A recurring job is never dropped: this occurrence is skipped, the next one is scheduled.
    const runAt = nextOccurrence(job.runAt, definition.every(deps.config));
    updated = await deps.em.fork().nativeUpdate(Job, mine, { status: 'pending', runAt, attempts: 0, lockedBy: null, lockedUntil: null, lastError });
    outcome = 'failed';
    log.error({ err: error, nextRunAt: runAt }, `recurring job failed ${job.attempts} times; skipping this occurrence: ${lastError}`);
  } else {
    updated = await deps.em.fork().nativeUpdate(Job, mine, { status: 'failed', finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError });
    outcome = 'failed';
    log.error({ err: error }, `job failed for good after ${job.attempts} attempts: ${lastError}`);
  }
  return updated === 0 ? 'lost' : outcome;
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Rejects as soon as `signal` aborts (the handler itself may keep running; its transaction is gone). */
async function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  // Its late failure is expected and must not go unhandled, also when the instance was
  // already stopping as the handler started.
  work.catch(() => undefined);
  if (signal.aborted) throw new Error('aborted');
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new Error('Job abandoned: the instance is shutting down'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
