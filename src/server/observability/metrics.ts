// The app's Prometheus metrics (prom-client), one registry per process. Counters and histograms
// are recorded where things happen (HTTP middleware, the tRPC base procedures, the job worker,
// payments, holds); gauges that describe shared state (job queue, pools, open streams) are read
// when Prometheus scrapes (instance-metrics.ts). Served by metrics-endpoint.ts: on a port of its
// own or behind a token, never on the public port by default. Names and meanings:
// docs/operations.md#metrics; the Grafana dashboard and alert rules in deploy/grafana/ use them.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EntityManager } from '@mikro-orm/core';
import { afterCommit } from '@db/after-commit';

export const metricsRegistry = new Registry();

// Process CPU and memory, GC, and event-loop lag (nodejs_eventloop_lag_seconds and its
// percentiles), measured continuously by Node's monitorEventLoopDelay.
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

/** Request latency buckets (seconds): a catalogue read answers in milliseconds, a payment in PAYMENT_DELAY_MS. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'manasa_http_requests_total',
  help: 'HTTP requests answered, by route template (e.g. /api/bookings/:id), method and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'manasa_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by route template and method (live streams excluded)',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const procedureCalls = new Counter({
  name: 'manasa_trpc_calls_total',
  help: 'tRPC procedure calls (over /trpc and through the REST paths), by procedure, type and outcome (OK or the tRPC error code)',
  labelNames: ['procedure', 'type', 'code'] as const,
  registers: [metricsRegistry],
});

export const procedureDuration = new Histogram({
  name: 'manasa_trpc_call_duration_seconds',
  help: 'Time a query or mutation took, by procedure (subscriptions excluded)',
  labelNames: ['procedure', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const liveStreamsOpened = new Counter({
  name: 'manasa_live_streams_total',
  help: 'Live update streams (Server-Sent Events) opened on this instance',
  registers: [metricsRegistry],
});

export const jobsSettled = new Counter({
  name: 'manasa_jobs_settled_total',
  help: 'Jobs this instance ran, by kind and outcome (done, retry, failed, lost, abandoned)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'manasa_job_duration_seconds',
  help: 'Time a job took on this instance, by kind',
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [metricsRegistry],
});

export const PAYMENT_OUTCOMES = ['succeeded', 'declined', 'refused', 'replayed', 'error'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const paymentAttempts = new Counter({
  name: 'manasa_payments_total',
  help: 'Payment attempts at checkout, by method and outcome (succeeded, declined, refused: the booking could not be paid, replayed: an Idempotency-Key retry, error)',
  labelNames: ['method', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const HOLD_EVENTS = ['created', 'expired', 'paid', 'cancelled'] as const;
export type HoldEvent = (typeof HOLD_EVENTS)[number];

export const holds = new Counter({
  name: 'manasa_holds_total',
  help: 'Booking holds created, expired (lapsed unpaid), paid and cancelled, by booking type; counted when the change commits',
  labelNames: ['type', 'event'] as const,
  registers: [metricsRegistry],
});

/**
 * Counts hold events of `bookings` (by their type) once the transaction `em` is in commits;
 * nothing if it rolls back. Outside a transaction: at once.
 */
export function countHolds(em: EntityManager, bookings: readonly { type: string }[], event: HoldEvent) {
  if (bookings.length === 0) return;
  afterCommit(em, () => {
    for (const booking of bookings) holds.inc({ type: booking.type, event });
  });
}

/** Records one procedure call: its outcome ('OK' or the tRPC error code) and, unless a subscription, its time. */
export function recordProcedureCall(procedure: string, type: string, code: string, startedAt: number) {
  procedureCalls.inc({ procedure, type, code });
  if (type !== 'subscription') procedureDuration.observe({ procedure, type }, (performance.now() - startedAt) / 1000);
}
