// Whether the device is online, as TanStack Query sees it (queries pause offline instead of
// failing, and resume when the connection returns).
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    // The server renders online; a page opened offline says so right after it starts.
    () => true,
  );
}

/** TanStack assumes online until told otherwise: a page opened offline says so at once. */
export function startOnlineTracking(): void {
  if (typeof navigator !== 'undefined' && 'onLine' in navigator) onlineManager.setOnline(navigator.onLine);
}
