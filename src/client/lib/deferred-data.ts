import { useDeferredValue } from 'react';

/**
 * A query's answer as a list screen renders it. When the answer arrives, React first finishes
 * the frame with what was on screen (the spinner), then renders the cards in the background,
 * in slices of a few milliseconds between which the phone answers taps, instead of in one long
 * task (Total Blocking Time; docs/performance.md). `arriving` is true in between: the screen
 * still says it is loading.
 */
export function useDeferredData<T>(data: T | undefined): { data: T | undefined; arriving: boolean } {
  const deferred = useDeferredValue(data);
  return { data: deferred, arriving: deferred === undefined && data !== undefined };
}
