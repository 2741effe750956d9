import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

// The persistent job scheduler's queue (src/server/platform/jobs, docs/platform.md). A job is
// inserted in the transaction of the domain change that needs it, claimed by one instance with
// FOR UPDATE SKIP LOCKED (status 'running', lockedBy, lockedUntil = the lease), and run in the
// same transaction that marks it done, so its effect commits once. A claim whose owner died is
// taken over when its lease ends. `key` makes scheduling idempotent; a recurring job is one row
// (key 'recurring:<kind>') moved to its next runAt each time it runs.
export const Job = defineEntity({
  name: 'Job',
  tableName: 'job',
  indexes: [
    { name: 'job_due_index', expression: `create index "job_due_index" on "job" ("run_at") where status = 'pending'` },
    { name: 'job_lease_index', expression: `create index "job_lease_index" on "job" ("locked_until") where status = 'running'` },
    { name: 'job_finished_index', expression: `create index "job_finished_index" on "job" ("finished_at") where status in ('done', 'failed')` },
  ],
  checks: [
    { name: 'job_attempts_check', expression: 'attempts >= 0 and max_attempts >= 1' },
    { name: 'job_lock_check', expression: `status <> 'running' or (locked_by is not null and locked_until is not null)` },
  ],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    /** The handler, e.g. 'ride.advance' (see defineJob). */
    kind: p.string(),
    /** Makes scheduling idempotent: a second job with the same key is not inserted. */
    key: p.text().nullable().unique(),
    payload: p.json<Record<string, unknown>>(),
    status: p.enum([...JOB_STATUSES]).default('pending'),
    runAt: p.datetime(),
    /** Claims so far, the current one included. */
    attempts: p.integer().default(0),
    maxAttempts: p.integer().default(5),
    /** The worker (instance) holding the claim, and until when its lease runs. */
    lockedBy: p.string().nullable(),
    lockedUntil: p.datetime().nullable(),
    lastError: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    finishedAt: p.datetime().nullable(),
  }),
});
export type Job = InferEntity<typeof Job>;
