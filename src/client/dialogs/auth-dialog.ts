// A tiny store for the sign-in/register dialog, so every place that lets a user sign in
// (side menu, Home's header, 'staff only' screens, profile) opens the same dialog.
import { useSyncExternalStore } from 'react';

/** 'forgot': 'Forgot password?', asking for the e-mail address a reset link goes to. */
export type AuthDialogMode = 'login' | 'register' | 'forgot';
interface AuthDialogState {
  opened: boolean;
  mode: AuthDialogMode;
}

/** Closed: as the server renders it, and as every page starts. */
const CLOSED: AuthDialogState = { opened: false, mode: 'login' };
let state: AuthDialogState = CLOSED;
const listeners = new Set<() => void>();
function set(next: AuthDialogState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openAuthDialog(mode: AuthDialogMode = 'login') {
  set({ opened: true, mode });
}
export function closeAuthDialog() {
  set({ ...state, opened: false });
}
export function setAuthDialogMode(mode: AuthDialogMode) {
  set({ ...state, mode });
}
export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => CLOSED,
  );
}
