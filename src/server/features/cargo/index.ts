// The cargo feature's public API: its background job (the carrier simulation), its handler in
// the inventory registry (paying a shipment calls the carrier), and tracking a shipment by
// number (public, rate-limited per client network), which the assistant answers with.
export { cargoJobs } from './cargo-jobs';
export { trackShipment } from './shipments.service';
export { shipmentInventory } from './shipment-inventory';
