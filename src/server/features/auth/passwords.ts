// Password hashing with scrypt from node:crypto (no native add-on). Parameters follow OWASP's
// password storage cheat sheet (N=2^17, r=8, p=1, 128 MiB per hash). The stored string names
// its own parameters, `scrypt$N$r$p$salt$hash`, so the cost can be raised later and old hashes
// still verify. Each hash takes ~0.4 s of CPU and 128 MiB, so at most two run at once: a burst
// of sign-ins queues instead of exhausting the machine's memory, and the queue is fair between
// client networks (FairQueue), so a real user is not stuck behind an attacker's guesses.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { tooManyRequests } from '../../errors';

export type PasswordHashCost = 'owasp' | 'test';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const COSTS: Record<PasswordHashCost, ScryptParams> = {
  owasp: { N: 2 ** 17, r: 8, p: 1 },
  // Tests only (config refuses it in production): the same code path, 128 times cheaper.
  test: { N: 2 ** 10, r: 8, p: 1 },
};

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const MAX_CONCURRENT_HASHES = 2;

interface Waiter {
  seq: number;
  since: number;
  start: (ticket: Ticket) => void;
}

/** A running hash and the slot it counts against (a mistaken newcomer's moves to the shared slots). */
interface Ticket {
  key: string;
  slot: Slot;
}

type Slot = 'shared' | 'kept';

/**
 * Runs at most `limit` tasks at once, and picks the next waiting task fairly between keys (the
 * client's network): the key that has had the fewest hashes lately goes first
 * (then the one with fewer waiting), so 40 guesses from four addresses queue behind each
 * other, not in front of a real user's one sign-in. "Lately" decays with a 10-second
 * half-life. Within a key, first come first served.
 *
 * With two slots or more, one is kept for a newcomer: a key that has not hashed lately and
 * asks for one hash with nothing else of its own waiting or running (a person signing in, not
 * a burst of guesses). Without the kept slot a real user arriving just after a burst waits for
 * a whole hash in progress before their own starts (about 1.2 s at OWASP cost on two cores).
 * A burst shows itself in two ways: a sign-in announces itself when it begins (`announce`),
 * before the database work that precedes its hash, so 10 guesses sent at once from one address
 * are all counted when the first reaches the queue; and a newcomer gets the kept slot only
 * after waiting `settleMs`. When no newcomer waits, the kept slot stays free, so guesses use
 * one core. When a burst's first guess still took the kept slot (its siblings arrived only after
 * it had settled, which happens when the database answers quickly), it shows itself later
 * (`reveal`: a sibling announced or refused) and its hash then counts against the shared slots,
 * so the kept slot is free again for the real newcomer; no new shared hash starts until the
 * shared slots are back under their limit. At most one such overflow at a time, so at most
 * `limit + 1` hashes run at once.
 */
export class FairQueue {
  private readonly waiting = new Map<string, Waiter[]>();
  private readonly running = new Map<string, number>();
  private readonly announced = new Map<string, number>();
  private readonly usage = new Map<string, { score: number; at: number }>();
  private readonly keptSlots: number;
  private sharedActive = 0;
  private keptActive = 0;
  private keptHolder: Ticket | undefined;
  private seq = 0;
  private timer: { at: number; cancel: () => void } | undefined;

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
    private readonly halfLifeMs = 10_000,
    private readonly settleMs = 25,
    private readonly schedule: (run: () => void, ms: number) => () => void = (run, ms) => {
      const handle = setTimeout(run, ms);
      handle.unref();
      return () => clearTimeout(handle);
    },
  ) {
    this.keptSlots = limit >= 2 ? 1 : 0;
  }

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let ticket: Ticket;
    if (this.sharedActive < this.limit - this.keptSlots && !this.waiting.size) {
      ticket = this.begin(key, 'shared');
    } else {
      ticket = await new Promise<Ticket>((resolve) => {
        const queue = this.waiting.get(key) ?? [];
        queue.push({ seq: this.seq++, since: this.now(), start: resolve });
        this.waiting.set(key, queue);
        this.pump();
      });
    }
    try {
      return await task();
    } finally {
      if (ticket.slot === 'shared') this.sharedActive--;
      else this.keptActive--;
      if (this.keptHolder === ticket) this.keptHolder = undefined;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
      this.pump();
    }
  }

  /**
   * Counts a sign-in of `key` from its beginning until the returned function is called, so its
   * siblings sent at the same moment are known before they reach the queue.
   */
  announce(key: string): () => void {
    this.announced.set(key, (this.announced.get(key) ?? 0) + 1);
    if ((this.announced.get(key) ?? 0) > 1) this.reveal(key);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.announced.get(key) ?? 1) - 1;
      if (left > 0) this.announced.set(key, left);
      else this.announced.delete(key);
    };
  }

  /** Sign-ins of `key` announced and not yet done (in their database work, their hash or after it). */
  inProgress(key: string): number {
    return this.announced.get(key) ?? 0;
  }

  /**
   * `key` sends more than one sign-in at once: if its hash holds the kept slot as a newcomer, it
   * moves to the shared slots and frees the kept one.
   */
  reveal(key: string): void {
    const holder = this.keptHolder;
    if (!holder || holder.key !== key) return;
    this.keptHolder = undefined;
    holder.slot = 'shared';
    this.keptActive--;
    this.sharedActive++;
    this.pump();
  }

  /** Tasks waiting, all keys together. */
  get queued(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }

  private recent(key: string): number {
    const entry = this.usage.get(key);
    return entry ? entry.score * 0.5 ** ((this.now() - entry.at) / this.halfLifeMs) : 0;
  }

  private begin(key: string, slot: Slot): Ticket {
    const ticket: Ticket = { key, slot };
    if (slot === 'shared') this.sharedActive++;
    else {
      this.keptActive++;
      this.keptHolder = ticket;
    }
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
    this.usage.set(key, { score: this.recent(key) + 1, at: this.now() });
    if (this.usage.size > 10_000) this.forgetIdle();
    return ticket;
  }

  private forgetIdle() {
    for (const [key] of this.usage) if (!this.waiting.has(key) && !this.running.has(key) && this.recent(key) < 0.01) this.usage.delete(key);
  }

  /** A key asking for one hash, with nothing else of its own announced, waiting or running, that has not hashed lately. */
  private isNewcomer(key: string, queue: Waiter[]): boolean {
    return queue.length === 1 && !this.running.has(key) && (this.announced.get(key) ?? 0) <= 1 && this.recent(key) < 0.5;
  }

  /** Starts what the free slots allow, and wakes itself when a waiting newcomer has settled. */
  private pump() {
    while (this.sharedActive < this.limit - this.keptSlots) {
      const next = this.fairest(() => true);
      if (!next) break;
      this.startFirst(next, 'shared');
    }
    // One revealed burst at most may overflow the shared slots while a newcomer takes the kept one.
    if (this.keptActive >= this.keptSlots || this.sharedActive > this.limit - this.keptSlots + 1) return;
    const newcomer = this.fairest((key, queue) => this.isNewcomer(key, queue));
    if (!newcomer) return;
    const settledAt = this.waiting.get(newcomer)![0].since + this.settleMs;
    if (settledAt <= this.now()) {
      this.startFirst(newcomer, 'kept');
      return;
    }
    if (this.timer && this.timer.at <= settledAt) return;
    this.timer?.cancel();
    const cancel = this.schedule(() => {
      this.timer = undefined;
      this.pump();
    }, settledAt - this.now());
    this.timer = { at: settledAt, cancel };
  }

  private startFirst(key: string, slot: Slot) {
    const queue = this.waiting.get(key)!;
    const next = queue.shift()!;
    if (queue.length === 0) this.waiting.delete(key);
    next.start(this.begin(key, slot));
  }

  /**
   * Of the waiting keys `eligible` allows, the one that hashed least lately; on a tie, the one
   * with less waiting, then the one that asked first.
   */
  private fairest(eligible: (key: string, queue: Waiter[]) => boolean): string | undefined {
    let best: { key: string; score: number; waiting: number; seq: number } | undefined;
    for (const [key, queue] of this.waiting) {
      if (!eligible(key, queue)) continue;
      const candidate = { key, score: this.recent(key), waiting: queue.length, seq: queue[0].seq };
      if (
        !best ||
        candidate.score < best.score - 1e-9 ||
        (Math.abs(candidate.score - best.score) <= 1e-9 &&
          (candidate.waiting < best.waiting || (candidate.waiting === best.waiting && candidate.seq < best.seq)))
      ) {
        best = candidate;
      }
    }
    return best?.key;
  }
}

