// The live update streams (tRPC subscriptions over Server-Sent Events) this instance serves.
// Every stream starts with the SSE `retry:` field, the delay after which the browser's
// EventSource reconnects when the stream ends or its connection drops (an instance stopping,
// or dying): through a load balancer it then lands on another instance and reloads the state
// there (every subscription sends its current state first, docs/platform.md). Counted for the
// metrics, and ended by force if any is still open when a shutdown's time is up.
import type { RequestHandler, Response } from 'express';
import { liveStreamsOpened } from '../observability/metrics';

export class LiveStreams {
  private readonly open = new Set<Response>();

  constructor(private readonly retryMs: number) {}

  get count(): number {
    return this.open.size;
  }

  /** Express middleware for /trpc (before tRPC's own). */
  readonly middleware: RequestHandler = (_req, res, next) => {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    let first = true;
    res.write = ((...args: unknown[]) => {
      if (first) {
        first = false;
        res.write = write as Response['write'];
        if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
          this.track(res);
          write(`retry: ${this.retryMs}\n\n`);
        }
      }
      return write(...args);
    }) as Response['write'];
    next();
  };

  /** Ends the streams still open (their subscriptions normally ended them already). */
  endAll(): number {
    const ended = this.open.size;
    for (const res of this.open) res.end();
    this.open.clear();
    return ended;
  }

  private track(res: Response) {
    this.open.add(res);
    liveStreamsOpened.inc();
    res.once('close', () => this.open.delete(res));
  }
}
