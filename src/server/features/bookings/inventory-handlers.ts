// Every booking type that holds inventory, and its handler (src/server/core/inventory/registry.ts).
// A feature that adds a bookable type (rides, cargo, marketplace orders holding product stock)
// exports its InventoryHandler from its index.ts and adds it here; holding, cancelling and the
// lapsed-hold sweep then find it by the booking's type, with no switch to edit.
import { InventoryRegistry, type InventoryHandler } from '../../core/inventory/registry';
import type { BookingType } from '../../../shared/schemas/bookings';
import { carInventory } from '../cars';
import { flightInventory } from '../flights';
import { hotelInventory } from '../hotels';
import { orderInventory } from '../shop';
import { tourInventory } from '../tours';
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

export const inventoryRegistry = new InventoryRegistry([hotelInventory, flightInventory, carInventory, tourInventory, orderInventory]);

inventoryRegistry.register(endedByItsOwnFeature('ride', () => t('errors:bookings.cancelRideOnTrack')));
inventoryRegistry.register(endedByItsOwnFeature('cargo', () => t('errors:bookings.shipmentHandedOver')));
