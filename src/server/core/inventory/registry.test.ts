import { describe, expect, it } from 'vitest';
import { InventoryRegistry, type InventoryHandler } from './registry';

const handler = (type: InventoryHandler['type']): InventoryHandler => ({
  type,
  reserve: () => Promise.reject(new Error('not used')),
  release: () => Promise.resolve(),
});

describe('InventoryRegistry', () => {
  it('finds the handler of a booking type', () => {
    const hotels = handler('hotel');
    const orders = handler('order');
    const registry = new InventoryRegistry([hotels]);
    registry.register(orders);
    expect(registry.handlerFor('hotel')).toBe(hotels);
    expect(registry.handlerFor('order')).toBe(orders);
    expect(registry.has('ride')).toBe(false);
  });

  it('refuses a second handler for a type, and names a type nobody registered', () => {
    const registry = new InventoryRegistry([handler('tour')]);
    expect(() => registry.register(handler('tour'))).toThrow("An inventory handler for 'tour' bookings is already registered");
    expect(() => registry.handlerFor('cargo')).toThrow("No inventory handler is registered for 'cargo' bookings");
  });
});
