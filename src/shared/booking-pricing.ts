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
  /** Whether the first-booking offer applies. */
  firstBookingOffer?: boolean;
}

export interface PriceBreakdown {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  lines: PriceLine[];
}

/** The price of a booking and its breakdown lines ("$135.00 × 2 nights × 1 room"). */
export function priceBooking(request: PriceRequest): PriceBreakdown {
  const { type, unitCents, quantity, periods } = request;
  const base = unitCents * periods * quantity;
  const parts = [formatMoneyExact(centsToAmount(unitCents))];
  if (type === 'hotel') parts.push(countLabel(periods, 'night', 'nights'));
  if (type === 'car') parts.push(countLabel(periods, 'day', 'days'));
  const showQuantity = type !== 'car' || quantity > 1;
  if (showQuantity) parts.push(quantityLabel(type, quantity));
  const periodUnit = type === 'hotel' ? 'night' : type === 'car' ? 'day' : null;
  const lines: PriceLine[] = [
    {
      label: parts.join(' × '),
      amount: centsToAmount(base),
      item: { kind: 'units', unitAmount: centsToAmount(unitCents), periods: periodUnit ? periods : null, periodUnit, quantity, type, showQuantity },
    },
  ];
  let subtotalCents = base;
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
