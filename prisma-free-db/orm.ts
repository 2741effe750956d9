// MikroORM configuration shared by the server, the CLI scripts and the tests.
// Entities are defined with defineEntity (no decorators, no reflect-metadata); migrations are
// committed TypeScript classes listed explicitly, so bundlers and tsx need no folder scanning.
// The migrator (umzug and the migration classes) is loaded only when a database is migrated:
// it is about a seventh of a restart (see migrate).
import { MikroORM, TableNotFoundException, type Options } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities/index';
import { SetupMarker } from './entities/setup-marker';
import { DatabaseSeeder } from './seeders/DatabaseSeeder';
import type { DemoSeedContext } from './seeders/demo-seed-context';
import { travelToday } from '@shared/schemas/travel';
import { ReplicaAwareDriver } from './replicas';
import { AfterCommitSubscriber } from './after-commit';

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return {
    clientUrl,
    // Reads go to the primary unless the code asks for a replica (replicas.ts: readFromReplica).
    driver: ReplicaAwareDriver,
    preferReadReplicas: false,
    subscribers: [new AfterCommitSubscriber()],
    entities,
    extensions: [SeedManager],
    // migrationsList is added by loadMigrator.
    migrations: {
      path: 'prisma-free-db/migrations',
      pathTs: 'prisma-free-db/migrations',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
    },
    seeder: { path: 'prisma-free-db/seeders', defaultSeeder: 'DatabaseSeeder' },
    pool: { min: 0, max: 10 },
    // Calendar dates stay 'YYYY-MM-DD' strings end to end; timestamps are timestamptz.
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
    ...overrides,
  };
}

export async function initOrm(clientUrl: string, overrides: Partial<Options> = {}) {
  return MikroORM.init(ormOptions(clientUrl, overrides));
}

/** Registers the migrator with the committed migrations, loading both on demand. */
export async function loadMigrator(orm: MikroORM) {
  const [{ Migrator }, { migrations }] = await Promise.all([import('@mikro-orm/migrations'), import('./migrations/index')]);
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList: migrations });
  Migrator.register(orm);
  return orm.getMigrator();
}

type SetupStep = 'migrations' | 'demo-seed';

async function readSetupMarker(orm: MikroORM, step: SetupStep) {
  try {
    return await orm.em.fork().findOne(SetupMarker, { step });
  } catch (error) {
    // A database that has never been migrated has no marker table yet.
    if (error instanceof TableNotFoundException) return null;
    throw error;
  }
}

async function writeSetupMarker(orm: MikroORM, step: SetupStep, sourceFingerprint: string, travelDay: string | null = null) {
  await orm.em.fork().upsert(SetupMarker, { step, sourceFingerprint, travelDay, doneAt: new Date() });
}

/**
 * Applies the committed migrations this database has not run yet. With a `fingerprint` (the
 * hash of the sources, src/server/source-fingerprint.ts) the run is recorded, and a database
 * already migrated from the same sources is left alone without loading the migrator.
 */
export async function migrate(orm: MikroORM, { fingerprint }: { fingerprint?: string } = {}): Promise<'migrated' | 'current'> {
  if (fingerprint && (await readSetupMarker(orm, 'migrations'))?.sourceFingerprint === fingerprint) return 'current';
  const migrator = await loadMigrator(orm);
  await migrator.up();
  if (fingerprint) await writeSetupMarker(orm, 'migrations', fingerprint);
  return 'migrated';
}

/**
 * Loads the demo catalogue (every seeder is idempotent). With a `fingerprint` the run is
 * recorded with its travel day, and skipped when this database was already seeded from the
 * same sources on the same travel day: a restart then costs nothing here (the seed checks
 * ~12,000 schedule rows, about a second), while a new day still rolls the flight and tour
 * schedules forward and changed demo data or seeders still apply at the next start.
 */
export async function seedDemoData(orm: MikroORM, demo: DemoSeedContext, { fingerprint }: { fingerprint?: string } = {}): Promise<'seeded' | 'current'> {
  const travelDay = travelToday();
  if (fingerprint) {
    const marker = await readSetupMarker(orm, 'demo-seed');
    if (marker?.sourceFingerprint === fingerprint && marker.travelDay === travelDay) return 'current';
  }
  await new DatabaseSeeder().run(orm.em.fork(), demo);
  if (fingerprint) await writeSetupMarker(orm, 'demo-seed', fingerprint, travelDay);
  return 'seeded';
}

/** Any fixed number, the same in every instance: the key of the start-up setup's lock. */
const SETUP_LOCK_KEY = 7_462_001;

/**
 * Runs the start-up setup (migrations, demo seed) holding a PostgreSQL advisory lock, so
 * instances that start together on one database take turns: the first migrates and seeds,
 * the next find the markers current. The lock belongs to a transaction of its own (on a
 * connection the setup does not use) and ends with it.
 */
export async function withSetupLock<T>(orm: MikroORM, setup: () => Promise<T>): Promise<T> {
  const lock = await orm.em.getConnection().getKnex().transaction();
  try {
    await lock.raw('select pg_advisory_xact_lock(?)', [SETUP_LOCK_KEY]);
    return await setup();
  } finally {
    await lock.commit();
  }
}

/** Applies pending migrations, then loads the demo catalogue (idempotent). */
export async function migrateAndSeed(orm: MikroORM, demo: DemoSeedContext) {
  await migrate(orm);
  await seedDemoData(orm, demo);
}
