// One dedicated PostgreSQL connection per app instance for LISTEN. A pooled connection cannot
// hold LISTEN (it goes back to the pool), so this is a plain `pg` client of its own. It listens
// on the channels registered before start() and hands each notification to their handlers in
// arrival order, which PostgreSQL guarantees to be commit order.
//
// Notifications sent while the connection is down are lost. So when it drops (database
// restart, network, a terminated backend, a failed heartbeat) it reconnects with backoff and
// then calls the onReconnect handlers, which resync: live subscribers reload current state,
// job workers poll. See docs/platform.md.
import pg from 'pg';
import type { Logger } from '../logger';

export interface PgListenerOptions {
  connectionString: string;
  log: Logger;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
  /** First reconnect delay; doubles up to maxReconnectDelayMs. */
  minReconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** A `select 1` this often finds a half-open connection that TCP has not noticed. */
  heartbeatMs?: number;
}

type ChannelHandler = (payload: string) => void;

export class PgListener {
  private readonly handlers = new Map<string, Set<ChannelHandler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private client: pg.Client | null = null;
  private started = false;
  private closed = false;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PgListenerOptions) {}

  /** Registers a handler for a channel. Channels must be known before start(). */
  listen(channel: string, handler: ChannelHandler): () => void {
    if (this.started && !this.handlers.has(channel)) throw new Error(`PgListener: channel '${channel}' must be registered before start()`);
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Called after the connection came back: anything sent meanwhile was missed. */
  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  get connected(): boolean {
    return this.client !== null;
  }

  /** Connects and LISTENs; throws when the first connection fails. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.client = await this.openConnection();
    const heartbeatMs = this.options.heartbeatMs ?? 30_000;
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), heartbeatMs);
    this.heartbeatTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  /** The server process id of the listening connection (tests terminate it to force a reconnect). */
  async backendPid(): Promise<number | null> {
    const client = this.client;
    if (!client) return null;
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return rows[0]?.pid ?? null;
  }

  private async openConnection(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName ?? 'manasa-listener',
      keepAlive: true,
    });
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    client.on('error', (error) => this.connectionLost(client, error));
    client.on('end', () => this.connectionLost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private dispatch(channel: string, payload: string) {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.options.log.error({ err: error, channel }, 'notification handler failed');
      }
    }
  }

  private connectionLost(client: pg.Client, error?: unknown) {
    // Events of a connection that is no longer (or not yet) the current one are ignored:
    // openConnection reports its own failures.
    if (client !== this.client || this.closed) return;
    this.client = null;
    this.options.log.warn({ err: error }, 'LISTEN connection lost; reconnecting');
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.reconnectTimer) return;
    const min = this.options.minReconnectDelayMs ?? 250;
    const max = this.options.maxReconnectDelayMs ?? 10_000;
    const delay = Math.min(max, min * 2 ** this.reconnectAttempt);
    this.reconnectAttempt++;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.reconnect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private async reconnect() {
    if (this.closed) return;
    let client: pg.Client;
    try {
      client = await this.openConnection();
    } catch (error) {
      this.options.log.warn({ err: error, attempt: this.reconnectAttempt }, 'LISTEN reconnect failed');
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnectAttempt = 0;
    this.options.log.info('LISTEN connection restored; subscribers resync');
    for (const handler of this.reconnectHandlers) {
      try {
        handler();
      } catch (error) {
        this.options.log.error({ err: error }, 'reconnect handler failed');
      }
    }
  }

  private async heartbeat() {
    const client = this.client;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.query('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('heartbeat timed out')), 10_000);
        }),
      ]);
    } catch (error) {
      this.connectionLost(client, error);
    } finally {
      clearTimeout(timer);
    }
  }
}
