import { describe, expect, it } from 'vitest';
import { bookingStateWord, hasVoucher } from './booking-vocabulary';

describe('a booking state in its kind’s own words', () => {
  const at = '2026-11-20T10:00:00.000Z';
  it('travel reads as its status', () => {
    expect(bookingStateWord({ type: 'hotel', status: 'confirmed', fulfilledAt: null })).toBe('confirmed');
    expect(bookingStateWord({ type: 'tour', status: 'pending', fulfilledAt: null })).toBe('pending');
  });
  it('an order is placed, then delivered; cancelled and unpaid ones read as their status', () => {
    expect(bookingStateWord({ type: 'order', status: 'confirmed', fulfilledAt: null, progress: 'processing' })).toBe('placed');
    expect(bookingStateWord({ type: 'order', status: 'confirmed', fulfilledAt: null, progress: 'dispatched' })).toBe('placed');
    expect(bookingStateWord({ type: 'order', status: 'confirmed', fulfilledAt: null, progress: 'delivered' })).toBe('delivered');
    expect(bookingStateWord({ type: 'order', status: 'cancelled', fulfilledAt: null, progress: 'processing' })).toBe('cancelled');
    expect(bookingStateWord({ type: 'order', status: 'pending', fulfilledAt: null, progress: 'awaiting_payment' })).toBe('pending');
  });
  it('a ride ends completed, a shipment delivered', () => {
    expect(bookingStateWord({ type: 'ride', status: 'confirmed', fulfilledAt: null })).toBe('confirmed');
    expect(bookingStateWord({ type: 'ride', status: 'confirmed', fulfilledAt: at })).toBe('completed');
    expect(bookingStateWord({ type: 'cargo', status: 'confirmed', fulfilledAt: at })).toBe('delivered');
  });
  it('only stays, flights, car rentals and tours have an e-voucher', () => {
    expect(['hotel', 'flight', 'car', 'tour', 'ride', 'cargo', 'order', 'other'].filter((type) => hasVoucher(type as never))).toEqual([
      'hotel',
      'flight',
      'car',
      'tour',
    ]);
  });
});
