import type { EntityManager } from '@mikro-orm/postgresql';
import { User as UserEntity } from '@db/entities/user';
import { demoAccounts } from '@db/seeders/demo/accounts';
import type { AppConfig } from '../../config';
import type { DemoAccount } from '@shared/schemas/auth';
import type { DemoSeedContext } from '@db/seeders/demo-seed-context';
import { hashPassword } from './passwords';

/** The demo seed stores the demo accounts' passwords hashed at the production cost: they may well be tried on a deployed demo. */
export const demoSeedContext: DemoSeedContext = { hashPassword: (password) => hashPassword(password, 'owasp') };

/**
 * The demo accounts the sign-in dialog may offer: only where the demo seed
 * is on (SEED_DEMO_DATA, by default only with the embedded database) and only those that exist.
 * Their passwords are public demo data; nothing about them is compiled into the client.
 */
export async function listDemoAccounts(em: EntityManager, config: Pick<AppConfig, 'SEED_DEMO_DATA'>): Promise<DemoAccount[]> {
  if (!config.SEED_DEMO_DATA) return [];
  const usernames = demoAccounts.map((account) => account.username);
  const existing = await em.find(UserEntity, { username: { $in: usernames } }, { fields: ['username'] });
  const present = new Set(existing.map((user) => user.username));
  return demoAccounts.filter((account) => present.has(account.username)).map(({ username, password, role }) => ({ username, password, role }));
}
