import { QueryClient } from '@tanstack/react-query';

// Spec §9: no automatic retries (the domain context sets its own 3), no refetch on window
// focus, no polling, cached data never counts as stale. Screens that must show fresh data
// (bookings after a payment, say) invalidate explicitly.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
