// The start-up setup (prisma-free-db/orm.ts): migrations and the demo seed are recorded with
// the sources' fingerprint and skipped when current, and instances that start together on one
// empty database take turns under the setup lock instead of migrating at the same time.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase } from '@db/embedded-postgres';
import { SetupMarker } from '@db/entities/setup-marker';
import { initOrm, migrate, seedDemoData, withSetupLock } from '@db/orm';
import { addDays, travelToday } from '@shared/schemas/travel';
import { sourceFingerprint } from '../../src/server/source-fingerprint';
import { demoSeedContext } from '../../src/server/features/auth';

const orms: MikroORM[] = [];
afterAll(async () => {
  await Promise.all(orms.map((orm) => orm.close(true)));
});

/** An empty database of its own (not the migrated template) and an ORM on it. */
async function emptyDatabase(): Promise<string> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const name = `${inject('testTemplateDatabase')}_empty_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function orm(url: string): Promise<MikroORM> {
  const instance = await initOrm(url);
  orms.push(instance);
  return instance;
}

/** What src/server/main.ts does at every start. */
const startUp = (instance: MikroORM, fingerprint: string) =>
  withSetupLock(instance, async () => ({
    migrations: await migrate(instance, { fingerprint }),
    seed: await seedDemoData(instance, demoSeedContext, { fingerprint }),
  }));

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

describe('start-up setup', () => {
  const fingerprint = sourceFingerprint();

  it('two instances starting together on an empty database: one migrates and seeds, the other finds it done', async () => {
    const url = await emptyDatabase();
    const [first, second] = await Promise.all([orm(url), orm(url)]);
    const results = await Promise.all([startUp(first, fingerprint), startUp(second, fingerprint)]);
    expect(results).toContainEqual({ migrations: 'migrated', seed: 'seeded' });
    expect(results).toContainEqual({ migrations: 'current', seed: 'current' });
    expect(await count(url, 'tour_package')).toBe(8);
    expect(await count(url, 'mikro_orm_migrations')).toBeGreaterThan(0);
  });

  it('a restart skips both; other sources or another travel day run them again', async () => {
    const url = await emptyDatabase();
    const instance = await orm(url);
    expect(await startUp(instance, fingerprint)).toEqual({ migrations: 'migrated', seed: 'seeded' });
    expect(await startUp(instance, fingerprint)).toEqual({ migrations: 'current', seed: 'current' });

    // A new day: the schedules must roll, so the seed runs again (migrations stay current).
    await instance.em.fork().nativeUpdate(SetupMarker, { step: 'demo-seed' }, { travelDay: addDays(travelToday(), -1) });
    expect(await startUp(instance, fingerprint)).toEqual({ migrations: 'current', seed: 'seeded' });

    // Changed sources (a new build): both run again, and are recorded with the new fingerprint.
    expect(await startUp(instance, 'other-sources')).toEqual({ migrations: 'migrated', seed: 'seeded' });
    const markers = await instance.em.fork().find(SetupMarker, {}, { orderBy: { step: 'asc' } });
    expect(markers.map((marker) => [marker.step, marker.sourceFingerprint, marker.travelDay])).toEqual([
      ['demo-seed', 'other-sources', travelToday()],
      ['migrations', 'other-sources', null],
    ]);
  });

  it('without a fingerprint (tests, db:reset) nothing is skipped or recorded', async () => {
    const url = await emptyDatabase();
    const instance = await orm(url);
    expect(await migrate(instance)).toBe('migrated');
    expect(await seedDemoData(instance, demoSeedContext)).toBe('seeded');
    expect(await seedDemoData(instance, demoSeedContext)).toBe('seeded');
    expect(await count(url, 'setup_marker')).toBe(0);
  });
});
