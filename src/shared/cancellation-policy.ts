// Cancellation policies: what a traveller gets back when cancelling, decided by the policy the
// item had when it was booked, the trip's start and the time now. Pure functions on integer
// cents (never floats), shared by the server (which alone decides) and the client (the words).

/**
 * The policies hotels, cars and tours carry (a column of each), and the fare rules of flights
 * by cabin:
 * - free_48h_half: a full refund until 48 h before the start, then 50%;
 * - free_24h_none: a full refund until 24 h before the start, then nothing;
 * - non_refundable: nothing back, ever;
 * - economy_fare: the fare back less a fixed fee per passenger, until departure;
 * - business_fare: a full refund until 24 h before departure, then nothing.
 */
export const CANCELLATION_POLICIES = ['free_48h_half', 'free_24h_none', 'non_refundable', 'economy_fare', 'business_fare'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** The policies an item of the catalogue (hotel, car, tour) can carry; flights follow their cabin. */
export const ITEM_CANCELLATION_POLICIES = ['free_48h_half', 'free_24h_none', 'non_refundable'] as const satisfies readonly CancellationPolicy[];
export type ItemCancellationPolicy = (typeof ITEM_CANCELLATION_POLICIES)[number];

/** An Economy fare's cancellation fee, per passenger: $50. */
export const ECONOMY_CANCELLATION_FEE_CENTS = 5_000;

interface PolicyRule {
  /** Hours before the start until which the refund is in full; null: never in full. */
  freeUntilHours: number | null;
  /** Percent refunded after the free window (or always, when there is none), before the start. */
  laterPercent: number;
  /** A fixed fee per unit kept from every refund before the start. */
  feeCentsPerUnit: number;
}

export const POLICY_RULES: Record<CancellationPolicy, PolicyRule> = {
  free_48h_half: { freeUntilHours: 48, laterPercent: 50, feeCentsPerUnit: 0 },
  free_24h_none: { freeUntilHours: 24, laterPercent: 0, feeCentsPerUnit: 0 },
  non_refundable: { freeUntilHours: null, laterPercent: 0, feeCentsPerUnit: 0 },
  economy_fare: { freeUntilHours: null, laterPercent: 100, feeCentsPerUnit: ECONOMY_CANCELLATION_FEE_CENTS },
  business_fare: { freeUntilHours: 24, laterPercent: 0, feeCentsPerUnit: 0 },
};

/** The policy of a flight booking: its cabin's fare rules. */
export function flightFarePolicy(cabinClass: string): CancellationPolicy {
  return cabinClass === 'business' ? 'business_fare' : 'economy_fare';
}

/**
 * When a trip starts, on the clock of its place: hotels at check-in (14:00), cars at pickup
 * (10:00), tours at departure (08:00) on their start date; flights at their departure time.
 */
export const START_TIMES = { hotel: '14:00', car: '10:00', tour: '08:00' } as const;

export type RefundRule = 'full' | 'partial' | 'none';

export interface RefundQuote {
  refundCents: number;
  /** What the traveller keeps paying: paid − refund. */
  keptCents: number;
  rule: RefundRule;
  /** Until when the refund is in full, if the policy has such a window and it is still ahead. */
  freeUntil: Date | null;
}

const HOUR_MS = 3_600_000;

/**
 * The refund a cancellation gets now. paidCents: what was charged (0 for an unpaid hold: nothing
 * to refund). At or after the start nothing is refunded; exactly at the end of the free window
 * the refund is still in full (the window's end is included), a minute later the later share.
 * Percentages round down to the cent, so the refund never exceeds the policy.
 */
export function quoteRefund(input: { policy: CancellationPolicy; paidCents: number; units: number; startsAt: Date; now: Date }): RefundQuote {
  const { policy, paidCents, units, startsAt, now } = input;
  if (!Number.isSafeInteger(paidCents) || paidCents < 0) throw new Error(`Not an amount paid in cents: ${paidCents}`);
  const rule = POLICY_RULES[policy];
  const freeUntil = rule.freeUntilHours === null ? null : new Date(startsAt.getTime() - rule.freeUntilHours * HOUR_MS);
  const quote = (refundCents: number): RefundQuote => ({
    refundCents,
    keptCents: paidCents - refundCents,
    rule: refundCents === paidCents ? 'full' : refundCents === 0 ? 'none' : 'partial',
    freeUntil: freeUntil && now.getTime() <= freeUntil.getTime() ? freeUntil : null,
  });
  if (paidCents === 0) return quote(0);
  if (now.getTime() >= startsAt.getTime()) return quote(0);
  if (freeUntil && now.getTime() <= freeUntil.getTime()) return quote(paidCents);
  const share = Math.floor((paidCents * rule.laterPercent) / 100);
  return quote(Math.max(0, share - rule.feeCentsPerUnit * units));
}

/**
 * What a booking paid at pickup costs when its traveller does not come: what cancelling at the
 * last moment before the start would have kept ('free until 48 h, then 50%': half the total;
 * 'free until 24 h, then nothing' and 'non-refundable': all of it).
 */
export function noShowChargeCents(policy: CancellationPolicy, totalCents: number, units: number): number {
  const startsAt = new Date(0);
  return quoteRefund({ policy, paidCents: totalCents, units, startsAt, now: new Date(startsAt.getTime() - 1) }).keptCents;
}

/**
 * The instant a local date and time ('2026-12-24', '14:00') is in an IANA time zone. The zone's
 * offset is read at a first guess and once more at the result, which settles any daylight-saving
 * change in between (East Africa and the Gulf have none).
 */
export function localInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}
