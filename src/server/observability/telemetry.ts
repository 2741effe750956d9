// OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: main.ts then loads this module before the rest of
// the server, so the instrumentations see Node's HTTP server, Express and pg being loaded. It is
// the standard Node SDK (@opentelemetry/sdk-node) with the HTTP, Express and pg
// instrumentations, configured by the standard OTEL_* variables (OTEL_SERVICE_NAME,
// OTEL_EXPORTER_OTLP_PROTOCOL: http/protobuf by default or http/json, OTEL_TRACES_SAMPLER, …).
// It exports traces only: metrics are Prometheus' (/metrics) and logs stay on stdout, each line
// with the trace and span ids of the request it belongs to. The packages are optional
// dependencies (`npm ci --omit=optional` leaves them out), loaded by no default start.
import { trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import type { LogContext } from '../logger';

export interface Telemetry {
  /** The trace and span ids of the active span, for log lines (pino's mixin). */
  logContext: LogContext;
  /** Sends the spans still buffered; call before exiting. */
  shutdown(): Promise<void>;
}

export function startTelemetry(): Telemetry {
  // The SDK would also export metrics and logs over OTLP by default; here they are opt-in.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'manasa-tours',
    instrumentations: [
      new HttpInstrumentation({
        // Health checks and scrapes every few seconds would drown the traces.
        ignoreIncomingRequestHook: (req) => ['/healthz', '/readyz', '/metrics'].includes((req.url ?? '').split('?')[0]),
      }),
      new ExpressInstrumentation(),
      // requireParentSpan: the job worker's and the LISTEN connection's background queries would otherwise each be a trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return {
    logContext(): Record<string, string> {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId, traceFlags } = span.spanContext();
      return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
    },
    shutdown: () => sdk.shutdown(),
  };
}
