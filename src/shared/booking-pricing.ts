import { centsToAmount, formatMoneyExact } from './money';
import type { BookableType, PriceFee, PriceLine } from './schemas/bookings';

// The price of a booking: unit price × periods × quantity, per-unit fees, and the
// first-booking offer (Home's 'Claim Now'), with the breakdown lines checkout shows.

/**
 * Home's 'Claim Now' (spec: up to 40% off the first booking): 40% off the booking's subtotal,
 * at most $200, on the traveller's first booking ever confirmed. Checked again at payment.
 */
export const FIRST_BOOKING_OFFER = { code: 'FIRST40', percentOff: 40, maxDiscountCents: 20_000 } as const;

export function firstBookingDiscountCents(subtotalCents: number): number {
  return Math.min(Math.floor((subtotalCents * FIRST_BOOKING_OFFER.percentOff + 50) / 100), FIRST_BOOKING_OFFER.maxDiscountCents);
}

const UNIT_NOUNS: Record<BookableType, [string, string]> = {
  hotel: ['room', 'rooms'],
  flight: ['passenger', 'passengers'],
  car: ['car', 'cars'],
  tour: ['place', 'places'],
};
export const UNIT_LABELS: Record<BookableType, string> = { hotel: 'per night', flight: 'per person', car: 'per day', tour: 'per place' };

export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "2 rooms", "1 passenger", "1 car", "3 places" */
export function quantityLabel(type: BookableType, quantity: number): string {
  const [singular, plural] = UNIT_NOUNS[type];
  return countLabel(quantity, singular, plural);
}

/** A per-unit fee: what it is (for every language), its English label and its price. */
export interface BookingFee {
  fee: PriceFee;
  /** The place it concerns (a one-way drop-off), when it names one. */
  place: string | null;
  label: string;
  centsPerUnit: number;
}

export interface PriceRequest {
  type: BookableType;
  unitCents: number;
  quantity: number;
  /** Nights (hotel) or days (car); 1 for flights and tours. */
  periods: number;
  /** Per-unit fees on top, e.g. a car's one-way fee. */
  fees?: BookingFee[];
  /**
   * Hotels: the rooms of each room type, each at its own price, in place of `unitCents` ×
   * `quantity` (their quantities add up to `quantity`); one line per type.
   */
  unitGroups?: { name: string; unitCents: number; quantity: number }[];
  /** Hotels: children under the child age limit at a rate per child per night (none when free). */
  children?: { count: number; centsPerPeriod: number };
  /** Whether the first-booking offer applies. */
  firstBookingOffer?: boolean;
}

export interface PriceBreakdown {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  lines: PriceLine[];
}

/** "$135.00 × 2 nights × 1 room" (named: "Family room for 4: $200.00 × 2 nights × 1 room"). */
function unitsLine(type: BookableType, group: { name?: string; unitCents: number; quantity: number }, periods: number, named: boolean): PriceLine {
  const { unitCents, quantity, name } = group;
  const parts = [formatMoneyExact(centsToAmount(unitCents))];
  if (type === 'hotel') parts.push(countLabel(periods, 'night', 'nights'));
  if (type === 'car') parts.push(countLabel(periods, 'day', 'days'));
  const showQuantity = type !== 'car' || quantity > 1;
  if (showQuantity) parts.push(quantityLabel(type, quantity));
  const periodUnit = type === 'hotel' ? 'night' : type === 'car' ? 'day' : null;
  return {
    label: (named && name ? `${name}: ` : '') + parts.join(' × '),
    amount: centsToAmount(unitCents * periods * quantity),
    item: {
      kind: 'units',
      unitAmount: centsToAmount(unitCents),
      periods: periodUnit ? periods : null,
      periodUnit,
      quantity,
      type,
      showQuantity,
      ...(name ? { name } : {}),
    },
  };
}

/** The price of a booking and its breakdown lines ("$135.00 × 2 nights × 1 room"). */
export function priceBooking(request: PriceRequest): PriceBreakdown {
  const { type, unitCents, quantity, periods } = request;
  const groups = request.unitGroups ?? [{ name: undefined, unitCents, quantity }];
  // The room type's name leads the English label only when the types differ (the details list the rooms).
  const lines: PriceLine[] = groups.map((group) => unitsLine(type, group, periods, groups.length > 1));
  let subtotalCents = groups.reduce((sum, group) => sum + group.unitCents * periods * group.quantity, 0);
  if (request.children && request.children.count > 0 && request.children.centsPerPeriod > 0) {
    const { count, centsPerPeriod } = request.children;
    const cents = centsPerPeriod * periods * count;
    lines.push({
      label: `${countLabel(count, 'child', 'children')} × ${formatMoneyExact(centsToAmount(centsPerPeriod))} × ${countLabel(periods, 'night', 'nights')}`,
      amount: centsToAmount(cents),
      item: { kind: 'children', unitAmount: centsToAmount(centsPerPeriod), periods, quantity: count },
    });
    subtotalCents += cents;
  }
  for (const fee of request.fees ?? []) {
    const cents = fee.centsPerUnit * quantity;
    lines.push({
      label: quantity > 1 ? `${fee.label} × ${quantity}` : fee.label,
      amount: centsToAmount(cents),
      item: { kind: 'fee', fee: fee.fee, place: fee.place, quantity },
    });
    subtotalCents += cents;
  }
  const discountCents = request.firstBookingOffer ? firstBookingDiscountCents(subtotalCents) : 0;
  if (discountCents > 0) {
    const maxDiscount = centsToAmount(FIRST_BOOKING_OFFER.maxDiscountCents);
    lines.push({
      label: `First-booking offer (${FIRST_BOOKING_OFFER.percentOff}% off, up to ${formatMoneyExact(maxDiscount)})`,
      amount: centsToAmount(-discountCents),
      item: { kind: 'offer', percentOff: FIRST_BOOKING_OFFER.percentOff, maxDiscount },
    });
  }
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents, lines };
}
