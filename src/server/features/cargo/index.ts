// The cargo feature's public API: its background job (the carrier simulation), and tracking a
// shipment by number (public, rate-limited per client network), which the assistant answers with.
export { cargoJobs } from './cargo-jobs';
export { trackShipment } from './shipments.service';
