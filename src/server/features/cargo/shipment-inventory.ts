// How a shipment's booking fits the inventory registry (docs/architecture.md): a shipment holds
// no stock, but it is a hold like any other until paid (POST /api/payments), and paying it is
// what calls the carrier. Shipments are created by POST /api/cargo-shipments, never through
// POST /api/bookings; a shipment is never cancelled from My Bookings (it lapses unpaid, and
// once paid the carrier is on its way).
import type { InventoryHandler } from '../../core/inventory/registry';
import { t } from '../../core/i18n';
import { startCarrierOnPayment } from './shipments.service';

export const shipmentInventory: InventoryHandler = {
  type: 'cargo',
  cancelledElsewhere: () => t('errors:bookings.shipmentHandedOver'),
  reserve: () => Promise.reject(new Error('Shipments are created through POST /api/cargo-shipments, not through POST /api/bookings')),
  release: async () => {},
  paid: (tx, booking) => startCarrierOnPayment(tx, booking),
};
