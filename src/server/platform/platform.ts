// The per-instance platform services: one LISTEN connection, the live event fan-out on it, and
// the job worker. Built once in main.ts (and per test app), started before the HTTP server
// listens, stopped on shutdown before the ORM closes. See docs/platform.md.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { PgListener } from './pg-listener';
import { LiveEvents } from './live/live-events';
import { JobScheduler } from './jobs/job-scheduler';
import { CatalogueChanges } from './catalogue-changes';
import type { AnyJobDefinition } from './jobs/define-job';

export interface PlatformOptions {
  orm: MikroORM;
  config: AppConfig;
  log: Logger;
  /** Every job kind this instance can run (src/server/jobs.ts). */
  jobs: readonly AnyJobDefinition[];
  /** Names the instance in logs, job claims and pg_stat_activity. */
  instanceName?: string;
  /** LISTEN reconnect backoff (tests shorten it). */
  minReconnectDelayMs?: number;
}

export class Platform {
  readonly listener: PgListener;
  readonly live: LiveEvents;
  readonly jobs: JobScheduler;
  /** Writes to catalogue tables on any instance (the catalogue cache listens). */
  readonly catalogueChanges: CatalogueChanges;
  private started = false;

  constructor(private readonly options: PlatformOptions) {
    const log = options.log.child({ component: 'platform' });
    this.listener = new PgListener({
      connectionString: listenerConnectionString(options.orm),
      log,
      applicationName: options.instanceName ? `manasa-listener:${options.instanceName}` : 'manasa-listener',
      minReconnectDelayMs: options.minReconnectDelayMs,
    });
    this.live = new LiveEvents(this.listener, { log });
    this.catalogueChanges = new CatalogueChanges(this.listener);
    this.jobs = new JobScheduler({
      em: options.orm.em,
      listener: this.listener,
      config: options.config,
      log: options.log,
      jobs: options.jobs,
      name: options.instanceName,
    });
  }

  /** Builds and starts one: `const platform = await Platform.start({ orm, config, log, jobs: appJobs })`. */
  static async start(options: PlatformOptions): Promise<Platform> {
    const platform = new Platform(options);
    await platform.start();
    return platform;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.listener.start();
    if (this.options.config.JOB_WORKER) await this.jobs.start();
  }

  /**
   * Ends live subscriptions first (their SSE responses finish, so the HTTP server can close and
   * browsers reconnect to another instance), then the job worker (with its grace period), then
   * the LISTEN connection.
   */
  async stop(options: { graceMs?: number; release?: boolean } = {}): Promise<void> {
    this.live.close();
    await this.jobs.stop(options);
    await this.listener.close();
  }
}

function listenerConnectionString(orm: MikroORM): string {
  const url = orm.config.getClientUrl();
  if (!url) throw new Error('The platform needs the database URL (clientUrl) for its LISTEN connection');
  return url;
}
