// Answers kept for offline use: the query client saves the answers of the procedures listed
// here (in IndexedDB, per signed-in user) whenever they arrive, and puts them back at start, so
// My Bookings, a booking, its e-voucher and an order open offline, reloaded or not, and so do
// the catalogue lists a visitor has browsed (Home's deals, the shop's pages; not every search). A restored
// answer counts as stale: online, the screen refetches it at once. Signing out deletes them.
// A screen shows how old its copy is with <SavedCopyNotice> (components/SavedCopyNotice.tsx).
// A new screen that must open offline adds its procedure here. See docs/performance.md#offline.
import { useSyncExternalStore } from 'react';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { kvDelete, kvEntries, kvSet } from './kv-store';

/** tRPC procedures whose answers are kept for offline use. */
export const OFFLINE_PROCEDURES: ReadonlySet<string> = new Set([
  'branding.domainContext',
  'support.card',
  'bookings.list',
  'bookings.get',
  'vouchers.list',
  'shop.orders.get',
  'tours.list',
  'shop.products.list',
]);

/** Of those, the ones that are the same for everyone (the brand's, the catalogue): kept across sign-outs. */
const PUBLIC_PROCEDURES: ReadonlySet<string> = new Set(['branding.domainContext', 'support.card', 'tours.list', 'shop.products.list']);

/** The shop's pages by category and region are kept; what someone searched for is not (it would pile up). */
function worthKeeping(procedure: string, queryKey: QueryKey): boolean {
  if (procedure !== 'shop.products.list') return true;
  const input = (queryKey[1] as { input?: { search?: string } } | undefined)?.input;
  return !input?.search;
}

const PREFIX = 'answer:';

interface SavedAnswer {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
  /** The signed-in user it belongs to (null: anyone's, like the brand). */
  owner: string | null;
}

/** tRPC's query keys start with the procedure's path as an array: [['bookings', 'list'], {...}]. */
export function procedureOf(queryKey: QueryKey): string | undefined {
  const path = queryKey[0];
  return Array.isArray(path) && path.every((part) => typeof part === 'string') ? path.join('.') : undefined;
}

let owner: () => string | null = () => null;

/**
 * Starts saving and restores what was saved for `currentOwner()` (the stored user's id).
 * Called once by createQueryClient.
 */
export function keepAnswersOffline(queryClient: QueryClient, currentOwner: () => string | null): void {
  owner = currentOwner;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') save(event.query);
  });
  void restore(queryClient);
}

function save(query: Query) {
  const procedure = procedureOf(query.queryKey);
  if (!procedure || !OFFLINE_PROCEDURES.has(procedure) || query.state.data === undefined || !worthKeeping(procedure, query.queryKey)) return;
  const saved: SavedAnswer = {
    queryKey: query.queryKey,
    data: query.state.data,
    updatedAt: query.state.dataUpdatedAt,
    owner: PUBLIC_PROCEDURES.has(procedure) ? null : owner(),
  };
  void kvSet(PREFIX + query.queryHash, saved);
}

/** Keeps the answers the server put in the page (they arrive without a fetch). */
export function saveAnswersInCache(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) save(query);
}

// Whether the saved answers have been put back yet: until then a screen without data cannot tell
// "not saved" from "not read yet".
let restored = false;
const restoredListeners = new Set<() => void>();

/** True once the answers saved on this phone are back in the query cache (at start). */
export function useSavedAnswersRestored(): boolean {
  return useSyncExternalStore(
    (listener) => {
      restoredListeners.add(listener);
      return () => restoredListeners.delete(listener);
    },
    () => restored,
    () => false,
  );
}

async function restore(queryClient: QueryClient) {
  try {
    await restoreSaved(queryClient);
  } finally {
    restored = true;
    restoredListeners.forEach((listener) => listener());
  }
}

async function restoreSaved(queryClient: QueryClient) {
  const me = owner();
  for (const [key, saved] of await kvEntries<SavedAnswer>(PREFIX)) {
    if (saved.owner !== null && saved.owner !== me) {
      void kvDelete(key); // another account's, left by a session that ended without signing out
      continue;
    }
    const current = queryClient.getQueryState(saved.queryKey);
    if (current?.data !== undefined && current.dataUpdatedAt >= saved.updatedAt) continue;
    queryClient.setQueryData(saved.queryKey, saved.data, { updatedAt: saved.updatedAt });
    // Shown at once, but stale: online, a screen that uses it fetches the current answer.
    void queryClient.invalidateQueries({ queryKey: saved.queryKey, exact: true, refetchType: 'none' });
  }
}

/**
 * Signing out (or another user signing in) forgets the user's saved answers and the tracked
 * shipments. The brand's answers stay, and so do messages still waiting to be sent.
 */
export async function forgetOfflineData(): Promise<void> {
  const [answers, snapshots] = await Promise.all([kvEntries<SavedAnswer>(PREFIX), kvEntries<unknown>('snapshot:')]);
  await Promise.all([...answers.filter(([, saved]) => saved.owner !== null), ...snapshots].map(([key]) => kvDelete(key)));
}
