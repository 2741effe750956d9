import { describe, expect, it } from 'vitest';
import { priceBooking } from './booking-pricing';

describe('priceBooking for hotel rooms', () => {
  it('prices each room type on its own line, per room per night, and names the types when they differ', () => {
    const price = priceBooking({
      type: 'hotel',
      unitCents: 10_000,
      quantity: 2,
      periods: 2,
      unitGroups: [
        { name: 'Standard double', unitCents: 10_000, quantity: 1 },
        { name: 'Family room for 4', unitCents: 18_000, quantity: 1 },
      ],
    });
    expect(price.subtotalCents).toBe(56_000);
    expect(price.lines.map((line) => [line.label, line.amount])).toEqual([
      ['Standard double: $100.00 × 2 nights × 1 room', '200.00'],
      ['Family room for 4: $180.00 × 2 nights × 1 room', '360.00'],
    ]);
    expect(price.lines[1].item).toMatchObject({ kind: 'units', name: 'Family room for 4', quantity: 1 });
  });

  it('adds young children at the child rate per night, and nothing when they stay free', () => {
    const one = { name: 'Garden cottage for 3', unitCents: 16_500, quantity: 1 };
    const charged = priceBooking({
      type: 'hotel',
      unitCents: 16_500,
      quantity: 1,
      periods: 2,
      unitGroups: [one],
      children: { count: 2, centsPerPeriod: 1_500 },
    });
    expect(charged.totalCents).toBe(39_000);
    expect(charged.lines[0].label).toBe('$165.00 × 2 nights × 1 room');
    expect(charged.lines[1]).toEqual({
      label: '2 children × $15.00 × 2 nights',
      amount: '60.00',
      item: { kind: 'children', unitAmount: '15.00', periods: 2, quantity: 2 },
    });
    const free = priceBooking({ type: 'hotel', unitCents: 16_500, quantity: 1, periods: 2, unitGroups: [one], children: { count: 2, centsPerPeriod: 0 } });
    expect(free.totalCents).toBe(33_000);
    expect(free.lines).toHaveLength(1);
  });
});
