import pino from 'pino';

/** Fields added to every log line (the trace id of the request being served, when tracing is on). */
export type LogContext = () => Record<string, string>;

export function createLogger(level: string, context?: LogContext) {
  return pino({
    level,
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]', 'req.headers.authorization'],
    ...(context ? { mixin: context } : {}),
  });
}
export type Logger = ReturnType<typeof createLogger>;