const hashing = new FairQueue(MAX_CONCURRENT_HASHES);

/** Hashes not tied to a client (scripts, the seed) share one key. */
const NO_CLIENT = 'local';

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number, client: string): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes, or Node refuses the parameters.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return hashing.run(
    client,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** How many sign-ins one client network may have in progress at once, and the 429's text. */
export interface ChecksAtOnceRule {
  limit: number;
  message: () => string;
}

/**
 * Runs a sign-in's whole check (throttles, lookup, hash) announced in the hashing queue, so
 * that sign-ins sent together from one network are seen as a burst (FairQueue.announce).
 *
 * A network with `atOnce.limit` checks already in progress is refused at once (429, Retry-After
 * 1 s), before any statement or hash: a person signs in once at a time, while a burst of guesses
 * would otherwise queue its statements in the connection pool and its hashes on the CPU in front
 * of everyone else's sign-in. The first check of a network always runs, and the count is given
 * back however the check ends (finally). The count lives in this process, not in PostgreSQL, on
 * purpose: it protects this process's CPU and connection pool, so with two instances each counts
 * its own; the durable per-minute and per-account limits stay in PostgreSQL (core/throttle.ts).
 */
export async function asPasswordCheck<T>(client: string, atOnce: ChecksAtOnceRule, check: () => Promise<T>): Promise<T> {
  if (hashing.inProgress(client) >= atOnce.limit) {
    hashing.reveal(client);
    throw tooManyRequests(atOnce.message(), 1);
  }
  const done = hashing.announce(client);
  try {
    return await check();
  } finally {
    done();
  }
}

/** `client`: the client's network (throttle subject), whose turn in the hashing queue this is. */
export async function hashPassword(password: string, cost: PasswordHashCost, client = NO_CLIENT): Promise<string> {
  const params = COSTS[cost];
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH, client);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  // scrypt needs N a power of two; the upper bounds keep a tampered row from eating the memory.
  if (N < 2 || (N & (N - 1)) !== 0 || 128 * N * r > 2 ** 30 || p > 16) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
}

export async function verifyPassword(password: string, stored: string, client = NO_CLIENT): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length, client);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Whether a stored hash is weaker than `cost` asks for, so a successful sign-in should store a
 * new one (how a raised cost reaches existing accounts). Never downgrades a stronger hash.
 */
export function needsRehash(stored: string, cost: PasswordHashCost): boolean {
  const parsed = parseHash(stored);
  const wanted = COSTS[cost];
  return !parsed || parsed.params.N < wanted.N || parsed.params.r < wanted.r || parsed.params.p < wanted.p;
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();

/**
 * Spends the same time as checking a real password, for sign-ins naming no existing user, so
 * the response time does not tell which part of the credentials was wrong.
 */
export async function verifyAgainstDummy(password: string, cost: PasswordHashCost, client = NO_CLIENT): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy, client);
  return false;
}
