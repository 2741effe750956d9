import { raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { User } from '../entities/user';
import type { DemoSeedContext } from './demo-seed-context';
import { demoAccounts } from './demo/accounts';
import { insertNew } from './upsert';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo traveller and staff accounts. Only missing accounts are created: hashing a password
 * at full cost takes ~0.4 s, and an existing account (whose owner may have changed its details
 * or password) is left as it is. Runs before the seeders that give the demo traveller bookings.
 */
export class AccountsSeeder extends Seeder<DemoSeedContext> {
  async run(em: EntityManager, context?: DemoSeedContext): Promise<void> {
    if (!context) throw new Error("The demo accounts need the app's password hashing (DemoSeedContext)");
    for (const account of demoAccounts) {
      const existing = await em.count(User, {
        $or: [{ [sql.lower('username')]: raw('lower(?)', [account.username]) }, { [sql.lower('email')]: raw('lower(?)', [account.email]) }],
      });
      if (existing > 0) continue;
      const passwordHash = await context.hashPassword(account.password);
      await insertNew(em, User, [
        {
          username: account.username,
          email: account.email,
          passwordHash,
          phone: account.phone,
          fullName: account.fullName,
          role: account.role,
          createdAt: new Date(Date.now() - account.memberForDays * DAY_MS),
          // Demo addresses (example domains) receive no mail; they are shown as verified.
          emailVerifiedAt: new Date(Date.now() - account.memberForDays * DAY_MS),
        },
      ]);
    }
  }
}
