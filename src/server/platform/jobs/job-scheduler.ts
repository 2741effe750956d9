// The per-instance job worker. Every instance runs one; they share the job table and never run
// a job twice (claims use FOR UPDATE SKIP LOCKED; see job-store.ts and run-job.ts).
//
// No busy polling: after each round the worker sleeps until the earliest known due time (a
// pending job's runAt or a lease's end), at most JOB_POLL_INTERVAL_MS. scheduleJob sends a
// NOTIFY with the new job's due time, which wakes every worker sooner when needed. See
// docs/platform.md.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import type { PgListener } from '../pg-listener';
import type { AnyJobDefinition } from './define-job';
import { JOB_DUE_CHANNEL, claimDueJobs, ensureRecurringJobs, nextJobWakeAt, releaseClaims, type ClaimedJob } from './job-store';
import { jobDuration, jobsSettled } from '../../observability/metrics';
import { runClaimedJob, type JobOutcome } from './run-job';

export interface JobSettled {
  job: ClaimedJob;
  outcome: JobOutcome;
}

export interface JobSchedulerOptions {
  em: EntityManager;
  listener: PgListener;
  config: AppConfig;
  log: Logger;
  jobs: readonly AnyJobDefinition[];
  /** Names this instance in job.locked_by (default: the host name); a pid and random suffix keep it unique. */
  name?: string;
}

export class JobScheduler {
  readonly workerId: string;
  /** Emits 'settled' (JobSettled) after each job this worker ran: for tests and metrics. */
  readonly events = new EventEmitter<{ settled: [JobSettled] }>();
  private readonly definitions: Map<string, AnyJobDefinition>;
  private readonly inFlight = new Map<string, { promise: Promise<void>; controller: AbortController }>();
  private readonly log: Logger;
  private timer: NodeJS.Timeout | null = null;
  private timerDueAt = Number.POSITIVE_INFINITY;
  private polling: Promise<void> | null = null;
  private pollAgain = false;
  private running = false;
  private stopped = false;

