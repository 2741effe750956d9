// The mail view (the mail button opens it): one dialog for the whole app, opened from
// the top bar and Home's header alike, and the unread count their badges show. The support
// feature's MailLayer (mounted once by the app layout) renders the dialog and keeps the count
// live, so a screen with two mail buttons still holds one live connection.
import { useSyncExternalStore } from 'react';

interface MailState {
  opened: boolean;
  /** Staff: unread inbox e-mails; a traveller: unread replies from support; signed out: 0. */
  unread: number;
}

/** Closed: as the server renders it, and as every page starts. */
const CLOSED: MailState = { opened: false, unread: 0 };
let state: MailState = CLOSED;
const listeners = new Set<() => void>();
function set(next: Partial<MailState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const openMailDialog = () => set({ opened: true });
export const closeMailDialog = () => set({ opened: false });
export const setMailUnread = (unread: number) => {
  if (unread !== state.unread) set({ unread });
};

export function useMailState(): MailState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => CLOSED,
  );
}
