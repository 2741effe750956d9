import { describe, expect, it } from 'vitest';
import { FairQueue } from './passwords';

// Issue 9, item 11: the password-hashing queue is fair between client networks.
describe('the hashing queue (item 11)', () => {
  /** A task that finishes when released, recording the order tasks started in. */
  function harness(limit: number) {
    let now = 0;
    const queue = new FairQueue(limit, () => now);
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const submit = (key: string, label: string) =>
      queue.run(key, () => {
        started.push(label);
        return new Promise<void>((resolve) => releases.push(resolve));
      });
    const releaseNext = async () => {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { queue, started, submit, releaseNext, advance: (ms: number) => (now += ms) };
  }

  it('serves a real user ahead of the 40 guesses queued before them from four addresses', async () => {
    const { started, submit, releaseNext } = harness(2);
    const all: Promise<void>[] = [];
    for (let i = 0; i < 10; i++) for (const attacker of ['a1', 'a2', 'a3', 'a4']) all.push(submit(attacker, `${attacker}#${i}`));
    all.push(submit('owner', 'owner'));
    expect(started).toHaveLength(2);
    await releaseNext();
    // The next free slot goes to the address that has hashed least lately: the owner's.
    expect(started[2]).toBe('owner');
    while (started.length < 41) await releaseNext();
    await releaseNext();
    await releaseNext();
    await Promise.all(all);
  });

  it('takes turns between busy addresses, and within one address first come first served', async () => {
    const { started, submit, releaseNext } = harness(1);
    for (let i = 0; i < 3; i++) void submit('a', `a${i}`);
    for (let i = 0; i < 3; i++) void submit('b', `b${i}`);
    while (started.length < 6) await releaseNext();
    expect(started).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
    await releaseNext();
  });

  it('forgets: an address that hashed a lot a minute ago goes before one that hashed once just now', async () => {
    const { started, submit, releaseNext, advance } = harness(1);
    for (let i = 0; i < 5; i++) void submit('busy', `busy${i}`);
    while (started.length < 5) await releaseNext();
    void submit('busy', 'busy5');
    advance(60_000);
    void submit('other', 'other0');
    await releaseNext(); // busy4 ends; other0 (never hashed) goes first
    expect(started[5]).toBe('other0');
    void submit('other', 'other1');
    await releaseNext(); // other0 ends: 'busy' (5 hashes, a minute ago) beats 'other' (1 hash, now)
    expect(started[6]).toBe('busy5');
    await releaseNext();
    await releaseNext();
  });
});
