// The seeded demo accounts, from the seed data itself so the hint can never drift from it.
import { DEMO_STAFF_USERNAME, DEMO_TRAVELLER_USERNAME, demoAccounts } from '../../../../prisma-free-db/seeders/demo/accounts';

function account(username: string) {
  const found = demoAccounts.find((a) => a.username === username);
  if (!found) throw new Error(`No demo account '${username}'`);
  return { username: found.username, password: found.password };
}

export const DEMO_TRAVELLER = account(DEMO_TRAVELLER_USERNAME);
export const DEMO_STAFF = account(DEMO_STAFF_USERNAME);
