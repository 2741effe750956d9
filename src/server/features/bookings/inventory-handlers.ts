// The inventory registry of bookings (src/server/core/inventory/registry.ts): holding,
// cancelling and the lapsed-hold sweep find the handler of a booking's type here. The handlers
// of the types that hold stock (hotels, flights, cars, tours, marketplace orders) are
// registered once by the app at the top (src/server/api/inventory.ts), so bookings depends on
// none of the features that sell through it.
import { InventoryRegistry, type InventoryHandler } from '../../core/inventory/registry';
import type { BookingType } from '@shared/schemas/bookings';
import { t } from '../../core/i18n';

/**
 * Rides hold no stock and are never booked through POST /api/bookings: the taxi feature writes
 * their booking rows and ends them under its own rules (a ride's cancellation fee on Track
 * Ride). Declared here rather than imported, as that feature uses bookings itself. (Shipments
 * are paid like holds: cargo registers its handler in src/server/api/inventory.ts.)
 */
function endedByItsOwnFeature(type: BookingType, cancelledElsewhere: () => string): InventoryHandler {
  return {
    type,
    cancelledElsewhere,
    reserve: () => Promise.reject(new Error(`'${type}' bookings are not made through POST /api/bookings`)),
    release: async () => {},
  };
}

export const inventoryRegistry = new InventoryRegistry([endedByItsOwnFeature('ride', () => t('errors:bookings.cancelRideOnTrack'))]);
