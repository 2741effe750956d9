// The body of a live tRPC subscription (SSE), shared by every feature that pushes updates.
import type { LiveEvent, LiveEvents } from './live-events';

export interface FollowLiveOptions<T> {
  live: LiveEvents;
  topics: string | readonly string[];
  /** The procedure's abort signal: it fires when the client disconnects. */
  signal: AbortSignal | undefined;
  /** The current state: sent first, and again after every resync. */
  snapshot: () => Promise<T>;
  /** What to send for an event (load details with a fresh em fork); undefined sends nothing. */
  onEvent: (event: LiveEvent) => Promise<T | undefined>;
}

/**
 * Subscribes first and only then loads the snapshot, so nothing committed in between is lost;
 * then yields one value per event, in commit order. After a resync (the LISTEN connection came
 * back, or this client fell behind) it sends a fresh snapshot. It ends quietly when the client
 * disconnects; on shutdown it ends with SERVICE_UNAVAILABLE, which tRPC's client treats as
 * "reconnect", so the browser resumes on another instance and gets a snapshot there. Errors it
 * raises while streaming are mapped like any procedure's (trpc/init.ts).
 *
 *   .subscription(({ ctx, input, signal }) => followLive({ live: ctx.live, topics: `ride:${input.id}`,
 *     signal, snapshot: () => loadRide(ctx.em.fork(), input.id), onEvent: ... }))
 */
export async function* followLive<T>(options: FollowLiveOptions<T>): AsyncGenerator<T, void, undefined> {
  const subscription = options.live.subscribe(options.topics, options.signal);
  try {
    yield await options.snapshot();
    for await (const message of subscription) {
      const value = message.kind === 'resync' ? await options.snapshot() : await options.onEvent(message);
      if (value !== undefined) yield value;
    }
  } finally {
    subscription.end('done');
  }
}
