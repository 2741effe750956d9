// Live events across app instances. publishEvent (publish-event.ts) sends a PostgreSQL NOTIFY
// on one channel inside the caller's transaction; every instance's PgListener receives it after
// the commit, and LiveEvents fans it out to this instance's subscribers of its topic
// ('ride:<id>', 'shipment:<number>', 'user:<id>'). One channel with in-process fan-out keeps
// LISTEN fixed however many topics are followed.
//
// A subscription is an async iterator of messages: events in commit order, and 'resync'
// markers when events may have been missed (the LISTEN connection came back, or the
// subscriber fell too far behind), after which it reloads current state. See follow-live.ts
// for the pattern features use, and docs/platform.md.
import type { Logger } from '../../logger';
import type { PgListener } from '../pg-listener';
import { serviceUnavailable } from '../../errors';
import { t } from '../../core/i18n';

/** Also written out in the session_streams migration, whose trigger announces ended sessions on it. */
export const LIVE_CHANNEL = 'manasa_live';

/** 'ride:2f1c…', 'shipment:MT123456789CKE', 'user:…': a lower-case prefix, a colon, an id. */
export const LIVE_TOPIC_PATTERN = /^[a-z][a-z0-9-]*:[A-Za-z0-9_.:@-]{1,200}$/;

export interface LiveEvent {
  kind: 'event';
  /** Unique per publish (also defeats PostgreSQL's folding of identical notifications). */
  id: string;
  topic: string;
  payload: Record<string, unknown>;
}

export interface LiveResync {
  kind: 'resync';
}

export type LiveMessage = LiveEvent | LiveResync;

/** The wire format inside the NOTIFY payload (short keys: the payload limit is 8000 bytes). */
export interface LiveWireMessage {
  i: string;
  t: string;
  p: Record<string, unknown>;
}

const RESYNC: LiveResync = { kind: 'resync' };

/** Thrown by a subscription's iterator when this instance shuts down: the client reconnects elsewhere. */
export const liveClosedError = () => serviceUnavailable(t('errors:live.restarting'));

export class LiveSubscription implements AsyncIterableIterator<LiveMessage> {
  private queue: LiveMessage[] = [];
  private waiters: { resolve: (result: IteratorResult<LiveMessage>) => void; reject: (error: unknown) => void }[] = [];
  private ended: 'done' | 'closed' | null = null;

  constructor(
    readonly topics: readonly string[],
    private readonly maxQueue: number,
    private readonly unregister: (subscription: LiveSubscription) => void,
  ) {}

  /** Called by LiveEvents: never blocks the listener. */
  push(message: LiveMessage) {
    if (this.ended) return;
    const waiter = this.waiters.shift();
    if (waiter) {
      waiter.resolve({ value: message, done: false });
      return;
    }
    // A resync reloads everything, so the events queued before it are redundant; a subscriber
    // that fell too far behind (a stalled SSE client) is resynced instead of growing the queue.
    if (message.kind === 'resync' || this.queue.length >= this.maxQueue) this.queue = [RESYNC];
    else this.queue.push(message);
  }

  next(): Promise<IteratorResult<LiveMessage>> {
    const message = this.queue.shift();
    if (message) return Promise.resolve({ value: message, done: false });
    if (this.ended === 'done') return Promise.resolve({ value: undefined, done: true });
    if (this.ended === 'closed') return Promise.reject(liveClosedError());
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
    });
  }

  return(): Promise<IteratorResult<LiveMessage>> {
    this.end('done');
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  /** Ends the subscription: 'done' (the subscriber left), 'closed' (the instance shuts down). */
  end(how: 'done' | 'closed') {
    if (this.ended) return;
    this.ended = how;
    this.queue = [];
    this.unregister(this);
    for (const waiter of this.waiters.splice(0)) {
      if (how === 'done') waiter.resolve({ value: undefined, done: true });
      else waiter.reject(liveClosedError());
    }
  }
}

export interface LiveEventsOptions {
  log: Logger;
  /** Queued messages per subscriber before it is resynced instead. */
  maxQueue?: number;
}

export class LiveEvents {
  private readonly byTopic = new Map<string, Set<LiveSubscription>>();
  private closed = false;

  constructor(
    listener: PgListener,
    private readonly options: LiveEventsOptions,
  ) {
    listener.listen(LIVE_CHANNEL, (payload) => this.receive(payload));
    listener.onReconnect(() => this.resyncAll());
  }

  /**
   * Follows topics from now on. Subscribe before loading current state, so an event committed
   * in between is not missed (at worst it is seen twice). Ends when `signal` aborts, when the
   * iterator is returned from (a `for await` left), or, with an error, when the instance shuts down.
   */
  subscribe(topics: string | readonly string[], signal?: AbortSignal): LiveSubscription {
    const list = typeof topics === 'string' ? [topics] : [...new Set(topics)];
    for (const topic of list) assertLiveTopic(topic);
    const subscription = new LiveSubscription(list, this.options.maxQueue ?? 500, (s) => this.remove(s));
    if (this.closed) {
      subscription.end('closed');
      return subscription;
    }
    for (const topic of list) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(subscription);
    }
    if (signal) {
      if (signal.aborted) subscription.end('done');
      else signal.addEventListener('abort', () => subscription.end('done'), { once: true });
    }
    return subscription;
  }

  /** Subscriptions open on this instance (for tests and metrics). */
  get subscriberCount(): number {
    const all = new Set<LiveSubscription>();
    for (const set of this.byTopic.values()) for (const s of set) all.add(s);
    return all.size;
  }

  /** Ends every subscription with the 'closed' error (shutdown): SSE clients reconnect elsewhere. */
  close() {
    this.closed = true;
    for (const set of [...this.byTopic.values()]) for (const subscription of [...set]) subscription.end('closed');
    this.byTopic.clear();
  }

  private receive(raw: string) {
    let message: LiveWireMessage;
    try {
      message = JSON.parse(raw) as LiveWireMessage;
    } catch (error) {
      this.options.log.error({ err: error }, 'unreadable live event');
      return;
    }
    if (typeof message?.t !== 'string' || typeof message.i !== 'string') return;
    const subscribers = this.byTopic.get(message.t);
    if (!subscribers) return;
    const event: LiveEvent = { kind: 'event', id: message.i, topic: message.t, payload: message.p ?? {} };
    for (const subscription of subscribers) subscription.push(event);
  }

  private resyncAll() {
    const all = new Set<LiveSubscription>();
    for (const set of this.byTopic.values()) for (const s of set) all.add(s);
    for (const subscription of all) subscription.push(RESYNC);
  }

  private remove(subscription: LiveSubscription) {
    for (const topic of subscription.topics) {
      const set = this.byTopic.get(topic);
      if (!set) continue;
      set.delete(subscription);
      if (set.size === 0) this.byTopic.delete(topic);
    }
  }
}

export function assertLiveTopic(topic: string) {
  if (!LIVE_TOPIC_PATTERN.test(topic)) throw new Error(`Invalid live topic '${topic}': expected '<prefix>:<id>'`);
}
