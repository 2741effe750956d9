import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { demoAccounts } from './demo/accounts';

/**
 * The demo traveller and staff accounts. Only missing accounts are created: hashing a password
 * at full cost takes ~0.4 s, and an existing account (whose owner may have changed its details
 * or password) is left as it is. Runs before the seeders that give the demo traveller bookings.
 */
export class AccountsSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const connection = em.getConnection();
    for (const account of demoAccounts) {
      const existing = await connection.execute('select 1 from app_user where lower(username) = lower(?) or lower(email) = lower(?)', [
        account.username,
        account.email,
      ]);
      if (existing.length > 0) continue;
      // Always the production cost: these accounts may well be tried on a deployed demo.
      const passwordHash = await hashPassword(account.password, 'owasp');
      await connection.execute(
        `insert into app_user (username, email, password_hash, phone, full_name, role, created_at)
         values (?, ?, ?, ?, ?, ?, now() - make_interval(days => ?))
         on conflict do nothing`,
        [account.username, account.email, passwordHash, account.phone, account.fullName, account.role, account.memberForDays],
      );
    }
  }
}
