// Read replicas (DATABASE_REPLICA_URLS) through MikroORM's `replicas`. MikroORM would send every
// read outside a transaction to a replica (`preferReadReplicas`), which would show a traveller
// a stale booking right after making it. Here reads go to the primary unless the code around
// them asks for a replica with `readFromReplica`, which the catalogue reads do (the public
// catalogue and search: trpc/init.ts). Inside a transaction, and for every write, the primary
// is used whatever the caller asked. Raw statements (`em.execute`) follow the same rule, since
// the catalogue's searches are raw SQL (docs/architecture.md#raw-sql).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AnyEntity, ConnectionType, EntityData, LoggingOptions, QueryResult, Transaction } from '@mikro-orm/core';
import { PostgreSqlDriver, type MikroORM, type Options } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';

const replicaReads = new AsyncLocalStorage<true>();

/**
 * Runs `work` with its reads outside transactions on a replica (a random one per query), for
 * answers that may lag the primary by the replication delay: catalogue lists and searches.
 * Without replicas configured the primary answers, as everywhere else.
 */
export function readFromReplica<T>(work: () => T): T {
  return replicaReads.run(true, work);
}

export class ReplicaAwareDriver extends PostgreSqlDriver {
  protected override resolveConnectionType(args: { ctx?: Transaction; connectionType?: ConnectionType }): ConnectionType {
    if (!args.ctx && !args.connectionType) return replicaReads.getStore() ? 'read' : 'write';
    return super.resolveConnectionType(args);
  }

  override async execute<T extends QueryResult | EntityData<AnyEntity> | EntityData<AnyEntity>[] = EntityData<AnyEntity>[]>(
    queryOrKnex: string | Knex.QueryBuilder | Knex.Raw,
    params: unknown[] = [],
    method: 'all' | 'get' | 'run' = 'all',
    ctx?: Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    const connection = !ctx && method !== 'run' && replicaReads.getStore() ? this.getConnection('read') : this.getConnection('write');
    return this.rethrow(connection.execute<T>(queryOrKnex, params, method, ctx, loggerContext));
  }

  /** The replicas' connections, in DATABASE_REPLICA_URLS order. */
  replicaConnections() {
    return [...this.replicas];
  }
}

/** The ORM options for DATABASE_REPLICA_URLS (comma-separated; empty: none). */
export function replicaOptions(replicaUrls: readonly string[]): Partial<Options> {
  return { replicas: replicaUrls.map((clientUrl, i) => ({ name: `replica-${i + 1}`, clientUrl })) };
}

export interface PoolFigures {
  /** 'primary', 'replica-1', … */
  name: string;
  used: number;
  free: number;
  /** Queries waiting for a connection. */
  pending: number;
  max: number;
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/** Each connection pool of the ORM, for the metrics. */
export function databasePools(orm: MikroORM): PoolFigures[] {
  const driver = orm.em.getDriver();
  const replicas = driver instanceof ReplicaAwareDriver ? driver.replicaConnections() : [];
  const connections = [
    { name: 'primary', connection: driver.getConnection('write') },
    ...replicas.map((connection, i) => ({ name: `replica-${i + 1}`, connection })),
  ];
  return connections.map(({ name, connection }) => {
    const pool = (connection.getKnex().client as { pool?: TarnPool }).pool;
    return { name, used: pool?.numUsed() ?? 0, free: pool?.numFree() ?? 0, pending: pool?.numPendingAcquires() ?? 0, max: pool?.max ?? 0 };
  });
}
