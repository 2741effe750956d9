import { describe, expect, it } from 'vitest';
import { TRAVEL_TIME_ZONE, addDays, daysBetween, rentalDays, travelToday } from './travel';
import { FIRST_BOOKING_OFFER, firstBookingDiscountCents, priceBooking } from '../booking-pricing';
import { isValidCardNumber } from '../payment-card';

describe('travel calendar', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2027-03-13', 2)).toBe('2027-03-15');
  });

  it('counts nights and rental days on dates, not clocks', () => {
    expect(daysBetween('2026-12-25', '2026-12-28')).toBe(3);
    expect(daysBetween('2027-03-12', '2027-03-16')).toBe(4);
    expect(daysBetween('2026-12-28', '2026-12-25')).toBe(-3);
    expect(rentalDays('2026-12-25', '2026-12-25')).toBe(1);
    expect(rentalDays('2026-12-25', '2026-12-27')).toBe(2);
  });

  it("gives today's date in East Africa, whatever the process zone", () => {
    expect(travelToday(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
    expect(travelToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(travelToday(new Date('2027-01-01T20:59:59Z'))).toBe('2027-01-01');
  });

  it('agrees with the Africa/Nairobi time zone every hour of a year', () => {
    const nairobi = new Intl.DateTimeFormat('en-CA', { timeZone: TRAVEL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 59 * 60_000);
      expect(travelToday(now)).toBe(nairobi.format(now));
    }
  });
});

describe('booking prices', () => {
  it('prices a stay as nights × rate × rooms with a breakdown', () => {
    expect(priceBooking({ type: 'hotel', unitCents: 12_050, quantity: 2, periods: 3 })).toEqual({
      subtotalCents: 72_300,
      discountCents: 0,
      totalCents: 72_300,
      lines: [
        {
          label: '$120.50 × 3 nights × 2 rooms',
          amount: '723.00',
          item: { kind: 'units', unitAmount: '120.50', periods: 3, periodUnit: 'night', quantity: 2, type: 'hotel', showQuantity: true },
        },
      ],
    });
    expect(
      priceBooking({
        type: 'car',
        unitCents: 4_000,
        quantity: 1,
        periods: 3,
        fees: [{ fee: 'oneWay', place: null, label: 'One-way fee', centsPerUnit: 5_000 }],
      }).lines,
    ).toEqual([
      {
        label: '$40.00 × 3 days',
        amount: '120.00',
        item: { kind: 'units', unitAmount: '40.00', periods: 3, periodUnit: 'day', quantity: 1, type: 'car', showQuantity: false },
      },
      { label: 'One-way fee', amount: '50.00', item: { kind: 'fee', fee: 'oneWay', place: null, quantity: 1 } },
    ]);
    expect(priceBooking({ type: 'flight', unitCents: 31_000, quantity: 1, periods: 1 }).lines[0].label).toBe('$310.00 × 1 passenger');
  });

  it('takes 40% off the first booking, at most $200, rounding half up to the cent', () => {
    expect(firstBookingDiscountCents(20_000)).toBe(8_000);
    expect(firstBookingDiscountCents(100_000)).toBe(FIRST_BOOKING_OFFER.maxDiscountCents);
    expect(firstBookingDiscountCents(1_001)).toBe(400);
    expect(firstBookingDiscountCents(1_004)).toBe(402);
    const priced = priceBooking({ type: 'tour', unitCents: 18_900, quantity: 2, periods: 1, firstBookingOffer: true });
    expect(priced).toMatchObject({ subtotalCents: 37_800, discountCents: 15_120, totalCents: 22_680 });
    expect(priced.lines.at(-1)).toEqual({
      label: 'First-booking offer (40% off, up to $200.00)',
      amount: '-151.20',
      item: { kind: 'offer', percentOff: 40, maxDiscount: '200.00' },
    });
  });
});

describe('card numbers', () => {
  it('checks the Luhn digit', () => {
    expect(isValidCardNumber('4242424242424242')).toBe(true);
    expect(isValidCardNumber('4000000000000002')).toBe(true);
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242')).toBe(false);
    expect(isValidCardNumber('42424242424242a2')).toBe(false);
  });
});
