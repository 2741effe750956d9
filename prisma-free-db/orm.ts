// MikroORM configuration shared by the server, the CLI scripts and the tests.
// Entities are defined with defineEntity (no decorators, no reflect-metadata); migrations are
// committed TypeScript classes listed explicitly, so bundlers and tsx need no folder scanning.
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities/index';
import { migrations } from './migrations/index';
import { DatabaseSeeder } from './seeders/DatabaseSeeder';

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    migrations: {
      migrationsList: migrations,
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

/** Applies pending migrations, then loads the demo catalogue (idempotent). */
export async function migrateAndSeed(orm: MikroORM, { seed = true } = {}) {
  await orm.getMigrator().up();
  if (seed) await new DatabaseSeeder().run(orm.em.fork());
}
