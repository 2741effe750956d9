// The signed-in user on the client: the `auth.me` query is the one source of truth,
// mirrored to localStorage under 'user' so a reload shows the account at once. On start the
// stored user is the query's initial data and is checked once against the server
// (useSessionCheck): a stale session or corrupt stored JSON is discarded. The session itself
// is an HttpOnly cookie; nothing secret is kept in the browser.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { USER_ROLES } from '@shared/roles';
import { isLanguage } from '@shared/languages';
import { trpc } from './trpc';
import { forgetOfflineData } from './offline/saved-answers';

export const STORED_USER_KEY = 'user';

const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * The shape of ZUser, checked by hand: zod would be the first screen's largest library
 * (25 kB gz), and the server's answer to auth.me replaces what is stored anyway.
 */
export function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<keyof User, unknown>;
  return (
    isText(user.id) &&
    isText(user.username) &&
    isText(user.email) &&
    isTextOrNull(user.phone) &&
    isTextOrNull(user.fullName) &&
    (USER_ROLES as readonly unknown[]).includes(user.role) &&
    isText(user.createdAt) &&
    (user.language === null || isLanguage(user.language))
  );
}

export function readStoredUser(): User | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORED_USER_KEY);
  } catch {
    return undefined; // storage disabled (private mode): the server check still tells us
  }
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredUser(parsed)) return parsed;
  } catch {
    // not JSON: fall through and discard
  }
  localStorage.removeItem(STORED_USER_KEY);
  return undefined;
}

export function writeStoredUser(user: User | null) {
  // Saved offline answers belong to the user who was signed in: another user, or none, drops them.
  const before = readStoredUser()?.id ?? null;
  if (before !== (user?.id ?? null) && before !== null) void forgetOfflineData();
  try {
    if (user) localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // storage full or disabled: the session cookie still works for this visit
  }
}

// Read once per page load: whether the first `auth.me` answer came from storage and so still
// needs the server's word.
const storedAtStart = readStoredUser();
let sessionChecked = false;

/** The signed-in user, or null. `checking` while a first visit has not heard from the server. */
export function useCurrentUser(): { user: User | null; checking: boolean; isStaff: boolean } {
  const { data, isPending } = trpc.auth.me.useQuery(undefined, {
    // Read when the cache entry is created; storage is kept in step with it from then on.
    initialData: readStoredUser,
    staleTime: Infinity,
  });
  const user = data ?? null;
  return { user, checking: isPending, isStaff: user?.role === 'staff' || user?.role === 'admin' };
}

/**
 * Mounted once (by the auth layer): checks a stored user against the server and keeps
 * localStorage in step with the `auth.me` cache.
 */
export function useSessionCheck() {
  const utils = trpc.useUtils();
  const { user } = useCurrentUser();
  useEffect(() => {
    if (!storedAtStart || sessionChecked) return;
    sessionChecked = true;
    void utils.auth.me.invalidate();
  }, [utils]);
  useEffect(() => {
    writeStoredUser(user);
  }, [user]);
}

/**
 * After sign-in, registration or sign-out: set the user in cache and storage, and refetch what
 * belongs to the previous user (bookings, profile...). The brand is the same for everyone.
 */
export function useSetCurrentUser() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return (user: User | null) => {
    writeStoredUser(user);
    // A `me` still on its way was asked with the cookie from before this change (a sign-in ends
    // the old session, and the old session's live streams ask `me` again at once): its answer
    // would undo this one, so it is dropped. A `me` asked from now on carries the new cookie.
    void utils.auth.me.cancel();
    utils.auth.me.setData(undefined, user);
    const keep = new Set(['auth', 'branding']);
    void queryClient.invalidateQueries({
      predicate: (query) => {
        const path = query.queryKey[0];
        return !(Array.isArray(path) && keep.has(String(path[0])));
      },
    });
  };
}

/** Signs out on the server, then forgets the user here whatever the network said. */
export function useLogout() {
  const setCurrentUser = useSetCurrentUser();
  const logout = trpc.auth.logout.useMutation({ onSettled: () => setCurrentUser(null) });
  return { logout: () => logout.mutateAsync().catch(() => undefined), loggingOut: logout.isPending };
}

/** 'AD' for Amina Demo; the username's first letter without a full name. */
export function userInitials(user: Pick<User, 'username' | 'fullName'>): string {
  const words = (user.fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [user.username[0]];
  return letters.join('').toUpperCase();
}
