// Gauges read when Prometheus scrapes: what this instance holds (open live streams, its LISTEN
// connection, its database pools, whether it is draining) and the job queue, which is the
// database's (every instance reports the same figures: aggregate with max, not sum).
import { Gauge } from 'prom-client';
import type { MikroORM } from '@mikro-orm/postgresql';
import { metricsRegistry } from './metrics';
import { jobQueueFigures, type JobQueueFigures } from '../platform/jobs/job-store';
import { databasePools } from '@db/replicas';

/** What one app instance exposes to the scrape (main.ts and the test harness register it). */
export interface ObservedInstance {
  orm: MikroORM;
  /** Live update streams open now. */
  liveStreams: () => number;
  listenerConnected: () => boolean;
  draining: () => boolean;
}

// A process normally runs one instance; tests run several, whose figures add up.
const instances = new Set<ObservedInstance>();

/** Includes an instance in the scrape until the returned function is called. */
export function observeInstance(instance: ObservedInstance): () => void {
  instances.add(instance);
  return () => void instances.delete(instance);
}

const sum = (read: (instance: ObservedInstance) => number) => [...instances].reduce((total, instance) => total + read(instance), 0);

new Gauge({
  name: 'manasa_live_streams_open',
  help: 'Live update streams (Server-Sent Events) open on this instance',
  registers: [metricsRegistry],
  collect() {
    this.set(sum((instance) => instance.liveStreams()));
  },
});

new Gauge({
  name: 'manasa_live_listener_connected',
  help: '1 while this instance holds its LISTEN connection (live events, job wake-ups, cache invalidation), else 0',
  registers: [metricsRegistry],
  collect() {
    this.set(instances.size > 0 && [...instances].every((instance) => instance.listenerConnected()) ? 1 : 0);
  },
});

new Gauge({
  name: 'manasa_draining',
  help: '1 once this instance is shutting down (/readyz answers 503), else 0',
  registers: [metricsRegistry],
  collect() {
    this.set([...instances].some((instance) => instance.draining()) ? 1 : 0);
  },
});

new Gauge({
  name: 'manasa_db_pool_connections',
  help: 'Database pool connections by pool (primary, replica-N) and state: used, free, pending (requests waiting for a connection)',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const instance of instances) {
      for (const pool of databasePools(instance.orm)) {
        this.inc({ pool: pool.name, state: 'used' }, pool.used);
        this.inc({ pool: pool.name, state: 'free' }, pool.free);
        this.inc({ pool: pool.name, state: 'pending' }, pool.pending);
      }
    }
  },
});

new Gauge({
  name: 'manasa_db_pool_max',
  help: 'Most connections a pool opens',
  labelNames: ['pool'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const instance of instances) for (const pool of databasePools(instance.orm)) this.inc({ pool: pool.name }, pool.max);
  },
});

const JOB_STATES = ['due', 'scheduled', 'running', 'failed'] as const;

// Both job gauges read one query per scrape: prom-client collects all metrics at once.
let queueRead: { at: number; figures: Promise<JobQueueFigures[]> } | null = null;
function jobQueue(): Promise<JobQueueFigures[]> {
  const [instance] = instances;
  if (!instance) return Promise.resolve([]);
  if (!queueRead || performance.now() - queueRead.at > 500) {
    // The database is away: no job figures in this scrape (readiness and the error rate say why).
    queueRead = { at: performance.now(), figures: jobQueueFigures(instance.orm.em.fork()).catch(() => []) };
  }
  return queueRead.figures;
}

new Gauge({
  name: 'manasa_jobs',
  help: 'Jobs in the queue by kind and state (due: waiting for a worker, scheduled: due later, running, failed); the whole database, so every instance reports the same',
  labelNames: ['kind', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    const figures = await jobQueue();
    this.reset();
    for (const row of figures) for (const state of JOB_STATES) this.set({ kind: row.kind, state }, row[state]);
  },
});

new Gauge({
  name: 'manasa_jobs_lag_seconds',
  help: 'How long the oldest due job of each kind has waited for a worker (0: none waiting); the whole database',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
  async collect() {
    const figures = await jobQueue();
    this.reset();
    for (const row of figures) this.set({ kind: row.kind }, row.lagSeconds);
  },
});
