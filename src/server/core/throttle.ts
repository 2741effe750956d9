// Throttling with fixed-window counters in PostgreSQL (table rate_limit): one atomic upsert
// per hit, so every app instance sees the same counts and two concurrent hits can never both
// take the last slot. A hit is taken *before* the work it guards (checking a password), and
// given back when the work turns out not to count (a correct password), so a burst of
// parallel guesses cannot slip past the limit while the hashes are being checked.
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimit } from '@db/entities/rate-limit';
import { tooManyRequests } from '../errors';

export interface RateLimitRule {
  /** Prefix of the counter's key, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The 429's text, built when refused (so it is in the caller's language). */
  message: () => string;
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

/**
 * Counts one hit on a counter and returns the count in its window and the seconds left in it.
 * One atomic upsert (INSERT ... ON CONFLICT DO UPDATE): a window that has ended starts over,
 * and two concurrent hits can never both read the same count.
 */
async function countHit(em: EntityManager, key: RateLimit['key'], windowSeconds: number): Promise<{ count: RateLimit['count']; retryAfterSeconds: number }> {
  const [row] = await em.execute<{ count: number; retry_after: number }[]>(
    `insert into rate_limit (key, count, window_ends_at)
     values (?, 1, now() + make_interval(secs => ?))
     on conflict (key) do update set
       count = case when rate_limit.window_ends_at <= now() then 1 else rate_limit.count + 1 end,
       window_ends_at = case when rate_limit.window_ends_at <= now() then excluded.window_ends_at else rate_limit.window_ends_at end
     returning count, greatest(ceil(extract(epoch from window_ends_at - now())), 1)::int as retry_after`,
    [key, windowSeconds],
  );
  return { count: row.count, retryAfterSeconds: row.retry_after };
}

/**
 * Counts one hit against `subject`; throws 429 (with Retry-After: the seconds until the window
 * ends) when it goes over the limit.
 */
export async function takeHit(em: EntityManager, rule: RateLimitRule, subject: string): Promise<void> {
  const { count, retryAfterSeconds } = await countHit(em, keyOf(rule, subject), rule.windowSeconds);
  if (count > rule.limit) throw tooManyRequests(rule.message(), retryAfterSeconds);
}

/**
 * A budget that refills: `burst` hits at once, then one more every `intervalSeconds` (the
 * generic cell rate algorithm). Nobody is ever shut out for longer than one interval, yet no
 * number of senders gets more than the refill rate.
 */
export interface PacedRule {
  name: string;
  burst: number;
  intervalSeconds: number;
  message: () => string;
}

/**
 * One paced hit, in one statement. The row's `window_ends_at` is the bucket's "theoretical
 * arrival time": a hit is allowed when it lies at most (burst - 1) intervals ahead of now, and
 * moves it one interval further. The conditional upsert locks the row, so concurrent hits on
 * any instance are counted one after the other. Refused: the seconds until the next hit fits.
 */
async function countPacedHit(
  em: EntityManager,
  key: RateLimit['key'],
  rule: Pick<PacedRule, 'burst' | 'intervalSeconds'>,
): Promise<{ taken: boolean; retryAfterSeconds: number }> {
  const ahead = (rule.burst - 1) * rule.intervalSeconds;
  const [row] = await em.execute<{ taken: boolean; retry_after: number }[]>(
    `with hit as (
       insert into rate_limit as r (key, count, window_ends_at)
       values (?, 1, now() + make_interval(secs => ?))
       on conflict (key) do update set
         count = r.count + 1,
         window_ends_at = greatest(r.window_ends_at, now()) + make_interval(secs => ?)
       where greatest(r.window_ends_at, now()) <= now() + make_interval(secs => ?)
       returning 1
     )
     select exists (select 1 from hit) as taken,
       coalesce((select greatest(ceil(extract(epoch from window_ends_at - now()) - ?), 1)::int from rate_limit where key = ?), 1) as retry_after`,
    [key, rule.intervalSeconds, rule.intervalSeconds, ahead, ahead, key],
  );
  return { taken: row.taken, retryAfterSeconds: row.retry_after };
}

/** Takes one hit from a paced budget; 429 (Retry-After: when the next one fits) when it is spent. */
export async function takePacedHit(em: EntityManager, rule: PacedRule, subject: string): Promise<void> {
  const { taken, retryAfterSeconds } = await countPacedHit(em, `${rule.name}:${subject}`, rule);
  if (!taken) throw tooManyRequests(rule.message(), retryAfterSeconds);
}

/** Gives a paced hit back (the attempt turned out not to count). */
export async function giveBackPacedHit(em: EntityManager, rule: PacedRule, subject: string): Promise<void> {
  await em.nativeUpdate(
    RateLimit,
    { key: `${rule.name}:${subject}`, windowEndsAt: { $gt: sql.now() } },
    { count: sql`greatest(count - 1, 0)`, windowEndsAt: sql`window_ends_at - make_interval(secs => ${rule.intervalSeconds})` },
  );
}

/** Gives back a hit that turned out not to count (e.g. the password was right). */
export async function giveBackHit(em: EntityManager, rule: RateLimitRule, subject: string): Promise<void> {
  await em.nativeUpdate(RateLimit, { key: keyOf(rule, subject), count: { $gt: 0 }, windowEndsAt: { $gt: sql.now() } }, { count: sql`count - 1` });
}

export async function clearHits(em: EntityManager, rule: RateLimitRule, subject: string): Promise<void> {
  await em.nativeDelete(RateLimit, { key: keyOf(rule, subject) });
}

export async function purgeEndedWindows(em: EntityManager): Promise<void> {
  await em.nativeDelete(RateLimit, { windowEndsAt: { $lte: sql.now() } });
}

/**
 * The throttling subject for a client address. IPv6 clients usually own a whole /64, so they
 * are counted per /64 rather than per address; IPv4-mapped addresses count as IPv4.
 */
export function clientSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const groups = [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
