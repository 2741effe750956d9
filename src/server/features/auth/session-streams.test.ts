import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LiveEvents } from '../../platform/live/live-events';
import type { PgListener } from '../../platform/pg-listener';
import { createLogger } from '../../logger';
import { untilSessionEnds } from './session-streams';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session row as the database would answer for it: found until it expires. */
function databaseWithSessionUntil(expiresAt: number) {
  const findOne = vi.fn(async () => (Date.now() < expiresAt ? { expiresAt: new Date(expiresAt) } : null));
  return { em: { fork: () => ({ findOne }) } as unknown as EntityManager, findOne };
}

const live = () => new LiveEvents({ listen: () => undefined, onReconnect: () => undefined } as unknown as PgListener, { log: createLogger('silent') });

/** A subscription that sends one value, then waits for events that never come. */
async function* quietStream() {
  yield 'snapshot';
  await new Promise(() => undefined);
}

describe('untilSessionEnds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['an hour', 60 * 60 * 1000],
    ['30 days (past the longest timer Node keeps)', 30 * DAY_MS],
  ])('ends the stream when its session expires in %s', async (_, lifetime) => {
    const { em, findOne } = databaseWithSessionUntil(Date.now() + lifetime);
    const stream = untilSessionEnds(quietStream(), { em, live: live(), token: 'token', language: 'en', toStreamError: (cause) => cause as Error });
    expect(await stream.next()).toEqual({ value: 'snapshot', done: false });
    const next = stream.next();
    const outcome = next.then(
      () => 'still open',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(lifetime - 1000);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBe('Your session has ended. Please sign in again.');
    expect(findOne.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
