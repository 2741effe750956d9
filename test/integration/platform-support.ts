// Helpers for the platform tests: an inbox that collects pushed values and hands them out in
// order (waiting, with a timeout, for the next one: never a sleep), and a tRPC client that
// subscribes over real SSE (an EventSource ponyfill, sending the session cookie).
import { EventSource } from 'eventsource';
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import type { AppRouter } from '../../src/server/api/app-router';
import type { TestApp } from '../support/test-app';

export class Inbox<T> {
  private readonly items: T[] = [];
  private waiters: { resolve: (value: T) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }[] = [];

  push = (item: T) => {
    const waiter = this.waiters.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.resolve(item);
    } else {
      this.items.push(item);
    }
  };

  /** The next value, waiting for it up to `timeoutMs` (a failure, not a pause). */
  next(timeoutMs = 10_000): Promise<T> {
    if (this.items.length) return Promise.resolve(this.items.shift() as T);
    return new Promise((resolve, reject) => {
      const waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          reject(new Error(`nothing arrived within ${timeoutMs} ms`));
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /** Values already received and not taken. */
  get pending(): readonly T[] {
    return this.items;
  }
}

/** A tRPC client whose subscriptions go over SSE to `app`, signed in with `cookie`. */
export function sseClient(app: Pick<TestApp, 'baseUrl'>, cookie?: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${app.baseUrl}/trpc`,
        EventSource,
        eventSourceOptions: {
          fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...(cookie ? { cookie } : {}) } }),
        },
      }),
    ],
  });
}
