// Development reset: drop every table, migrate from scratch and load the demo catalogue.
// Works on the embedded PostgreSQL (DATA_DIR) and on DATABASE_URL alike.
import 'dotenv/config';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '@db/database';
import { initOrm, migrateAndSeed } from '@db/orm';
import { demoSeedContext } from '../src/server/features/auth';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const orm = await initOrm(database.url);
try {
  await orm.getSchemaGenerator().dropSchema({ dropMigrationsTable: true });
  await migrateAndSeed(orm, demoSeedContext);
  console.log('database reset: migrated and seeded with the demo catalogue');
} finally {
  await orm.close(true);
  await database.stop();
}
