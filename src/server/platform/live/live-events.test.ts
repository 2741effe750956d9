import { describe, expect, it } from 'vitest';
import { LiveSubscription, assertLiveTopic, type LiveMessage } from './live-events';

const event = (n: number): LiveMessage => ({ kind: 'event', id: `e${n}`, topic: 'test:1', payload: { n } });

function subscription(maxQueue = 3) {
  const removed: LiveSubscription[] = [];
  const s = new LiveSubscription(['test:1'], maxQueue, (x) => removed.push(x));
  return { s, removed };
}

describe('LiveSubscription', () => {
  it('hands out queued messages in order, then waits for the next', async () => {
    const { s } = subscription();
    s.push(event(1));
    s.push(event(2));
    expect((await s.next()).value).toEqual(event(1));
    expect((await s.next()).value).toEqual(event(2));
    const waiting = s.next();
    s.push(event(3));
    expect((await waiting).value).toEqual(event(3));
  });

  it('replaces a queue that a resync makes redundant, or that grew past its limit, by one resync', async () => {
    const { s } = subscription(3);
    s.push(event(1));
    s.push({ kind: 'resync' });
    s.push(event(2));
    expect((await s.next()).value).toEqual({ kind: 'resync' });
    expect((await s.next()).value).toEqual(event(2));
    for (let n = 0; n < 4; n++) s.push(event(n));
    expect((await s.next()).value).toEqual({ kind: 'resync' });
  });

  it('ends quietly when the subscriber leaves, and with SERVICE_UNAVAILABLE on shutdown', async () => {
    const left = subscription();
    const waiting = left.s.next();
    await left.s.return();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(left.removed).toEqual([left.s]);
    left.s.push(event(1));
    expect((await left.s.next()).done).toBe(true);

    const closed = subscription();
    const pending = closed.s.next();
    closed.s.end('closed');
    await expect(pending).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(closed.s.next()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('live topics', () => {
  it('are <prefix>:<id>', () => {
    for (const topic of ['ride:2f1c0d9e-1111-4e1b-9c3a-0123456789ab', 'shipment:MT123456789CKE', 'user:abc'])
      expect(() => assertLiveTopic(topic)).not.toThrow();
    for (const topic of ['ride', 'Ride:1', 'ride:', 'ride:a b', `ride:${'x'.repeat(201)}`]) expect(() => assertLiveTopic(topic)).toThrow(/Invalid live topic/);
  });
});
