// Job definitions: a kind, a payload schema and a handler. A feature defines its jobs next to
// its code and adds them to the app's list (src/server/jobs.ts); the scheduler on every instance
// runs them. See docs/platform.md.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';

export interface JobInfo {
  id: string;
  kind: string;
  key: string | null;
  /** When it was due: compute follow-up times from this, not from the clock, so tests can run ahead. */
  runAt: Date;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface JobContext<P> {
  /**
   * The transaction that also marks the job done: everything the handler writes (including
   * publishEvent, notifyUser and scheduleJob) commits together with that mark, or not at all.
   */
  em: EntityManager;
  payload: P;
  job: JobInfo;
  /** Aborted when the instance shuts down and the grace period is over; the transaction is then rolled back. */
  signal: AbortSignal;
  log: Logger;
  config: AppConfig;
}

export interface JobDefinition<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  /** Claims before the job is marked failed. */
  maxAttempts: number;
  /** Delay before attempt `attempt + 1` after attempt `attempt` failed. */
  retryDelayMs: (attempt: number) => number;
  run: (context: JobContext<P>) => Promise<void>;
  /** Set for recurring jobs: the interval between occurrences. */
  every?: (config: AppConfig) => number;
}

export type AnyJobDefinition = JobDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const JOB_KIND_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;

/** Exponential: 1 s, 2 s, 4 s … capped at 10 minutes. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(600_000, 1000 * 2 ** Math.max(0, attempt - 1));

export function defineJob<P>(spec: {
  /** 'feature.step', e.g. 'ride.advance'. */
  kind: string;
  /** Checked when scheduling and again when running. */
  payload: z.ZodType<P>;
  maxAttempts?: number;
  retryDelayMs?: (attempt: number) => number;
  run: (context: JobContext<P>) => Promise<void>;
}): JobDefinition<P> {
  if (!JOB_KIND_PATTERN.test(spec.kind)) throw new Error(`Invalid job kind '${spec.kind}': expected 'feature.step'`);
  return {
    kind: spec.kind,
    payload: spec.payload,
    maxAttempts: spec.maxAttempts ?? 5,
    retryDelayMs: spec.retryDelayMs ?? defaultRetryDelayMs,
    run: spec.run,
  };
}

/**
 * A job that runs every `every` milliseconds on exactly one instance. It is one row
 * (key 'recurring:<kind>'), created when a scheduler starts and moved to its next time in the
 * transaction that runs it. A failing occurrence is retried, and after maxAttempts skipped.
 */
export function defineRecurringJob(spec: {
  kind: string;
  every: number | ((config: AppConfig) => number);
  maxAttempts?: number;
  retryDelayMs?: (attempt: number) => number;
  run: (context: JobContext<Record<string, never>>) => Promise<void>;
}): JobDefinition<Record<string, never>> {
  const every = spec.every;
  const payload: z.ZodType<Record<string, never>> = z.object({}).strict();
  return { ...defineJob({ ...spec, payload }), every: typeof every === 'number' ? () => every : every };
}

export const recurringJobKey = (kind: string) => `recurring:${kind}`;
