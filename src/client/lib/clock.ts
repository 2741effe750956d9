// The time, for screens that count down (a booking's hold, a taxi's arrival). One ticking
// clock for all of them, read through React's external-store hook so a screen the server
// rendered (entry-server.tsx) is hydrated with the instant the server rendered it at, and the
// countdown then moves on from the browser's own clock without a mismatch.
import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let latest = Date.now();
let ticker: ReturnType<typeof setInterval> | undefined;
let serverInstant: number | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  ticker ??= setInterval(() => {
    latest = Date.now();
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/** With nobody listening the clock is not ticking: a screen that opens reads it afresh. */
function read(): number {
  if (ticker === undefined) latest = Date.now();
  return latest;
}

/** The instant the page was rendered at on the server (its state), for hydration. */
export function setServerRenderInstant(instant: number | undefined): void {
  serverInstant = instant;
}

/** Now, in steps of `stepMs` (a re-render each step), the server's instant while hydrating. */
export function useNow(stepMs = TICK_MS): number {
  const floor = (instant: number) => instant - (instant % stepMs);
  return useSyncExternalStore(
    subscribe,
    () => floor(read()),
    () => floor(serverInstant ?? read()),
  );
}

/** Whether `instant` has passed: a render when it passes, not one each second before. */
export function usePassed(instant: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read() >= instant,
    () => (serverInstant ?? read()) >= instant,
  );
}
