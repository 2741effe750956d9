import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { keepAnswersOffline } from './offline/saved-answers';
import { startOnlineTracking } from './offline/online';
import { readStoredUser } from './current-user';
import type { User } from '@shared/schemas/auth';

/** The `auth.me` query's key, as tRPC's React client writes it. */
const ME_KEY = [['auth', 'me'], { type: 'query' }];

function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401;
}

// No automatic retries (the domain context sets its own 3), no refetch on window
// focus, no polling, cached data never counts as stale. Screens that must show fresh data
// (bookings after a payment, say) invalidate explicitly.
export function createQueryClient({ inBrowser = true }: { inBrowser?: boolean } = {}) {
  // A 401 from any call means the session ended (expired, or signed out elsewhere): re-ask
  // the server who we are, which clears the stored user and shows the signed-out state.
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: [['auth', 'me']] });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  if (!inBrowser) return queryClient; // the server's render (entry-server.tsx)
  // Offline: queries pause rather than fail, and saved answers come back (lib/offline/). The
  // answers belong to the user the server named in the page, else to the stored one.
  startOnlineTracking();
  keepAnswersOffline(queryClient, () => (queryClient.getQueryData<User | null>(ME_KEY) ?? readStoredUser())?.id ?? null);
  return queryClient;
}
