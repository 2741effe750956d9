// Writes a new migration with the difference between the entities and the committed
// migrations: starts a scratch embedded PostgreSQL, applies every migration, diffs.
// Usage: npm run db:migration -- <name>
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase, startEmbeddedPostgres } from '@db/embedded-postgres';
import { initOrm, loadMigrator } from '@db/orm';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run db:migration -- <name>');
  process.exit(2);
}
const dir = await mkdtemp(path.join(os.tmpdir(), 'manasa-migration-'));
const server = await startEmbeddedPostgres(dir);
try {
  await ensureDatabase(server.adminUrl, 'scratch');
  const orm = await initOrm(server.urlFor('scratch'));
  const migrator = await loadMigrator(orm);
  await migrator.up();
  const result = await migrator.createMigration('prisma-free-db/migrations', false, false, name);
  console.log(result.fileName ? `wrote prisma-free-db/migrations/${result.fileName}: add it to prisma-free-db/migrations/index.ts` : 'no changes');
  await orm.close();
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
