// The inventory registry of bookings (src/server/core/inventory/registry.ts): holding,
// cancelling and the lapsed-hold sweep find the handler of a booking's type here. The handlers
// of the types that hold stock (hotels, flights, cars, tours, marketplace orders) are
// registered once by the app at the top (src/server/api/inventory.ts), so bookings depends on
// none of the features that sell through it.
import { InventoryRegistry, type InventoryHandler } from '../../core/inventory/registry';
import type { BookingType } from '../../../shared/schemas/bookings';
import { t } from '../../core/i18n';

/**
 * Rides and shipments hold no stock and are never booked through POST /api/bookings: their own
 * features write their booking rows and end them under their own rules (a ride's cancellation
 * fee on Track Ride; a shipment handed to the carrier). Declared here rather than imported, as
 * those features use bookings themselves.
 */
function endedByItsOwnFeature(type: BookingType, cancelledElsewhere: () => string): InventoryHandler {
  return {
    type,
    cancelledElsewhere,
    reserve: () => Promise.reject(new Error(`'${type}' bookings are not made through POST /api/bookings`)),
    release: async () => {},
  };
}

export const inventoryRegistry = new InventoryRegistry([
  endedByItsOwnFeature('ride', () => t('errors:bookings.cancelRideOnTrack')),
  endedByItsOwnFeature('cargo', () => t('errors:bookings.shipmentHandedOver')),
]);
