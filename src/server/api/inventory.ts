// Every booking type that holds stock, and its handler, registered with bookings' inventory
// registry once, here at the top: bookings then finds a handler by the booking's type and
// imports none of the features that sell through it (the shop among them, which itself places
// its orders through bookings). A feature that adds a bookable type exports its
// InventoryHandler from its index.ts and adds it to this list. The app router imports this
// module, so every process that serves or runs jobs (main.ts builds the app) has the list.
// docs/architecture.md.
import { inventoryRegistry } from '../features/bookings';
import { carInventory } from '../features/cars';
import { shipmentInventory } from '../features/cargo';
import { flightInventory } from '../features/flights';
import { hotelInventory } from '../features/hotels';
import { orderInventory } from '../features/shop';
import { tourInventory } from '../features/tours';

for (const handler of [hotelInventory, flightInventory, carInventory, tourInventory, orderInventory, shipmentInventory]) inventoryRegistry.register(handler);
