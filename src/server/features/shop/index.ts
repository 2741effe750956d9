// The shop feature's public API: bookings holds and releases order stock through
// orderInventory (the inventory registry); the app's job list runs the fulfilment jobs; the
// assistant finds products with the catalogue's own search. Anything not exported here is
// internal to the shop.
export { orderInventory } from './order-inventory';
export { shopJobs } from './fulfilment';
export { listProducts } from './products.service';
