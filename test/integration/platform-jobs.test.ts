// The persistent job scheduler with several instances (each an ORM + platform of its own) on
// one database: scheduling in the caller's transaction, exactly-once runs under racing workers,
// NOTIFY wake-ups, lease takeover after an instance stopped mid-job, retries, recurring jobs.
// Each job's effect is a notification row written in the job's transaction; `runs` counts
// every handler invocation, committed or not, so a double run shows even if rolled back.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initOrm } from '@db/orm';
import { Job } from '@db/entities/job';
import { Notification } from '@db/entities/notification';
import { User } from '@db/entities/user';
import { testConfig, type AppConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { Platform, defineJob, defineRecurringJob, scheduleJob, type AnyJobDefinition } from '../../src/server/platform';
import type { JobSettled } from '../../src/server/platform/jobs/job-scheduler';
import { insertJob } from '../../src/server/platform/jobs/job-store';
import { notifyUser } from '../../src/server/features/notifications';
import { createTestDatabase } from '../support/test-app';
import { Inbox } from './platform-support';

interface Run {
  label: string;
  attempt: number;
  /** Database clock when the handler started. */
  at: Date;
}
const runs: Run[] = [];
const runsOf = (label: string) => runs.filter((r) => r.label === label);

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
type Deferred<T = void> = ReturnType<typeof deferred<T>>;
/** Gates for the blocking job: `entered` when attempt 1 starts, which then waits for `release`. */
const gates = new Map<string, { entered: Deferred; release: Deferred; finished: Deferred<unknown> }>();
function gate(label: string) {
  const g = { entered: deferred<void>(), release: deferred<void>(), finished: deferred<unknown>() };
  gates.set(label, g);
  return g;
}

const Payload = z.object({ userId: z.uuid(), label: z.string() });
let failTimes = new Map<string, number>();

async function recordRun(em: import('@mikro-orm/postgresql').EntityManager, label: string, attempt: number) {
  const [{ now }] = await em.execute<{ now: Date }[]>('select clock_timestamp() as now');
  runs.push({ label, attempt, at: new Date(now) });
}

const recordJob = defineJob({
  kind: 'test.record',
  payload: Payload,
  async run({ em, payload, job }) {
    await recordRun(em, payload.label, job.attempt);
    await notifyUser(em, payload.userId, { kind: 'support.reply', params: { subject: payload.label } });
  },
});

const blockingJob = defineJob({
  kind: 'test.blocking',
  payload: Payload,
  async run({ em, payload, job }) {
    await recordRun(em, payload.label, job.attempt);
    const g = gates.get(payload.label)!;
    if (job.attempt > 1) {
      await notifyUser(em, payload.userId, { kind: 'support.reply', params: { subject: payload.label } });
      return;
    }
    g.entered.resolve();
    await g.release.promise;
    try {
      await notifyUser(em, payload.userId, { kind: 'support.reply', params: { subject: payload.label } });
      g.finished.resolve('wrote');
    } catch (error) {
      g.finished.resolve(error);
      throw error;
    }
  },
});

const flakyJob = defineJob({
  kind: 'test.flaky',
  payload: Payload,
  maxAttempts: 3,
  retryDelayMs: () => 0,
  async run({ em, payload, job }) {
    await recordRun(em, payload.label, job.attempt);
    await notifyUser(em, payload.userId, { kind: 'support.reply', params: { subject: payload.label } });
    if (job.attempt <= (failTimes.get(payload.label) ?? 0)) throw new Error(`attempt ${job.attempt} failed on purpose`);
  },
});

let tickUserId = '';
const tickJob = defineRecurringJob({
  kind: 'test.tick',
  every: 60 * 60_000,
  async run({ em, job }) {
    await recordRun(em, 'tick', job.attempt);
    await notifyUser(em, tickUserId, { kind: 'support.reply', params: { subject: 'tick' } });
  },
});

// The recurring tick is only given to the instances of its own test.
const testJobs: AnyJobDefinition[] = [recordJob, blockingJob, flakyJob];

interface Instance {
  orm: MikroORM;
  platform: Platform;
  settled: Inbox<JobSettled>;
}

let databaseUrl: string;
let userId: string;
const started: Instance[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  const orm = await initOrm(databaseUrl);
  const em = orm.em.fork();
  userId = String(await em.insert(User, { username: 'jobs_test', email: 'jobs_test@example.com', passwordHash: 'test-hash' }));
  tickUserId = userId;
  await orm.close(true);
});

afterEach(async () => {
  for (const instance of started.splice(0)) {
    await instance.platform.stop({ graceMs: 0 });
    await instance.orm.close(true);
  }
  gates.clear();
  failTimes = new Map();
});

