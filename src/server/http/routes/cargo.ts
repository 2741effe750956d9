// Cargo: shipping (signed in, server-priced) and public tracking by number (rate-limited).
import { ZCargoShipment, ZCreateShipmentRequest, ZTrackingNumberRequest } from '../../../shared/schemas/cargo';
import { get, post } from '../binding';

const tag = 'Cargo';

export const cargoRoutes = [
  post('/cargo-shipments', {
    tag,
    summary: 'Ship cargo: returns the shipment with its tracking number',
    description:
      'weight and price are decimal strings. The price is per kg: air $8, sea $3, road $5 (at most 500, 20,000 and 5,000 kg). ' +
      'A price other than the server’s is refused with 409 naming the right one. dimensions: optional, "L x W x H cm".',
    access: 'signed-in',
    input: ZCreateShipmentRequest,
    status: 201,
    output: ZCargoShipment,
    errors: { 409: 'price differs from the server’s price (the message gives it)' },
    call: (api, input) => api.cargo.create(input),
  }),
  get('/cargo-shipments/:trackingNumber', {
    tag,
    summary: 'Track a shipment by its number (public)',
    description:
      "Tracking numbers: MT, 9 digits, a check digit and a country code (MT4829160375KE); a mistyped digit is refused with 400 before " +
      'any look-up. history: Shipment Created, Picked Up, In Transit, Arrived at Hub, Out for Delivery, Delivered. Rate-limited per client network.',
    input: ZTrackingNumberRequest,
    output: ZCargoShipment,
    errors: { 404: 'No shipment found', 429: 'Too many look-ups from this network: Retry-After gives the seconds' },
    call: (api, input) => api.cargo.track(input),
  }),
];
