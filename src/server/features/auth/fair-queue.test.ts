import { describe, expect, it } from 'vitest';
import { FairQueue } from './passwords';

// The password-hashing queue is fair between client networks.
describe('the hashing queue (item 11)', () => {
  /** A task that finishes when released, recording the order tasks started in. */
  function harness(limit: number) {
    let now = 0;
    // A clock and timers the test moves by hand: the kept slot waits 25 ms for a newcomer to settle.
    let timers: { at: number; run: () => void }[] = [];
    const schedule = (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => (timers = timers.filter((other) => other !== timer));
    };
    const queue = new FairQueue(limit, () => now, 10_000, 25, schedule);
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
    /** Moves the clock, runs the timers due, and lets the tasks they started begin. */
    const advance = async (ms: number) => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { queue, started, submit, releaseNext, advance };
  }

  it('serves a real user on the kept slot, beside one hash in progress, while 40 guesses from four addresses queue', async () => {
    const { started, submit, releaseNext, advance } = harness(2);
    const all: Promise<void>[] = [];
    for (let i = 0; i < 10; i++) for (const attacker of ['a1', 'a2', 'a3', 'a4']) all.push(submit(attacker, `${attacker}#${i}`));
    all.push(submit('owner', 'owner'));
    // The guesses share one slot; the other is kept for a newcomer, and a burst is none.
    expect(started).toEqual(['a1#0']);
    await advance(24);
    expect(started).toEqual(['a1#0']);
    await advance(1);
    expect(started).toEqual(['a1#0', 'owner']);
    while (started.length < 41) await releaseNext();
    await releaseNext();
    await releaseNext();
    await Promise.all(all);
  });

  it('keeps the second slot free of bursts: guesses hash one at a time, and a burst of one address never counts as a newcomer', async () => {
    const { started, submit, releaseNext, advance } = harness(2);
    for (let i = 0; i < 3; i++) void submit('a', `a${i}`);
    for (let i = 0; i < 3; i++) void submit('b', `b${i}`);
    await advance(1_000);
    expect(started).toEqual(['a0']);
    await releaseNext();
    await advance(1_000);
    expect(started).toEqual(['a0', 'b0']);
    // A lone sign-in from an address that has not hashed lately takes the kept slot once settled.
    void submit('c', 'c0');
    await advance(25);
    expect(started).toEqual(['a0', 'b0', 'c0']);
    while (started.length < 7) await releaseNext();
    await releaseNext();
    await releaseNext();
  });

  it('knows a burst by its announced sign-ins: the first guess to reach the queue is no newcomer when its siblings are still on their way', async () => {
    const { queue, started, submit, advance } = harness(2);
    void submit('a', 'a0');
    // Ten guesses from 'b' began together; the first reaches the queue while nine are still in the database.
    const done = Array.from({ length: 10 }, () => queue.announce('b'));
    void submit('b', 'b0');
    queue.announce('owner');
    void submit('owner', 'owner');
    await advance(25);
    expect(started).toEqual(['a0', 'owner']);
    for (const leave of done) leave();
  });

  it('frees the kept slot when the newcomer on it turns out to be a burst: its hash then counts as a shared one', async () => {
    const { queue, started, submit, releaseNext, advance } = harness(2);
    void submit('a', 'a0');
    void submit('a', 'a1');
    // 'b' sends a burst, but its first guess reaches the queue before its siblings are announced.
    const first = queue.announce('b');
    void submit('b', 'b0');
    await advance(25);
    expect(started).toEqual(['a0', 'b0']);
    // Its siblings arrive: one is announced, the rest would be refused (reveal).
    const sibling = queue.announce('b');
    queue.reveal('b');
    void submit('b', 'b1');
    // The real user gets the kept slot at once (settled), beside the two guesses.
    queue.announce('owner');
    void submit('owner', 'owner');
    await advance(25);
    expect(started).toEqual(['a0', 'b0', 'owner']);
    // The shared slot takes no new guess until both guesses on it are done.
    await releaseNext();
    await advance(1_000);
    expect(started).toEqual(['a0', 'b0', 'owner']);
    await releaseNext();
    await advance(1_000);
    expect(started).toEqual(['a0', 'b0', 'owner', 'a1']);
    while (started.length < 5) await releaseNext();
    for (let i = 0; i < 3; i++) await releaseNext();
    first();
    sibling();
  });

  it('gives the shared slot at once when it is free, to a newcomer too', async () => {
    const { started, submit } = harness(2);
    void submit('x', 'x0');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['x0']);
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
    await advance(60_000);
    void submit('other', 'other0');
    await releaseNext(); // busy4 ends; other0 (never hashed) goes first
    expect(started[5]).toBe('other0');
    void submit('other', 'other1');
    await releaseNext(); // other0 ends: 'busy' (5 hashes, a minute ago) beats 'other' (1 hash, now)
    expect(started[6]).toBe('busy5');
    await releaseNext();
    await releaseNext();
  });

  it('counts the sign-ins of each address in progress, each given back once however often its end is reported', () => {
    const queue = new FairQueue(2);
    const first = queue.announce('a');
    const second = queue.announce('a');
    queue.announce('b');
    expect([queue.inProgress('a'), queue.inProgress('b'), queue.inProgress('c')]).toEqual([2, 1, 0]);
    first();
    first();
    expect(queue.inProgress('a')).toBe(1);
    second();
    expect(queue.inProgress('a')).toBe(0);
  });
});