  constructor(private readonly options: JobSchedulerOptions) {
    this.workerId = `${options.name ?? hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.log = options.log.child({ component: 'jobs', worker: this.workerId });
    this.definitions = new Map();
    for (const definition of options.jobs) {
      if (this.definitions.has(definition.kind)) throw new Error(`Job kind '${definition.kind}' is defined twice`);
      this.definitions.set(definition.kind, definition);
    }
    // Registered before the listener starts; ignored until this worker runs.
    options.listener.listen(JOB_DUE_CHANNEL, (payload) => {
      const dueAt = Number(payload);
      if (this.running) this.wakeAt(Number.isFinite(dueAt) ? dueAt : Date.now());
    });
    options.listener.onReconnect(() => {
      if (this.running) this.wakeAt(Date.now());
    });
  }

  get kinds(): string[] {
    return [...this.definitions.keys()];
  }

  /** Creates the recurring jobs' rows and starts working. */
  async start(): Promise<void> {
    if (this.running || this.stopped) return;
    await ensureRecurringJobs(this.options.em.fork(), this.options.jobs);
    this.running = true;
    this.wakeAt(Date.now());
  }

  /**
   * Stops claiming, gives running jobs `graceMs` to finish, then abandons the rest: their
   * transactions roll back and their claims are given back, so another instance runs them at
   * once rather than after their lease (the attempt is not counted). With `release: false` the
   * claims stay until their lease ends, as after a crash.
   */
  async stop({ graceMs = this.options.config.JOB_SHUTDOWN_GRACE_MS, release = true }: { graceMs?: number; release?: boolean } = {}): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.polling;
    const all = Promise.allSettled([...this.inFlight.values()].map((run) => run.promise));
    if (this.inFlight.size > 0 && graceMs > 0) {
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, graceMs)))]);
      clearTimeout(graceTimer);
    }
    const abandoning = this.inFlight.size;
    for (const run of this.inFlight.values()) run.controller.abort();
    await all;
    if (release && abandoning > 0) {
      try {
        const released = await releaseClaims(this.options.em.fork(), this.workerId);
        if (released > 0) this.log.info({ released }, 'gave unfinished jobs back for other instances');
      } catch (error) {
        this.log.warn({ err: error }, 'could not give unfinished jobs back; they are taken over when their lease ends');
      }
    }
  }

  /**
   * Runs every job due by `dueBy` (default now), round after round, until none is left; jobs
   * the handlers schedule meanwhile are run too if due (recurring jobs once: their next time is
   * later). Returns how many it ran. For tests and scripts: no timers, no waiting. Use it with
   * JOB_WORKER=false, so that no background worker holds a due job while it looks.
   */
  async runDueJobs({ dueBy }: { dueBy?: Date } = {}): Promise<number> {
    await ensureRecurringJobs(this.options.em.fork(), this.options.jobs);
    let ran = 0;
    // A recurring job's next time is `every` later, which a `dueBy` days ahead would reach again
    // and again (a once-a-minute sweep, thousands of rounds): each runs at most once per call.
    const recurringRan = new Set<string>();
    for (;;) {
      const claimed = await claimDueJobs(this.options.em.fork(), {
        workerId: this.workerId,
        kinds: this.kinds.filter((kind) => !recurringRan.has(kind)),
        limit: this.options.config.JOB_CONCURRENCY,
        leaseMs: this.options.config.JOB_LEASE_MS,
        dueBy,
      });
      if (claimed.length === 0) return ran;
      for (const job of claimed) if (this.definitions.get(job.kind)?.every) recurringRan.add(job.kind);
      const outcomes = await Promise.all(claimed.map((job) => this.run(job, new AbortController().signal)));
      ran += outcomes.length;
    }
  }

  private wakeAt(dueAt: number) {
    if (!this.running) return;
    if (this.timer && this.timerDueAt <= dueAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDueAt = dueAt;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerDueAt = Number.POSITIVE_INFINITY;
        void this.poll();
      },
      Math.max(0, dueAt - Date.now()),
    );
    this.timer.unref();
  }

  private poll(): Promise<void> {
    if (this.polling) {
      this.pollAgain = true;
      return this.polling;
    }
    this.polling = this.pollRounds().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async pollRounds() {
    const { config } = this.options;
    do {
      this.pollAgain = false;
      if (!this.running) return;
      let backstop = Date.now() + config.JOB_POLL_INTERVAL_MS;
      try {
        const free = config.JOB_CONCURRENCY - this.inFlight.size;
        const claimed =
          free > 0 ? await claimDueJobs(this.options.em.fork(), { workerId: this.workerId, kinds: this.kinds, limit: free, leaseMs: config.JOB_LEASE_MS }) : [];
        for (const job of claimed) this.launch(job);
        // A full batch may leave more due jobs: a finishing job polls again (see launch).
        if (claimed.length < free) {
          const next = await nextJobWakeAt(this.options.em.fork(), this.kinds);
          // A due time already past belongs to rows others hold right now: wait for them,
          // their NOTIFY or the backstop, rather than spin.
          if (next && next.getTime() > Date.now()) backstop = Math.min(backstop, next.getTime());
        }
      } catch (error) {
        this.log.error({ err: error }, 'job poll failed');
      }
      this.wakeAt(backstop);
    } while (this.pollAgain);
  }

  private launch(job: ClaimedJob) {
    const controller = new AbortController();
    const promise = this.run(job, controller.signal).then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error, job: job.id }, 'job runner failed'),
    );
    this.inFlight.set(job.id, { promise, controller });
    void promise.finally(() => {
      this.inFlight.delete(job.id);
      if (this.running) void this.poll();
    });
  }

  private async run(job: ClaimedJob, signal: AbortSignal): Promise<JobOutcome> {
    const definition = this.definitions.get(job.kind);
    if (!definition) throw new Error(`No handler for job kind '${job.kind}'`); // claims only ask for known kinds
    const started = performance.now();
    const outcome = await runClaimedJob(job, definition, { em: this.options.em, workerId: this.workerId, config: this.options.config, log: this.log }, signal);
    jobsSettled.inc({ kind: job.kind, outcome });
    jobDuration.observe({ kind: job.kind }, (performance.now() - started) / 1000);
    this.events.emit('settled', { job, outcome });
    return outcome;
  }
}