async function instance(name: string, overrides: Partial<AppConfig> = {}, jobs: AnyJobDefinition[] = testJobs, start = true): Promise<Instance> {
  const orm = await initOrm(databaseUrl);
  const config = testConfig({ JOB_POLL_INTERVAL_MS: 600_000, ...overrides });
  const platform = new Platform({ orm, config, log: createLogger('silent'), jobs, instanceName: name });
  const settled = new Inbox<JobSettled>();
  platform.jobs.events.on('settled', settled.push);
  if (start) await platform.start();
  const created = { orm, platform, settled };
  started.push(created);
  return created;
}

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

async function effects(orm: MikroORM, label: string): Promise<number> {
  const all = await orm.em.fork().find(Notification, { user: userId });
  return all.filter((n) => n.params.subject === label).length;
}

async function jobByLabel(orm: MikroORM, label: string) {
  const all = await orm.em.fork().find(Job, { kind: { $like: 'test.%' } });
  const job = all.find((j) => j.payload.label === label);
  if (!job) throw new Error(`no job ${label}`);
  return job;
}

describe('scheduleJob', () => {
  it('joins the caller’s transaction: a rolled-back change leaves no job', async () => {
    const x = await instance('x', { JOB_WORKER: false });
    const label = unique('rolled-back');
    await expect(
      x.orm.em.fork().transactional(async (em) => {
        await scheduleJob(em, recordJob, { runAt: new Date(), payload: { userId, label }, key: label });
        throw new Error('the domain change failed');
      }),
    ).rejects.toThrow('the domain change failed');
    expect(await x.orm.em.fork().count(Job, { key: label })).toBe(0);
    expect(await x.platform.jobs.runDueJobs()).toBe(0);
  });

  it('is idempotent by key, checks the payload, and runs the job once', async () => {
    const x = await instance('x', { JOB_WORKER: false });
    const label = unique('keyed');
    const first = await x.orm.em.fork().transactional((em) => scheduleJob(em, recordJob, { runAt: new Date(), payload: { userId, label }, key: `k:${label}` }));
    const again = await x.orm.em.fork().transactional((em) => scheduleJob(em, recordJob, { runAt: new Date(), payload: { userId, label }, key: `k:${label}` }));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    await expect(scheduleJob(x.orm.em.fork(), recordJob, { runAt: new Date(), payload: { userId: 'not-a-uuid', label } })).rejects.toThrow();

    expect(await x.platform.jobs.runDueJobs()).toBe(1);
    expect(await x.platform.jobs.runDueJobs()).toBe(0);
    expect(runsOf(label)).toHaveLength(1);
    expect(await effects(x.orm, label)).toBe(1);
    expect(await jobByLabel(x.orm, label)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('leaves jobs due later for later, unless asked to run ahead (dueBy)', async () => {
    const x = await instance('x', { JOB_WORKER: false });
    const label = unique('later');
    const runAt = new Date(Date.now() + 60 * 60_000);
    await x.orm.em.fork().transactional((em) => scheduleJob(em, recordJob, { runAt, payload: { userId, label } }));
    expect(await x.platform.jobs.runDueJobs()).toBe(0);
    expect(await x.platform.jobs.runDueJobs({ dueBy: new Date(runAt.getTime() + 1) })).toBe(1);
    expect(runsOf(label)).toHaveLength(1);
  });
});

describe('workers on several instances', () => {
  it('run each of many jobs exactly once while two workers race for them', async () => {
    const a = await instance('a', { JOB_CONCURRENCY: 3, JOB_POLL_INTERVAL_MS: 50 });
    const b = await instance('b', { JOB_CONCURRENCY: 3, JOB_POLL_INTERVAL_MS: 50 });
    const prefix = unique('race');
    const labels = Array.from({ length: 30 }, (_, i) => `${prefix}-${i}`);
    await a.orm.em.fork().transactional(async (em) => {
      for (const label of labels) await scheduleJob(em, recordJob, { runAt: new Date(), payload: { userId, label } });
    });
    const settled: JobSettled[] = [];
    const both = new Inbox<JobSettled>();
    a.platform.jobs.events.on('settled', both.push);
    b.platform.jobs.events.on('settled', both.push);
    while (settled.filter((s) => labels.includes(String(s.job.payload.label))).length < labels.length) settled.push(await both.next());

    expect(settled.every((s) => s.outcome === 'done')).toBe(true);
    for (const label of labels) expect(runsOf(label)).toHaveLength(1);
    for (const label of labels.slice(0, 3)) expect(await effects(a.orm, label)).toBe(1);
    const jobs = await a.orm.em.fork().find(Job, { kind: 'test.record' });
    const ours = jobs.filter((j) => String(j.payload.label).startsWith(prefix));
    expect(ours).toHaveLength(30);
    expect(ours.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });

  it('wake on NOTIFY when a job is due sooner than the next poll, and never run it early', async () => {
    // A poll interval of 10 minutes: only the NOTIFY sent on commit can wake them in time.
    const a = await instance('a');
    const b = await instance('b');
    const now = unique('now');
    const soon = unique('soon');
    const soonAt = new Date(Date.now() + 300);
    await a.orm.em.fork().transactional(async (em) => {
      await scheduleJob(em, recordJob, { runAt: new Date(), payload: { userId, label: now } });
      await scheduleJob(em, recordJob, { runAt: soonAt, payload: { userId, label: soon } });
    });
    const both = new Inbox<JobSettled>();
    a.platform.jobs.events.on('settled', both.push);
    b.platform.jobs.events.on('settled', both.push);
    const done = [await both.next(), await both.next()].map((s) => s.job.payload.label);
    expect(done).toEqual([now, soon]);
    expect(runsOf(now)).toHaveLength(1);
    expect(runsOf(soon)).toHaveLength(1);
    expect(runsOf(soon)[0].at.getTime()).toBeGreaterThanOrEqual(soonAt.getTime());
  });

  it('hand a job whose instance stopped mid-run to another instance once the lease is over, and commit it once', async () => {
    const label = unique('takeover');
    const g = gate(label);
    const a = await instance('a', { JOB_LEASE_MS: 500, JOB_CONCURRENCY: 1 });
    await a.orm.em.fork().transactional((em) => scheduleJob(em, blockingJob, { runAt: new Date(), payload: { userId, label } }));
    await g.entered.promise;
    const claimed = await jobByLabel(a.orm, label);
    expect(claimed).toMatchObject({ status: 'running', attempts: 1, lockedBy: a.platform.jobs.workerId });

    // Instance A stops as if it crashed while its handler hangs: the transaction is rolled back,
    // the claim stays (a graceful stop gives it back: see the next test).
    await a.platform.jobs.stop({ graceMs: 0, release: false });
    expect(await a.settled.next(10_000)).toMatchObject({ outcome: 'abandoned' });
    expect(await jobByLabel(a.orm, label)).toMatchObject({ status: 'running', lockedBy: a.platform.jobs.workerId });

    // B polls often: a lease running out wakes nobody, and B may start before A's lease is over.
    const b = await instance('b', { JOB_LEASE_MS: 500, JOB_POLL_INTERVAL_MS: 100 });
    expect(await b.settled.next(20_000)).toMatchObject({ outcome: 'done', job: { payload: { label } } });
    const [first, second] = runsOf(label);
    expect([first.attempt, second.attempt]).toEqual([1, 2]);
    expect(second.at.getTime()).toBeGreaterThanOrEqual(claimed.lockedUntil!.getTime());
    expect(await jobByLabel(b.orm, label)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });

    // A's handler wakes up late: its transaction is gone, so its write cannot land.
    g.release.resolve();
    expect(await g.finished.promise).toBeInstanceOf(Error);
    expect(await effects(b.orm, label)).toBe(1);
  });

  it('give a job that did not finish within the grace period back on shutdown: another instance runs it at once, the attempt not counted', async () => {
    const label = unique('given-back');
    const g = gate(label);
    // Leases far longer than the test: only the release can hand the job over in time.
    const a = await instance('a', { JOB_LEASE_MS: 600_000, JOB_CONCURRENCY: 1 });
    await a.orm.em.fork().transactional((em) => scheduleJob(em, blockingJob, { runAt: new Date(), payload: { userId, label } }));
    await g.entered.promise;
    expect(await jobByLabel(a.orm, label)).toMatchObject({ status: 'running', attempts: 1, lockedBy: a.platform.jobs.workerId });
    // B starts once A holds the job, so that A is the one that claimed it.
    const b = await instance('b', { JOB_LEASE_MS: 600_000 });

    // A stops: the handler is abandoned, its transaction rolled back, the claim given back and
    // B woken (its poll interval is 10 minutes: the NOTIFY wakes it).
    await a.platform.jobs.stop({ graceMs: 0 });
    expect(await a.settled.next()).toMatchObject({ outcome: 'abandoned' });
    const claimedByB = (async () => {
      for (;;) {
        const job = await jobByLabel(b.orm, label);
        if (job.lockedBy === b.platform.jobs.workerId) return job;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const job = await claimedByB;
    // The attempt A used was given back: B's is the first one counted.
    expect(job).toMatchObject({ status: 'running', attempts: 1 });
    expect(job.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 500_000);

    // Both handlers wake up: A's transaction is gone, B's commits the effect once.
    g.release.resolve();
    expect(await b.settled.next(30_000)).toMatchObject({ outcome: 'done', job: { payload: { label } } });
    expect(runsOf(label).map((run) => run.attempt)).toEqual([1, 1]);
    expect(await jobByLabel(b.orm, label)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect(await effects(b.orm, label)).toBe(1);
  });

  it('let a running job finish within the grace period on shutdown', async () => {
    const label = unique('graceful');
    const g = gate(label);
    const a = await instance('a');
    await a.orm.em.fork().transactional((em) => scheduleJob(em, blockingJob, { runAt: new Date(), payload: { userId, label } }));
    await g.entered.promise;
    const stopped = a.platform.jobs.stop({ graceMs: 30_000 });
    g.release.resolve();
    await stopped;
    expect(await a.settled.next()).toMatchObject({ outcome: 'done' });
    expect(await effects(a.orm, label)).toBe(1);
  });

  it('run each occurrence of a recurring job on exactly one instance', async () => {
    const x = await instance('x', { JOB_WORKER: false }, [tickJob]);
    const y = await instance('y', { JOB_WORKER: false }, [tickJob]);
    const before = runsOf('tick').length;
    const ran = await Promise.all([x.platform.jobs.runDueJobs(), y.platform.jobs.runDueJobs()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(runsOf('tick').length - before).toBe(1);
    const row = await x.orm.em.fork().findOneOrFail(Job, { key: 'recurring:test.tick' });
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);

    // An hour passes.
    await x.orm.em.fork().nativeUpdate(Job, { id: row.id }, { runAt: new Date(Date.now() - 1000) });
    const again = await Promise.all([x.platform.jobs.runDueJobs(), y.platform.jobs.runDueJobs()]);
    expect(again[0] + again[1]).toBe(1);
    expect(runsOf('tick').length - before).toBe(2);
    expect(await x.orm.em.fork().count(Job, { kind: 'test.tick' })).toBe(1);
  });
});

describe('failures', () => {
  it('retry a failing job with its backoff and commit only the attempt that succeeds', async () => {
    const x = await instance('x', { JOB_WORKER: false });
    const label = unique('flaky');
    failTimes.set(label, 1);
    await x.orm.em.fork().transactional((em) => scheduleJob(em, flakyJob, { runAt: new Date(), payload: { userId, label } }));
    expect(await x.platform.jobs.runDueJobs()).toBe(2);
    expect(runsOf(label).map((r) => r.attempt)).toEqual([1, 2]);
    expect(await effects(x.orm, label)).toBe(1);
    expect(await jobByLabel(x.orm, label)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('mark a job failed after its last attempt, keeping the error and none of its writes', async () => {
    const x = await instance('x', { JOB_WORKER: false });
    const label = unique('doomed');
    failTimes.set(label, 99);
    await x.orm.em.fork().transactional((em) => scheduleJob(em, flakyJob, { runAt: new Date(), payload: { userId, label } }));
    expect(await x.platform.jobs.runDueJobs()).toBe(3);
    expect(await effects(x.orm, label)).toBe(0);
    const job = await jobByLabel(x.orm, label);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lockedBy: null });
    expect(job.lastError).toContain('attempt 3 failed on purpose');
    expect(job.finishedAt).toBeInstanceOf(Date);
  });

  it('use the default backoff: a failed job waits before its next attempt', async () => {
    const slowRetry = defineJob({
      kind: 'test.slow-retry',
      payload: Payload,
      async run() {
        throw new Error('down');
      },
    });
    const x = await instance('x', { JOB_WORKER: false }, [slowRetry]);
    const label = unique('backoff');
    await x.orm.em.fork().transactional((em) => scheduleJob(em, slowRetry, { runAt: new Date(), payload: { userId, label } }));
    expect(await x.platform.jobs.runDueJobs()).toBe(1);
    const job = await jobByLabel(x.orm, label);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: down' });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 500);
  });

  it('leave kinds an instance does not know to the instances that do, and fail unreadable payloads', async () => {
    const older = await instance('older', { JOB_WORKER: false }, []);
    const label = unique('unknown-kind');
    await older.orm.em.fork().transactional((em) => scheduleJob(em, recordJob, { runAt: new Date(), payload: { userId, label } }));
    expect(await older.platform.jobs.runDueJobs()).toBe(0);
    expect(await jobByLabel(older.orm, label)).toMatchObject({ status: 'pending', attempts: 0 });

    const x = await instance('x', { JOB_WORKER: false });
    const bad = unique('bad-payload');
    await insertJob(x.orm.em.fork(), { kind: 'test.record', payload: { label: bad }, runAt: new Date(), maxAttempts: 5 });
    await x.platform.jobs.runDueJobs();
    expect(runsOf(bad)).toHaveLength(0);
    const job = await jobByLabel(x.orm, bad);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.lastError).toMatch(/^payload: userId/);
  });
});
