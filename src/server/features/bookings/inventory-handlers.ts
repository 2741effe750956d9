// Every booking type that holds inventory, and its handler (src/server/core/inventory/registry.ts).
// A feature that adds a bookable type (rides, cargo, marketplace orders holding product stock)
// exports its InventoryHandler from its index.ts and adds it here; holding, cancelling and the
// lapsed-hold sweep then find it by the booking's type, with no switch to edit.
import { InventoryRegistry } from '../../core/inventory/registry';
import { carInventory } from '../cars';
import { flightInventory } from '../flights';
import { hotelInventory } from '../hotels';
import { orderInventory } from '../shop';
import { tourInventory } from '../tours';

export const inventoryRegistry = new InventoryRegistry([hotelInventory, flightInventory, carInventory, tourInventory, orderInventory]);
