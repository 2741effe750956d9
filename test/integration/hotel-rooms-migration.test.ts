import { randomBytes } from 'node:crypto';
import { afterAll, expect, it, inject } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase } from '@db/embedded-postgres';
import { initOrm, loadMigrator } from '@db/orm';

// The hotel_rooms migration on a database that has hotels, ledger rows and bookings from before
// room types: each hotel gets a standard type with all its rooms, its nights become that type's
// ledger rows, and its bookings hold their rooms of it (so they still count, and give back).
let orm: MikroORM | undefined;
afterAll(() => orm?.close());

it('carries hotels, their booked nights and their bookings over to a standard room type', async () => {
  const adminUrl = inject('testDatabaseAdminUrl');
  const name = `hotel_rooms_migration_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  orm = await initOrm(url.toString());
  const migrator = await loadMigrator(orm);
  await migrator.up({ to: 'Migration20261127140700_cash_on_delivery' });

  const db = orm.em.getConnection();
  await db.execute(
    `insert into hotel (id, name, city, country, location, description, price_per_night_cents, rating, rooms, amenities, images)
     values ('old-lodge', 'Old Lodge', 'Nairobi', 'Kenya', 'Karen, Nairobi, Kenya', 'Before room types', 16500, 4.5, 4, '[]', '[]')`,
  );
  await db.execute(`insert into hotel_night (hotel_id, night, capacity, booked) values ('old-lodge', '2030-01-10', 4, 3), ('old-lodge', '2030-01-11', 4, 1)`);
  const [user] = await db.execute<{ id: string }[]>(
    `insert into app_user (username, email, password_hash, role) values ('old_guest', 'old@example.com', 'x', 'traveller') returning id`,
  );
  await db.execute(
    `insert into booking (user_id, type, status, confirmation_code, item_id, start_date, end_date, quantity, subtotal_cents, total_cents, booking_details)
     values (?, 'hotel', 'confirmed', 'MTOLD001', 'old-lodge', '2030-01-10', '2030-01-12', 1, 33000, 33000, '{}'),
            (?, 'hotel', 'confirmed', 'MTOLD002', 'old-lodge', '2030-01-10', '2030-01-11', 2, 33000, 33000, '{}'),
            (?, 'tour', 'confirmed', 'MTOLD003', 'tour-1', '2030-01-10', '2030-01-10', 2, 1000, 1000, '{}')`,
    [user.id, user.id, user.id],
  );

  await migrator.up();

  expect(await db.execute(`select id, name, max_occupancy, price_per_night_cents, rooms from hotel_room_type where hotel_id = 'old-lodge'`)).toEqual([
    { id: 'old-lodge--standard', name: 'Standard double', max_occupancy: 2, price_per_night_cents: 16500, rooms: 4 },
  ]);
  expect(
    await db.execute(
      `select to_char(night, 'YYYY-MM-DD') as night, capacity, booked from hotel_room_night where room_type_id = 'old-lodge--standard' order by night`,
    ),
  ).toEqual([
    { night: '2030-01-10', capacity: 4, booked: 3 },
    { night: '2030-01-11', capacity: 4, booked: 1 },
  ]);
  expect(await db.execute(`select confirmation_code, held_rooms from booking order by confirmation_code`)).toEqual([
    { confirmation_code: 'MTOLD001', held_rooms: [{ roomTypeId: 'old-lodge--standard', rooms: 1 }] },
    { confirmation_code: 'MTOLD002', held_rooms: [{ roomTypeId: 'old-lodge--standard', rooms: 2 }] },
    { confirmation_code: 'MTOLD003', held_rooms: null },
  ]);
  expect(await db.execute(`select child_age_limit, child_rate_cents from hotel where id = 'old-lodge'`)).toEqual([{ child_age_limit: 6, child_rate_cents: 0 }]);

  // From now on a hotel's rooms are its types' rooms together.
  await db.execute(
    `insert into hotel_room_type (id, hotel_id, name, max_occupancy, price_per_night_cents, rooms) values ('old-lodge--family', 'old-lodge', 'Family room for 4', 4, 23000, 2)`,
  );
  expect(await db.execute(`select rooms from hotel where id = 'old-lodge'`)).toEqual([{ rooms: 6 }]);
});
