import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { Booking } from '@db/entities/booking';
import type { HeldInventory, InventoryHandler } from '../../src/server/core/inventory/registry';
import { inventoryRegistry, sweepLapsedHolds } from '../../src/server/features/bookings';
import { createUser, inDays, sql } from './travel-fixtures';

// Booking types plug their inventory into the bookings feature through the registry: cancel
// and the lapsed-hold sweep find the release function by the booking's type. A stand-in
// handler for the 'other' type shows a new type needs no switch (the marketplace's real
// 'order' handler is tested in shop-orders.test.ts).
const released: HeldInventory[] = [];
const otherInventory: InventoryHandler = {
  type: 'other',
  reserve: () => Promise.reject(new Error('not booked through POST /api/bookings')),
  release: async (_tx, held) => {
    released.push({ type: held.type, itemId: held.itemId, startDate: held.startDate, endDate: held.endDate, quantity: held.quantity });
  },
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  inventoryRegistry.register(otherInventory);
});
afterAll(() => app?.close());

async function pendingBooking(userId: string, options: { lapsed: boolean }): Promise<{ id: string; itemId: string }> {
  const id = randomUUID();
  const itemId = `product-${id.slice(0, 8)}`;
  await app.orm.em.fork().insert(Booking, {
    id,
    user: userId,
    type: 'other',
    status: 'pending',
    confirmationCode: `MTT${id.slice(0, 5).toUpperCase()}`,
    itemId,
    startDate: inDays(3),
    endDate: inDays(3),
    quantity: 2,
    subtotalCents: 5_000,
    discountCents: 0,
    totalCents: 5_000,
    currency: 'USD',
    bookingDetails: {
      itemName: 'Maasai beaded bracelet',
      image: null,
      location: null,
      startDate: inDays(3),
      endDate: inDays(3),
      quantity: 2,
      quantityLabel: '2 items',
      unitPrice: '25.00',
      unitLabel: 'per item',
      lines: [],
    },
    holdExpiresAt: new Date(Date.now() + (options.lapsed ? -60_000 : 15 * 60_000)),
  });
  return { id, itemId };
}

describe('the inventory registry', () => {
  it('lets the lapsed-hold sweep release a new booking type', async () => {
    const user = await createUser(app);
    const order = await pendingBooking(user.id, { lapsed: true });
    expect(await sweepLapsedHolds(app.orm.em.fork())).toBeGreaterThanOrEqual(1);
    expect(released).toContainEqual({ type: 'other', itemId: order.itemId, startDate: inDays(3), endDate: inDays(3), quantity: 2 });
    const [row] = await sql<{ status: string }>(app, `select status from booking where id = ?`, [order.id]);
    expect(row.status).toBe('expired');
  });

  it('lets cancel release a new booking type', async () => {
    const user = await createUser(app);
    const order = await pendingBooking(user.id, { lapsed: false });
    const cancelled = await app.caller(user).bookings.cancel({ id: order.id });
    expect(cancelled.status).toBe('cancelled');
    expect(released).toContainEqual({ type: 'other', itemId: order.itemId, startDate: inDays(3), endDate: inDays(3), quantity: 2 });
  });
});
