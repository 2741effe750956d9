// How a marketplace order holds stock, for the inventory registry (docs/architecture.md): an
// order's booking itemId is its own id; releasing gives back the stock of every line (cancel,
// the lapsed-hold sweep); paying starts the fulfilment. Orders are placed from the cart
// (checkout.service.ts), never through POST /api/bookings, so `reserve` is never called.
import type { InventoryHandler } from '../../core/inventory/registry';
import { startFulfilment } from './fulfilment';
import { releaseOrderStock } from './stock';

export const orderInventory: InventoryHandler = {
  type: 'order',
  reserve: () => Promise.reject(new Error('Orders are placed from the cart (POST /api/orders), not through POST /api/bookings')),
  release: (tx, held) => releaseOrderStock(tx, [held.itemId]),
  paid: (tx, booking) => startFulfilment(tx, booking),
};
