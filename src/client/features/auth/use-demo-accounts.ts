import { trpc } from '../../lib/trpc';

/**
 * The demo accounts this deployment has: the server names them only where
 * the demo seed runs, so a production build carries no credentials and shows no hint.
 */
export function useDemoAccounts() {
  const { data } = trpc.auth.demoAccounts.useQuery(undefined, { staleTime: Infinity, gcTime: Infinity });
  const accounts = data ?? [];
  return {
    traveller: accounts.find((account) => account.role === 'traveller'),
    staff: accounts.find((account) => account.role === 'staff'),
    admin: accounts.find((account) => account.role === 'admin'),
  };
}
