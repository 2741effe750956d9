import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/schemas/bookings';
import { procedureOf } from '../../lib/offline/saved-answers';

/**
 * A booking as one of the My Bookings lists in the query cache has it (saved offline with
 * them), so a voucher opens at once, and offline, without its own request having been made.
 */
export function useBookingFromLists(id: string): { booking: Booking; updatedAt: number } | undefined {
  const queryClient = useQueryClient();
  for (const query of queryClient.getQueryCache().getAll()) {
    if (procedureOf(query.queryKey) !== 'bookings.list' || !Array.isArray(query.state.data)) continue;
    const booking = (query.state.data as Booking[]).find((candidate) => candidate.id === id);
    if (booking) return { booking, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}
